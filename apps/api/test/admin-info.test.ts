import { describe, expect, it } from 'vitest';
import {
  AdminInfoSchema,
  DashboardAnswerSchema,
  ROLE_IDS,
  dashboardDocumentEndpoint,
  isValidBin,
  isValidIin,
} from '@sakta/core';
import { almatyDate, formatAlmaty } from '../src/services/almaty';
import {
  HOME_SEED,
  PARTIES,
  SEED_POLICIES,
  seedDayCounts,
  seedDates,
  seedPolicy,
} from '../src/features/home/seed-data';
import { seedHome } from '../src/features/home/seed';
import { signToken } from '../src/platform/token';
import { get, makeApp, post, T0, type TestApp } from './helpers';
import { fromBase64, pdfText } from './pdf-text';

/** The administrator's start page charts and timeline, and the dashboard (spec part 1 sections 2, 3, 7). */

const FORBIDDEN = { result: false, errors: ['Недостаточно прав для этого действия.'] };
const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function info(app: TestApp, token: string) {
  const res = await get(app, '/api/admin/admin-info', token);
  expect(res.status).toBe(200);
  return AdminInfoSchema.parse(await res.json());
}

async function dashboard(app: TestApp, token: string, filters: { date: string | null; id: number | null }) {
  const res = await post(app, '/api/admin/admin-info', { filters }, auth(token));
  expect(res.status, JSON.stringify(filters)).toBe(200);
  return DashboardAnswerSchema.parse(await res.json());
}

// T0 is 2026-03-02 14:00 in Almaty.
const TODAY = '2026-03-02';
const YESTERDAY = '2026-03-01';

describe('the seed of contracts', () => {
  it('has every status 0-8 yesterday and today, and no empty pie slice', () => {
    for (const day of ['yesterday', 'today'] as const) {
      const statuses = new Set(SEED_POLICIES.filter((p) => p.day === day).map((p) => p.status));
      expect([...statuses].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
      const counts = seedDayCounts(day);
      expect(counts.issued).toBeGreaterThan(0);
      expect(counts.new).toBeGreaterThan(0);
      expect(counts.error).toBeGreaterThan(0);
    }
    expect(HOME_SEED.today).toEqual({ issued: 5, new: 3, error: 8 });
    expect(HOME_SEED.yesterday).toEqual({ issued: 6, new: 2, error: 8 });
    const products = new Set(SEED_POLICIES.map((p) => p.product));
    expect(products).toEqual(
      new Set([
        'OGPO_WEB_EA',
        'DSD_FI',
        'DSI_FI',
        'DSAT_CASCO_FRE',
        'DSAT_CASCO_TRL',
        'DSAT_CASCO_SE1',
        'DSAT_CASCO_SE2',
      ]),
    );
    expect(new Set(SEED_POLICIES.map((p) => p.errorType).filter(Boolean))).toEqual(
      new Set(['ЕСБД', '1С', 'Оплата']),
    );
  });

  it('uses valid IINs and BINs, and issued contracts carry a global id', () => {
    for (const p of Object.values(PARTIES)) {
      if (p.iin === '') expect(p.resident).toBe(false);
      else expect(p.person === 2 ? isValidBin(p.iin) : isValidIin(p.iin), p.title).toBe(true);
    }
    for (const p of SEED_POLICIES) if (p.status === 1) expect(p.globalId, String(p.id)).toMatch(/^\d{10}$/);
  });

  it('moves the seeded contracts to yesterday and today again when a demo database is started days later', async () => {
    const { app, db, config, advance, tokenFor } = makeApp();
    advance(3 * 24 * 60 * 60 * 1000);
    const token = tokenFor(0);
    expect((await info(app, token)).today).toEqual({ issued: 0, new: 0, error: 0 });
    seedHome(db, config); // what a restart does
    const after = await info(app, token);
    expect(after.today).toEqual(seedDayCounts('today'));
    expect(after.yesterday).toEqual(seedDayCounts('yesterday'));
    seedHome(db, config); // and a second start on the same day changes nothing
    expect(await info(app, token)).toEqual(after);
  });

  it("puts today's contracts within today even just after midnight, and yesterday's within yesterday", async () => {
    const justAfterMidnight = Date.parse('2026-03-02T19:00:30.000Z'); // 00:00:30 on 2026-03-03 in Almaty
    const { app, db, config } = makeApp({ now: () => justAfterMidnight });
    const admin = db.prepare('SELECT id FROM users WHERE role = 0').get() as { id: number };
    const token = signToken(
      { sub: admin.id, role: 0, apc: null },
      config.tokenSecret,
      3600,
      justAfterMidnight,
    ).token;
    expect(seedDates(justAfterMidnight)).toEqual({ today: '2026-03-03', yesterday: '2026-03-02' });
    const data = await info(app, token);
    expect(data.today).toEqual(HOME_SEED.today);
    expect(data.yesterday).toEqual(HOME_SEED.yesterday);
    const rows = await dashboard(app, token, { date: null, id: null });
    expect(rows.policies.map((p) => p.id)).toEqual(HOME_SEED.todayIds);
    for (const p of rows.policies) expect(p.created_at.slice(0, 10)).toBe('2026-03-03');
    for (const p of data.policies) expect(p.updated_at <= formatAlmaty(justAfterMidnight)).toBe(true);
  });
});

describe('GET /api/admin/admin-info', () => {
  it("answers yesterday's and today's counts and today's new and error contracts, newest first", async () => {
    const { app, tokenFor } = makeApp();
    const data = await info(app, tokenFor(0));
    expect(data.yesterday).toEqual(HOME_SEED.yesterday);
    expect(data.today).toEqual(HOME_SEED.today);
    expect(data.policies.map((p) => p.id)).toEqual(HOME_SEED.timelineIds);
    for (const p of data.policies) {
      expect(p.status).not.toBe(1);
      expect(p.updated_at).toMatch(TIME);
      expect(p.updated_at.slice(0, 10)).toBe(TODAY);
      expect(p.updated_at <= formatAlmaty(T0)).toBe(true);
    }
    const times = data.policies.map((p) => p.updated_at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('counts contracts made later today at once', async () => {
    const { app, db, tokenFor } = makeApp();
    db.prepare(
      `INSERT INTO policies (id, product_code, product_title, premium, status, created_at, updated_at)
       VALUES (9001, 'OGPO_WEB_EA', 'ОГПО ВТС', 30000, 0, ?, ?)`,
    ).run(T0, T0);
    const data = await info(app, tokenFor(0));
    expect(data.today.new).toBe(HOME_SEED.today.new + 1);
    expect(data.policies[0]).toEqual({ id: 9001, status: 0, updated_at: '2026-03-02 14:00:00' });
  });
});

describe('POST /api/admin/admin-info (dashboard)', () => {
  it("without a filter answers today's contracts with the counters new, success (issued) and warning (error)", async () => {
    const { app, tokenFor } = makeApp();
    const data = await dashboard(app, tokenFor(0), { date: null, id: null });
    expect({ new: data.new, success: data.success, warning: data.warning }).toEqual(HOME_SEED.dashboardToday);
    expect(data.policies.map((p) => p.id)).toEqual(HOME_SEED.todayIds);
    for (const p of data.policies) expect(p.created_at.slice(0, 10)).toBe(TODAY);
    expect(await dashboard(app, tokenFor(0), { date: TODAY, id: null })).toEqual(data);
  });

  it('filters by date (Almaty days)', async () => {
    const { app, tokenFor } = makeApp();
    const data = await dashboard(app, tokenFor(0), { date: YESTERDAY, id: null });
    expect(data.policies.map((p) => p.id)).toEqual(HOME_SEED.yesterdayIds);
    expect({ new: data.new, success: data.success, warning: data.warning }).toEqual({
      new: HOME_SEED.yesterday.new,
      success: HOME_SEED.yesterday.issued,
      warning: HOME_SEED.yesterday.error,
    });
    for (const p of data.policies) expect(p.created_at.slice(0, 10)).toBe(YESTERDAY);
    expect(almatyDate(T0, -1)).toBe(YESTERDAY);

    const empty = await dashboard(app, tokenFor(0), { date: '2025-12-31', id: null });
    expect(empty).toEqual({ new: 0, success: 0, warning: 0, policies: [] });
  });

  it('filters by ID: the contract with every section of the policy modal and its documents', async () => {
    const { app, tokenFor } = makeApp();
    const data = await dashboard(app, tokenFor(0), { date: null, id: HOME_SEED.fullPolicyId });
    expect({ new: data.new, success: data.success, warning: data.warning }).toEqual({
      new: 0,
      success: 1,
      warning: 0,
    });
    expect(data.policies).toHaveLength(1);
    const p = data.policies[0]!;
    expect(p).toMatchObject({
      id: 2102,
      global_id: '1026000405',
      premium: 2_093_000,
      product: { code: 'DSAT_CASCO_FRE', title: 'Каско: грузовые ТС' },
      status: 1,
      error_type: null,
      error: null,
      insurer: { title: 'ТОО «КазТрансЛогистик»', iin: '050340401230', person: 2, resident: true },
      beneficiary: { title: 'АО «Народный Банк Казахстана»', person: 2 },
      object: { is_immovable: false, insurance_sum: 74_500_000, franchise: 1 },
    });
    expect(p.vehicles).toEqual([
      { number: '456LTA02', mark: 'КАМАЗ', model: '65115', color: 'Оранжевый', year: 2020 },
      { number: '457LTA02', mark: 'MAN', model: 'TGS 26.440', color: 'Белый', year: 2021 },
    ]);
    expect(p.insureds.map((i) => i.title)).toEqual(['ТОО «КазТрансЛогистик»', 'ТОО «Астана Логистик Групп»']);
    expect(p.documents).toEqual([
      { kind: 'policy', title: 'Страховой полис' },
      { kind: 'contract', title: 'Договор страхования' },
      { kind: 'application', title: 'Заявление на страхование' },
    ]);
    expect(p.draft).toMatchObject({ product: 'DSAT_CASCO_FRE', premium: 2_093_000 });
    expect(p.policy).toMatchObject({
      global_id: '1026000405',
      date_from: '2026-03-03',
      date_to: '2027-03-02',
    });
    // An id wins over a date (the screen clears one when the other is set).
    expect(await dashboard(app, tokenFor(0), { date: '2025-12-31', id: 2102 })).toEqual(data);
  });

  it('an error contract shows its type and details and no documents; so does an issued one with an error', async () => {
    const { app, tokenFor } = makeApp();
    const error = (await dashboard(app, tokenFor(0), { date: null, id: HOME_SEED.errorPolicyId }))
      .policies[0]!;
    expect(error).toMatchObject({
      status: 2,
      error_type: 'ЕСБД',
      error: seedPolicy(HOME_SEED.errorPolicyId).error,
    });
    expect(error.documents).toEqual([]);
    expect(error.global_id).toBeNull();
    const issued = await dashboard(app, tokenFor(0), { date: null, id: HOME_SEED.issuedWithErrorId });
    expect(issued.policies[0]).toMatchObject({ status: 1, error_type: '1С', documents: [] });
    expect(issued.success).toBe(1);
    const fresh = (await dashboard(app, tokenFor(0), { date: null, id: HOME_SEED.newPolicyId })).policies[0]!;
    expect(fresh).toMatchObject({
      status: 0,
      global_id: null,
      documents: [],
      object: null,
      beneficiary: null,
    });
  });

  it('an unknown ID answers no rows; a date that does not exist or a bad filter is refused', async () => {
    const { app, tokenFor } = makeApp();
    expect(await dashboard(app, tokenFor(0), { date: null, id: 99_999 })).toEqual({
      new: 0,
      success: 0,
      warning: 0,
      policies: [],
    });
    for (const date of ['2026-02-30', '02.03.2026']) {
      const res = await post(
        app,
        '/api/admin/admin-info',
        { filters: { date, id: null } },
        auth(tokenFor(0)),
      );
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ result: false, errors: ['Неверная дата'] });
    }
    const noFilters = await post(app, '/api/admin/admin-info', {}, auth(tokenFor(0)));
    expect(noFilters.status).toBe(400);
  });
});

describe('documents of an issued contract', () => {
  it('renders the policy, the contract and the application as PDFs with the contract data', async () => {
    const { app, tokenFor } = makeApp();
    const texts: string[] = [];
    for (const kind of ['policy', 'contract', 'application']) {
      const res = await get(app, `/api/admin/admin-info/document/2102?kind=${kind}`, tokenFor(0));
      expect(res.status, kind).toBe(200);
      const { document } = dashboardDocumentEndpoint.response.parse(await res.json());
      const text = await pdfText(fromBase64(document));
      expect(text.flat).toContain('1026000405');
      expect(text.flat).toContain('ТОО «КазТрансЛогистик»');
      expect(text.flat).toContain('КАМАЗ 65115');
      expect(text.flat).toContain('АО «Народный Банк Казахстана»');
      texts.push(text.title ?? '');
    }
    expect(texts).toEqual([
      'Страховой полис № 1026000405',
      'Договор страхования № 1026000405',
      'Заявление на страхование № 1026000405',
    ]);
  });

  it('only for issued contracts without an error; unknown contract 404; the kind is required', async () => {
    const { app, tokenFor } = makeApp();
    for (const id of [HOME_SEED.errorPolicyId, HOME_SEED.issuedWithErrorId, HOME_SEED.newPolicyId]) {
      const res = await get(app, `/api/admin/admin-info/document/${id}?kind=policy`, tokenFor(0));
      expect(res.status, String(id)).toBe(409);
      expect(await res.json()).toEqual({
        result: false,
        message: 'Документы доступны только для выпущенных договоров без ошибок',
      });
    }
    const unknown = await get(app, '/api/admin/admin-info/document/99999?kind=policy', tokenFor(0));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ result: false, message: 'Договор не найден' });
    expect((await get(app, '/api/admin/admin-info/document/2102', tokenFor(0))).status).toBe(400);
    expect((await get(app, '/api/admin/admin-info/document/2102?kind=invoice', tokenFor(0))).status).toBe(
      400,
    );
  });
});

describe('role checks', () => {
  it('every role but the administrator is refused the admin info, the dashboard and the documents', async () => {
    const { app, tokenFor } = makeApp();
    for (const role of ROLE_IDS.filter((r) => r !== 0)) {
      const token = tokenFor(role, role === 8 ? 'APC0097' : null);
      const answers = [
        await get(app, '/api/admin/admin-info', token),
        await post(app, '/api/admin/admin-info', { filters: { date: null, id: null } }, auth(token)),
        await get(app, '/api/admin/admin-info/document/2102?kind=policy', token),
      ];
      for (const res of answers) {
        expect(res.status, `role ${role}`).toBe(403);
        expect(await res.json()).toEqual(FORBIDDEN);
      }
    }
    const anonymous = await get(app, '/api/admin/admin-info');
    expect(anonymous.status).toBe(401);
  });
});
