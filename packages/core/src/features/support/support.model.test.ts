import { describe, expect, it } from 'vitest';
import { childInput } from '../../shared/testing/xstate-adapter';
import { runModel, type StepInfo } from '../../shared/testing/runner';
import { supportModel } from './testing/support.model';
import { selectSupportView, type SupportSnapshot } from './support.machine';
import { EMPTY_SUPPORT_FILTER, supportFilterQuery } from './support-filter';

type Model = typeof supportModel.machine;

function check(s: SupportSnapshot, { event, previous }: StepInfo<Model>) {
  const view = selectSupportView(s);
  const c = s.context;
  // the list runs for the whole screen with the applied filter (5.7: a start alone copies itself to the end)
  const query = supportFilterQuery(c.filter);
  expect(childInput(s.children.list)).toEqual(
    Object.keys(query).length ? { page: c.page, query } : { page: c.page },
  );
  if (c.filter.start || c.filter.end) expect(c.filter.start).toBe(c.filter.end);
  // a modal shows the request; only status 10 offers no action (4.5)
  expect(view.modal === null).toBe(s.matches({ active: 'idle' }));
  if (view.modal) expect(view.modal.actions).toBe(view.modal.row.status !== 10);
  if (s.matches({ active: 'acting' }))
    expect(childInput(s.children.act)).toEqual({ action: c.action, id: c.row?.id });
  if (view.modal?.confirm) {
    const { row } = view.modal;
    expect(view.modal.confirm.question).toBe(
      c.action === 'rescind'
        ? `Аннулировать договор ${row.policy.global_id} по заявке №${row.id}?`
        : `Отклонить заявку №${row.id}? Договор ${row.policy.global_id} останется в силе.`,
    );
  }

  if (!event || !previous) return;
  const before = selectSupportView(previous);
  const listBefore = previous.children.list;
  switch (event.type) {
    case 'APPLY':
      if (previous.matches({ active: 'idle' })) {
        if (Object.keys(before.problems).length) expect(s.children.list).toBe(listBefore);
        else {
          expect(c.page).toBe(1);
          expect(s.children.list).not.toBe(listBefore);
        }
      }
      break;
    case 'RESET_FILTERS':
      if (previous.matches({ active: 'idle' })) {
        expect(view.filter).toEqual(EMPTY_SUPPORT_FILTER);
        expect(c.page).toBe(1);
      }
      break;
    case 'RESCIND':
    case 'REJECT':
      // a closed request is never asked about
      if (before.modal && !before.modal.actions) expect(view.modal?.confirm).toBeNull();
      break;
    case 'xstate.done.actor.act':
      // done: the modal closes, the same list stays and reloads its page
      expect(view.modal).toBeNull();
      expect(s.children.list).toBe(listBefore);
      break;
    case 'xstate.error.actor.act':
      expect(view.modal).toMatchObject({ error: 'Заявка уже отработана', confirm: null, busy: false });
      break;
    default:
  }
}

describe('supportMachine (model-based)', () => {
  it('filters, opens requests, asks and acts on every path, with 100% of states and transitions covered', () => {
    const run = runModel(supportModel, check);
    expect(run.paths).toBeGreaterThan(5);
    expect(run.coverage.states.missing).toEqual([]);
    expect(run.coverage.transitions.missing).toEqual([]);
  });
});
