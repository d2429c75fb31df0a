import { describe, expect, it } from 'vitest';
import { ROLE_IDS, inAnyGroup } from '@sakta/core';
import { ENDPOINTS } from '../src/platform/routes';
import { get, makeApp } from './helpers';

const FORBIDDEN = { result: false, errors: ['Недостаточно прав для этого действия.'] };

/** Protected GET endpoints with path parameters, called with what the seed gives every role allowed to call them. */
const SAMPLE_PATHS: Record<string, string> = {
  // Agreement 8 waits for every demo user (apps/api/src/features/home/seed-data.ts); 2102 is an issued contract.
  '/api/agreement/my-agreement-send-otp/:id': '/api/agreement/my-agreement-send-otp/8',
  '/api/agreement/my-agreement-check/:id': '/api/agreement/my-agreement-check/8',
  '/api/agreement/my-agreement-document/:id': '/api/agreement/my-agreement-document/8',
  '/api/admin/admin-info/document/:id': '/api/admin/admin-info/document/2102?kind=policy',
  '/api/admin/agreement/admin/confirmeds/:id': '/api/admin/agreement/admin/confirmeds/1',
  '/api/admin/agreement/admin/export': '/api/admin/agreement/admin/export?id=1',
  '/api/client/demo-scans/:id': '/api/client/demo-scans/wilson-passport',
  '/api/pdf/instructions/:file': '/api/pdf/instructions/general-usage.pdf',
  // Drafts: the history of OGPO; a draft nobody has (item answers {result: false}, delete the first page).
  '/api/draft/history/:product': '/api/draft/history/OGPO_WEB_EA',
  '/api/draft/item/:id/:product': '/api/draft/item/01JDS8RAFT0000000000MISSIN/OGPO_WEB_EA',
  '/api/draft/delete/:id': '/api/draft/delete/01JDS8RAFT0000000000MISSIN',
};

/**
 * Protected GET endpoints that name an object of the caller's own (a termination is its owner's: another user's is
 * refused, which ownership.test.ts walks): the sample each role calls is one of its own where it has one.
 */
const OWN_SAMPLE_PATHS: Record<string, (db: ReturnType<typeof makeApp>['db'], role: number) => string> = {
  '/api/contracts/functional/history/:id/document': (db, role) => {
    const own = db
      .prepare(
        'SELECT h.id FROM termination_history h JOIN users u ON u.id = h.user_id WHERE u.role = ? ORDER BY h.id LIMIT 1',
      )
      .get(role) as { id: number } | undefined;
    return `/api/contracts/functional/history/${own?.id ?? 1}/document`;
  },
  // a travel draft of the role's demo user (a missing one is 404), made for the roles the seed gives none
  '/api/travel/item/:id': (db, role) => {
    const id = `01JTRAVELACCESS000000000${String(role).padStart(2, '0')}`;
    const user = db.prepare('SELECT id FROM users WHERE role = ? ORDER BY id LIMIT 1').get(role) as {
      id: number;
    };
    const travel = {
      number: id,
      product: 'VZR_EU',
      insurer: { title: 'Страхователь', iin: null },
      travellers: [],
      countries: ['Турция'],
      date_from: '2026-04-01',
      date_to: '2026-04-07',
      insured_sum_eur: null,
      premium: null,
    };
    db.prepare(
      `INSERT OR IGNORE INTO drafts (id, user_id, product, policy, created_at, updated_at)
       VALUES (?, ?, 'VZR_EU', ?, 0, 0)`,
    ).run(id, user.id, JSON.stringify(travel));
    return `/api/travel/item/${id}`;
  },
};

describe('role checks', () => {
  it('only health, login, logout and the calls of the pages met without a session are public', () => {
    // Every public endpoint is a deliberate choice: logout (it only removes the pages' session cookie), the
    // reset, the customer's pages (consent, document, payment), the provider's signed post-back and the dev-only
    // SMS reader.
    expect(ENDPOINTS.filter((e) => e.access === 'public').map((e) => e.path)).toEqual([
      '/api/health',
      '/api/login',
      '/api/logout',
      '/api/reset-password',
      '/api/check-code',
      '/api/set-password',
      '/api/kdp/check-status',
      '/api/kdp/accept',
      '/api/kdp/get-document',
      '/api/functional/otp/get-data',
      '/api/functional/otp/accept',
      '/api/get-to-epay/:id',
      '/api/epay/order/result/:id',
      '/api/dev/last-code',
      '/api/dev/kdp/send',
      '/api/dev/functional/send',
    ]);
  });

  it('each protected GET endpoint answers 403 exactly to the roles outside its groups', async () => {
    const { app, db, tokenFor } = makeApp();
    for (const e of ENDPOINTS) {
      if (e.access === 'public' || e.method !== 'GET') continue;
      for (const role of ROLE_IDS) {
        const path = OWN_SAMPLE_PATHS[e.path]?.(db, role) ?? SAMPLE_PATHS[e.path] ?? e.path;
        expect(path, `${e.path} needs a sample in SAMPLE_PATHS`).not.toContain(':');
        const res = await get(app, path, tokenFor(role, role === 8 ? 'APC0097' : null));
        const allowed = inAnyGroup(role, e.access);
        expect(res.status, `${e.path} as role ${role}`).toBe(allowed ? 200 : 403);
        if (!allowed) expect(await res.json()).toEqual(FORBIDDEN);
      }
    }
    // a walk of every GET endpoint as each of the 12 roles (several hundred requests): more than the default 5 s
    // on a busy 2-core machine
  }, 30_000);

  it('GET /api/accountant/terminals: role 3 forbidden, the accountant sees the terminals, role 0 sees all', async () => {
    const { app, tokenFor } = makeApp();
    const manager = await get(app, '/api/accountant/terminals', tokenFor(3));
    expect(manager.status).toBe(403);
    expect(await manager.json()).toEqual(FORBIDDEN);

    const accountant = await get(app, '/api/accountant/terminals', tokenFor(2));
    expect(accountant.status).toBe(200);
    const own = (await accountant.json()) as {
      result: true;
      data: { id: number; terminal: string; status: number; branch: string }[];
    };
    expect(own.result).toBe(true);
    expect(own.data.map((t) => t.terminal)).toEqual(['88880001', '88880002', '88880003']);
    expect(own.data[0]).toEqual({ id: 1, terminal: '88880001', status: 1, branch: 'Филиал г. Алматы' });
    expect(own.data.map((t) => t.status)).toEqual([1, 1, 0]);

    const admin = await get(app, '/api/accountant/terminals', tokenFor(0));
    expect(admin.status).toBe(200);
    expect(((await admin.json()) as { data: unknown[] }).data).toHaveLength(4);
  });

  it('checks the role in the database, not the one written in the token', async () => {
    const { app, db, tokenFor } = makeApp();
    const token = tokenFor(2);
    db.prepare('UPDATE users SET role = 3 WHERE role = 2').run();
    expect((await get(app, '/api/accountant/terminals', token)).status).toBe(403);
  });

  it('GET /api/get-ip answers every role with an ip', async () => {
    const { app, tokenFor } = makeApp();
    for (const role of ROLE_IDS) {
      const res = await get(app, '/api/get-ip', tokenFor(role));
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ ip: expect.stringMatching(/^[\d.:a-f]+$/) });
    }
  });
});

describe('public and unknown paths', () => {
  it('GET /api/health needs no token', async () => {
    const { app, config } = makeApp();
    const res = await get(app, '/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, version: config.version });
  });

  it('unknown /api paths and wrong methods get 404 "Метод не найден", with or without a token', async () => {
    const { app, tokenFor } = makeApp();
    const requests: [string, RequestInit][] = [
      ['/api/nothing-here', {}],
      ['/api', {}],
      ['/api/accountant/terminals/1', { headers: { Authorization: `Bearer ${tokenFor(0)}` } }],
      ['/api/login', { method: 'GET' }],
      ['/api/refresh', { method: 'POST' }],
    ];
    for (const [path, init] of requests) {
      const res = await app.request(path, init);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ result: false, errors: ['Метод не найден'] });
    }
  });

  it('answers are never cached', async () => {
    const { app } = makeApp();
    expect((await get(app, '/api/health')).headers.get('Cache-Control')).toBe('no-store');
    expect((await get(app, '/api/get-ip')).headers.get('Cache-Control')).toBe('no-store');
  });
});

describe('CORS', () => {
  it('allows only the configured origins, with the apc header', async () => {
    const { app } = makeApp({ corsOrigins: ['http://localhost:5173'] });
    const preflight = await app.request('/api/refresh', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization,apc',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:5173');
    expect(preflight.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toContain('apc');

    const other = await app.request('/api/health', { headers: { Origin: 'http://evil.example' } });
    expect(other.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('sends no CORS headers when no origin is configured', async () => {
    const { app } = makeApp();
    const res = await app.request('/api/health', { headers: { Origin: 'http://localhost:5173' } });
    expect(res.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });
});
