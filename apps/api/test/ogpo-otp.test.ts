import { describe, expect, it } from 'vitest';
import { signToken } from '../src/platform/token';
import { stepSale } from '../src/services/sale-ledger';
import { makeApp, post } from './helpers';
import { calculate, saleUlid, unconfirmedPolicyOf } from './ogpo-sale-helpers';

const ULID = '01JDM9ZK3T8Q4W6X2Y7V5R1N0P';
const PHONE = '+7(701) 512-0128';
type T = ReturnType<typeof makeApp>;

/** The answer: status, body, and the Retry-After header when there is one. */
async function call(t: T, path: string, body: Record<string, unknown>, token = t.tokenFor(3)) {
  const res = await post(
    t.app,
    path,
    { ulid: ULID, email: '', ...body },
    { Authorization: `Bearer ${token}` },
  );
  const retryAfter = res.headers.get('Retry-After');
  return {
    status: res.status,
    json: (await res.json()) as Record<string, unknown>,
    ...(retryAfter ? { retryAfter } : {}),
  };
}
const send = (t: T, phone = PHONE, ulid = ULID, token = t.tokenFor(3)) =>
  call(t, '/api/otp/send', { ulid, phone, resident: true, person: true }, token);
const verify = (t: T, code: string, phone = PHONE) => call(t, '/api/otp/verify', { phone, code });

/** Another seller of the OGPO page: the reserve user with its APC (the demo service manager has no terminal). */
const reserveToken = (t: T) => t.tokenFor(8, 'APC0097');

/**
 * The code follows the calculation (issue 42): the sales `ulids` of the register's policy (ogpo-sale-helpers.ts),
 * each calculated by the token's holder, as the page does before it sends the code.
 */
async function calculated(t: T, ulids: readonly string[] = [ULID], token = t.tokenFor(3)) {
  const policy = await unconfirmedPolicyOf(t);
  for (const number of ulids) await calculate(t, { ...policy, number }, { token });
}
const sales = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => saleUlid(from + i));

describe("the insurer's one-time code (otp/send, otp/verify)", () => {
  it('sends a 4-digit SMS through the gateway and confirms it', async () => {
    const t = makeApp();
    await calculated(t);
    const sent = await send(t);
    expect(sent.status).toBe(200);
    expect(sent.json).toMatchObject({ result: true, type: 'sms', sendPhone: '+7(701) ***-**28' });
    const code = sent.json.code as string;
    expect(code).toMatch(/^\d{4}$/);
    const outbox = t.db.prepare("SELECT phone, text FROM dev_sms_outbox WHERE purpose = 'ogpo'").get();
    expect(outbox).toEqual({ phone: '77015120128', text: `Sakta: код ${code}` });
    expect(await verify(t, code)).toEqual({ status: 200, json: { result: true } });
  });

  it('follows the calculation: refused before it, and to the agent, whose main sale asks no code', async () => {
    const t = makeApp();
    const early = { result: false, message: 'Код отправляется после расчёта премии.' };
    expect(await send(t)).toEqual({ status: 409, json: early });
    expect(await verify(t, '1234')).toEqual({ status: 409, json: early });
    await calculated(t);
    expect((await send(t)).status).toBe(200);
    expect((await send(t, PHONE, saleUlid(2), t.tokenFor(4))).status).toBe(403);
  });

  it('a wrong code is refused; the right one still works', async () => {
    const t = makeApp();
    await calculated(t);
    const code = (await send(t)).json.code as string;
    const wrong = code === '0000' ? '1111' : '0000';
    expect(await verify(t, wrong)).toEqual({ status: 400, json: { result: false, message: 'Неверный код' } });
    expect((await verify(t, code)).json).toEqual({ result: true });
  });

  it('the code belongs to the phone it went to', async () => {
    const t = makeApp();
    await calculated(t);
    const code = (await send(t)).json.code as string;
    expect((await verify(t, code, '+7(702) 722-0456')).json).toEqual({
      result: false,
      message: 'Код не был отправлен',
    });
  });

  it('another code not before 60 s', async () => {
    const t = makeApp();
    await calculated(t);
    await send(t);
    expect((await send(t)).status).toBe(429);
    t.advance(60_000);
    expect((await send(t)).status).toBe(200);
  });

  it('an insurer without a phone but with an e-mail gets the code by mail (spec 4.2, 7.2)', async () => {
    const logged: string[] = [];
    const t = makeApp({ log: (line: string) => logged.push(line) });
    await calculated(t);
    const mail = { ulid: ULID, phone: '', email: 'Anna.Mueller@web.de' };
    const sent = await call(t, '/api/otp/send', { ...mail, resident: false, person: true });
    expect(sent.status).toBe(200);
    expect(sent.json).toMatchObject({ result: true, type: 'mail', sendPhone: '', sendEmail: 'a***@web.de' });
    const code = sent.json.code as string;
    expect(code).toMatch(/^\d{4}$/);
    // the sandbox's mail gateway: the server log and the outbox GET /api/dev/last-code reads, as for an SMS
    expect(logged).toContain(`[mail] anna.mueller@web.de: Sakta: код ${code}`);
    const last = await t.app.request('/api/dev/last-code?email=anna.mueller@web.de&purpose=ogpo');
    expect(await last.json()).toMatchObject({
      phone: '',
      email: 'anna.mueller@web.de',
      code,
      purpose: 'ogpo',
    });
    // the code belongs to that address; another address was sent nothing
    expect((await call(t, '/api/otp/verify', { ...mail, email: 'anna@web.de', code })).json).toEqual({
      result: false,
      message: 'Код не был отправлен',
    });
    expect(await call(t, '/api/otp/verify', { ...mail, code })).toEqual({
      status: 200,
      json: { result: true },
    });
  });

  it('an insurer with a phone gets an SMS, its e-mail aside', async () => {
    const t = makeApp();
    await calculated(t);
    const sent = await call(t, '/api/otp/send', {
      phone: PHONE,
      email: 'erlan@mail.kz',
      resident: true,
      person: true,
    });
    expect(sent.json).toMatchObject({ type: 'sms', sendPhone: '+7(701) ***-**28' });
  });

  it('an insurer with neither a phone nor an e-mail', async () => {
    const t = makeApp();
    await calculated(t);
    const refused = {
      status: 400,
      json: {
        result: false,
        message: 'Укажите телефон или e-mail страхователя: код отправляется по СМС или письмом.',
      },
    };
    expect(await send(t, '7')).toEqual(refused);
    expect(
      await call(t, '/api/otp/send', { phone: '', email: 'not an e-mail', resident: false, person: true }),
    ).toEqual(refused);
  });

  it('a burst of new sales to one phone: 5 codes an hour, then 429 with a Russian message', async () => {
    const t = makeApp();
    await calculated(t, [...sales(1, 6), saleUlid(8), saleUlid(9)]);
    await calculated(t, [saleUlid(7)], reserveToken(t));
    for (let n = 1; n <= 5; n++) expect((await send(t, PHONE, saleUlid(n))).status).toBe(200);
    const refused = await call(t, '/api/otp/send', {
      ulid: saleUlid(6),
      phone: PHONE,
      resident: true,
      person: true,
    });
    expect(refused).toEqual({
      status: 429,
      json: {
        result: false,
        message: 'На этот номер отправлено слишком много кодов. Повторите попытку через 60 мин.',
      },
      retryAfter: '3600',
    });
    // another seller, the same phone: still the phone's hour
    expect((await send(t, PHONE, saleUlid(7), reserveToken(t))).status).toBe(429);
    // another phone is not held up; the phone gets codes again once the first of its hour is an hour old
    expect((await send(t, '+7(702) 722-0456', saleUlid(8))).status).toBe(200);
    t.advance(60 * 60_000);
    expect((await send(t, PHONE, saleUlid(9))).status).toBe(200);
  });

  it('one seller: 20 codes an hour to any phones, then 429', async () => {
    const t = makeApp();
    await calculated(t, sales(1, 21));
    await calculated(t, [saleUlid(22)], reserveToken(t));
    const phone = (n: number) => `+7(701) 600-${String(n).padStart(4, '0')}`;
    for (let n = 1; n <= 20; n++) expect((await send(t, phone(n), saleUlid(n))).status).toBe(200);
    expect(await send(t, phone(21), saleUlid(21))).toEqual({
      status: 429,
      json: { result: false, message: 'Вы отправили слишком много кодов. Повторите попытку через 60 мин.' },
      retryAfter: '3600',
    });
    // another seller is not held up by it
    expect((await send(t, phone(22), saleUlid(22), reserveToken(t))).status).toBe(200);
  });

  it("the insurer's code is in the answer in demo and test modes, never in production", async () => {
    for (const mode of ['demo', 'test'] as const) {
      const t = makeApp({ mode });
      await calculated(t);
      const sent = await send(t);
      expect(sent.json.code, mode).toMatch(/^\d{4}$/);
    }
    const t = makeApp({ mode: 'production' });
    // production seeds no demo users: a manager of its own
    const id = Number(
      t.db
        .prepare(
          `INSERT INTO users (login, iin, password_hash, surname, name, phone, role, status, has_terminal)
           VALUES ('770101300011', '770101300011', '!', 'Менеджер', 'Продаж', '+7(701) 000-0011', 3, 1, 1)`,
        )
        .run().lastInsertRowid,
    );
    const token = signToken(
      { sub: id, role: 3, apc: null },
      t.config.tokenSecret,
      3600,
      t.config.now(),
    ).token;
    // production keeps no state register to price against: the sale's calculation as calculate records it
    const ledger = { db: t.db, now: t.config.now() };
    stepSale(ledger, ULID, { type: 'data', digest: 'the sale as calculated' });
    stepSale(ledger, ULID, { type: 'calculate', premium: 45_753 });
    const sent = await send(t, PHONE, ULID, token);
    expect(sent).toEqual({ status: 200, json: { result: true, type: 'sms', sendPhone: '+7(701) ***-**28' } });
  });
});
