-- The audit log of changes to staff records (issue 23): who changed whose record, when, which field, and the old
-- and new values as shown to an auditor (a phone or an e-mail masked, a role or a status as its number). Rows
-- are only ever added; `at`: milliseconds since the epoch.
CREATE TABLE audit_log (
  id         INTEGER PRIMARY KEY,
  at         INTEGER NOT NULL,
  actor_id   INTEGER NOT NULL REFERENCES users (id),   -- who made the change
  subject_id INTEGER NOT NULL REFERENCES users (id),   -- whose record changed
  field      TEXT    NOT NULL,                         -- phone, email, role, status
  old_value  TEXT,
  new_value  TEXT
);
CREATE INDEX audit_log_subject_at ON audit_log (subject_id, at);
