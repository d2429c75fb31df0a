import { describe, expect, it } from 'vitest';
import { CodeSentSchema, ResultTrueSchema } from '@sakta/core';
import { prepareDatabase } from '../src/platform/app';
import { testConfig } from '../src/platform/config';
import { DEMO_PASSWORD } from '../src/platform/demo-users';
import {
  CODE_MESSAGES,
  CODE_TTL_SECONDS,
  MAX_CODE_ATTEMPTS,
  consumeCode,
  maskPhone,
  sendCode,
  verifyCode,
} from '../src/services/sms';
import { lastDevCode } from '../src/features/dev/outbox';
import { T0, demo, get, grantOf, login, makeApp, post, type TestApp } from './helpers';

/** The simulated SMS gateway, its dev-only endpoint, and the password reset built on it. */

function gateway(mode: 'test' | 'production' = 'test') {
  let now = T0;
  const lines: string[] = [];
  const config = testConfig({ mode, now: () => now, log: (l) => lines.push(l), scryptN: 1024 });
  const db = prepareDatabase(':memory:', config);
  return {
    db,
    config,
    lines,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

const RESET = { phone: '+7(701) 300-0017', purpose: 'reset', subject: '900101300017', ttlSeconds: 600 };

describe('the simulated SMS gateway', () => {
  it('sends a 4-digit code, logs it visibly and stores only a hash of it', () => {
    const { db, config, lines } = gateway();
    const sent = sendCode(db, config, RESET);
    expect(sent).toEqual({ sendPhone: '+7(701) ***-**17', sentAt: T0, expiresAt: T0 + 600_000 });
    const code = lastDevCode(db, { phone: '77013000017' })!.code;
    expect(code).toMatch(/^\d{4}$/);
    expect(lines).toEqual([
      `[sms] +7(701) 300-0017: Sakta: код ${code} для сброса пароля. Никому не сообщайте код`,
    ]);
    const row = db.prepare('SELECT * FROM sms_codes').get() as Record<string, unknown>;
    expect(row).toMatchObject({
      purpose: 'reset',
      subject: '900101300017',
      phone: '77013000017',
      attempts: 0,
    });
    expect(String(row.code_hash)).not.toContain(code);
    expect(String(row.code_hash).length).toBeGreaterThan(20);
  });

  it('puts the page link with the code into consent and document texts', () => {
    const { db, config, lines } = gateway();
    sendCode(db, config, {
      phone: '77015550101',
      purpose: 'kdp',
      subject: '850412401239',
      ttlSeconds: CODE_TTL_SECONDS.kdp,
      link: 'http://127.0.0.1:8080/kdp/850412401239',
    });
    const { code } = lastDevCode(db, { subject: '850412401239' })!;
    expect(lines.at(-1)).toBe(
      `[sms] +7(701) 555-0101: Sakta: код ${code} для согласия на сбор и обработку персональных данных: http://127.0.0.1:8080/kdp/850412401239?code=${code}`,
    );
  });

  it('accepts the right code (without using it up) and says "wrong" for another', () => {
    const { db, config } = gateway();
    sendCode(db, config, RESET);
    const { code } = lastDevCode(db, { subject: RESET.subject })!;
    const other = code === '0000' ? '0001' : '0000';
    expect(verifyCode(db, config, { purpose: 'reset', subject: RESET.subject, code: other })).toBe('wrong');
    expect(verifyCode(db, config, { purpose: 'reset', subject: RESET.subject, code })).toBe('ok');
    expect(verifyCode(db, config, { purpose: 'reset', subject: RESET.subject, code })).toBe('ok');
    // The same code for another purpose or subject is not valid.
    expect(verifyCode(db, config, { purpose: 'kdp', subject: RESET.subject, code })).toBe('none');
    expect(verifyCode(db, config, { purpose: 'reset', subject: '900101300027', code })).toBe('none');
    consumeCode(db, 'reset', RESET.subject);
    expect(verifyCode(db, config, { purpose: 'reset', subject: RESET.subject, code })).toBe('none');
  });

  it('expires the reset code after 600 s and consent codes after 24 hours', () => {
    const { db, config, advance } = gateway();
    sendCode(db, config, RESET);
    sendCode(db, config, { ...RESET, purpose: 'kdp', ttlSeconds: CODE_TTL_SECONDS.kdp });
    const reset = lastDevCode(db, { subject: RESET.subject, purpose: 'reset' })!.code;
    const kdp = lastDevCode(db, { subject: RESET.subject, purpose: 'kdp' })!.code;
    advance(599_999);
    expect(verifyCode(db, config, { purpose: 'reset', subject: RESET.subject, code: reset })).toBe('ok');
    advance(1);
    expect(verifyCode(db, config, { purpose: 'reset', subject: RESET.subject, code: reset })).toBe('expired');
    advance(24 * 3600_000 - 600_001);
    expect(verifyCode(db, config, { purpose: 'kdp', subject: RESET.subject, code: kdp })).toBe('ok');
    advance(1);
    expect(verifyCode(db, config, { purpose: 'kdp', subject: RESET.subject, code: kdp })).toBe('expired');
    expect(CODE_TTL_SECONDS).toEqual({ reset: 600, kdp: 86_400, document: 86_400, agreement: 300 });
  });

  it('blocks the code at the 5th wrong try, even for the right code, until a new code is sent', () => {
    const { db, config } = gateway();
    sendCode(db, config, RESET);
    const { code } = lastDevCode(db, { subject: RESET.subject })!;
    const wrong = code === '9999' ? '9998' : '9999';
    const q = { purpose: 'reset', subject: RESET.subject };
    for (let i = 1; i < MAX_CODE_ATTEMPTS; i++)
      expect(verifyCode(db, config, { ...q, code: wrong })).toBe('wrong');
    expect(verifyCode(db, config, { ...q, code: wrong })).toBe('blocked');
    expect(verifyCode(db, config, { ...q, code })).toBe('blocked');
    sendCode(db, config, RESET);
    const fresh = lastDevCode(db, { subject: RESET.subject })!.code;
    expect(verifyCode(db, config, { ...q, code: fresh })).toBe('ok');
    expect(MAX_CODE_ATTEMPTS).toBe(5);
  });

  it('says the spec messages in Russian', () => {
    expect(CODE_MESSAGES).toEqual({
      wrong: 'Неверный код',
      expired: 'Срок действия кода истёк. Запросите новый код',
      blocked: 'Превышено количество попыток. Запросите новый код',
      none: 'Код не был отправлен',
    });
  });

  it('in production keeps no plain code and hides it in the log', () => {
    const { db, config, lines } = gateway('production');
    sendCode(db, config, RESET);
    expect(db.prepare('SELECT count(*) AS n FROM dev_sms_outbox').get()).toEqual({ n: 0 });
    expect(lines).toEqual([
      '[sms] +7(701) 300-0017: Sakta: код **** для сброса пароля. Никому не сообщайте код',
    ]);
    expect(db.prepare('SELECT count(*) AS n FROM sms_codes').get()).toEqual({ n: 1 });
  });

  it('masks phones as the code-sent step shows them', () => {
    expect(maskPhone('+7(701) 123-4567')).toBe('+7(701) ***-**67');
    expect(maskPhone('77071234599')).toBe('+7(707) ***-**99');
  });
});

describe('GET /api/dev/last-code', () => {
  it('returns the last code sent to a phone, given as digits or as the mask, or for a subject', async () => {
    const { app, db } = makeApp();
    await app.request('/api/reset-password', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ iin: '900101300017' }),
    });
    const expected = lastDevCode(db, { subject: '900101300017' })!;
    for (const q of [
      'phone=77013000017',
      `phone=${encodeURIComponent('+7(701) 300-0017')}`,
      'subject=900101300017',
    ]) {
      const res = await get(app, `/api/dev/last-code?${q}`);
      expect(res.status, q).toBe(200);
      expect(await res.json()).toEqual({
        phone: '+7(701) 300-0017',
        email: '',
        code: expected.code,
        purpose: 'reset',
        subject: '900101300017',
        text: expected.text,
        sentAt: new Date(T0).toISOString(),
      });
    }
  });

  it('answers 404 when nothing was sent there, 400 without phone or subject', async () => {
    const { app } = makeApp();
    const none = await get(app, '/api/dev/last-code?phone=77770000000');
    expect(none.status).toBe(404);
    expect(await none.json()).toEqual({ result: false, errors: ['Коды на этот номер не отправлялись'] });
    const bare = await get(app, '/api/dev/last-code');
    expect(bare.status).toBe(400);
  });

  it('does not exist in production mode, nor do the other dev endpoints', async () => {
    const { app } = makeApp({ mode: 'production' });
    const res = await get(app, '/api/dev/last-code?phone=77013000017');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ result: false, errors: ['Метод не найден'] });
    for (const path of ['/api/dev/kdp/send', '/api/dev/functional/send']) {
      const post = await app.request(path, { method: 'POST', body: '{}' });
      expect(post.status, path).toBe(404);
      expect(await post.json()).toEqual({ result: false, errors: ['Метод не найден'] });
    }
  });
});

const NEW_PASSWORD = 'Novyi-parol-2026!';

async function devCode(app: TestApp, iin: string): Promise<string> {
  const res = await get(app, `/api/dev/last-code?subject=${iin}&purpose=reset`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { code: string }).code;
}

function otherCode(code: string): string {
  return code === '1111' ? '2222' : '1111';
}

async function requestAndCheck(app: TestApp, iin: string): Promise<string> {
  expect((await post(app, '/api/reset-password', { iin })).status).toBe(200);
  const code = await devCode(app, iin);
  expect(await (await post(app, '/api/check-code', { iin, code, type: 0 })).json()).toEqual({ result: true });
  return code;
}

describe('password reset', () => {
  it('end to end: code by SMS, check, new password; then login works with the new password only', async () => {
    const { app } = makeApp();
    const user = demo(3);
    const sent = await post(app, '/api/reset-password', { iin: user.iin });
    expect(sent.status).toBe(200);
    expect(CodeSentSchema.parse(await sent.json())).toEqual({ result: true, sendPhone: '+7(707) ***-**47' });

    const code = await devCode(app, user.iin);
    const check = await post(app, '/api/check-code', { iin: user.iin, code, type: 0 });
    expect(check.status).toBe(200);
    expect(ResultTrueSchema.parse(await check.json())).toEqual({ result: true });

    const set = await post(app, '/api/set-password', {
      form: { iin: user.iin, code, password: NEW_PASSWORD, confirm: NEW_PASSWORD },
    });
    expect(set.status).toBe(200);
    expect(await set.json()).toEqual({ result: true, message: 'Пароль был успешно изменен' });

    const grant = await grantOf(await login(app, user.iin, NEW_PASSWORD));
    expect(grant.user.iin).toBe(user.iin);
    expect((await login(app, user.iin, DEMO_PASSWORD)).status).toBe(401);

    // The code is used up: it cannot set the password again.
    const again = await post(app, '/api/set-password', {
      form: { iin: user.iin, code, password: 'Drugoi-parol-1!', confirm: 'Drugoi-parol-1!' },
    });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ result: false, message: 'Код не был отправлен' });
  });

  it('ends every session that began before the new password (a stolen token stops working)', async () => {
    const { app, advance } = makeApp();
    const user = demo(3);
    const before = await grantOf(await login(app, user.iin));
    expect((await get(app, '/api/get-ip', before.access_token)).status).toBe(200);
    advance(1000);
    const code = await requestAndCheck(app, user.iin);
    await post(app, '/api/set-password', {
      form: { iin: user.iin, code, password: NEW_PASSWORD, confirm: NEW_PASSWORD },
    });
    for (const path of ['/api/get-ip', '/api/refresh']) {
      const res = await get(app, path, before.access_token);
      expect(res.status, path).toBe(401);
      expect(await res.json()).toEqual({ status: 'Token is Invalid' });
    }
    advance(1000);
    const after = await grantOf(await login(app, user.iin, NEW_PASSWORD));
    expect((await get(app, '/api/get-ip', after.access_token)).status).toBe(200);
  });

  it('clears the login limit of the IIN, so a locked-out user can log in right away', async () => {
    const { app, config } = makeApp();
    const user = demo(4);
    for (let i = 0; i < config.loginMaxAttempts; i++) await login(app, user.iin, 'wrong-password-1');
    expect((await login(app, user.iin)).status).toBe(429);
    const code = await requestAndCheck(app, user.iin);
    await post(app, '/api/set-password', {
      form: { iin: user.iin, code, password: NEW_PASSWORD, confirm: NEW_PASSWORD },
    });
    expect((await login(app, user.iin, NEW_PASSWORD)).status).toBe(200);
  });

  it('answers an unknown IIN, a blocked user and one without a phone exactly like a user: no SMS, no hint', async () => {
    const { app, db } = makeApp();
    db.prepare('UPDATE users SET status = 2 WHERE iin = ?').run(demo(5).iin);
    db.prepare("UPDATE users SET phone = '+7' WHERE iin = ?").run(demo(6).iin);
    const real = await post(app, '/api/reset-password', { iin: demo(4).iin });
    expect(real.status).toBe(200);
    const realBody = CodeSentSchema.parse(await real.json());
    for (const iin of ['900101300125', demo(5).iin, demo(6).iin]) {
      const res = await post(app, '/api/reset-password', { iin });
      expect(res.status, iin).toBe(200);
      const body = CodeSentSchema.parse(await res.json());
      expect(Object.keys(body).sort()).toEqual(Object.keys(realBody).sort());
      expect(body.sendPhone).toMatch(/^\+7\(7\d\d\) \*\*\*-\*\*\d\d$/);
      expect(lastDevCode(db, { subject: iin })).toBeNull();
      // The same phone every time, the same resend limit, and a code check that fails like a wrong code.
      const again = await post(app, '/api/reset-password', { iin });
      expect(again.status).toBe(429);
      const check = await post(app, '/api/check-code', { iin, code: '1234', type: 0 });
      expect(await check.json()).toEqual({ result: false, message: 'Неверный код' });
    }

    const malformed = await post(app, '/api/reset-password', { iin: '12345' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ result: false, errors: ['ИИН должен содержать 12 цифр'] });
  });

  it('10 wrong codes within an hour lock the reset of the IIN, however many new codes are asked for', async () => {
    const { app, advance } = makeApp();
    const iin = demo(2).iin;
    for (let round = 0; round < 2; round++) {
      expect((await post(app, '/api/reset-password', { iin })).status).toBe(200);
      const code = await devCode(app, iin);
      for (let i = 0; i < 5; i++) await post(app, '/api/check-code', { iin, code: otherCode(code), type: 0 });
      advance(60_000);
    }
    const locked = {
      result: false,
      errors: ['Слишком много неверных кодов. Повторите попытку через 58 мин.'],
    };
    const res = await post(app, '/api/reset-password', { iin });
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual(locked);
    advance(58 * 60_000);
    expect(await (await post(app, '/api/check-code', { iin, code: '0000', type: 0 })).json()).toEqual({
      result: false,
      message: 'Превышено количество попыток. Запросите новый код',
    });
    expect((await post(app, '/api/reset-password', { iin })).status).toBe(200);
  });

  it('check-code: wrong code -> "Неверный код"; the 5th wrong try blocks; then the right code is refused too', async () => {
    const { app, advance } = makeApp();
    const iin = demo(0).iin;
    await post(app, '/api/reset-password', { iin });
    const code = await devCode(app, iin);
    for (let i = 1; i <= 4; i++) {
      const res = await post(app, '/api/check-code', { iin, code: otherCode(code), type: 0 });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ result: false, message: 'Неверный код' });
    }
    const fifth = await post(app, '/api/check-code', { iin, code: otherCode(code), type: 0 });
    expect(fifth.status).toBe(429);
    const blocked = { result: false, message: 'Превышено количество попыток. Запросите новый код' };
    expect(await fifth.json()).toEqual(blocked);
    expect(await (await post(app, '/api/check-code', { iin, code, type: 0 })).json()).toEqual(blocked);
    // A new code works (once the minimum interval between two reset codes has passed).
    advance(60_000);
    await post(app, '/api/reset-password', { iin });
    const fresh = await devCode(app, iin);
    expect(await (await post(app, '/api/check-code', { iin, code: fresh, type: 0 })).json()).toEqual({
      result: true,
    });
  });

  it('reset-password: one code per IIN per minute (429 with Retry-After), the phone is not flooded', async () => {
    const { app, advance } = makeApp();
    const iin = demo(2).iin;
    expect((await post(app, '/api/reset-password', { iin })).status).toBe(200);
    const first = await devCode(app, iin);
    advance(20_000);
    const again = await post(app, '/api/reset-password', { iin });
    expect(again.status).toBe(429);
    expect(again.headers.get('Retry-After')).toBe('40');
    expect(await again.json()).toEqual({
      result: false,
      errors: ['Код уже отправлен. Повторная отправка возможна через 40 с.'],
    });
    expect(await devCode(app, iin)).toBe(first);
    advance(40_000);
    expect((await post(app, '/api/reset-password', { iin })).status).toBe(200);
  });

  it('check-code: expired after 600 s; none sent -> "Код не был отправлен"; type must be 0', async () => {
    const { app, advance } = makeApp();
    const iin = demo(1).iin;
    const none = await post(app, '/api/check-code', { iin, code: '1234', type: 0 });
    expect(await none.json()).toEqual({ result: false, message: 'Код не был отправлен' });

    await post(app, '/api/reset-password', { iin });
    const code = await devCode(app, iin);
    advance(600_000);
    const expired = await post(app, '/api/check-code', { iin, code, type: 0 });
    expect(expired.status).toBe(400);
    expect(await expired.json()).toEqual({
      result: false,
      message: 'Срок действия кода истёк. Запросите новый код',
    });
    expect((await post(app, '/api/check-code', { iin, code, type: 1 })).status).toBe(400);
    expect(await (await post(app, '/api/check-code', { iin, code: '12a4', type: 0 })).json()).toEqual({
      result: false,
      errors: ['Код должен содержать 4 цифры'],
    });
  });

  it('set-password: needs the code confirmed by check-code first', async () => {
    const { app } = makeApp();
    const iin = demo(2).iin;
    await post(app, '/api/reset-password', { iin });
    const code = await devCode(app, iin);
    const res = await post(app, '/api/set-password', {
      form: { iin, code, password: NEW_PASSWORD, confirm: NEW_PASSWORD },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ result: false, message: 'Сначала подтвердите код из SMS' });
    expect((await login(app, iin, NEW_PASSWORD)).status).toBe(401);
  });

  it('set-password: a weak password and a mismatch are refused with Russian messages, the code stays usable', async () => {
    const { app } = makeApp();
    const iin = demo(7).iin;
    const code = await requestAndCheck(app, iin);
    const weak = 'password1';
    const cases: [string, string, string][] = [
      [
        weak,
        weak,
        'Пароль должен содержать строчную и заглавную буквы, цифру, специальный символ и быть длиннее 8 символов',
      ],
      [
        'Abcdef1!',
        'Abcdef1!',
        'Пароль должен содержать строчную и заглавную буквы, цифру, специальный символ и быть длиннее 8 символов',
      ],
      [NEW_PASSWORD, `${NEW_PASSWORD}x`, 'Пароли не совпадают'],
      [
        weak,
        'other',
        'Пароль должен содержать строчную и заглавную буквы, цифру, специальный символ и быть длиннее 8 символов. Пароли не совпадают',
      ],
    ];
    for (const [password, confirm, message] of cases) {
      const res = await post(app, '/api/set-password', { form: { iin, code, password, confirm } });
      expect(res.status, password).toBe(400);
      expect(await res.json()).toEqual({ result: false, message });
    }
    const ok = await post(app, '/api/set-password', {
      form: { iin, code, password: NEW_PASSWORD, confirm: NEW_PASSWORD },
    });
    expect(await ok.json()).toEqual({ result: true, message: 'Пароль был успешно изменен' });
  });

  it('set-password: a wrong or expired code is refused', async () => {
    const { app, advance } = makeApp();
    const iin = demo(8).iin;
    const code = await requestAndCheck(app, iin);
    const wrong = await post(app, '/api/set-password', {
      form: { iin, code: otherCode(code), password: NEW_PASSWORD, confirm: NEW_PASSWORD },
    });
    expect(await wrong.json()).toEqual({ result: false, message: 'Неверный код' });
    advance(600_000);
    const expired = await post(app, '/api/set-password', {
      form: { iin, code, password: NEW_PASSWORD, confirm: NEW_PASSWORD },
    });
    expect(await expired.json()).toEqual({
      result: false,
      message: 'Срок действия кода истёк. Запросите новый код',
    });
    expect((await login(app, iin, NEW_PASSWORD)).status).toBe(401);
  });
});
