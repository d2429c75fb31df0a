-- Admin catalogues (spec part 1 section 3 "Product", "Version"): the products whose status decides whether a
-- sale variant is offered, and the application's versions with their release notes (the footer's list).
-- Times are milliseconds since the epoch.

CREATE TABLE products (
  id          INTEGER PRIMARY KEY,
  code        TEXT    NOT NULL UNIQUE,          -- OGPO_WEB_EA, OGPO_WEB_EA_VV, DSD_FI, DSAT_CASCO_FRE ...
  title       TEXT    NOT NULL,
  description TEXT,
  status      INTEGER NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),   -- 0 switched off, 1 offered
  created_at  INTEGER NOT NULL
);

CREATE TABLE versions (
  id          INTEGER PRIMARY KEY,
  version     TEXT    NOT NULL,
  description TEXT,
  status      INTEGER NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),   -- 0 hidden from the footer's list
  created_at  INTEGER NOT NULL
);
