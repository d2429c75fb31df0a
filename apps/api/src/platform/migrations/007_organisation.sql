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
