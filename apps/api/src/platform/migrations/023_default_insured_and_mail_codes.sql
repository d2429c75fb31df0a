-- Issue 43 (spec part 2 sections 4.1, 4.2, 7.1, 7.2).
--
-- The state register's default insured (ЕСБД client 2): 'For a legal-entity insurer with no insureds a default legal
-- insured is fetched (esbd_id 2, class 3/5, age_experience_id 2)'. It is no person and names nobody: it stands for
-- whoever a company lets drive (core: features/ogpo/rules/default-insured.ts). Register data, so every mode has it.
-- A register seeded before this migration gave id 2 to a demo person: that row and its documents move to a free id.
PRAGMA defer_foreign_keys = ON;
UPDATE register_documents SET client_id = (SELECT max(id) + 1 FROM register_clients) WHERE client_id = 2;
UPDATE register_clients SET id = (SELECT max(id) + 1 FROM register_clients) WHERE id = 2;
INSERT INTO register_clients (id, kind, resident, iin, title, country_id, class_id, class)
VALUES (2, 'legal', 1, NULL, 'Неограниченный круг лиц, допущенных к управлению ТС', 1, 5, '3');

-- A one-time code sent by mail (the sale's code to an insurer without a phone, otp/send type 'mail') is kept in the
-- sandbox's outbox with the address it went to; an SMS keeps its phone and an empty e-mail.
ALTER TABLE dev_sms_outbox ADD COLUMN email TEXT NOT NULL DEFAULT '';
CREATE INDEX dev_sms_outbox_email ON dev_sms_outbox (email);
