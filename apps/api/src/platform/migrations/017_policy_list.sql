-- The policy list (issue 29; spec part 2 sections 3.9, 7.5): its filter reads the sale's manager and APC, kept in the
-- policy as sold (`policy` JSON: manager, apc). They are copied into plain columns (kept by triggers), because an
-- index over a virtual column does not cover a count: the list's total would read every matching row. Every filter
-- orders by the time the policy was concluded, newest first, so each index ends with created_at (a page is an
-- index range).

ALTER TABLE policies ADD COLUMN manager_id INTEGER;
ALTER TABLE policies ADD COLUMN apc TEXT;
UPDATE policies SET manager_id = json_extract(policy, '$.manager'), apc = json_extract(policy, '$.apc')
  WHERE policy IS NOT NULL AND json_valid(policy);

CREATE TRIGGER policies_sale_insert AFTER INSERT ON policies WHEN NEW.policy IS NOT NULL AND json_valid(NEW.policy)
BEGIN
  UPDATE policies SET manager_id = json_extract(NEW.policy, '$.manager'), apc = json_extract(NEW.policy, '$.apc')
    WHERE id = NEW.id;
END;
CREATE TRIGGER policies_sale_update AFTER UPDATE OF policy ON policies
  WHEN NEW.policy IS NOT NULL AND json_valid(NEW.policy)
BEGIN
  UPDATE policies SET manager_id = json_extract(NEW.policy, '$.manager'), apc = json_extract(NEW.policy, '$.apc')
    WHERE id = NEW.id;
END;

CREATE INDEX policies_manager ON policies (manager_id, created_at);
CREATE INDEX policies_apc ON policies (apc, created_at);
CREATE INDEX policies_iin_created ON policies (insurer_iin, created_at);
DROP INDEX policies_insurer_iin;
-- The simulated 1C runs before every answer that shows statuses: its question (status 7 paid before a moment) is an
-- index range instead of a pass over the policies in processing.
CREATE INDEX policies_processing ON policies (paid_at) WHERE status = 7;
