import { describe, expect, it } from 'vitest';
import type { RoleId } from '@sakta/core';
import {
  VerifyAnswerSchema,
  calculateOgpoEndpoint,
  otpSendEndpoint,
  otpVerifyEndpoint,
  verifyClientEndpoint,
  verifyTerminalEndpoint,
  verifyVehicleEndpoint,
} from '@sakta/core/ogpo';
import { ENDPOINTS } from '../src/platform/routes';
import { makeApp, post, demo } from './helpers';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const ULID = '01JDM9ZK3T8Q4W6X2Y7V5R1N0P';
type T = ReturnType<typeof makeApp>;
const tokenOf = (t: T, role: RoleId) => t.tokenFor(role, role === 8 ? 'APC0097' : null);

const clientBody = (over: Record<string, unknown> = {}) => ({
  ulid: ULID,
  product: 'OGPO_WEB_EA',
  product_type: 1,
  rewrite: false,
  isInsured: false,
  resident: true,
  iin: '850315300128',
  title: 'Ахметов Ерлан Сапарович',
  surname: 'Ахметов',
  name: 'Ерлан',
  patronymic: 'Сапарович',
  birthday: '1985-03-15',
  phone: '+7(701) 512-0128',
  document_type: 1,
  politician: false,
  pensioner: false,
  ...over,
});
const vehicleBody = (vin: string, number = '') => ({
  ulid: ULID,
  product: 'OGPO_WEB_EA',
  product_type: 1,
  rewrite: false,
  region_id: null,
  kato: null,
  vin,
  number,
});

async function call(t: T, path: string, body: unknown, role: RoleId = 3) {
  const res = await post(t.app, path, body, auth(tokenOf(t, role)));
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}
const podftCount = (t: T) =>
  (t.db.prepare('SELECT count(*) AS n FROM podft_records').get() as { n: number }).n;

describe('POST /api/verify/client', () => {
  it('a register client passes; the answer always carries success', async () => {
    const r = await call(makeApp(), '/api/verify/client', clientBody());
    expect(r).toEqual({
      status: 200,
      json: { success: true, result: true, canEdit: false, message: 'Проверка пройдена.', podft: null },
    });
  });

  it("a reply without success parses with core's schema (the page shows its timeout message for it)", () => {
    expect(VerifyAnswerSchema.parse({ result: true })).toEqual({ result: true });
  });

  it('an IIN unknown to the register fails', async () => {
    const r = await call(makeApp(), '/api/verify/client', clientBody({ iin: '790214300005' }));
    expect(r.json).toMatchObject({
      success: false,
      result: false,
      message: 'Клиент не найден в государственной базе данных (ЕСБД).',
    });
  });

  it('an expired identity document fails, and the card may be edited', async () => {
    const r = await call(makeApp(), '/api/verify/client', clientBody({ iin: '790214300016' }));
    expect(r.json).toEqual({
      success: false,
      result: false,
      canEdit: true,
      message:
        'Срок действия документа, удостоверяющего личность, истёк 2025-02-14. Обновите документ клиента.',
      podft: null,
    });
  });

  it('non-residents: found by name in the register, else unknown', async () => {
    const t = makeApp();
    const nonResident = { resident: false, iin: '', surname: 'Ганболд', name: 'Батбаяр', birthday: '' };
    expect((await call(t, '/api/verify/client', clientBody(nonResident))).json).toMatchObject({
      success: true,
    });
    const stranger = { ...nonResident, surname: 'SMITH', name: 'JOHN' };
    expect((await call(t, '/api/verify/client', clientBody(stranger))).json).toMatchObject({
      success: false,
      message: 'Клиент не найден в государственной базе данных (ЕСБД).',
    });
  });

  it('a politically exposed client waiting for review gets the seeded record (status 1), none is added', async () => {
    const t = makeApp();
    const before = podftCount(t);
    const r = await call(t, '/api/verify/client', clientBody({ iin: '750612300022' }));
    expect(r.json).toMatchObject({
      success: true,
      podft: {
        success: false,
        status: 1,
        setDocument: true,
        message: 'Клиент направлен на проверку ПОДФТ. Дождитесь решения комплаенс-контроля.',
      },
    });
    expect(podftCount(t)).toBe(before);
  });

  it('an approved record lets the sale go on', async () => {
    const r = await call(makeApp(), '/api/verify/client', clientBody({ iin: '680925400035' }));
    expect(r.json).toMatchObject({
      success: true,
      podft: { success: true, status: 3, setDocument: false, message: 'Проверка ПОДФТ пройдена.' },
    });
  });

  it("a client on the sanctions list opens a record once; the reviewer's decision is what the next check gives", async () => {
    const t = makeApp();
    const before = podftCount(t);
    const first = await call(t, '/api/verify/client', clientBody({ iin: '820405300042' }));
    expect(first.json).toMatchObject({ success: true, podft: { success: false, status: 1 } });
    expect(podftCount(t)).toBe(before + 1);
    const row = t.db.prepare('SELECT * FROM podft_records ORDER BY id DESC LIMIT 1').get() as Record<
      string,
      unknown
    >;
    expect(row).toMatchObject({
      entity: 0,
      document: '820405300042',
      title: 'Оспанов Даурен Ерикович',
      type: 2,
      status: 1,
      ulid: ULID,
      checked: null,
    });
    expect(await call(t, '/api/verify/client', clientBody({ iin: '820405300042' }))).toMatchObject({
      json: { podft: { id: row.id, status: 1 } },
    });
    expect(podftCount(t)).toBe(before + 1);
    t.db.prepare('UPDATE podft_records SET status = 4 WHERE id = ?').run(row.id);
    expect((await call(t, '/api/verify/client', clientBody({ iin: '820405300042' }))).json).toMatchObject({
      success: true,
      podft: { success: false, status: 4, message: 'Отказано по результатам проверки ПОДФТ.' },
    });
  });

  it('a client the seller marks as politically exposed is sent for review too', async () => {
    const t = makeApp();
    const r = await call(t, '/api/verify/client', clientBody({ politician: true }));
    expect(r.json).toMatchObject({ success: true, podft: { status: 1 } });
    const row = t.db
      .prepare("SELECT type, politician FROM podft_records WHERE document = '850315300128'")
      .get();
    expect(row).toEqual({ type: 1, politician: 1 });
  });

  it.each<RoleId>([1, 2, 4, 5, 6, 9, 10])('role %i may not verify', async (role) => {
    expect((await call(makeApp(), '/api/verify/client', clientBody(), role)).status).toBe(403);
  });
});

describe('POST /api/verify/vehicle', () => {
  it.each([
    ['a Kazakh vehicle of the register', 'JTNB11HK103456789', { success: true, podft: null }],
    ['a foreign vehicle of the register', 'WVWZZZ1KZ8W123456', { success: true, podft: null }],
    [
      'an unknown VIN',
      'ZZZZ0000000000000',
      { success: false, message: 'ТС не найдено в государственной базе данных (ЕСБД).' },
    ],
    [
      'a wanted vehicle',
      'WDD2130421A123456',
      { success: false, message: 'ТС находится в розыске: оформление полиса невозможно.' },
    ],
    [
      'a Kazakh vehicle without a full registration',
      'XTA210740Y1234567',
      {
        success: false,
        message: 'По данному ТС нет регистрации. Уточните данные в центре регистрации авто.',
      },
    ],
  ])('%s', async (_name, vin, expected) => {
    expect((await call(makeApp(), '/api/verify/vehicle', vehicleBody(vin))).json).toMatchObject(expected);
  });

  it('a vehicle on the sanctions list opens a compliance record', async () => {
    const t = makeApp();
    const r = await call(t, '/api/verify/vehicle', vehicleBody('JTMHV05J704200200', '200LCR01'));
    expect(r.json).toMatchObject({
      success: true,
      podft: {
        success: false,
        status: 1,
        message: 'ТС направлено на проверку ПОДФТ. Дождитесь решения комплаенс-контроля.',
      },
    });
    const row = t.db
      .prepare("SELECT entity, title, item FROM podft_records WHERE document = 'JTMHV05J704200200'")
      .get() as {
      entity: number;
      title: string;
      item: string;
    };
    expect(row.entity).toBe(1);
    expect(row.title).toBe('Белый Toyota Land Cruiser 200');
    expect(JSON.parse(row.item)).toMatchObject({ number: '200LCR01', registration: { region_id: 1 } });
  });
});

describe('POST /api/verify/terminal', () => {
  it("the seller's own terminal", async () => {
    const t = makeApp();
    expect((await call(t, '/api/verify/terminal', { c_id: demo(3).c_id })).json).toEqual({ result: true });
  });
  it('a user without a terminal', async () => {
    const t = makeApp();
    expect((await call(t, '/api/verify/terminal', { c_id: demo(7).c_id }, 7)).json).toEqual({
      result: false,
      message: 'У вас не настроен терминал.',
    });
  });
  it("someone else's terminal", async () => {
    const t = makeApp();
    expect((await call(t, '/api/verify/terminal', { c_id: demo(8).c_id })).json).toEqual({
      result: false,
      message: 'Можно проверить только свой терминал.',
    });
  });
});

it('the pricing calls of the contract are registered with their access', () => {
  // OGPO's own calls and the insurer's code (4.2: only the reserve-sale group's page asks it): its page's group;
  // the kernel's terminal check: both sale groups
  const mine = [
    verifyClientEndpoint,
    verifyVehicleEndpoint,
    calculateOgpoEndpoint,
    otpSendEndpoint,
    otpVerifyEndpoint,
  ];
  const kernel = [verifyTerminalEndpoint];
  const access = (ep: (typeof mine)[number] | (typeof kernel)[number]) =>
    ENDPOINTS.find((e) => e.method === ep.method && e.path === ep.path)?.access;
  for (const ep of mine) expect(access(ep), ep.path).toEqual(['reserveSale']);
  for (const ep of kernel) expect(access(ep), ep.path).toEqual(['reserveSale', 'mainSale']);
});
