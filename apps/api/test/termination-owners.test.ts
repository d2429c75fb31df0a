import { describe, expect, it } from 'vitest';
import {
  TerminationHistoryPageSchema,
  TerminationSearchAnswerSchema,
  newTerminationRequest,
  type RoleId,
  type TerminationRequest,
} from '@sakta/core';
import { DEMO_OGPO_POLICIES, TERMINATION_SCENARIOS as S } from '../src/features/termination/demo-termination';
import { get, makeApp, post } from './helpers';

/**
 * Issue 23, low item: a termination request, its SMS code, its termination and the history's application belong
 * to the user who opened the request. Another user of the termination group (the demo manager 3 and the demo
 * service manager 7 here) is refused; the administrator reaches every one, and the history shows each user their
 * own terminations (the seed's are the demo manager's and the demo service manager's in turn).
 */

const FORBIDDEN = { result: false, errors: ['Недостаточно прав для этого действия.'] };
type App = ReturnType<typeof makeApp>;

async function call(t: App, role: RoleId, path: string, body: unknown) {
  const res = await post(t.app, path, body, { Authorization: `Bearer ${t.tokenFor(role)}` });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function historyOf(t: App, role: RoleId) {
  const numbers: string[] = [];
  for (let page = 1; ; page++) {
    const res = await get(t.app, `/api/contracts/functional/history?page=${page}`, t.tokenFor(role));
    const { data, meta } = TerminationHistoryPageSchema.parse(await res.json());
    numbers.push(...data.map((h) => h.global));
    if (page >= meta.last_page) return { numbers, ids: data.map((h) => h.id), total: meta.total };
  }
}

/** The request the modal sends for a policy after 'Рассчитать сумму возврата' (cash, paper), opened by `role`. */
async function opened(t: App, role: RoleId, number: string, ulid: string) {
  const search = await call(t, role, '/api/contracts/functional/contracts', { contract: number });
  const policy = TerminationSearchAnswerSchema.parse(search.body).data[0]!;
  // the request the page starts with (core's): cash, paper, early termination, the client as beneficiary
  const base: TerminationRequest = newTerminationRequest(policy, ulid);
  const calc = await call(t, role, '/api/contracts/functional/calculate', { termination: base, policy });
  const body = {
    termination: { ...base, refund: calc.body.refund, commission: calc.body.commission },
    policy,
  };
  expect((await call(t, role, '/api/contracts/functional/create-termination-document', body)).status).toBe(
    200,
  );
  return body;
}

const seededBy = (role: 3 | 7) =>
  DEMO_OGPO_POLICIES.filter((p) => p.terminated?.by === role).map((p) => p.number);

describe('the termination history: each user’s own', () => {
  it('the demo manager and the demo service manager see their own terminations; the administrator all', async () => {
    const t = makeApp();
    const manager = await historyOf(t, 3);
    const service = await historyOf(t, 7);
    expect(manager.numbers.length).toBeGreaterThan(0);
    expect(service.numbers.length).toBeGreaterThan(0);
    expect([...manager.numbers].sort()).toEqual(seededBy(3).sort());
    expect([...service.numbers].sort()).toEqual(seededBy(7).sort());
    expect((await historyOf(t, 0)).total).toBe(manager.total + service.total);
  });

  it('the application of another user’s termination is refused; its owner and the administrator open it', async () => {
    const t = makeApp();
    const [id] = (await historyOf(t, 7)).ids;
    const path = `/api/contracts/functional/history/${id}/document`;
    const other = await get(t.app, path, t.tokenFor(3));
    expect(other.status).toBe(403);
    expect(await other.json()).toEqual(FORBIDDEN);
    for (const role of [7, 0] as const) expect((await get(t.app, path, t.tokenFor(role))).status).toBe(200);
  });
});

describe('a termination request: its opener’s', () => {
  const ULID = '01JTERMWNER000000000000001';

  it('another user cannot store, sign, check or terminate it; the policy stays as it was', async () => {
    const t = makeApp();
    const body = await opened(t, 3, S.contractNumber.number, ULID);
    const ulid = body.termination.ulid;
    const attempts: [string, unknown][] = [
      ['/api/contracts/functional/create-termination-document', body],
      ['/api/contracts/functional/update', body],
      ['/api/functional/otp/send-sms', { phone: '77017100007', ulid }],
      ['/api/functional/otp/check-otp', { ulid }],
      ['/api/contracts/functional/terminate', { ulid }],
    ];
    for (const [path, request] of attempts)
      expect(await call(t, 7, path, request), path).toEqual({ status: 403, body: FORBIDDEN });
    const row = t.db.prepare('SELECT state, user_id FROM termination_requests WHERE ulid = ?').get(ulid) as {
      state: string;
      user_id: number;
    };
    expect(row.state).toBe('draft');
    const search = await call(t, 3, '/api/contracts/functional/contracts', {
      contract: S.contractNumber.number,
    });
    expect(TerminationSearchAnswerSchema.parse(search.body).data[0]!.status.code).toBe(2);

    // its opener terminates it, and it is the opener's in the history
    expect((await call(t, 3, '/api/contracts/functional/terminate', { ulid })).status).toBe(200);
    expect((await historyOf(t, 3)).numbers[0]).toBe(S.contractNumber.number);
    expect((await historyOf(t, 7)).numbers).not.toContain(S.contractNumber.number);
  });

  it('the administrator may act on it; the request and its termination stay the opener’s', async () => {
    const t = makeApp();
    const body = await opened(t, 7, S.contractNumber.number, ULID);
    const ulid = body.termination.ulid;
    expect((await call(t, 0, '/api/contracts/functional/update', body)).status).toBe(200);
    expect((await call(t, 0, '/api/contracts/functional/terminate', { ulid })).status).toBe(200);
    expect((await historyOf(t, 7)).numbers[0]).toBe(S.contractNumber.number);
  });
});
