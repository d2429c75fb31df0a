-- A demo act whose 30 minutes start over when its owner opens it after they ran out (the sandbox's acts to accept
-- and to refuse), so a tester arriving long after the start still has acts to decide.
ALTER TABLE avr_acts ADD COLUMN window_on_open INTEGER NOT NULL DEFAULT 0;
