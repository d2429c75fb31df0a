import { describe, expect, it } from 'vitest';
import { listMigrations, migrate, openDatabase } from '../src/platform/db';
import { findContract } from '../src/services/payments';
import { findPolicy, historyRows } from '../src/features/termination/repo';

/**
 * Migration 013: a database made before the one register keeps its data. The termination register's policies and
 * history, and the card page's contracts with their invoices, move into `policies` and `payments`.
 */

function oldDatabase() {
  const db = openDatabase(':memory:');
  migrate(
    db,
    listMigrations().filter((m) => m.version < '013'),
  );
  db.exec(`
    INSERT INTO ogpo_policies (id, number, client_title, client_surname, client_name, client_iin, client_person,
      client_resident, client_birthday, client_phone, vehicle_plate, premium, date_from, date_to, status_code,
      created_at)
    VALUES
      (7, '26-OGPO-700001', 'Ахметов Ерлан', 'Ахметов', 'Ерлан', '850614301002', 1, 1, '1985-06-14',
       '+7(701) 710-0001', '123ABC02', 45600, '2026-01-01', '2026-12-31', 2, '2025-12-25 11:00:00'),
      (8, '26-OGPO-700002', 'Петров Алексей', 'Петров', 'Алексей', '', 1, 0, '1988-12-05',
       '+7(701) 710-0006', 'A777AA177', 67300, '2026-01-01', '2026-12-31', 4, '2025-12-20 11:00:00');
    INSERT INTO termination_history (policy_id, reason, refund, commission, signin_type, return_type, created_at)
      VALUES (8, '00000000011', 1000, 250, 2, 1, '2026-02-01 10:00:00');
    INSERT INTO contracts (id, number, product, premium, insurer_title, insurer_iin, payment_status, invoice,
      created_at)
      VALUES (1001, '26-OGPO-001001', 'ОГПО ВТС', 38540, 'Сапарова Айгерим', '850412401239', 'awaiting',
       '000010010001', '2026-02-27T09:00:00.000Z');
    INSERT INTO epay_invoices (invoice, contract_id, amount, created_at) VALUES ('000010010001', 1001, 38540, 1);
  `);
  return db;
}

describe('migration 013: one policy register', () => {
  it('moves the termination policies and history; statuses follow the dates and the termination', () => {
    const db = oldDatabase();
    expect(migrate(db)).toContain('013_policy_register');
    const inForce = findPolicy(db, '26-ogpo-700001', '2026-03-02')!;
    expect(inForce).toMatchObject({
      client_title: 'Ахметов Ерлан',
      client_iin: '850614301002',
      vehicle_plate: '123ABC02',
      status_code: 2,
      status_title: 'Действующий',
      created_at: '2025-12-25 11:00:00',
    });
    expect(findPolicy(db, '26-OGPO-700001', '2027-01-01')!.status_title).toBe('Истёк');
    expect(findPolicy(db, '26-OGPO-700001', '2025-12-31')!.status_title).toBe('Вступает в силу');
    const [history] = historyRows(db, { limit: 5, offset: 0, today: '2026-03-02', owner: null });
    expect(history).toMatchObject({ number: '26-OGPO-700002', status_title: 'Расторгнут', refund: 1000 });
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as {
      name: string;
    }[];
    expect(tables.map((t) => t.name)).not.toContain('ogpo_policies');
  });

  it('moves the card page contracts into payments of register policies, with their invoices', () => {
    const db = oldDatabase();
    migrate(db);
    expect(findContract(db, 1001)).toMatchObject({
      id: 1001,
      number: '26-OGPO-001001',
      premium: 38540,
      insurer_title: 'Сапарова Айгерим',
      insurer_iin: '850412401239',
      payment_status: 'awaiting',
      invoice: '000010010001',
    });
    expect(db.prepare('SELECT payment_id FROM payment_invoices').all()).toEqual([{ payment_id: 1001 }]);
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as {
      name: string;
    }[];
    expect(tables.map((t) => t.name)).not.toContain('contracts');
  });
});
