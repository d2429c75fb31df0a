-- The sale on the server (spec part 2 section 4.1; issue 42): per sale (its ulid), the version of its data, the
-- version calculate priced and its premium, the version on which the insurer confirmed the code. Core's `saleStep`
-- (shared/sale/authority.ts) decides every call from it; a change of the data makes a new version.
CREATE TABLE sale_ledgers (
  ulid               TEXT    PRIMARY KEY,
  version            INTEGER NOT NULL,
  digest             TEXT,                -- sha256 of core's saleMaterial(policy) of the current version
  calculated_version INTEGER,
  premium            REAL,                -- the premium calculate gave the calculated version
  confirmed_version  INTEGER,
  updated_at         INTEGER NOT NULL
);

-- A payment link belongs to the version checked out; a later checkout or a change of the data voids it (its page
-- and its post-back are refused from then on).
ALTER TABLE payments ADD COLUMN sale_version INTEGER;
ALTER TABLE payments ADD COLUMN voided_at INTEGER;

-- Money that reached the insurer through a link that could no longer pay (voided, or the policy already paid):
-- never applied to the policy, kept here for the accountant to give back.
CREATE TABLE payment_returns (
  id         INTEGER PRIMARY KEY,
  payment_id INTEGER NOT NULL REFERENCES payments (id) ON DELETE CASCADE,
  invoice    TEXT    NOT NULL,
  amount     REAL    NOT NULL,
  reference  TEXT,
  reason     TEXT    NOT NULL CHECK (reason IN ('voided', 'paid-already')),
  created_at INTEGER NOT NULL,
  UNIQUE (invoice, reference)
);
