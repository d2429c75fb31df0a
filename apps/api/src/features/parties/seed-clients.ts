import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db';
import { CLASS_IDS, DEMO_REGISTER_CLIENTS } from './seed-clients-data';

/**
 * The demo state register of clients (seed-data.ts) written into register_clients and register_documents, and
 * each resident's consent row in the consent system of /kdp/{iin} (customers) as the data says. Idempotent
 * (a register id per IIN or name), demo and test modes only; never changes existing rows, so a consent given
 * through the page or the dialog stays given across restarts.
 */
export function seedStateRegisterClients(db: Db, config: Pick<Config, 'mode' | 'now'>): number {
  if (config.mode === 'production') return 0;
  const exists = db.prepare(
    "SELECT id FROM register_clients WHERE coalesce(iin, '') = ? AND surname = ? AND name = ? AND title = ?",
  );
  const insert = db.prepare(`INSERT INTO register_clients
    (kind, resident, iin, title, surname, name, patronymic, surname_eng, name_eng, birthday, sex, phone, email,
     politician, country_id, address, activity_kind_id, economics_sector_id, accountant, class_id, class, pensioner,
     entrepreneur, bank, leader_iin, beneficiary_iins)
    VALUES (@kind, @resident, @iin, @title, @surname, @name, @patronymic, @surname_eng, @name_eng, @birthday, @sex,
     @phone, @email, @politician, @country_id, @address, @activity_kind_id, @economics_sector_id, @accountant,
     @class_id, @class, @pensioner, @entrepreneur, @bank, @leader_iin, @beneficiary_iins)`);
  const insertDocument = db.prepare(`INSERT INTO register_documents
    (client_id, type_id, number, issued, issuer, until, valid, verified_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertCustomer = db.prepare(`INSERT OR IGNORE INTO customers
    (iin, surname, name, patronymic, phone, consent_status, consent_sent_at, consent_accepted_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const now = config.now();
  let added = 0;
  db.transaction(() => {
    for (const c of DEMO_REGISTER_CLIENTS) {
      const key = [c.iin ?? '', c.surname ?? '', c.name ?? '', c.title ?? ''];
      if (exists.get(...key)) continue;
      const info = insert.run({
        kind: c.kind,
        resident: c.resident ? 1 : 0,
        iin: c.iin,
        title: c.title ?? '',
        surname: c.surname ?? '',
        name: c.name ?? '',
        patronymic: c.patronymic ?? '',
        surname_eng: c.surname_eng ?? '',
        name_eng: c.name_eng ?? '',
        birthday: c.birthday ?? '',
        sex: c.sex ?? 0,
        phone: c.phone,
        email: c.email ?? '',
        politician: c.politician ? 1 : 0,
        country_id: c.country_id,
        address: c.address,
        activity_kind_id: c.activity_kind_id ?? null,
        economics_sector_id: c.economics_sector_id ?? null,
        accountant: c.accountant ?? '',
        class_id: c.class ? (CLASS_IDS[c.class] ?? null) : null,
        class: c.class ?? '',
        pensioner: c.pensioner ? 1 : 0,
        entrepreneur: c.entrepreneur ? JSON.stringify(c.entrepreneur) : null,
        bank: c.bank ? JSON.stringify(c.bank) : null,
        leader_iin: c.leader_iin ?? null,
        beneficiary_iins: c.beneficiary_iins ? JSON.stringify(c.beneficiary_iins) : null,
      });
      const id = Number(info.lastInsertRowid);
      for (const d of c.documents)
        insertDocument.run(
          id,
          d.type_id,
          d.number,
          d.issued,
          d.issuer,
          d.until,
          d.valid ? 1 : 0,
          d.verified ? `${d.issued}T10:00:00.000Z` : null,
        );
      if (c.iin && c.consent) {
        const accepted = c.consent === 'accepted';
        insertCustomer.run(
          c.iin,
          c.surname ?? '',
          c.name ?? '',
          c.patronymic || null,
          c.phone,
          c.consent,
          c.consent === 'none' ? null : now - (accepted ? 30 * 86_400_000 : 0),
          accepted ? now - 30 * 86_400_000 : null,
        );
      }
      added++;
    }
  })();
  return added;
}
