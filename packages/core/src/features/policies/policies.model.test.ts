import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { ru } from '../../shared/i18n/ru';
import { childInput } from '../../shared/testing/xstate-adapter';
import { runModel, type StepInfo } from '../../shared/testing/runner';
import { policiesModel } from './testing/policies.model';
import { POLICIES_TODAY } from './testing/fixtures';
import { selectPoliciesView, type PoliciesSnapshot } from './policies.machine';
import { policyFilterErrors, policyFilterQuery } from './policy-filter';

type Model = typeof policiesModel.machine;

function check(s: PoliciesSnapshot, { event, previous, input }: StepInfo<Model>) {
  const view = selectPoliciesView(s);
  const c = s.context;
  // the list always runs with the applied filter (dates copied, 5.7) and the page
  expect(childInput(s.children.list)).toEqual({ page: c.page, query: policyFilterQuery(c.filter) });
  if (c.filter.start || c.filter.end) expect(c.filter.start && c.filter.end).toBeTruthy();
  // support mode never exports
  expect(view.canExport).toBe(input?.canExport);
  if (!view.canExport) expect(view.exporting).toBe(false);
  if (view.exporting)
    expect(childInput(s.children.exportList)).toEqual({ query: policyFilterQuery(c.filter) });
  if (s.matches({ active: 'refreshingRow' })) expect(childInput(s.children.refreshRow)).toEqual({ id: 5011 });
  if (!event || !previous) return;
  const before = selectPoliciesView(previous);
  switch (event.type) {
    case 'APPLY':
      if (!previous.matches({ active: 'idle' })) break;
      if (Object.keys(policyFilterErrors(before.form)).length) {
        // a wrong IIN stays where it was typed, with its message, and the list is not asked again
        expect(view.errors.iin).toBe('ИИН/БИН должен содержать 12 цифр');
        expect(view.form).toEqual(before.form);
        expect(s.children.list).toBe(previous.children.list);
      } else {
        expect(c.page).toBe(1);
        expect(view.errors).toEqual({});
        expect(s.children.list).not.toBe(previous.children.list);
      }
      break;
    case 'RESET_FILTERS':
      if (previous.matches({ active: 'idle' })) expect(view.filter.apc).toBe(input?.userApc ?? '');
      break;
    case 'EDIT_FILTER':
      expect(view.errors[event.field]).toBeUndefined();
      expect(view.filter).toEqual(before.filter);
      break;
    case 'EXPORT':
      expect(view.exporting).toBe(!!input?.canExport && previous.matches({ active: 'idle' }));
      break;
    case 'OPEN':
      expect(view.open).toBe(event.id);
      break;
    case 'CLOSE':
      expect(view.open).toBeNull();
      break;
    default:
  }
}

describe('policiesMachine (model-based)', () => {
  it('filters, exports, refreshes a row and opens the modal, 100% of states and transitions', () => {
    const run = runModel(policiesModel, check);
    expect(run.paths).toBeGreaterThan(5);
    expect(run.coverage.states.missing).toEqual([]);
    expect(run.coverage.transitions.missing).toEqual([]);
  });

  it('the search card starts open, or closed when the app asks (a phone, issue 43 item 15); the toggle opens it', () => {
    const base = { userApc: null, canExport: true, today: POLICIES_TODAY };
    const open = createActor(policiesModel.machine, { input: base }).start();
    expect(selectPoliciesView(open.getSnapshot()).filtersOpen).toBe(true);
    open.stop();
    const closed = createActor(policiesModel.machine, { input: { ...base, filtersOpen: false } }).start();
    expect(selectPoliciesView(closed.getSnapshot()).filtersOpen).toBe(false);
    closed.send({ type: 'TOGGLE_FILTERS' });
    expect(selectPoliciesView(closed.getSnapshot()).filtersOpen).toBe(true);
    closed.stop();
  });

  it('the export gives policy.csv, a JSON answer its warning, a failure an error; a refreshed row reloads', () => {
    const emitted: unknown[] = [];
    const actor = createActor(policiesModel.machine, {
      input: { userApc: null, canExport: true, today: POLICIES_TODAY },
    });
    actor.on('*', (e) => emitted.push(e));
    actor.start();
    for (const output of [{ file: 'bytes' }, { message: 'Нет данных для выгрузки' }]) {
      actor.send({ type: 'EXPORT' });
      actor.send({ type: 'xstate.done.actor.exportList', output } as never);
    }
    actor.send({ type: 'EXPORT' });
    actor.send({ type: 'xstate.error.actor.exportList', error: new TypeError('Failed to fetch') } as never);
    actor.stop();
    expect(emitted).toEqual([
      { type: 'download', file: 'bytes', name: 'policy.csv' },
      { type: 'notice', kind: 'warning', message: 'Нет данных для выгрузки' },
      { type: 'notice', kind: 'error', message: ru.errors.network },
    ]);
  });
});
