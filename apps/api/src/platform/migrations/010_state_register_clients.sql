-- The simulated state register (ЕСБД) of clients (spec part 2 sections 3.3, 4.3, 7.1): natural persons (resident
-- and non-resident), individual entrepreneurs and legal entities, with their documents, bonus-malus class,
-- contacts and bank details. The register's consent (КДП) status is NOT stored here: it is read from the consent
-- system of the public page /kdp/{iin} (customers, sms_codes of migration 002).
CREATE TABLE register_clients (
  id                  INTEGER PRIMARY KEY,           -- the register's id (esbd_id)
  kind                TEXT    NOT NULL CHECK (kind IN ('person', 'entrepreneur', 'legal')),
  resident            INTEGER NOT NULL CHECK (resident IN (0, 1)),
  iin                 TEXT    CHECK (iin IS NULL OR length(iin) = 12),  -- IIN or BIN; NULL for a non-resident without one
  title               TEXT    NOT NULL DEFAULT '',   -- a legal entity's name
  surname             TEXT    NOT NULL DEFAULT '',
  name                TEXT    NOT NULL DEFAULT '',
  patronymic          TEXT    NOT NULL DEFAULT '',
  surname_eng         TEXT    NOT NULL DEFAULT '',
  name_eng            TEXT    NOT NULL DEFAULT '',
  birthday            TEXT    NOT NULL DEFAULT '',   -- 'YYYY-MM-DD'
  sex                 INTEGER NOT NULL DEFAULT 0 CHECK (sex IN (0, 1, 2)),
  phone               TEXT    NOT NULL DEFAULT '',
  email               TEXT    NOT NULL DEFAULT '',
  politician          INTEGER NOT NULL DEFAULT 0,
  country_id          INTEGER,
  address             TEXT    NOT NULL DEFAULT '',
  activity_kind_id    INTEGER,
  economics_sector_id INTEGER,
  accountant          TEXT    NOT NULL DEFAULT '',
  class_id            INTEGER,
  class               TEXT    NOT NULL DEFAULT '',
  pensioner           INTEGER NOT NULL DEFAULT 0,
  entrepreneur        TEXT,                          -- JSON {name, number, address, date, activity_kind_id}
  bank                TEXT,                          -- JSON {iik, bik, name, kbe}
  leader_iin          TEXT,                          -- legal entity: its leader (a person of this register)
  beneficiary_iins    TEXT                           -- legal entity: JSON array of its beneficial owners' IINs
);
CREATE INDEX register_clients_iin ON register_clients (iin);
CREATE INDEX register_clients_name ON register_clients (surname, name);

CREATE TABLE register_documents (
  id          INTEGER PRIMARY KEY,
  client_id   INTEGER NOT NULL REFERENCES register_clients (id) ON DELETE CASCADE,
  type_id     INTEGER NOT NULL CHECK (type_id IN (1, 4, 7, 8, 11, 12)),
  number      TEXT    NOT NULL,
  issued      TEXT    NOT NULL DEFAULT '',
  issuer      TEXT    NOT NULL DEFAULT '',
  until       TEXT    NOT NULL DEFAULT '',
  valid       INTEGER NOT NULL DEFAULT 1,
  verified_at TEXT                                    -- NULL: not verified ('Документ не верифицирован')
);
CREATE INDEX register_documents_client ON register_documents (client_id);
CREATE INDEX register_documents_number ON register_documents (number);

-- Clients saved from the OGPO dialog (client/set): the record as sent, with our id.
CREATE TABLE ogpo_clients (
  id         INTEGER PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES users (id),
  iin        TEXT    NOT NULL DEFAULT '',
  document   TEXT    NOT NULL DEFAULT '',
  record     TEXT    NOT NULL,                         -- JSON of core's ClientRecord
  created_at TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  updated_at TEXT
);

-- Leaders and beneficial owners saved from the chief dialog (client/set-chief).
CREATE TABLE ogpo_chiefs (
  id         INTEGER PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES users (id),
  iin        TEXT    NOT NULL DEFAULT '',
  record     TEXT    NOT NULL,                         -- JSON of core's ChiefRecord
  created_at TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Document recognition tasks (client/recognize-upload, recognize-data): the uploaded file, kept with its checked
-- type and size so nothing is lost on a restart, and the number of polls (the result comes after a few).
CREATE TABLE recognition_tasks (
  task_id    TEXT    PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES users (id),
  mime       TEXT    NOT NULL CHECK (mime IN ('application/pdf', 'image/png', 'image/jpeg')),
  size       INTEGER NOT NULL,
  width      INTEGER,
  height     INTEGER,
  file       BLOB    NOT NULL,
  polls      INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
