-- Early termination of motor policies (spec part 1 sections 3, 4, 7).

-- Status codes of a policy in the register. Only 2 and 3 can be terminated (spec section 5).
CREATE TABLE ogpo_statuses (
  code  INTEGER PRIMARY KEY,
  title TEXT    NOT NULL
);
INSERT INTO ogpo_statuses (code, title) VALUES
  (1, 'Новый'),
  (2, 'Действующий'),
  (3, 'Вступает в силу'),
  (4, 'Расторгнут'),
  (5, 'Истёк');

-- OGPO ВТС policies (compulsory motor third-party liability) the termination screen searches: by the number
-- (case-insensitive), by the policyholder's IIN/BIN, or a non-resident's surname, name, birth date and plate.
CREATE TABLE ogpo_policies (
  id                INTEGER PRIMARY KEY,
  number            TEXT    NOT NULL UNIQUE COLLATE NOCASE,   -- '26-OGPO-100001'
  product           TEXT    NOT NULL DEFAULT 'ОГПО ВТС',
  client_title      TEXT    NOT NULL,                         -- full name, or the organisation's name
  client_surname    TEXT,
  client_name       TEXT,
  client_patronymic TEXT,
  client_iin        TEXT    NOT NULL DEFAULT '',              -- IIN/BIN; '' for a non-resident without one
  client_person     INTEGER NOT NULL DEFAULT 1 CHECK (client_person IN (1, 2)),     -- 1 natural, 2 legal
  client_resident   INTEGER NOT NULL DEFAULT 1 CHECK (client_resident IN (0, 1)),
  client_birthday   TEXT,                                     -- YYYY-MM-DD
  client_phone      TEXT,                                     -- '+7(701) 710-0001'
  vehicle_plate     TEXT    NOT NULL,                         -- uppercase, no spaces
  premium           REAL    NOT NULL CHECK (premium > 0),     -- tenge
  date_from         TEXT    NOT NULL,                         -- YYYY-MM-DD, first day of cover
  date_to           TEXT    NOT NULL,                         -- YYYY-MM-DD, last day of cover
  status_code       INTEGER NOT NULL REFERENCES ogpo_statuses (code),
  created_at        TEXT    NOT NULL                          -- 'YYYY-MM-DD HH:mm:ss', Almaty time
);
CREATE INDEX ogpo_policies_client_iin ON ogpo_policies (client_iin);
CREATE INDEX ogpo_policies_birthday ON ogpo_policies (client_birthday);

-- Termination requests, kept by the ulid the modal generates: create-termination-document and update store
-- them, so send-sms and terminate need only the ulid. `document` is the generated application (PDF); it is
-- dropped when the termination data change (everything but the OTP phone and the signing method: document_key
-- holds the data it was made from).
CREATE TABLE termination_requests (
  ulid         TEXT    PRIMARY KEY CHECK (length(ulid) = 26),
  policy_id    INTEGER NOT NULL REFERENCES ogpo_policies (id),
  request      TEXT    NOT NULL,                              -- the TerminationRequest JSON as last stored
  return_type  INTEGER NOT NULL CHECK (return_type IN (1, 2)),-- 1 cash, 2 card
  signin_type  INTEGER NOT NULL CHECK (signin_type IN (1, 2)),-- 1 OTP, 2 paper
  phone        TEXT,                                          -- the OTP phone, 11 digits '77017100001'
  document     BLOB,
  document_key TEXT,
  state        TEXT    NOT NULL DEFAULT 'draft' CHECK (state IN ('draft', 'terminated')),
  user_id      INTEGER REFERENCES users (id),                 -- who stored it last
  created_at   INTEGER NOT NULL,                              -- ms since the epoch
  updated_at   INTEGER NOT NULL
);
CREATE INDEX termination_requests_policy ON termination_requests (policy_id);

-- Terminations done (the history of the termination screen, newest first). Rows of the seed carry the PdfSpec of
-- their application and render it when first asked for; rows written by terminate carry the request's PDF.
CREATE TABLE termination_history (
  id          INTEGER PRIMARY KEY,
  policy_id   INTEGER NOT NULL REFERENCES ogpo_policies (id),
  ulid        TEXT    UNIQUE REFERENCES termination_requests (ulid),
  reason      TEXT    NOT NULL,                               -- '00000000011', '00000000020'
  refund      REAL    NOT NULL,
  commission  REAL    NOT NULL,
  signin_type INTEGER NOT NULL CHECK (signin_type IN (1, 2)),
  return_type INTEGER NOT NULL CHECK (return_type IN (1, 2)),
  spec        TEXT,                                           -- JSON PdfSpec (when `document` is null)
  document    BLOB,
  user_id     INTEGER REFERENCES users (id),
  created_at  TEXT    NOT NULL                                -- 'YYYY-MM-DD HH:mm:ss', Almaty time
);
CREATE INDEX termination_history_created ON termination_history (created_at);
