-- The simulated state register (ЕСБД) of vehicles and driving licences (spec part 2 sections 3.4, 3.3 driver,
-- 7.1 vehicle/get and client/get-driver-license), the vehicles a sale saved (vehicle/set), the documents uploaded
-- for a policy's parties (3.7 document/upload) and the anti-money-laundering images (podft/upload). Files are kept
-- in the database, so nothing uploaded is lost on a restart.

-- Vehicles the register knows: verify 1 registered in the republic, 0 foreign (Temporary entry). A Kazakh vehicle
-- may lack part of its registration (certificate, date, region, big_city): the sale refuses it (section 5.2).
CREATE TABLE register_vehicles (
  id            INTEGER PRIMARY KEY,
  verify        INTEGER NOT NULL CHECK (verify IN (0, 1)),
  type_id       INTEGER NOT NULL DEFAULT 4,
  number        TEXT    NOT NULL DEFAULT '',             -- plate, uppercase letters and digits
  vin           TEXT    NOT NULL UNIQUE,
  body          TEXT    NOT NULL DEFAULT '',
  year          TEXT    NOT NULL DEFAULT '',
  color         TEXT    NOT NULL DEFAULT '',
  mark          TEXT    NOT NULL DEFAULT '',
  model         TEXT    NOT NULL DEFAULT '',
  engine_number TEXT    NOT NULL DEFAULT '',
  engine_power  TEXT    NOT NULL DEFAULT '',
  engine_volume TEXT    NOT NULL DEFAULT '',
  certificate   TEXT    NOT NULL DEFAULT '',
  reg_date      TEXT    NOT NULL DEFAULT '',             -- 'YYYY-MM-DD' or ''
  region_id     INTEGER,
  big_city      INTEGER CHECK (big_city IN (0, 1)),       -- null: unknown
  kato          TEXT    NOT NULL DEFAULT ''
);
CREATE INDEX register_vehicles_number ON register_vehicles (number);
CREATE INDEX register_vehicles_certificate ON register_vehicles (certificate);

-- Driving licences: a resident's by IIN; a non-resident's with the holder's name and country (iin may be null).
CREATE TABLE register_licences (
  id         INTEGER PRIMARY KEY,
  iin        TEXT,
  holder     TEXT    NOT NULL DEFAULT '',
  country_id INTEGER NOT NULL DEFAULT 1,
  number     TEXT    NOT NULL UNIQUE,
  issued     TEXT    NOT NULL                            -- 'YYYY-MM-DD'
);
CREATE INDEX register_licences_iin ON register_licences (iin);

-- The vehicles a sale saved (vehicle/set, set-simple): the record as the dialog sent it, one row per VIN.
CREATE TABLE ogpo_vehicles (
  id         INTEGER PRIMARY KEY,
  vin        TEXT    NOT NULL,
  number     TEXT    NOT NULL DEFAULT '',
  verify     INTEGER NOT NULL CHECK (verify IN (0, 1)),
  record     TEXT    NOT NULL,                           -- JSON of core's Vehicle
  user_id    INTEGER REFERENCES users (id) ON DELETE SET NULL,
  created_at TEXT    NOT NULL,
  updated_at TEXT    NOT NULL
);
CREATE INDEX ogpo_vehicles_vin ON ogpo_vehicles (vin);

-- Documents uploaded for a policy's insurer (kind 1), insured (2) or vehicle (3), with the file.
CREATE TABLE ogpo_documents (
  id          INTEGER PRIMARY KEY,
  policy_ulid TEXT    NOT NULL,
  c_id        INTEGER NOT NULL,
  kind        INTEGER NOT NULL CHECK (kind IN (1, 2, 3)),
  type_id     TEXT    NOT NULL,
  title       TEXT    NOT NULL DEFAULT '',
  iin         TEXT    NOT NULL DEFAULT '',
  global      TEXT,
  item_key    TEXT,
  temp_id     TEXT,
  file_name   TEXT    NOT NULL,
  mime        TEXT    NOT NULL,
  size        INTEGER NOT NULL,
  body        BLOB    NOT NULL,
  user_id     INTEGER REFERENCES users (id) ON DELETE SET NULL,
  created_at  TEXT    NOT NULL
);
CREATE INDEX ogpo_documents_owner ON ogpo_documents (kind, c_id);

-- Anti-money-laundering images of a flagged client (entity 0) or vehicle (1) sent for review (status 1 new).
CREATE TABLE podft_uploads (
  id          INTEGER PRIMARY KEY,
  entity      INTEGER NOT NULL CHECK (entity IN (0, 1)),
  item_id     INTEGER NOT NULL,
  ulid        TEXT    NOT NULL,
  front_name  TEXT,
  front_mime  TEXT,
  front_body  BLOB,
  back_name   TEXT,
  back_mime   TEXT,
  back_body   BLOB,
  status      INTEGER NOT NULL DEFAULT 1,
  user_id     INTEGER REFERENCES users (id) ON DELETE SET NULL,
  created_at  TEXT    NOT NULL,
  CHECK (front_body IS NOT NULL OR back_body IS NOT NULL)
);
CREATE INDEX podft_uploads_item ON podft_uploads (entity, item_id);
