import { describe, expect, it } from 'vitest';
import { SessionFailureSchema } from '@sakta/core';
import { DEMO_PASSWORD } from '../src/platform/demo-users';
import { signToken } from '../src/platform/token';
import { T0, demo, get, grantOf, login, makeApp } from './helpers';

const INVALID = { status: 'Token is Invalid' };
const EXPIRED = { status: 'Token is Expired' };

describe('GET /api/refresh', () => {
  it('gives a new grant of the same user whose token works', async () => {
    const { app, advance } = makeApp();
    const first = await grantOf(await login(app, demo(3).iin));
    advance(60_000);
    const second = await grantOf(await get(app, '/api/refresh', first.access_token));
    expect(second.user).toEqual(first.user);
    expect(second.access_token).not.toBe(first.access_token);
    expect(Date.parse(second.ttlDate) - Date.parse(first.ttlDate)).toBe(60_000);
    expect((await get(app, '/api/get-ip', second.access_token)).status).toBe(200);
  });

  it('keeps the token’s apc, or takes the one from the apc header when it is the user’s', async () => {
    const { app } = makeApp();
    const withApc = await grantOf(await login(app, demo(8).iin, DEMO_PASSWORD, 'APC0097'));
    expect((await grantOf(await get(app, '/api/refresh', withApc.access_token))).user.apc).toBe('APC0097');

    const without = await grantOf(await login(app, demo(8).iin));
    expect(without.user.apc).toBeNull();
    const refreshed = await grantOf(await get(app, '/api/refresh', without.access_token, { apc: 'APC0097' }));
    expect(refreshed.user.apc).toBe('APC0097');
    // The new token carries it on.
    expect((await grantOf(await get(app, '/api/refresh', refreshed.access_token))).user.apc).toBe('APC0097');
  });

  it('renews up to 12 hours after the login, never past it: then 401 "Token is Expired"', async () => {
    const { app, advance } = makeApp();
    const first = await grantOf(await login(app, demo(3).iin));
    let grant = first;
    for (let i = 0; i < 23; i++) {
      advance(30 * 60_000);
      grant = await grantOf(await get(app, '/api/refresh', grant.access_token));
    }
    // 11 h 59 min after the login: the new token ends with the session, at 12 h, not an hour later.
    advance(29 * 60_000);
    const last = await grantOf(await get(app, '/api/refresh', grant.access_token));
    expect(last.ttl).toBe(60);
    expect(last.ttlDate).toBe(new Date(T0 + 12 * 3_600_000).toISOString());
    advance(60_000);
    expect((await get(app, '/api/refresh', last.access_token)).status).toBe(401);
    // A new login starts a new session.
    expect((await login(app, demo(3).iin)).status).toBe(200);
  });

  it('a token still valid is not renewed once its session is over', async () => {
    const { app, advance, config } = makeApp({ sessionMaxSeconds: 120 });
    const grant = await grantOf(await login(app, demo(3).iin));
    expect(grant.ttl).toBe(120);
    advance(60_000);
    expect((await grantOf(await get(app, '/api/refresh', grant.access_token))).ttl).toBe(60);
    advance(60_000);
    // A token of this session that itself lives another hour (as a longer SAKTA_TOKEN_TTL would give).
    const long = signToken(
      { sub: grant.user.id, role: 3, apc: null, sat: T0 },
      config.tokenSecret,
      3600,
      T0 + 120_000,
    );
    expect((await get(app, '/api/get-ip', long.token)).status).toBe(200);
    const res = await get(app, '/api/refresh', long.token);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual(EXPIRED);
  });

  it('refuses an apc header that is not the user’s', async () => {
    const { app, tokenFor } = makeApp();
    const res = await get(app, '/api/refresh', tokenFor(3), { apc: 'APC0097' });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ result: false, errors: ['Неверный APC'] });
  });
});

describe('token answers', () => {
  it('an expired token gets 401 "Token is Expired" on refresh and on any call', async () => {
    const { app, advance } = makeApp({ tokenTtl: 1 });
    const grant = await grantOf(await login(app, demo(0).iin));
    expect(grant.ttl).toBe(1);
    expect(grant.ttlDate).toBe(new Date(T0 + 1000).toISOString());
    advance(999);
    expect((await get(app, '/api/get-ip', grant.access_token)).status).toBe(200);
    advance(1);
    for (const path of ['/api/refresh', '/api/get-ip', '/api/accountant/terminals']) {
      const res = await get(app, path, grant.access_token);
      expect(res.status).toBe(401);
      const body = await res.json();
      expect(body).toEqual(EXPIRED);
      expect(SessionFailureSchema.parse(body).status).toBe('Token is Expired');
    }
  });

  it('a missing, garbage, tampered or foreign token gets 401 "Token is Invalid"', async () => {
    const { app, tokenFor, config } = makeApp();
    const good = tokenFor(3);
    const [h, p, s] = good.split('.') as [string, string, string];
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>;
    const promoted = Buffer.from(JSON.stringify({ ...payload, role: 0 })).toString('base64url');
    const foreign = signToken(
      { sub: 1, role: 0, apc: null },
      'another-secret-of-32-characters!',
      3600,
      T0,
    ).token;
    const expiredForgery = signToken(
      { sub: 1, role: 0, apc: null },
      'another-secret-of-32-characters!',
      1,
      T0 - 10_000,
    ).token;
    const tokens: (string | undefined)[] = [
      undefined,
      'garbage',
      'a.b.c',
      `${h}.${promoted}.${s}`,
      `${h}.${p}.${s.slice(0, -2)}`,
      foreign,
      expiredForgery,
    ];
    expect(config.tokenSecret).not.toBe('another-secret-of-32-characters!');
    for (const token of tokens) {
      for (const path of ['/api/refresh', '/api/get-ip']) {
        const res = await get(app, path, token);
        expect(res.status, `${path} with ${token}`).toBe(401);
        expect(await res.json()).toEqual(INVALID);
      }
    }
    const notBearer = await app.request('/api/get-ip', { headers: { Authorization: `Basic ${good}` } });
    expect(await notBearer.json()).toEqual(INVALID);
    expect((await get(app, '/api/get-ip', good)).status).toBe(200);
  });

  it('a token outlives neither its user nor the user’s activity', async () => {
    const { app, db, tokenFor } = makeApp();
    const token = tokenFor(5);
    expect((await get(app, '/api/refresh', token)).status).toBe(200);
    db.prepare('UPDATE users SET status = 2 WHERE iin = ?').run(demo(5).iin);
    expect(await (await get(app, '/api/refresh', token)).json()).toEqual(INVALID);
    db.prepare('DELETE FROM users WHERE iin = ?').run(demo(5).iin);
    expect(await (await get(app, '/api/get-ip', token)).json()).toEqual(INVALID);
  });
});
