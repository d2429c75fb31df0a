import { describe, expect, it } from 'vitest';
import { ru } from '../../shared/i18n/ru';
import { runModel, type StepInfo } from '../../shared/testing/runner';
import type { StateChecks } from '../../shared/testing/state-checks';
import { adminInfoModel } from './testing/admin-info.model';
import { MODEL_ADMIN_INFO } from './testing/fixtures';
import { selectAdminInfoView, type AdminInfoSnapshot } from './admin-info.machine';

type Model = typeof adminInfoModel.machine;

/** What must hold in each state of the admin info machine (see checksByState). */
const checks: StateChecks<Model> = {
  loading: (s: AdminInfoSnapshot) => {
    const view = selectAdminInfoView(s);
    expect(view.status).toBe('loading');
    expect(view.days).toEqual([]);
    expect(view.error).toBeNull();
  },
  ready: (s: AdminInfoSnapshot) => {
    const view = selectAdminInfoView(s);
    expect(view.status).toBe('ready');
    expect(view.days.map((d) => d.label)).toEqual(['Вчера', 'Сегодня']);
    expect(view.days[1]?.slices.map((x) => x.value)).toEqual([
      MODEL_ADMIN_INFO.today.issued,
      MODEL_ADMIN_INFO.today.new,
      MODEL_ADMIN_INFO.today.error,
    ]);
    expect(view.timeline).toHaveLength(MODEL_ADMIN_INFO.policies.length);
  },
  '*': (s: AdminInfoSnapshot, { event }: StepInfo<Model>) => {
    const view = selectAdminInfoView(s);
    expect(s.can({ type: 'RETRY' })).toBe(view.status === 'failed');
    if (event?.type === 'xstate.error.actor.loadInfo') {
      // the message is never blank
      const err = event.error as { errors?: string[] };
      expect(view.status).toBe('failed');
      expect(view.error).toBe(err.errors ? err.errors.join(', ') : ru.errors.network);
      expect(view.error).toBeTruthy();
    }
  },
};

describe('adminInfoMachine (model-based)', () => {
  it('the admin information loads, fails with a message and retries, with 100% coverage', () => {
    const run = runModel(adminInfoModel, checks);
    expect(run.coverage.states.missing).toEqual([]);
    expect(run.coverage.transitions.missing).toEqual([]);
  });
});
