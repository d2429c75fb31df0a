-- Acts of completed work (АВР, spec part 1 section 3 "AVR item") of the sale group: each user accepts (with an SMS
-- code) or refuses (with a comment) an act within 30 minutes of its sending. Times are milliseconds since the
-- epoch.
CREATE TABLE avr_acts (
  id         INTEGER PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  number     TEXT    NOT NULL UNIQUE,
  date       TEXT    NOT NULL,                  -- 'YYYY-MM-DD': the act's date
  title      TEXT    NOT NULL,
  period     TEXT    NOT NULL,                  -- the reward's period, as the act writes it
  amount     REAL    NOT NULL CHECK (amount >= 0), -- the agency reward, tenge
  is_paid    INTEGER NOT NULL DEFAULT 0 CHECK (is_paid IN (0, 1)),
  confirmed  INTEGER CHECK (confirmed IN (0, 1)),  -- null unprocessed, 0 refused, 1 accepted
  comment    TEXT,                              -- the refusal's reason
  sent_at    INTEGER NOT NULL,                  -- the 30 minutes to confirm start here
  decided_at INTEGER
);
CREATE INDEX avr_acts_user ON avr_acts (user_id, date DESC, id DESC);
