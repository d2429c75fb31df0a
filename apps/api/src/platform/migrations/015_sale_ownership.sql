-- Who owns a sale, and which rewrites the server granted (spec part 2 sections 6, 7.2; the auditor's rule of issue
-- 23: a user reaches only what their own work gives them). Times are milliseconds since the epoch.

-- A sale is a policy being sold, named by its ulid (the policy's number): drafts, verification, the one-time code,
-- uploads, checkout and the payment check name it. It belongs to the user who first used it.
CREATE TABLE sales (
  ulid       TEXT    PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL
);
-- The sales made before this table: a draft's owner, else the seller of the policy sold from it.
INSERT OR IGNORE INTO sales (ulid, user_id, created_at) SELECT id, user_id, created_at FROM drafts;
INSERT OR IGNORE INTO sales (ulid, user_id, created_at)
  SELECT draft_ulid, creator_id, MIN(created_at) FROM policies
  WHERE draft_ulid IS NOT NULL AND creator_id IN (SELECT id FROM users) GROUP BY draft_ulid;

-- A rewrite granted by policy-get: the issued policy it found, whose insurer's phone the seller gave correctly, may
-- be rewritten by that seller in that sale only (the answer's fresh number), for the same insurer.
CREATE TABLE rewrite_grants (
  ulid       TEXT    PRIMARY KEY REFERENCES sales (ulid) ON DELETE CASCADE,  -- the rewrite's sale
  policy_id  INTEGER NOT NULL REFERENCES policies (id),                       -- the issued policy it replaces
  user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,       -- who answered the phone prompt
  created_at INTEGER NOT NULL
);
CREATE INDEX rewrite_grants_policy ON rewrite_grants (policy_id);
