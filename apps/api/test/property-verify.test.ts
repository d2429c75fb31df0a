import { describe, expect, it } from 'vitest';
import type { RoleId } from '@sakta/core';
import { VerifyAnswerSchema } from '@sakta/core/sale';
import { makeApp } from './helpers';
import {
  callAs,
  ENTITY_BIN,
  FORTE_BIN,
  HALYK_BIN,
  PERSON_IIN,
  propertySaleUlid,
} from './property-sale-helpers';

/**
 * POST /api/verify/client-fi (spec part 2 sections 4.1, 7.2, 8): one party of a property or casco policy (the
 * insurer, an insured, the beneficiary bank) on the demo state register. Every answer carries `success`; an
 * unknown party or an expired identity document fails; a politically exposed or sanctioned party passes with its
 * compliance record (`podft`), as OGPO's verify/client does.
 */

type T = ReturnType<typeof makeApp>;
const FORBIDDEN = { result: false, errors: ['Недостаточно прав для этого действия.'] };
const PASSED = { success: true, result: true, canEdit: false, message: 'Проверка пройдена.', podft: null };
const UNKNOWN = {
  success: false,
  result: false,
  canEdit: false,
  message: 'Клиент не найден в государственной базе данных (ЕСБД).',
  podft: null,
};

const party = (over: Record<string, unknown> = {}) => ({
  ulid: propertySaleUlid(1),
  product: 'DSI_FI',
  iin: PERSON_IIN,
  title: 'Ахметов Ерлан Сапарович',
  surname: 'Ахметов',
  name: 'Ерлан',
  patronymic: 'Сапарович',
  phone: '+7(701) 512-0128',
  isInsured: false,
  rewrite: false,
  resident: true,
  person: true,
  ...over,
});
const bank = (iin: string, title: string) =>
  party({ iin, title, surname: '', name: '', patronymic: '', phone: '', person: false });

async function verify(t: T, body: unknown, role: RoleId = 3) {
  const r = await callAs(t, '/api/verify/client-fi', body, t.tokenFor(role, role === 8 ? 'APC0097' : null));
  if (r.status === 200) VerifyAnswerSchema.parse(r.body);
  return r;
}
const podftCount = (t: T) =>
  (t.db.prepare('SELECT count(*) AS n FROM podft_records').get() as { n: number }).n;

describe('POST /api/verify/client-fi', () => {
  it('finds the insurer, the legal-entity insurer and both banks in the register (by IIN or BIN)', async () => {
    const t = makeApp();
    for (const body of [
      party(),
      party({ isInsured: true, product: 'DSD_FI' }),
      bank(ENTITY_BIN, 'ТОО «Дала Логистик»'),
      bank(HALYK_BIN, 'АО «Народный Банк Казахстана»'),
      bank(FORTE_BIN, 'АО «ForteBank»'),
    ])
      expect(await verify(t, body)).toEqual({ status: 200, body: PASSED });
  });

  it('finds a non-resident by name, and a casco policy’s party too', async () => {
    const t = makeApp();
    const mueller = party({ iin: '', surname: 'MUELLER', name: 'ANNA', patronymic: '', resident: false });
    expect((await verify(t, mueller)).body).toEqual(PASSED);
    expect((await verify(t, party({ product: 'DSAT_CASCO_FRE' }))).body).toEqual(PASSED);
  });

  it('answers success false for a party the register does not know', async () => {
    const t = makeApp();
    expect((await verify(t, party({ iin: '111111111110' }))).body).toEqual(UNKNOWN);
    expect((await verify(t, bank('991240000012', 'АО «Несуществующий банк»'))).body).toEqual(UNKNOWN);
    const stranger = party({ iin: '', surname: 'NOBODY', name: 'KNOWN', resident: false });
    expect((await verify(t, stranger)).body).toEqual(UNKNOWN);
  });

  it('answers success false, to be edited, for an identity document past its date', async () => {
    const r = await verify(makeApp(), party({ iin: '790214300016', surname: 'Тлеубаев' }));
    expect(r.body).toEqual({
      success: false,
      result: false,
      canEdit: true,
      message:
        'Срок действия документа, удостоверяющего личность, истёк 2025-02-14. Обновите документ клиента.',
      podft: null,
    });
  });

  it('passes a politically exposed party with its compliance record, waiting while undecided', async () => {
    const t = makeApp();
    const before = podftCount(t);
    const r = await verify(t, party({ iin: '750612300022', surname: 'Жаксыбеков' }));
    expect(r.body).toMatchObject({
      success: true,
      podft: {
        success: false,
        status: 1,
        setDocument: true,
        message: 'Клиент направлен на проверку ПОДФТ. Дождитесь решения комплаенс-контроля.',
      },
    });
    // the record of the seed: none made
    expect(podftCount(t)).toBe(before);
    const approved = await verify(t, party({ iin: '680925400035', surname: 'Нургалиева' }));
    expect(approved.body).toMatchObject({ success: true, podft: { success: true, status: 3 } });
  });

  it('opens a compliance record for a sanctioned party at its first verification, once', async () => {
    const t = makeApp();
    const before = podftCount(t);
    const body = party({ iin: '820405300042', surname: 'Оспанов' });
    expect((await verify(t, body)).body).toMatchObject({ success: true, podft: { status: 1 } });
    expect(podftCount(t)).toBe(before + 1);
    const record = t.db
      .prepare('SELECT ulid, type, document FROM podft_records ORDER BY id DESC LIMIT 1')
      .get() as { ulid: string; type: number; document: string };
    expect(record).toEqual({ ulid: propertySaleUlid(1), type: 2, document: '820405300042' });
    await verify(t, body);
    expect(podftCount(t)).toBe(before + 1);
  });

  it('refuses a product that is not a financial institution’s, and a body without its fields', async () => {
    const t = makeApp();
    expect(await verify(t, party({ product: 'OGPO_WEB_EA' }))).toEqual({
      status: 400,
      body: {
        result: false,
        message: 'Продукт OGPO_WEB_EA не относится к страхованию финансовых институтов',
      },
    });
    const { person: _person, ...noPerson } = party();
    expect((await verify(t, noPerson)).status).toBe(400);
    // a refused request claims no sale: its owner is who verifies first
    expect((await verify(t, party({ product: 'OGPO_WEB_EA' }), 7)).status).toBe(400);
    expect((await verify(t, party(), 3)).body).toEqual(PASSED);
    expect((await verify(t, party(), 7)).status).toBe(403);
  });

  it.each<RoleId>([1, 2, 5, 6, 8, 9, 10])(
    'role %i, outside the main-sale group, may not verify',
    async (role) => {
      expect(await verify(makeApp(), party(), role)).toEqual({ status: 403, body: FORBIDDEN });
    },
  );

  it("refuses another seller's sale, and keeps answering its owner", async () => {
    const t = makeApp();
    expect((await verify(t, party(), 3)).body).toEqual(PASSED);
    expect(await verify(t, party(), 7)).toEqual({ status: 403, body: FORBIDDEN });
    expect((await verify(t, party(), 0)).body).toEqual(PASSED);
    expect((await verify(t, party(), 3)).body).toEqual(PASSED);
  });
});
