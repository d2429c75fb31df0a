-- Hardening found by probing the sandbox (spec part 1 section 7 calls; limits are the back end's own).
-- Sessions: a password change ends every session started before it (tokens carry their login time, ms).
ALTER TABLE users ADD COLUMN sessions_valid_after INTEGER NOT NULL DEFAULT 0;

-- Failed attempts by scope and key, for limits other than the per-IIN login limit (login_attempts):
-- 'login-ip' (failed logins per client address), 'reset-code' (wrong reset codes per IIN, across codes),
-- 'agreement-code' (wrong agreement codes per user and agreement, across codes).
CREATE TABLE failures (
  scope TEXT    NOT NULL,
  key   TEXT    NOT NULL,
  at    INTEGER NOT NULL
);
CREATE INDEX failures_scope_key_at ON failures (scope, key, at);
