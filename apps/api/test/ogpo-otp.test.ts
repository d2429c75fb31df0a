import { describe, expect, it } from 'vitest';
import { makeApp, post } from './helpers';

const ULID = '01JDM9ZK3T8Q4W6X2Y7V5R1N0P';
const PHONE = '+7(701) 512-0128';
type T = ReturnType<typeof makeApp>;

async function call(t: T, path: string, body: Record<string, unknown>) {
  const res = await post(
    t.app,
    path,
    { ulid: ULID, email: '', ...body },
    { Authorization: `Bearer ${t.tokenFor(3)}` },
  );
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}
const send = (t: T, phone = PHONE) => call(t, '/api/otp/send', { phone, resident: true, person: true });
const verify = (t: T, code: string, phone = PHONE) => call(t, '/api/otp/verify', { phone, code });

describe("the insurer's one-time code (otp/send, otp/verify)", () => {
  it('sends a 4-digit SMS through the gateway and confirms it', async () => {
    const t = makeApp();
    const sent = await send(t);
    expect(sent.status).toBe(200);
    expect(sent.json).toMatchObject({ result: true, type: 'sms', sendPhone: '+7(701) ***-**28' });
    const code = sent.json.code as string;
    expect(code).toMatch(/^\d{4}$/);
    const outbox = t.db.prepare("SELECT phone, text FROM dev_sms_outbox WHERE purpose = 'ogpo'").get();
    expect(outbox).toEqual({ phone: '77015120128', text: `Sakta: код ${code}` });
    expect(await verify(t, code)).toEqual({ status: 200, json: { result: true } });
  });

  it('a wrong code is refused; the right one still works', async () => {
    const t = makeApp();
    const code = (await send(t)).json.code as string;
    const wrong = code === '0000' ? '1111' : '0000';
    expect(await verify(t, wrong)).toEqual({ status: 400, json: { result: false, message: 'Неверный код' } });
    expect((await verify(t, code)).json).toEqual({ result: true });
  });

  it('the code belongs to the phone it went to', async () => {
    const t = makeApp();
    const code = (await send(t)).json.code as string;
    expect((await verify(t, code, '+7(702) 722-0456')).json).toEqual({
      result: false,
      message: 'Код не был отправлен',
    });
  });

  it('another code not before 60 s', async () => {
    const t = makeApp();
    await send(t);
    expect((await send(t)).status).toBe(429);
    t.advance(60_000);
    expect((await send(t)).status).toBe(200);
  });

  it('an insurer without a phone', async () => {
    expect(await send(makeApp(), '7')).toEqual({
      status: 400,
      json: { result: false, message: 'Укажите телефон страхователя: код отправляется по SMS.' },
    });
  });
});
