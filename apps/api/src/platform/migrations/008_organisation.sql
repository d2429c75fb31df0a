-- The organisation (spec part 1 section 3 Department, Terminal, Tree node): departments (branches) in a tree
-- with heads and 1C ids, the department each user is attached to, and the terminal's merchant password.
CREATE TABLE departments (
  id          INTEGER PRIMARY KEY,
  hash        TEXT    NOT NULL UNIQUE,                     -- the tree node's id (branches/branch {hash})
  c_id        TEXT,                                        -- 1C id (type 1)
  title       TEXT    NOT NULL,
  terminal_id INTEGER REFERENCES terminals (id) ON DELETE SET NULL,
  head_id     INTEGER REFERENCES users (id) ON DELETE SET NULL,
  parent_id   INTEGER REFERENCES departments (id) ON DELETE SET NULL,
  status      INTEGER NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),   -- 1 active, 0 inactive
  type        INTEGER NOT NULL DEFAULT 2 CHECK (type IN (0, 1, 2))   -- 0 no 1C, 1 with 1C, 2 local
);
CREATE INDEX departments_parent ON departments (parent_id);

-- The department (or the manager's branch) a user is attached to; null: not attached.
ALTER TABLE users ADD COLUMN parent_id INTEGER REFERENCES departments (id) ON DELETE SET NULL;

-- The terminal's merchant password with the card provider (written by change-terminal, never answered).
ALTER TABLE terminals ADD COLUMN password TEXT;

-- Employees (spec section 3 "Employee list row", "Employee form"): type 0 no 1C, 1 with 1C, 2 local; the BMG
-- flag; the manager a user is linked to instead of a department; deletion keeps the row (employees/deleted).
ALTER TABLE users ADD COLUMN type INTEGER NOT NULL DEFAULT 2 CHECK (type IN (0, 1, 2));
ALTER TABLE users ADD COLUMN bmg INTEGER NOT NULL DEFAULT 0 CHECK (bmg IN (0, 1));
ALTER TABLE users ADD COLUMN manager_id INTEGER REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE users ADD COLUMN deleted_at TEXT;
CREATE INDEX users_parent ON users (parent_id);
CREATE INDEX users_manager ON users (manager_id);

-- The rest of the employee form (spec section 3): sex 1/2, person, 1C person id, head flag, terminal, economic
-- sector, activity kind, address.
ALTER TABLE users ADD COLUMN sex INTEGER NOT NULL DEFAULT 1 CHECK (sex IN (1, 2));
ALTER TABLE users ADD COLUMN person INTEGER NOT NULL DEFAULT 1;
ALTER TABLE users ADD COLUMN id_physperson TEXT;
ALTER TABLE users ADD COLUMN is_head INTEGER NOT NULL DEFAULT 0 CHECK (is_head IN (0, 1));
ALTER TABLE users ADD COLUMN terminal_id INTEGER REFERENCES terminals (id) ON DELETE SET NULL;
ALTER TABLE users ADD COLUMN economics_sector_id INTEGER;
ALTER TABLE users ADD COLUMN activity_kind_id INTEGER;
ALTER TABLE users ADD COLUMN address TEXT;

-- The simulated 1C directory of persons that branches/employee looks up by IIN.
CREATE TABLE persons_1c (
  iin                 TEXT PRIMARY KEY CHECK (length(iin) = 12),
  c_id                TEXT,
  id_physperson       TEXT,
  surname             TEXT NOT NULL,
  name                TEXT NOT NULL,
  patronymic          TEXT,
  birthday            TEXT,
  sex                 INTEGER NOT NULL CHECK (sex IN (1, 2)),
  email               TEXT,
  address             TEXT,
  person              INTEGER NOT NULL DEFAULT 1,
  economics_sector_id INTEGER,
  activity_kind_id    INTEGER
);

-- Signatories (spec section 3 Signatory): status 1 active, 2 blocked, 0 deleted.
CREATE TABLE signatories (
  id      INTEGER PRIMARY KEY,
  user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  iin     TEXT    NOT NULL UNIQUE,
  title   TEXT    NOT NULL,
  status  INTEGER NOT NULL DEFAULT 1 CHECK (status IN (0, 1, 2))
);
