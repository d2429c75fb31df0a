import { describe, expect, it } from 'vitest';
import { CalculationSchema, DEFAULT_INSURED_REQUEST, type OgpoPolicy } from '@sakta/core/ogpo';
import type { ClientRecord } from '@sakta/core/ogpo/client';
import { listMigrations, migrate, openDatabase } from '../src/platform/db';
import { testConfig } from '../src/platform/config';
import { seedStateRegisterClients } from '../src/features/parties/seed-clients';
import { makeApp } from './helpers';
import {
  call,
  calculate,
  checkout,
  checkoutBody,
  confirmCode,
  saleUlid,
  unconfirmedPolicyOf,
  type Sale,
} from './ogpo-sale-helpers';

/**
 * The default insured of a legal-entity insurer without named drivers (spec part 2 section 4.1: 'a default legal
 * insured is fetched (esbd_id 2, class 3/5, age_experience_id 2)'): client/get answers it by its register id, the
 * tariff prices it, verification and checkout accept it alone for a legal entity and refuse it anywhere else. The
 * clock is 2026-03-02: the treaty runs from the next day for a year, MRP 2026 (4325 x 1.9 = 8217.5).
 */

const COMPANY_BIN = '150340001008';

async function registerClient(t: Sale, body: Record<string, unknown>): Promise<ClientRecord> {
  const found = await call(t, '/api/client/get', body);
  expect(found.status, JSON.stringify(found.body)).toBe(200);
  return (found.body.data as ClientRecord[])[0]!;
}

/** ТОО «Дала Логистик» insures the Camry 123ABC02 for the register's default insured. */
async function companyPolicy(t: Sale, n = 1): Promise<OgpoPolicy> {
  const base = await unconfirmedPolicyOf(t, n);
  const company = await registerClient(t, {
    resident: true,
    person: false,
    verify: true,
    insurer: true,
    iin: COMPANY_BIN,
  });
  const byDefault = await registerClient(t, DEFAULT_INSURED_REQUEST);
  return { ...base, insurer: company, isDrive: false, insureds: [byDefault] };
}

describe("migration 023: the register's client 2 is the default insured", () => {
  it('a register seeded before it keeps its client 2 under a new id, with its documents', () => {
    const db = openDatabase(':memory:');
    migrate(
      db,
      listMigrations().filter((m) => m.version < '023'),
    );
    seedStateRegisterClients(db, testConfig());
    const person = (id: number) =>
      db.prepare('SELECT iin, surname FROM register_clients WHERE id = ?').get(id) as
        { iin: string } | undefined;
    const documents = (id: number) =>
      db.prepare('SELECT number FROM register_documents WHERE client_id = ? ORDER BY id').all(id);
    const before = { client: person(2)!, documents: documents(2) };
    expect(before.client.iin).toMatch(/^\d{12}$/);
    expect(migrate(db)).toContain('023_default_insured_and_mail_codes');
    const moved = db.prepare('SELECT id FROM register_clients WHERE iin = ?').get(before.client.iin) as {
      id: number;
    };
    expect(moved.id).not.toBe(2);
    expect({ client: person(moved.id), documents: documents(moved.id) }).toEqual(before);
    expect(db.prepare('SELECT kind, iin, class_id, class FROM register_clients WHERE id = 2').get()).toEqual({
      kind: 'legal',
      iin: null,
      class_id: 5,
      class: '3',
    });
    expect(db.pragma('foreign_key_check')).toEqual([]);
  });
});

describe('the default insured of a legal-entity insurer (spec 4.1)', () => {
  it("client/get by esbd_id 2 answers the register's client 2: no person, class 3 (id 5), age and experience 2", async () => {
    const t = makeApp();
    const record = await registerClient(t, DEFAULT_INSURED_REQUEST);
    expect(record.filter.person).toBe(false);
    expect(record.client).toMatchObject({
      esbd_id: 2,
      iin: '',
      title: 'Неограниченный круг лиц, допущенных к управлению ТС',
    });
    expect(record.class).toEqual({ class_id: 5, class: '3' });
    expect(record.driver).toEqual({
      age: null,
      experience: false,
      pensioner: false,
      age_experience_id: 2,
      document: { number: '', issued: '' },
    });
  });

  it('is priced as a driver of class 3, under 25 with 2 years or more', async () => {
    const t = makeApp();
    const res = await call(t, '/api/calculate/ogpo', { policy: await companyPolicy(t) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // 8217.5 x 2.96 (Алматы) x 1 (major city) x 2.09 (car) x 1.00 (class 3) x 1.05 (age and experience 2)
    // x 1.0 (7 years old) = 53378.5791 -> 53379
    expect(CalculationSchema.parse(res.body)).toMatchObject({
      premium: 53379,
      classes: { insurer: null, insureds: ['3'] },
    });
  });

  it('a sale of it goes through: the code to the company, checkout', async () => {
    const t = makeApp();
    const policy = await companyPolicy(t);
    await calculate(t, policy);
    await confirmCode(t, policy.number, policy.insurer!.client.phone);
    const answer = await checkout(t, checkoutBody(policy, 'transfer'));
    expect(answer.url).toBeTruthy();
    const insureds = t.db
      .prepare('SELECT insureds FROM policies WHERE draft_ulid = ?')
      .get(policy.number) as { insureds: string };
    expect(JSON.parse(insureds.insureds)).toEqual([
      { title: 'Неограниченный круг лиц, допущенных к управлению ТС', iin: '', person: 2 },
    ]);
  });

  it.each<[string, (p: OgpoPolicy, t: Sale) => Promise<OgpoPolicy>, string]>([
    [
      'beside a named driver',
      async (p, t) => ({
        ...p,
        insureds: [
          ...p.insureds,
          await registerClient(t, {
            resident: true,
            person: true,
            verify: true,
            insurer: false,
            iin: '850315300128',
          }),
        ],
      }),
      'Застрахованный по умолчанию допускается только для страхователя — юридического лица без указанных водителей.',
    ],
    [
      'for an insurer that is a person',
      async (p, t) => ({
        ...(await unconfirmedPolicyOf(t, 2)),
        number: p.number,
        isDrive: false,
        insureds: p.insureds,
      }),
      'Застрахованный по умолчанию допускается только для страхователя — юридического лица без указанных водителей.',
    ],
    [
      'a legal entity as a named insured',
      async (p) => ({ ...p, insureds: [{ ...p.insurer!, driver: p.insureds[0]!.driver }] }),
      'Застрахованным (водителем) может быть только физическое лицо.',
    ],
  ])('refused %s', async (_name, change, message) => {
    const t = makeApp();
    const policy = await change(await companyPolicy(t), t);
    const res = await call(t, '/api/calculate/ogpo', { policy });
    expect(res).toEqual({ status: 422, body: { result: false, errors: [message] } });
    const out = await call(
      t,
      '/api/contracts/checkout',
      checkoutBody({ ...policy, number: saleUlid(3) }, 'transfer'),
    );
    expect(out).toEqual({ status: 400, body: { result: false, message } });
  });
});
