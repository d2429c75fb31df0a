import { describe, expect, it } from 'vitest';
import { ROLE_IDS, SessionGrantSchema, ru } from '@sakta/core';
import { DEMO_PASSWORD, DEMO_USERS } from '../src/platform/demo-users';
import { T0, demo, get, grantOf, login, makeApp, post } from './helpers';

describe('POST /api/login', () => {
  it('logs in every demo user with the shape of core SessionGrantSchema and the user of that role', async () => {
    const { app, config } = makeApp();
    for (const u of DEMO_USERS) {
      const grant = await grantOf(await login(app, u.iin));
      expect(grant.user).toMatchObject({
        iin: u.iin,
        role: u.role,
        login: u.login,
        surname: u.surname,
        name: u.name,
        patronymic: u.patronymic,
        phone: u.phone,
        email: u.email,
        birthday: '1990-01-01',
        c_id: u.c_id,
        apc: null,
        hasTerminal: [0, 3, 4, 5, 8].includes(u.role),
      });
      expect(grant.ttl).toBe(config.tokenTtl);
      expect(grant.ttlDate).toBe(new Date(T0 + config.tokenTtl * 1000).toISOString());
      // The token works on a call open to every role.
      expect((await get(app, '/api/get-ip', grant.access_token)).status).toBe(200);
    }
    expect(DEMO_USERS.map((u) => u.role)).toEqual([...ROLE_IDS]);
  });

  it('sets the session apc to the given one when it belongs to the user, null without one', async () => {
    const { app } = makeApp();
    const reserve = demo(8);
    expect((await grantOf(await login(app, reserve.iin, DEMO_PASSWORD, 'APC0097'))).user.apc).toBe('APC0097');
    expect((await grantOf(await login(app, reserve.iin, DEMO_PASSWORD, ''))).user.apc).toBeNull();
    expect((await grantOf(await login(app, reserve.iin))).user.apc).toBeNull();
  });

  it('refuses an apc that is not the user’s with 401 "Неверный APC"', async () => {
    const { app } = makeApp();
    for (const [role, apc] of [
      [8, 'APC0098'],
      [0, 'APC0097'],
    ] as const) {
      const res = await login(app, demo(role).iin, DEMO_PASSWORD, apc);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ result: false, errors: ['Неверный APC'] });
    }
  });

  it('answers a wrong password and an unknown IIN alike: 401 "Неверный ИИН или пароль"', async () => {
    const { app } = makeApp();
    const wrong = await login(app, demo(0).iin, 'Sakta-demo-2025!');
    const unknown = await login(app, '900101300125', DEMO_PASSWORD);
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ result: false, errors: [ru.errors.wrongCredentials] });
    }
    expect(ru.errors.wrongCredentials).toBe('Неверный ИИН или пароль');
  });

  it('refuses a blocked user with the right password: "Пользователь заблокирован"', async () => {
    const { app, db } = makeApp();
    db.prepare('UPDATE users SET status = 2 WHERE iin = ?').run(demo(4).iin);
    const res = await login(app, demo(4).iin);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ result: false, errors: ['Пользователь заблокирован'] });
    // ...and a wrong password of a blocked user still reveals nothing about the account.
    const wrong = await login(app, demo(4).iin, 'not-the-password');
    expect(await wrong.json()).toEqual({ result: false, errors: ['Неверный ИИН или пароль'] });
  });

  describe('malformed bodies get 400 with errors[] in Russian', () => {
    const cases: [string, string | object, string[]][] = [
      ['not JSON', 'iin=900101300017&password=x', ['Тело запроса должно быть в формате JSON.']],
      ['an empty body', '', ['Тело запроса должно быть в формате JSON.']],
      ['a JSON array', [], ['Тело запроса должно быть JSON-объектом.']],
      ['missing fields', {}, ['Поле «ИИН» обязательно.', 'Поле «Пароль» обязательно.']],
      ['a missing password', { iin: '900101300017' }, ['Поле «Пароль» обязательно.']],
      [
        'an IIN of 11 digits',
        { iin: '90010130001', password: DEMO_PASSWORD },
        ['ИИН должен содержать 12 цифр'],
      ],
      [
        'an IIN as a number',
        { iin: 900101300017, password: DEMO_PASSWORD },
        ['Поле «ИИН» должно быть строкой.'],
      ],
      ['an empty password', { iin: '900101300017', password: '' }, ['Введите пароль']],
      [
        'an apc with symbols',
        { iin: '900101300017', password: DEMO_PASSWORD, apc: 'APC-0097' },
        ['APC содержит только буквы и цифры'],
      ],
    ];
    for (const [name, body, errors] of cases) {
      it(name, async () => {
        const { app } = makeApp();
        const res = await post(app, '/api/login', body);
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({ result: false, errors });
      });
    }
  });

  describe('rate limit per IIN', () => {
    it('after 5 failures answers 429 with the wait in seconds, even to the right password', async () => {
      const { app, advance } = makeApp();
      const iin = demo(3).iin;
      for (let i = 0; i < 5; i++) {
        advance(10_000);
        expect((await login(app, iin, `wrong-${i}`)).status).toBe(401);
      }
      advance(10_000);
      const limited = await login(app, iin);
      expect(limited.status).toBe(429);
      // First failure at T0+10 s, window 900 s, now T0+60 s: allowed again in 850 s.
      expect(await limited.json()).toEqual({
        result: false,
        errors: ['Слишком много попыток входа. Попробуйте через 850 с.'],
      });
      expect(limited.headers.get('Retry-After')).toBe('850');

      // Another IIN is not affected.
      expect((await login(app, demo(4).iin)).status).toBe(200);

      // Once the first failure leaves the window, one more attempt is allowed, and the right password works.
      advance(850_000);
      expect((await login(app, iin)).status).toBe(200);
    });

    it('counts unknown IINs and wrong apcs; a success clears the count', async () => {
      const { app } = makeApp({ loginMaxAttempts: 3 });
      const reserve = demo(8).iin;
      expect((await login(app, reserve, DEMO_PASSWORD, 'APC0001')).status).toBe(401);
      expect((await login(app, reserve, 'wrong-password')).status).toBe(401);
      expect((await login(app, reserve)).status).toBe(200);
      // Cleared: three new failures are needed to lock again.
      for (let i = 0; i < 2; i++) expect((await login(app, reserve, 'wrong-password')).status).toBe(401);
      expect((await login(app, reserve)).status).toBe(200);

      const nobody = '900101300125';
      for (let i = 0; i < 3; i++) expect((await login(app, nobody, 'x')).status).toBe(401);
      expect((await login(app, nobody, 'x')).status).toBe(429);
    });

    it('does not count malformed bodies', async () => {
      const { app } = makeApp({ loginMaxAttempts: 1 });
      for (let i = 0; i < 3; i++)
        expect((await post(app, '/api/login', { iin: demo(0).iin })).status).toBe(400);
      expect((await login(app, demo(0).iin)).status).toBe(200);
    });
  });

  it('limits failed logins per client address across IINs: 20 in 15 minutes, then 429 for that address only', async () => {
    const { app, advance } = makeApp();
    const from = (address: string, iin: string, password = DEMO_PASSWORD) =>
      app.request(
        '/api/login',
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ iin, password }),
        },
        { incoming: { socket: { remoteAddress: address } } },
      );
    // A good login does not count.
    expect((await from('10.0.0.7', demo(0).iin)).status).toBe(200);
    // Four wrong passwords for each of five users: under every per-IIN limit, 20 for the address.
    for (const role of [1, 2, 3, 4, 5] as const)
      for (let i = 0; i < 4; i++)
        expect((await from('10.0.0.7', demo(role).iin, 'Wrong-pass-1')).status).toBe(401);
    const refused = await from('10.0.0.7', demo(6).iin);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('900');
    expect(await refused.json()).toEqual({
      result: false,
      errors: ['Слишком много попыток входа. Попробуйте через 900 с.'],
    });
    expect((await from('10.0.0.8', demo(6).iin)).status).toBe(200);
    advance(900_000);
    expect((await from('10.0.0.7', demo(6).iin)).status).toBe(200);
  });

  it('gives every grant a token of its own user and role', async () => {
    const { app } = makeApp();
    const a = SessionGrantSchema.parse(await (await login(app, demo(2).iin)).json());
    const b = SessionGrantSchema.parse(await (await login(app, demo(3).iin)).json());
    expect(a.access_token).not.toBe(b.access_token);
    expect((await get(app, '/api/accountant/terminals', a.access_token)).status).toBe(200);
    expect((await get(app, '/api/accountant/terminals', b.access_token)).status).toBe(403);
  });
});
