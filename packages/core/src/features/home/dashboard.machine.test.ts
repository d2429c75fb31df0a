import { createActor, fromPromise, waitFor, type Actor } from 'xstate';
import { afterEach, describe, expect, it } from 'vitest';
import type { DashboardAnswer, DashboardFilters } from './contract';
import { ApiError } from '../../shared/api/errors';
import { ru } from '../../shared/i18n/ru';
import {
  DASHBOARD_TODAY,
  DASHBOARD_YESTERDAY,
  EMPTY_DASHBOARD_ANSWER,
  ERROR_POLICY,
  ISSUED_POLICY,
  MODEL_DASHBOARD_ANSWER,
  NEW_POLICY,
  NEW_POLICY_ISSUED,
} from './testing/fixtures';
import { isIsoDate } from '../../shared/dates';
import {
  dashboardFiltersFromSearch,
  dashboardMachine,
  dashboardSearchFromFilters,
  replaceDashboardRow,
  sameDashboardFilters,
  selectDashboardView,
  todayInAlmaty,
  type DashboardView,
} from './dashboard.machine';

const running: Actor<typeof dashboardMachine>[] = [];
afterEach(() => {
  for (const a of running.splice(0)) a.stop();
});

type Answer = () => Promise<DashboardAnswer>;

/** The dashboard with fake calls: `loads` and `refreshes` answer in turn (the last one repeats). */
function start(
  loads: Answer[],
  refreshes: Answer[] = [],
  filters: DashboardFilters = { date: DASHBOARD_TODAY, id: null },
) {
  const loadInputs: DashboardFilters[] = [];
  const refreshInputs: Array<{ id: number }> = [];
  const machine = dashboardMachine.provide({
    actors: {
      loadPolicies: fromPromise<DashboardAnswer, DashboardFilters>(({ input }) => {
        loadInputs.push(input);
        return (loads[loadInputs.length - 1] ?? loads.at(-1)!)();
      }),
      refreshPolicy: fromPromise<DashboardAnswer, { id: number }>(({ input }) => {
        refreshInputs.push(input);
        return (refreshes[refreshInputs.length - 1] ?? refreshes.at(-1)!)();
      }),
    },
  });
  const actor = createActor(machine, { input: { filters, today: DASHBOARD_TODAY } }).start();
  running.push(actor);
  const view = () => selectDashboardView(actor.getSnapshot());
  const until = (p: (v: DashboardView) => boolean) => waitFor(actor, (s) => p(selectDashboardView(s)));
  return { actor, view, until, loadInputs, refreshInputs };
}

const ok = (a: DashboardAnswer) => () => Promise.resolve(a);
const fail = (e: unknown) => () => Promise.reject(e);

describe('dashboardMachine', () => {
  it("loads today's contracts with the counters new, issued, error", async () => {
    const d = start([ok(MODEL_DASHBOARD_ANSWER)]);
    expect(d.view().status).toBe('loading');
    await d.until((v) => v.status === 'ready');
    expect(d.loadInputs).toEqual([{ date: DASHBOARD_TODAY, id: null }]);
    expect(d.view().counters).toEqual({ new: 1, issued: 1, error: 1 });
    expect(d.view().rows.map((r) => r.id)).toEqual([1001, 1002, 1003]);
  });

  it('setting the ID clears the date and reloads; setting the date clears the ID', async () => {
    const d = start([
      ok(MODEL_DASHBOARD_ANSWER),
      ok({ ...EMPTY_DASHBOARD_ANSWER, policies: [ERROR_POLICY] }),
    ]);
    await d.until((v) => v.status === 'ready');
    d.actor.send({ type: 'SET_ID', id: 1003 });
    expect(d.view()).toMatchObject({ status: 'loading', filters: { id: 1003, date: null }, rows: [] });
    await d.until((v) => v.status === 'ready');
    expect(d.view().rows).toEqual([ERROR_POLICY]);
    d.actor.send({ type: 'SET_DATE', date: DASHBOARD_YESTERDAY });
    await d.until((v) => v.status === 'ready');
    expect(d.loadInputs).toEqual([
      { date: DASHBOARD_TODAY, id: null },
      { date: null, id: 1003 },
      { date: DASHBOARD_YESTERDAY, id: null },
    ]);
    // clearing a filter returns to today's date
    d.actor.send({ type: 'SET_ID', id: null });
    expect(d.view().filters).toEqual({ date: DASHBOARD_TODAY, id: null });
  });

  it('a new filter while loading cancels the old call: only the newest answer is shown', async () => {
    let resolveFirst: (a: DashboardAnswer) => void = () => {};
    const first = () => new Promise<DashboardAnswer>((r) => (resolveFirst = r));
    const d = start([first, ok(EMPTY_DASHBOARD_ANSWER)]);
    d.actor.send({ type: 'SET_ID', id: 1002 });
    await d.until((v) => v.status === 'ready');
    resolveFirst(MODEL_DASHBOARD_ANSWER);
    await Promise.resolve();
    expect(d.view().rows).toEqual([]);
    expect(d.view().filters).toEqual({ date: null, id: 1002 });
  });

  it('ignores an invalid ID or date', async () => {
    const d = start([ok(MODEL_DASHBOARD_ANSWER)]);
    await d.until((v) => v.status === 'ready');
    d.actor.send({ type: 'SET_ID', id: -5 });
    d.actor.send({ type: 'SET_ID', id: 1.5 });
    d.actor.send({ type: 'SET_DATE', date: '22.11.2026' });
    expect(d.view().status).toBe('ready');
    expect(d.loadInputs).toHaveLength(1);
  });

  it.each([
    ['a refusal', ApiError.rejected(['Доступ запрещён']), 'Доступ запрещён'],
    ['a malformed answer', ApiError.malformed(), ru.errors.malformed],
    ['a network failure', new TypeError('Failed to fetch'), ru.errors.network],
  ])('%s: failed with its message, RETRY loads again', async (_n, error, message) => {
    const d = start([fail(error), ok(MODEL_DASHBOARD_ANSWER)]);
    await d.until((v) => v.status === 'failed');
    expect(d.view().error).toBe(message);
    d.actor.send({ type: 'RETRY' });
    await d.until((v) => v.status === 'ready');
    expect(d.view().error).toBeNull();
  });

  it('a row opens the modal; Обновить информацию asks {id} and replaces the row and counters', async () => {
    const d = start(
      [ok(MODEL_DASHBOARD_ANSWER)],
      [ok({ new: 0, success: 1, warning: 0, policies: [NEW_POLICY_ISSUED] })],
    );
    await d.until((v) => v.status === 'ready');
    d.actor.send({ type: 'OPEN', id: NEW_POLICY.id });
    expect(d.view().modal).toEqual({
      policy: NEW_POLICY,
      refreshing: false,
      error: null,
      showsDocuments: false,
    });
    d.actor.send({ type: 'REFRESH' });
    expect(d.view().modal?.refreshing).toBe(true);
    await d.until((v) => v.modal?.refreshing === false);
    expect(d.refreshInputs).toEqual([{ id: NEW_POLICY.id }]);
    expect(d.view().modal).toEqual({
      policy: NEW_POLICY_ISSUED,
      refreshing: false,
      error: null,
      showsDocuments: true,
    });
    expect(d.view().rows[1]).toEqual(NEW_POLICY_ISSUED);
    expect(d.view().counters).toEqual({ new: 0, issued: 2, error: 1 });
    d.actor.send({ type: 'CLOSE' });
    expect(d.view().modal).toBeNull();
    expect(d.view().rows[1]).toEqual(NEW_POLICY_ISSUED);
  });

  it('a failed refresh keeps the row and shows the message in the modal', async () => {
    const d = start([ok(MODEL_DASHBOARD_ANSWER)], [fail(ApiError.http(502)), ok(EMPTY_DASHBOARD_ANSWER)]);
    await d.until((v) => v.status === 'ready');
    d.actor.send({ type: 'OPEN', id: ISSUED_POLICY.id });
    d.actor.send({ type: 'REFRESH' });
    await d.until((v) => v.modal?.refreshing === false);
    expect(d.view().modal).toMatchObject({
      policy: ISSUED_POLICY,
      error: 'Ошибка сервера (502). Попробуйте позже.',
    });
    d.actor.send({ type: 'REFRESH' });
    expect(d.view().modal?.error).toBeNull();
    await d.until((v) => v.modal?.refreshing === false);
    expect(d.view().modal?.error).toBe('Договор 1001 не найден');
    d.actor.send({ type: 'CLOSE' });
    d.actor.send({ type: 'OPEN', id: ISSUED_POLICY.id });
    expect(d.view().modal?.error).toBeNull();
  });
});

describe('dashboard filters in the URL', () => {
  it('reads ?id= (winning over ?date=), ?date=, or defaults to today', () => {
    expect(dashboardFiltersFromSearch('?id=1002&date=2026-11-01', DASHBOARD_TODAY)).toEqual({
      id: 1002,
      date: null,
    });
    expect(dashboardFiltersFromSearch('date=2026-11-01', DASHBOARD_TODAY)).toEqual({
      id: null,
      date: '2026-11-01',
    });
    expect(dashboardFiltersFromSearch('', DASHBOARD_TODAY)).toEqual({ id: null, date: DASHBOARD_TODAY });
    for (const bad of ['id=0', 'id=-3', 'id=1e3', 'id=abc', 'date=2026-02-30', 'date=22.11.2026'])
      expect(dashboardFiltersFromSearch(bad, DASHBOARD_TODAY)).toEqual({ id: null, date: DASHBOARD_TODAY });
  });

  it('writes one parameter and reads back the same filters', () => {
    for (const f of [
      { id: 7, date: null },
      { id: null, date: '2026-01-31' },
    ]) {
      const search = new URLSearchParams(dashboardSearchFromFilters(f));
      expect([...search.keys()]).toHaveLength(1);
      expect(sameDashboardFilters(dashboardFiltersFromSearch(search, DASHBOARD_TODAY), f)).toBe(true);
    }
  });

  it('dates: real days only; today in Asia/Almaty (UTC+5)', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(todayInAlmaty(new Date('2026-11-21T19:30:00Z'))).toBe('2026-11-22');
    expect(todayInAlmaty(new Date('2026-11-21T18:30:00Z'))).toBe('2026-11-21');
  });

  it('replacing a row moves it between counters only when its counter changes', () => {
    const moved = replaceDashboardRow(MODEL_DASHBOARD_ANSWER, { ...ERROR_POLICY, status: 5 });
    expect([moved.new, moved.success, moved.warning]).toEqual([1, 1, 1]);
    const issued = replaceDashboardRow(MODEL_DASHBOARD_ANSWER, { ...ERROR_POLICY, status: 1, error: null });
    expect([issued.new, issued.success, issued.warning]).toEqual([1, 2, 0]);
    expect(replaceDashboardRow(MODEL_DASHBOARD_ANSWER, { ...ERROR_POLICY, id: 99 })).toBe(
      MODEL_DASHBOARD_ANSWER,
    );
  });
});
