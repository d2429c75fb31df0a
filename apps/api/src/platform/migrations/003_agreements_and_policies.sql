-- Home: agreements every user confirms with an SMS code, and the contracts (policies) of the admin start page
-- and dashboard. Times are milliseconds since the epoch; answers show them as 'YYYY-MM-DD HH:mm:ss' in Almaty
-- time (UTC+5).

-- Internal documents (regulations, policies) users must read and confirm (spec part 1 section 3 "Agreement").
CREATE TABLE agreements (
  id          INTEGER PRIMARY KEY,
  title       TEXT    NOT NULL,
  description TEXT,
  document    BLOB,                             -- the PDF (uploaded by the agreements admin, or rendered from spec)
  spec        TEXT,                             -- JSON PdfSpec the seed's PDF is rendered from while document is null
  status      INTEGER NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),   -- 0 inactive, 1 active
  created_at  INTEGER NOT NULL,
  CHECK (document IS NOT NULL OR spec IS NOT NULL)
);

-- Who must confirm an agreement (spec "Confirmer"): status 0 sent, 1 not agreed, 2 agreed.
CREATE TABLE agreement_confirmers (
  agreement_id INTEGER NOT NULL REFERENCES agreements (id) ON DELETE CASCADE,
  user_id      INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status       INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
  sent_at      INTEGER NOT NULL,
  opened_at    INTEGER,                         -- first time the user opened it (GET my-agreement-check/{id})
  confirmed_at INTEGER,                         -- when the code was confirmed (status 2)
  PRIMARY KEY (agreement_id, user_id)
);
CREATE INDEX agreement_confirmers_user ON agreement_confirmers (user_id, status);

-- Contracts of every product (spec part 1 "Dashboard policy row", part 2 sections 3.1-3.4 and 3.9). The admin
-- start page and dashboard read them; the sale flows, the policy list and the support screen will reuse them.
CREATE TABLE policies (
  id            INTEGER PRIMARY KEY,
  global_id     TEXT    UNIQUE,                 -- number in the state register (ЕСБД); null until issued
  product_code  TEXT    NOT NULL,               -- OGPO_WEB_EA, DSD_FI, DSI_FI, DSAT_CASCO_FRE|TRL|SE1|SE2
  product_title TEXT    NOT NULL,
  product_type  INTEGER,                        -- OGPO: 1 standard, 2 temporary entry, 3 transit
  premium       REAL    NOT NULL DEFAULT 0 CHECK (premium >= 0),
  status        INTEGER NOT NULL DEFAULT 0 CHECK (status BETWEEN 0 AND 8),  -- part 2 section 4.5
  error_type    TEXT,                           -- 'ЕСБД', '1С', 'Оплата'
  error         TEXT,
  payment_type  INTEGER NOT NULL DEFAULT 0 CHECK (payment_type IN (0, 1)), -- 0 cash or transfer, 1 card
  creator_id    INTEGER REFERENCES users (id) ON DELETE SET NULL,
  draft         TEXT,                           -- JSON: the sale form's draft
  policy        TEXT,                           -- JSON: the contract as sent
  insurer       TEXT,                           -- JSON {title, iin, person, resident, entrepreneur}
  vehicles      TEXT    NOT NULL DEFAULT '[]',  -- JSON [{number, mark, model, color, year}]
  object        TEXT,                           -- JSON {is_immovable, insurance_sum, franchise, add_info}
  insureds      TEXT    NOT NULL DEFAULT '[]',  -- JSON [{title, iin, person, entrepreneur}]
  beneficiary   TEXT,                           -- JSON {title, iin, person}
  date_from     TEXT,                           -- 'YYYY-MM-DD'
  date_to       TEXT,
  created_at    INTEGER NOT NULL,
  updated_at    INTEGER NOT NULL
);
CREATE INDEX policies_created ON policies (created_at);
CREATE INDEX policies_status ON policies (status, created_at);
