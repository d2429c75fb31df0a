-- One-time SMS codes (password reset, consent, document confirmation; later: agreements, AVR, termination).
-- One live code per (purpose, subject): sending a new one replaces the old. Only a keyed hash of the code is kept.
-- Times are milliseconds since the epoch. A code that has been used is deleted.
CREATE TABLE sms_codes (
  purpose    TEXT    NOT NULL,                 -- 'reset', 'kdp', 'document', ...
  subject    TEXT    NOT NULL,                 -- what the code confirms: an IIN, a document ULID, ...
  phone      TEXT    NOT NULL,                 -- 11 digits, '77013000017'
  code_hash  TEXT    NOT NULL,
  sent_at    INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  attempts   INTEGER NOT NULL DEFAULT 0,       -- wrong tries; blocked at 5
  checked_at INTEGER,                          -- reset: the code was confirmed by check-code
  PRIMARY KEY (purpose, subject)
);

-- The sandbox's SMS outbox with the plain codes, for the dev-only endpoint GET /api/dev/last-code.
-- Written only in demo and test modes; the last message per (purpose, subject).
CREATE TABLE dev_sms_outbox (
  id      INTEGER PRIMARY KEY,
  purpose TEXT    NOT NULL,
  subject TEXT    NOT NULL,
  phone   TEXT    NOT NULL,
  code    TEXT    NOT NULL,
  text    TEXT    NOT NULL,
  sent_at INTEGER NOT NULL,
  UNIQUE (purpose, subject)
);
CREATE INDEX dev_sms_outbox_phone ON dev_sms_outbox (phone);

-- Customers asked for their consent to the processing of personal data (/kdp/{iin}).
CREATE TABLE customers (
  id                  INTEGER PRIMARY KEY,
  iin                 TEXT    NOT NULL UNIQUE CHECK (length(iin) = 12),
  surname             TEXT    NOT NULL,
  name                TEXT    NOT NULL,
  patronymic          TEXT,
  phone               TEXT    NOT NULL,         -- '+7(701) 555-0101'
  consent_status      TEXT    NOT NULL DEFAULT 'none' CHECK (consent_status IN ('none', 'sent', 'accepted')),
  consent_sent_at     INTEGER,
  consent_accepted_at INTEGER,
  created_at          TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Documents a customer confirms with a code on /func/otp/{ulid}.
CREATE TABLE otp_documents (
  ulid        TEXT    PRIMARY KEY CHECK (length(ulid) = 26),
  type        TEXT    NOT NULL,                 -- 'termination', 'agreement', ...
  phone       TEXT    NOT NULL,
  status      TEXT    NOT NULL DEFAULT 'none' CHECK (status IN ('none', 'sent', 'accepted')),
  spec        TEXT,                             -- JSON PdfSpec the PDF is rendered from (when `document` is null)
  document    BLOB,                             -- the PDF
  sent_at     INTEGER,
  accepted_at INTEGER,
  created_at  TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Contracts (policies) to be paid by card on /epay/{id}. Later issues extend this table.
CREATE TABLE contracts (
  id                INTEGER PRIMARY KEY,
  number            TEXT    NOT NULL,
  product           TEXT    NOT NULL,
  premium           REAL    NOT NULL CHECK (premium > 0),
  insurer_title     TEXT    NOT NULL,
  insurer_iin       TEXT    NOT NULL,
  status            INTEGER NOT NULL DEFAULT 0,  -- 0 new
  payment_status    TEXT    NOT NULL DEFAULT 'awaiting' CHECK (payment_status IN ('awaiting', 'paid', 'declined')),
  invoice           TEXT,                        -- the latest invoice sent to the card provider
  paid_at           TEXT,                        -- ISO time
  payment_reference TEXT,                        -- the provider's reference of the payment
  created_at        TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Every invoice (payment attempt) given to the card provider, so a late post-back of an older attempt is still
-- matched to its contract.
CREATE TABLE epay_invoices (
  invoice     TEXT    PRIMARY KEY,
  contract_id INTEGER NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
  amount      REAL    NOT NULL,
  status      TEXT    NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'declined')),
  reference   TEXT,
  created_at  INTEGER NOT NULL,
  updated_at  INTEGER
);
CREATE INDEX epay_invoices_contract ON epay_invoices (contract_id);
