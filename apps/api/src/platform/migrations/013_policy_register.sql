-- One policy register (issue 13). `policies` (003) becomes the register every screen reads: the dashboard and
-- the admin's pies, the termination screen (until now `ogpo_policies`, 004), the card payment page /epay/{id}
-- (until now `contracts`, 002), the history panel and the sale's checkout. The old tables' rows move in and the
-- tables go away. Payments become rows of `payments` that reference a policy; every invoice of a payment (card,
-- bank transfer, mobile bank) is a row of `payment_invoices`.
--
-- The termination statuses are not stored: 'Новый' for a policy not issued (status <> 1), 'Расторгнут' once
-- terminated_at is set, otherwise 'Действующий' / 'Вступает в силу' / 'Истёк' from the dates (repo code).

ALTER TABLE policies ADD COLUMN number TEXT COLLATE NOCASE;     -- the local contract number ('26-WEB-000123')
ALTER TABLE policies ADD COLUMN draft_ulid TEXT;                -- the sale's policy number (ulid) it was sold from
ALTER TABLE policies ADD COLUMN payment_phone TEXT;             -- '+7(701) 710-0001'
ALTER TABLE policies ADD COLUMN paid_at INTEGER;                -- ms since the epoch: the payment arrived
ALTER TABLE policies ADD COLUMN terminated_at INTEGER;          -- ms since the epoch: early termination
ALTER TABLE policies ADD COLUMN replaces_id INTEGER REFERENCES policies (id); -- a rewrite: the policy it replaces
ALTER TABLE policies ADD COLUMN insurer_iin TEXT GENERATED ALWAYS AS (json_extract(insurer, '$.iin')) VIRTUAL;
CREATE UNIQUE INDEX policies_number ON policies (number) WHERE number IS NOT NULL;
CREATE INDEX policies_insurer_iin ON policies (insurer_iin);
CREATE INDEX policies_creator ON policies (creator_id, created_at);
CREATE INDEX policies_draft ON policies (draft_ulid);

-- ---------------------------------------------------------------- the termination register moves in

INSERT INTO policies (number, global_id, product_code, product_title, product_type, premium, status, payment_type,
  insurer, vehicles, insureds, date_from, date_to, created_at, updated_at, terminated_at)
SELECT o.number,
  CASE WHEN o.status_code = 1 THEN NULL ELSE o.number END,
  'OGPO_WEB_EA', o.product, 1, o.premium,
  CASE WHEN o.status_code = 1 THEN 0 ELSE 1 END,
  0,
  json_object('title', o.client_title, 'iin', o.client_iin, 'person', o.client_person,
    'resident', json(CASE WHEN o.client_resident = 1 THEN 'true' ELSE 'false' END),
    'surname', o.client_surname, 'name', o.client_name, 'patronymic', o.client_patronymic,
    'birthday', o.client_birthday, 'phone', o.client_phone),
  json_array(json_object('number', o.vehicle_plate, 'mark', '', 'model', '', 'color', NULL, 'year', NULL)),
  '[]',
  o.date_from, o.date_to,
  (unixepoch(o.created_at) - 5 * 3600) * 1000,
  (unixepoch(o.created_at) - 5 * 3600) * 1000,
  CASE WHEN o.status_code = 4
    THEN coalesce((SELECT (unixepoch(min(h.created_at)) - 5 * 3600) * 1000 FROM termination_history h
                   WHERE h.policy_id = o.id), (unixepoch(o.created_at) - 5 * 3600) * 1000)
  END
FROM ogpo_policies o;

CREATE TABLE termination_requests_new (
  ulid         TEXT    PRIMARY KEY CHECK (length(ulid) = 26),
  policy_id    INTEGER NOT NULL REFERENCES policies (id),
  request      TEXT    NOT NULL,
  return_type  INTEGER NOT NULL CHECK (return_type IN (1, 2)),
  signin_type  INTEGER NOT NULL CHECK (signin_type IN (1, 2)),
  phone        TEXT,
  document     BLOB,
  document_key TEXT,
  state        TEXT    NOT NULL DEFAULT 'draft' CHECK (state IN ('draft', 'terminated')),
  user_id      INTEGER REFERENCES users (id),
  created_at   INTEGER NOT NULL,
  updated_at   INTEGER NOT NULL
);
INSERT INTO termination_requests_new
SELECT r.ulid, (SELECT p.id FROM policies p JOIN ogpo_policies o ON o.number = p.number WHERE o.id = r.policy_id),
  r.request, r.return_type, r.signin_type, r.phone, r.document, r.document_key, r.state, r.user_id, r.created_at,
  r.updated_at
FROM termination_requests r;

CREATE TABLE termination_history_new (
  id          INTEGER PRIMARY KEY,
  policy_id   INTEGER NOT NULL REFERENCES policies (id),
  ulid        TEXT    UNIQUE REFERENCES termination_requests_new (ulid),
  reason      TEXT    NOT NULL,
  refund      REAL    NOT NULL,
  commission  REAL    NOT NULL,
  signin_type INTEGER NOT NULL CHECK (signin_type IN (1, 2)),
  return_type INTEGER NOT NULL CHECK (return_type IN (1, 2)),
  spec        TEXT,
  document    BLOB,
  user_id     INTEGER REFERENCES users (id),
  created_at  TEXT    NOT NULL
);
INSERT INTO termination_history_new
SELECT h.id, (SELECT p.id FROM policies p JOIN ogpo_policies o ON o.number = p.number WHERE o.id = h.policy_id),
  h.ulid, h.reason, h.refund, h.commission, h.signin_type, h.return_type, h.spec, h.document, h.user_id, h.created_at
FROM termination_history h;

DROP TABLE termination_history;
DROP TABLE termination_requests;
DROP TABLE ogpo_policies;
ALTER TABLE termination_requests_new RENAME TO termination_requests;
ALTER TABLE termination_history_new RENAME TO termination_history;
CREATE INDEX termination_requests_policy ON termination_requests (policy_id);
CREATE INDEX termination_history_created ON termination_history (created_at);

-- ---------------------------------------------------------------- payments (the card page's contracts move in)

CREATE TABLE payments (
  id         INTEGER PRIMARY KEY,                 -- /epay/{id} and the post-back /api/epay/order/result/{id}
  policy_id  INTEGER NOT NULL REFERENCES policies (id) ON DELETE CASCADE,
  method     TEXT    NOT NULL CHECK (method IN ('transfer', 'card', 'kaspi')),
  amount     REAL    NOT NULL CHECK (amount > 0),
  status     TEXT    NOT NULL DEFAULT 'awaiting' CHECK (status IN ('awaiting', 'paid', 'declined')),
  invoice    TEXT,                                -- the latest invoice of this payment
  paid_at    TEXT,                                -- ISO time
  reference  TEXT,                                -- the bank's or provider's reference of the payment
  created_at INTEGER NOT NULL
);
CREATE INDEX payments_policy ON payments (policy_id, created_at);

-- Every invoice given to a bank, the card provider or the mobile bank, so a late post-back of an older attempt is
-- still matched to its payment.
CREATE TABLE payment_invoices (
  invoice    TEXT    PRIMARY KEY,
  payment_id INTEGER NOT NULL REFERENCES payments (id) ON DELETE CASCADE,
  amount     REAL    NOT NULL,
  status     TEXT    NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'declined')),
  reference  TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER
);
CREATE INDEX payment_invoices_payment ON payment_invoices (payment_id);

INSERT INTO policies (number, product_code, product_title, premium, status, payment_type, insurer, created_at,
  updated_at, paid_at)
SELECT c.number,
  CASE WHEN c.product LIKE 'ОГПО%' THEN 'OGPO_WEB_EA' WHEN c.product LIKE 'Каско%' THEN 'DSAT_CASCO_FRE'
    ELSE 'DSD_FI' END,
  c.product, c.premium, CASE WHEN c.payment_status = 'paid' THEN 1 ELSE 0 END, 1,
  json_object('title', c.insurer_title, 'iin', c.insurer_iin, 'person', 1),
  (unixepoch(c.created_at)) * 1000, (unixepoch(c.created_at)) * 1000,
  CASE WHEN c.paid_at IS NOT NULL THEN unixepoch(c.paid_at) * 1000 END
FROM contracts c WHERE c.number NOT IN (SELECT number FROM policies WHERE number IS NOT NULL);

INSERT INTO payments (id, policy_id, method, amount, status, invoice, paid_at, reference, created_at)
SELECT c.id, (SELECT p.id FROM policies p WHERE p.number = c.number), 'card', c.premium, c.payment_status,
  c.invoice, c.paid_at, c.payment_reference, unixepoch(c.created_at) * 1000
FROM contracts c;

INSERT INTO payment_invoices (invoice, payment_id, amount, status, reference, created_at, updated_at)
SELECT invoice, contract_id, amount, status, reference, created_at, updated_at FROM epay_invoices;

DROP TABLE epay_invoices;
DROP TABLE contracts;
