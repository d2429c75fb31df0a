-- Drafts of the sale pages (spec part 2 sections 2.6, 3.9, 7.3): a policy saved before it is paid, one row per policy
-- number (saving again updates it). The card's fields are kept beside the policy's JSON so the drafts screen and the
-- history panel list them without parsing it. Times are milliseconds since the epoch.
CREATE TABLE drafts (
  id               TEXT    PRIMARY KEY,            -- the policy's number (a ULID; older drafts: digits only)
  user_id          INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,  -- who saved it (its owner)
  product          TEXT    NOT NULL,               -- OGPO_WEB_EA, DSD_FI, DSI_FI, DSAT_CASCO_FRE|TRL|SE1|SE2, VZR_EU
  product_type     INTEGER,                        -- OGPO: 1 standard, 2 temporary entry, 3 transit
  insurer_title    TEXT    NOT NULL DEFAULT '',
  insurer_document TEXT    NOT NULL DEFAULT '',    -- IIN/BIN, or the document number of a non-resident
  insurer_person   INTEGER CHECK (insurer_person IN (0, 1)),
  insurer_resident INTEGER CHECK (insurer_resident IN (0, 1)),
  policy           TEXT    NOT NULL,               -- JSON: the policy as the page sent it
  created_at       INTEGER NOT NULL,
  updated_at       INTEGER NOT NULL
);
CREATE INDEX drafts_user ON drafts (user_id, updated_at DESC);
CREATE INDEX drafts_updated ON drafts (updated_at DESC);
