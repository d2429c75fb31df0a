-- Users of the back office (spec part 1 section 3: session user, employee form).
CREATE TABLE users (
  id            INTEGER PRIMARY KEY,
  login         TEXT    NOT NULL UNIQUE,
  iin           TEXT    NOT NULL UNIQUE CHECK (length(iin) = 12),
  password_hash TEXT    NOT NULL,
  surname       TEXT    NOT NULL,
  name          TEXT    NOT NULL,
  patronymic    TEXT,
  phone         TEXT,
  email         TEXT,
  birthday      TEXT,                                        -- YYYY-MM-DD
  role          INTEGER NOT NULL CHECK (role BETWEEN 0 AND 10),
  c_id          TEXT,                                        -- 1C id
  status        INTEGER NOT NULL DEFAULT 1 CHECK (status IN (1, 2)), -- 1 active, 2 inactive
  has_terminal  INTEGER NOT NULL DEFAULT 0 CHECK (has_terminal IN (0, 1)),
  created_at    TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- The APC codes a user may log in with (role 8 reaches OGPO only with one).
CREATE TABLE user_apcs (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  apc     TEXT    NOT NULL,
  PRIMARY KEY (user_id, apc)
);

-- Failed login attempts, for the per-IIN rate limit. `at`: milliseconds since the epoch.
CREATE TABLE login_attempts (
  id  INTEGER PRIMARY KEY,
  iin TEXT    NOT NULL,
  at  INTEGER NOT NULL
);
CREATE INDEX login_attempts_iin_at ON login_attempts (iin, at);

-- Cash terminals (spec: Terminal id, terminal, login, accountant_id, status 0/1) and the branch they serve.
CREATE TABLE terminals (
  id            INTEGER PRIMARY KEY,
  terminal      TEXT    NOT NULL UNIQUE,
  login         TEXT,
  status        INTEGER NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  accountant_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  branch        TEXT
);
