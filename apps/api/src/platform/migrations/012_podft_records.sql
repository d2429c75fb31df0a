-- Anti-money-laundering (ПОДФТ) compliance records (spec part 2 sections 3.8, 4.4): a client (entity 0) or a
-- vehicle (entity 1) that verification flagged. Status 1 unreviewed, 2 with warning, 3 approved, 4 refused; the
-- podft review screen decides (until it exists, tests and the seed set the status). `checked` is the decider,
-- NULL while undecided; `changed` the seller whose verification raised it. One party may have several records
-- (the history list): the newest decides.
CREATE TABLE podft_records (
  id          INTEGER PRIMARY KEY,
  entity      INTEGER NOT NULL CHECK (entity IN (0, 1)),
  document    TEXT    NOT NULL,                     -- client: IIN/BIN, or the document number; vehicle: VIN
  resident    INTEGER NOT NULL DEFAULT 1 CHECK (resident IN (0, 1)),
  person      INTEGER NOT NULL DEFAULT 1 CHECK (person IN (0, 1)),
  title       TEXT    NOT NULL,                     -- the client's name, or 'mark model colour' of a vehicle
  type        INTEGER NOT NULL CHECK (type IN (1, 2)), -- why it was flagged: 1 politically exposed, 2 sanctions list
  status      INTEGER NOT NULL DEFAULT 1 CHECK (status BETWEEN 1 AND 4),
  comment     TEXT    NOT NULL DEFAULT '',
  politician  INTEGER CHECK (politician IN (0, 1)),
  item        TEXT    NOT NULL,                     -- JSON: the client or vehicle item of 3.8
  ulid        TEXT,                                 -- the sale whose verification raised it
  changed     INTEGER REFERENCES users (id) ON DELETE SET NULL,
  checked     INTEGER REFERENCES users (id) ON DELETE SET NULL,
  created_at  TEXT    NOT NULL,
  updated_at  TEXT
);
CREATE INDEX podft_records_party ON podft_records (entity, document);
CREATE INDEX podft_records_status ON podft_records (status);

-- The state register's lists a verification consults: a client or vehicle on a sanctions list (a podft record),
-- a vehicle wanted by the police (verification fails).
CREATE TABLE register_watchlist (
  id      INTEGER PRIMARY KEY,
  entity  INTEGER NOT NULL CHECK (entity IN (0, 1)), -- 0 client (IIN/BIN), 1 vehicle (VIN)
  key     TEXT    NOT NULL,
  list    TEXT    NOT NULL CHECK (list IN ('sanctions', 'wanted')),
  note    TEXT    NOT NULL DEFAULT '',
  UNIQUE (entity, key, list)
);
