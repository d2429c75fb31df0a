-- Operator-error support requests (spec part 2 sections 2.8, 3.9, 4.5, 7.5). A seller reports that a policy was
-- issued by mistake (the policy list's operator-error flow, confirmed by an SMS code): the policy goes to status 5
-- and a request (status 0 new) waits for support, who rescinds it (1 worked: the policy is sent for cancellation,
-- status 8) or rejects it (10 refused: the policy gets back the status it had). Status 2: the register refused the
-- cancellation. Times are milliseconds since the epoch.
CREATE TABLE support_requests (
  id              INTEGER PRIMARY KEY,
  policy_id       INTEGER NOT NULL REFERENCES policies (id),
  status          INTEGER NOT NULL DEFAULT 0 CHECK (status BETWEEN 0 AND 10),
  creator_id      INTEGER REFERENCES users (id) ON DELETE SET NULL,   -- the seller who reported it
  support_id      INTEGER REFERENCES users (id) ON DELETE SET NULL,   -- who rescinded or rejected it
  policy_status   INTEGER NOT NULL,                                   -- the policy's status before the report
  created_at      INTEGER NOT NULL,
  updated_at      INTEGER NOT NULL
);
CREATE INDEX support_requests_created ON support_requests (created_at DESC, id DESC);
CREATE INDEX support_requests_status ON support_requests (status, created_at DESC);
CREATE INDEX support_requests_policy ON support_requests (policy_id);
