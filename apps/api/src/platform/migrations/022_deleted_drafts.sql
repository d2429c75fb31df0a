-- Drafts deleted on the drafts screen (spec part 2 sections 2.6, 7.3): a deleted draft's number is never saved as a
-- draft again (a page that still holds the sale, in another browser or tab, cannot bring it back). Times are
-- milliseconds since the epoch.
CREATE TABLE deleted_drafts (
  id         TEXT    PRIMARY KEY,                                     -- the draft's number (its sale's ulid)
  user_id    INTEGER REFERENCES users (id) ON DELETE SET NULL,        -- who deleted it
  deleted_at INTEGER NOT NULL
);
