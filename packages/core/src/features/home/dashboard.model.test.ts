import { describe, expect, it } from 'vitest';
import { ru } from '../../shared/i18n/ru';
import { runModel, type StepInfo } from '../../shared/testing/runner';
import { dashboardModel } from './testing/dashboard.model';
import { DASHBOARD_TODAY, NEW_POLICY, NEW_POLICY_ISSUED } from './testing/fixtures';
import type { DashboardAnswer } from './contract';
import { selectDashboardView, type DashboardSnapshot } from './dashboard.machine';

type Model = typeof dashboardModel.machine;

function check(s: DashboardSnapshot, { event, previous }: StepInfo<Model>) {
  const view = selectDashboardView(s);
  // one filter at a time, never none
  expect((view.filters.id === null) !== (view.filters.date === null)).toBe(true);
  expect(view.today).toBe(DASHBOARD_TODAY);
  if (view.status === 'loading') {
    // the call asks exactly the filters shown, and the table is not shown stale
    expect(s.children.loadPolicies?.getSnapshot().input).toEqual(view.filters);
    expect(view.rows).toEqual([]);
    expect(view.counters).toBeNull();
    expect(view.modal).toBeNull();
    expect(view.error).toBeNull();
  }
  if (view.status === 'failed') {
    // never blank: a message and a retry
    expect(view.error).toBeTruthy();
    expect(s.can({ type: 'RETRY' })).toBe(true);
  }
  if (view.status === 'ready') expect(view.counters).not.toBeNull();
  if (s.matches({ ready: { modal: 'refreshing' } })) {
    // the refresh asks for the open contract alone: filters {id: row.id, date: null}
    expect(s.children.refreshPolicy?.getSnapshot().input).toEqual({ id: NEW_POLICY.id });
    expect(view.modal?.refreshing).toBe(true);
    expect(view.modal?.error).toBeNull();
  }
  if (s.matches({ ready: 'modal' })) {
    expect(view.modal?.policy.id).toBe(NEW_POLICY.id);
    expect(view.modal?.showsDocuments).toBe(view.modal?.policy.status === 1);
  } else {
    expect(view.modal).toBeNull();
  }

  if (!event || !previous) return;
  const before = selectDashboardView(previous);
  switch (event.type) {
    case 'SET_ID':
      if (event.id === 0) {
        expect(s.value).toEqual(previous.value);
        expect(view.filters).toEqual(before.filters);
      } else {
        expect(view.status).toBe('loading');
        expect(view.filters).toEqual(
          event.id === null ? { date: DASHBOARD_TODAY, id: null } : { date: null, id: event.id },
        );
      }
      break;
    case 'SET_DATE':
      if (event.date === '2026-02-30') {
        expect(s.value).toEqual(previous.value);
      } else {
        expect(view.status).toBe('loading');
        expect(view.filters).toEqual({ date: event.date ?? DASHBOARD_TODAY, id: null });
      }
      break;
    case 'OPEN':
      if (event.id !== NEW_POLICY.id) expect(s.value).toEqual(previous.value);
      break;
    case 'CLOSE':
      expect(s.matches({ ready: 'list' })).toBe(true);
      expect(view.rows).toEqual(before.rows);
      break;
    case 'xstate.error.actor.loadPolicies': {
      const err = event.error as { errors?: string[] };
      expect(view.error).toBe(err.errors ? err.errors.join(', ') : ru.errors.network);
      break;
    }
    case 'xstate.done.actor.refreshPolicy': {
      const output = (event as { output: { policies: unknown[] } }).output;
      if (output.policies.length) {
        // the row replaced, the contract moved from the 'new' counter to 'issued'
        expect(view.rows.find((r) => r.id === NEW_POLICY.id)).toEqual(NEW_POLICY_ISSUED);
        expect(view.rows.map((r) => r.id)).toEqual(before.rows.map((r) => r.id));
        if (before.modal?.policy.status === 0) {
          expect(view.counters).toEqual({
            new: before.counters!.new - 1,
            issued: before.counters!.issued + 1,
            error: before.counters!.error,
          });
        } else {
          expect(view.counters).toEqual(before.counters);
        }
        expect(view.modal?.error).toBeNull();
      } else {
        expect(view.rows).toEqual(before.rows);
        expect(view.modal?.error).toBe(`Договор ${NEW_POLICY.id} не найден`);
      }
      break;
    }
    case 'xstate.error.actor.refreshPolicy':
      expect(view.modal?.error).toBe('Ошибка сервера (500). Попробуйте позже.');
      expect(view.rows).toEqual(before.rows);
      break;
    case 'xstate.done.actor.loadPolicies':
      expect(view.rows).toEqual((event as { output: DashboardAnswer }).output.policies);
      break;
  }
}

describe('dashboardMachine (model-based)', () => {
  it('filters, loading, the policy modal and its refresh follow the spec on every path, with 100% coverage', () => {
    const run = runModel(dashboardModel, check);
    expect(run.coverage.states.missing).toEqual([]);
    expect(run.coverage.transitions.missing).toEqual([]);
  });
});
