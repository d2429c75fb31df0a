-- The compliance review (ПОДФТ, spec part 2 sections 2.5, 3.8, 4.4, 7.4): the images a seller sends for a flagged
-- party name the record they are for, and a decided record (`checked` set by podft/set) is never changed again.
ALTER TABLE podft_uploads ADD COLUMN podft_id INTEGER REFERENCES podft_records (id) ON DELETE SET NULL;
CREATE INDEX podft_uploads_record ON podft_uploads (podft_id);
CREATE INDEX podft_records_created ON podft_records (created_at);

CREATE TRIGGER podft_records_decided_immutable
BEFORE UPDATE ON podft_records
WHEN OLD.checked IS NOT NULL
BEGIN
  SELECT RAISE(ABORT, 'podft record already decided');
END;
