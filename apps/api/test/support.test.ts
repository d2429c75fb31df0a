import { describe, expect, it } from 'vitest';
import { operatorErrorsEndpoint, supportRescindEndpoint, type RoleId } from '@sakta/core';
import { insurerHash } from '../src/services/policy-register/insurer-hash';
import { SEED_OPERATOR_ERRORS } from '../src/features/support/seed-data';
import { get, makeApp, post } from './helpers';

/**
 * Operator-error support (spec part 2 sections 2.8, 4.5, 6, 7.5, 8, 9): the support group's list of requests with
 * every filter, rescind and reject (support only, an open request only), and the policy list's code flows:
 * process-otp and rescind of an operator error (the seller's policy reported to support) and of a termination
 * (by the insurer's hash, with the refund sum).
 */

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const FORBIDDEN = { result: false, errors: ['Недостаточно прав для этого действия.'] };

type T = ReturnType<typeof makeApp>;

async function page(t: T, query = '', role: RoleId = 9) {
  const res = await get(t.app, `/api/support/policy/get-operator-errors${query}`, t.tokenFor(role));
  expect(res.status, await res.clone().text()).toBe(200);
  return operatorErrorsEndpoint.response.parse(await res.json());
}

const policyId = (t: T, number: string) =>
  (t.db.prepare('SELECT id FROM policies WHERE number = ?').get(number) as { id: number }).id;
const policyStatus = (t: T, number: string) =>
  (t.db.prepare('SELECT status FROM policies WHERE number = ?').get(number) as { status: number }).status;
const requestOf = (t: T, number: string) =>
  t.db
    .prepare(
      'SELECT r.id, r.status FROM support_requests r JOIN policies p ON p.id = r.policy_id WHERE p.number = ?',
    )
    .get(number) as { id: number; status: number } | undefined;
const lastCode = (t: T, purpose: string) =>
  (
    t.db.prepare('SELECT code FROM dev_sms_outbox WHERE purpose = ? ORDER BY sent_at DESC').get(purpose) as {
      code: string;
    }
  ).code;

const [TO_RESCIND, TO_REJECT, , IN_ERROR, WORKED, REFUSED, TO_REPORT] = SEED_OPERATOR_ERRORS;

describe('GET /api/support/policy/get-operator-errors', () => {
  it('support sees every request, newest first, 10 a page, as the table shows them', async () => {
    const t = makeApp();
    const all = await page(t);
    expect(all.meta).toEqual({ current_page: 1, last_page: 1, per_page: 10, total: 6 });
    expect(all.data.map((r) => r.policy.number)).toEqual([
      '26-WEB-700001',
      '26-WEB-700002',
      '26-WEB-700003',
      '26-WEB-700004',
      '26-WEB-700005',
      '26-WEB-700006',
    ]);
    expect(all.data[0]).toEqual({
      id: requestOf(t, TO_RESCIND!.number)!.id,
      status: 0,
      statusName: 'Новый',
      created_at: '2026-03-02 13:35:00',
      creator: { fio: expect.stringMatching(/\S+ \S+/) },
      support: null,
      policy: {
        id: policyId(t, TO_RESCIND!.number),
        number: '26-WEB-700001',
        global_id: '26-OGPO-700001',
        product: 'OGPO_WEB_EA',
        product_name: 'ОГПО ВТС',
        product_type: 1,
        premium: 18_450.5,
        status: 5,
        statusName: 'Ошибка оператора',
        created_at: '2026-02-27 14:00:00',
        insurer: { person: 1, title: 'Ахметов Ерлан Сапарович' },
        payment_type: 1,
        isEpay: true,
      },
    });
    expect(all.data.map((r) => [r.status, r.statusName, r.policy.status])).toEqual([
      [0, 'Новый', 5],
      [0, 'Новый', 5],
      [0, 'Новый', 5],
      [2, 'Ошибка', 5],
      [1, 'Отработан', 8],
      [10, 'Отклонён', 1],
    ]);
    expect(all.data[5]!.support?.fio).toMatch(/\S/);
  });

  it('filters by status, number (local or global), 1C number, IIN, creator, dates (one date copies itself)', async () => {
    const t = makeApp();
    const numbers = async (q: string) => (await page(t, q)).data.map((r) => r.policy.number);
    expect(await numbers('?status=0')).toEqual(['26-WEB-700001', '26-WEB-700002', '26-WEB-700003']);
    expect(await numbers('?status=2')).toEqual(['26-WEB-700004']);
    expect(await numbers('?global=26-web-700005')).toEqual(['26-WEB-700005']);
    expect(await numbers('?global=26-OGPO-700006&isGlobal=1')).toEqual(['26-WEB-700006']);
    expect(await numbers('?global=26-OGPO-700006')).toEqual([]);
    expect(await numbers(`?one_c=${policyId(t, IN_ERROR!.number)}`)).toEqual(['26-WEB-700004']);
    expect(await numbers('?iin=150340001008')).toEqual(['26-WEB-700002']);
    const creator = (
      t.db.prepare("SELECT surname FROM users WHERE iin = '900101300057'").get() as { surname: string }
    ).surname;
    expect(await numbers(`?creator=${encodeURIComponent(creator)}`)).toEqual([
      '26-WEB-700002',
      '26-WEB-700005',
    ]);
    // the request's day; the contracts' days: a start alone is that one day (5.7)
    expect(await numbers('?created=2026-03-02')).toEqual([
      '26-WEB-700001',
      '26-WEB-700002',
      '26-WEB-700003',
      '26-WEB-700004',
    ]);
    expect(await numbers('?start=2026-02-27')).toEqual(['26-WEB-700001']);
    expect(await numbers('?end=2026-02-27')).toEqual(['26-WEB-700001']);
    expect(await numbers('?start=2026-02-23&end=2026-02-27')).toEqual([
      '26-WEB-700001',
      '26-WEB-700002',
      '26-WEB-700003',
      '26-WEB-700004',
    ]);
  });

  it('refuses a bad filter with its message, and every role outside support', async () => {
    const t = makeApp();
    const bad = await get(t.app, '/api/support/policy/get-operator-errors?iin=123', t.tokenFor(9));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ result: false, errors: ['ИИН/БИН состоит из 12 цифр'] });
    expect((await page(t, '', 0)).meta.total).toBe(6);
    for (const role of [1, 2, 3, 4, 5, 6, 7, 8, 10] as RoleId[]) {
      const res = await get(t.app, '/api/support/policy/get-operator-errors', t.tokenFor(role));
      expect(res.status, `role ${role}`).toBe(403);
      expect(await res.json()).toEqual(FORBIDDEN);
    }
  });
});

describe('POST /api/support/policy/rescind and reject', () => {
  it('rescind: the request is worked, the policy sent for cancellation; a worked request stays open (4.5), a closed one is refused', async () => {
    const t = makeApp();
    const { id } = requestOf(t, TO_RESCIND!.number)!;
    const res = await post(t.app, '/api/support/policy/rescind', { id }, auth(t.tokenFor(9)));
    expect(res.status).toBe(200);
    const body = supportRescindEndpoint.response.parse(await res.json());
    expect(body.message).toBe(`Процесс по ${id} успешно завершен`);
    expect(body.item).toMatchObject({ status: 1, statusName: 'Отработан', policy: { status: 8 } });
    expect(body.item.support?.fio).toMatch(/\S/);
    expect(policyStatus(t, TO_RESCIND!.number)).toBe(8);
    // issue 43 item 22: only 10 is closed; rescinding a worked request sends the cancellation again
    const again = await post(t.app, '/api/support/policy/rescind', { id }, auth(t.tokenFor(9)));
    expect(again.status).toBe(200);
    expect(supportRescindEndpoint.response.parse(await again.json()).item).toMatchObject({
      status: 1,
      policy: { status: 8 },
    });
    // rejecting it withdraws the cancellation: the request is refused (10), the policy back in force
    const withdrawn = await post(t.app, '/api/support/policy/reject', { id }, auth(t.tokenFor(9)));
    expect(withdrawn.status).toBe(200);
    expect(await withdrawn.json()).toMatchObject({ item: { status: 10, policy: { status: 1 } } });
    expect(policyStatus(t, TO_RESCIND!.number)).toBe(1);
    for (const path of ['rescind', 'reject']) {
      const closed = await post(t.app, `/api/support/policy/${path}`, { id }, auth(t.tokenFor(9)));
      expect(closed.status).toBe(409);
      expect(await closed.json()).toEqual({ result: false, message: 'Заявка уже обработана' });
    }
  });

  it('reject: the request is refused (10) and the policy is back in force; a request in error may be decided', async () => {
    const t = makeApp();
    const { id } = requestOf(t, TO_REJECT!.number)!;
    const res = await post(t.app, '/api/support/policy/reject', { id }, auth(t.tokenFor(0)));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      result: true,
      message: `Заявка №${id} отклонена, договор 26-OGPO-700002 остаётся в силе`,
      item: { status: 10, statusName: 'Отклонён', policy: { status: 1, statusName: 'Выпущен' } },
    });
    const error = requestOf(t, IN_ERROR!.number)!;
    expect(
      (await post(t.app, '/api/support/policy/rescind', { id: error.id }, auth(t.tokenFor(9)))).status,
    ).toBe(200);
    // a refused request (10) is closed; a worked one (1) may still be rejected
    const refusedOne = requestOf(t, REFUSED!.number)!;
    expect(
      (await post(t.app, '/api/support/policy/reject', { id: refusedOne.id }, auth(t.tokenFor(9)))).status,
    ).toBe(409);
    const worked = requestOf(t, WORKED!.number)!;
    expect(
      (await post(t.app, '/api/support/policy/reject', { id: worked.id }, auth(t.tokenFor(9)))).status,
    ).toBe(200);
  });

  it('refuses a missing request, a bad body, and every role outside support', async () => {
    const t = makeApp();
    const missing = await post(t.app, '/api/support/policy/rescind', { id: 999_999 }, auth(t.tokenFor(9)));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ result: false, message: 'Заявка не найдена' });
    expect((await post(t.app, '/api/support/policy/reject', { id: 'x' }, auth(t.tokenFor(9)))).status).toBe(
      400,
    );
    const { id } = requestOf(t, TO_RESCIND!.number)!;
    for (const role of [1, 2, 3, 4, 5, 6, 7, 8, 10] as RoleId[]) {
      const res = await post(t.app, '/api/support/policy/rescind', { id }, auth(t.tokenFor(role)));
      expect(res.status, `role ${role}`).toBe(403);
    }
    expect(policyStatus(t, TO_RESCIND!.number)).toBe(5);
  });
});

describe('the policy list code flows: POST /api/contracts/process-otp and /api/contracts/rescind', () => {
  it('operator error: the seller gets a code, rescind with it reports the policy to support (status 5, request 0)', async () => {
    const t = makeApp();
    const manager = t.tokenFor(3);
    const id = policyId(t, TO_REPORT!.number);
    const sent = await post(t.app, '/api/contracts/process-otp', { id, type: 2 }, auth(manager));
    expect(sent.status, await sent.clone().text()).toBe(200);
    expect(await sent.json()).toEqual({
      result: true,
      value: 'СМС отправлена',
      sendPhone: expect.stringMatching(/^\+7\(\d{3}\) \*\*\*-\*\*\d{2}$/),
    });
    // the resend stays locked 90 s
    t.advance(89_000);
    const early = await post(t.app, '/api/contracts/process-otp', { id, type: 2 }, auth(manager));
    expect(early.status).toBe(429);
    expect(await early.json()).toEqual({
      result: false,
      message: 'Код уже отправлен. Повторная отправка через 1 с.',
    });
    t.advance(1_000);
    expect((await post(t.app, '/api/contracts/process-otp', { id, type: 2 }, auth(manager))).status).toBe(
      200,
    );
    const code = lastCode(t, 'operator-error');
    const wrong = await post(
      t.app,
      '/api/contracts/rescind',
      { id, code: code === '0000' ? '1111' : '0000', type: 2, isRescind: true },
      auth(manager),
    );
    expect(wrong.status).toBe(400);
    expect(policyStatus(t, TO_REPORT!.number)).toBe(1);
    const done = await post(
      t.app,
      '/api/contracts/rescind',
      { id, code, type: 2, isRescind: true },
      auth(manager),
    );
    expect(done.status, await done.clone().text()).toBe(200);
    expect(await done.json()).toEqual({
      result: true,
      message: 'Процесс по 26-OGPO-700007 успешно завершен',
    });
    expect(policyStatus(t, TO_REPORT!.number)).toBe(5);
    expect(requestOf(t, TO_REPORT!.number)).toMatchObject({ status: 0 });
    // support sees it first; the policy cannot be reported twice
    expect((await page(t)).data[0]!.policy.number).toBe(TO_REPORT!.number);
    const twice = await post(t.app, '/api/contracts/process-otp', { id, type: 2 }, auth(manager));
    expect(twice.status).toBe(409);
    expect(((await twice.json()) as { message: string }).message).toMatch(
      /^По договору уже есть заявка №\d+$/,
    );
  });

  it('operator error: only the seller (and the administrator) may report a policy; only an issued one', async () => {
    const t = makeApp();
    const id = policyId(t, TO_REPORT!.number);
    for (const role of [4, 5] as RoleId[]) {
      const res = await post(t.app, '/api/contracts/process-otp', { id, type: 2 }, auth(t.tokenFor(role)));
      expect(res.status, `role ${role}`).toBe(403);
      expect(await res.json()).toEqual(FORBIDDEN);
    }
    for (const role of [2, 6, 7, 9] as RoleId[])
      expect(
        (await post(t.app, '/api/contracts/process-otp', { id, type: 2 }, auth(t.tokenFor(role)))).status,
      ).toBe(403);
    expect(
      (await post(t.app, '/api/contracts/process-otp', { id, type: 2 }, auth(t.tokenFor(0)))).status,
    ).toBe(200);
    const reported = policyId(t, WORKED!.number);
    const notIssued = await post(
      t.app,
      '/api/contracts/process-otp',
      { id: reported, type: 2 },
      auth(t.tokenFor(0)),
    );
    expect(notIssued.status).toBe(409);
    expect(await notIssued.json()).toEqual({
      result: false,
      message: 'Ошибку оператора можно заявить только по выпущенному договору',
    });
    const missing = await post(
      t.app,
      '/api/contracts/process-otp',
      { id: 999_999, type: 2 },
      auth(t.tokenFor(0)),
    );
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ result: false, message: 'Договор не найден' });
  });

  it('termination: the insurer gets the code by the hash; rescind terminates and answers the refund sum', async () => {
    const t = makeApp();
    const manager = t.tokenFor(3);
    const id = policyId(t, TO_REPORT!.number);
    const hash = insurerHash(id, '850315300128');
    const sent = await post(t.app, '/api/contracts/process-otp', { hash, type: 3 }, auth(manager));
    expect(sent.status, await sent.clone().text()).toBe(200);
    expect(((await sent.json()) as { sendPhone: string }).sendPhone).toBe('+7(701) ***-**28');
    const code = lastCode(t, 'policy-termination');
    const body = {
      signatoryId: null,
      isRescind: false,
      global: '26-OGPO-700007',
      person: 1,
      hash,
      code,
      type: 3,
      ip: '127.0.0.1',
    };
    const mismatch = await post(
      t.app,
      '/api/contracts/rescind',
      { ...body, global: '26-OGPO-700001' },
      auth(manager),
    );
    expect(await mismatch.json()).toEqual({
      result: false,
      message: 'Параметр Global не совпадает с договором',
    });
    // who signs for the company (7.5 signatoryId, issue 43 item 18): none, or an active signatory; a blocked one
    // is refused before the code is spent
    const signatoryOf = (status: number) =>
      (t.db.prepare('SELECT id FROM signatories WHERE status = ? ORDER BY id').get(status) as { id: number })
        .id;
    const blocked = await post(
      t.app,
      '/api/contracts/rescind',
      { ...body, signatoryId: signatoryOf(2) },
      auth(manager),
    );
    expect(blocked.status).toBe(400);
    expect(await blocked.json()).toEqual({
      result: false,
      message: 'Подписант не найден или заблокирован: выберите другого',
    });
    const res = await post(
      t.app,
      '/api/contracts/rescind',
      { ...body, signatoryId: signatoryOf(1) },
      auth(manager),
    );
    expect(res.status, await res.clone().text()).toBe(200);
    // sold 5 days before T0, cover from the next day for 365 days: 361 days of 19 870 tg. left, minus 20 %
    expect(await res.json()).toEqual({
      result: true,
      message: 'Договор 26-OGPO-700007 расторгнут. Сумма возврата: 15\u00A0721,80\u00A0тг.',
      refund: 15_721.8,
    });
    const again = await post(t.app, '/api/contracts/process-otp', { hash, type: 3 }, auth(manager));
    expect(await again.json()).toEqual({
      result: false,
      message: 'Договор нельзя расторгнуть: он не действует',
    });
  });

  it('termination: a made-up hash is a missing policy; another seller is refused', async () => {
    const t = makeApp();
    const id = policyId(t, TO_REPORT!.number);
    const forged = `${id}.${'0'.repeat(24)}`;
    expect(
      (await post(t.app, '/api/contracts/process-otp', { hash: forged, type: 3 }, auth(t.tokenFor(0))))
        .status,
    ).toBe(404);
    const hash = insurerHash(id, '850315300128');
    expect(
      (await post(t.app, '/api/contracts/process-otp', { hash, type: 3 }, auth(t.tokenFor(4)))).status,
    ).toBe(403);
  });

  it('termination is for motor policies: a property or casco policy is refused, no code is sent', async () => {
    const t = makeApp();
    const manager = t.tokenFor(3);
    const id = policyId(t, TO_REPORT!.number);
    const hash = insurerHash(id, '850315300128');
    const refusal = {
      result: false,
      message: 'Досрочное расторжение доступно только для договоров ОГПО ВТС',
    };
    const codes = () =>
      (
        t.db
          .prepare("SELECT count(*) AS n FROM dev_sms_outbox WHERE purpose = 'policy-termination'")
          .get() as {
          n: number;
        }
      ).n;
    for (const product of ['DSI_FI', 'DSAT_CASCO_FRE']) {
      t.db.prepare('UPDATE policies SET product_code = ? WHERE id = ?').run(product, id);
      const sent = await post(t.app, '/api/contracts/process-otp', { hash, type: 3 }, auth(manager));
      expect(sent.status).toBe(409);
      expect(await sent.json()).toEqual(refusal);
      const rescinded = await post(
        t.app,
        '/api/contracts/rescind',
        {
          signatoryId: null,
          isRescind: false,
          global: '26-OGPO-700007',
          person: 1,
          hash,
          code: '1234',
          type: 3,
          ip: '',
        },
        auth(manager),
      );
      expect(await rescinded.json()).toEqual(refusal);
    }
    expect(codes()).toBe(0);
    expect(
      (t.db.prepare('SELECT terminated_at FROM policies WHERE id = ?').get(id) as { terminated_at: null })
        .terminated_at,
    ).toBeNull();
  });
});
