-- The policy list (issue 29; spec part 2 sections 3.9, 7.5): its filter reads the sale's manager and APC, kept in the
-- policy as sold (`policy` JSON: manager, apc), as indexed virtual columns, and every filter orders by the time the
-- policy was concluded, newest first, so each index ends with created_at (the list's page is an index range).

ALTER TABLE policies ADD COLUMN manager_id INTEGER GENERATED ALWAYS AS (json_extract(policy, '$.manager')) VIRTUAL;
ALTER TABLE policies ADD COLUMN apc TEXT GENERATED ALWAYS AS (json_extract(policy, '$.apc')) VIRTUAL;
CREATE INDEX policies_manager ON policies (manager_id, created_at);
CREATE INDEX policies_apc ON policies (apc, created_at);
CREATE INDEX policies_iin_created ON policies (insurer_iin, created_at);
DROP INDEX policies_insurer_iin;
