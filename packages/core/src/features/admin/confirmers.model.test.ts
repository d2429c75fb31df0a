import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ru } from '../../shared/i18n/ru';
import { childInput } from '../../shared/testing/xstate-adapter';
import { runModel, type StepInfo } from '../../shared/testing/runner';
import { confirmersModel } from './testing/confirmers.model';
import { MODEL_CONFIRMERS, MODEL_USER_GROUPS } from './testing/fixtures';
import { selectConfirmersView, type ConfirmersSnapshot } from './confirmers.machine';

type Model = typeof confirmersModel.machine;

function check(s: ConfirmersSnapshot, { event, previous }: StepInfo<Model>) {
  const view = selectConfirmersView(s);
  // every chosen user once, each a known user
  expect(new Set(s.context.chosen).size).toBe(s.context.chosen.length);
  expect(view.chosen.map((u) => u.id)).toEqual(s.context.chosen);
  // 'Добавить' and 'Очистить' need someone chosen; 'Экспорт' only on the read-only table
  expect(view.canSubmit).toBe(s.matches('choosing') && s.context.chosen.length > 0);
  expect(view.canClear).toBe(view.canSubmit);
  expect(view.canExport).toBe(s.matches('readOnly'));
  if (view.status === 'readOnly') expect(view.confirmers).toEqual(MODEL_CONFIRMERS);
  // 'Добавить всех' of a role is offered while one of its users is not chosen
  for (const g of view.groups)
    expect(g.canAddAll).toBe(s.matches('choosing') && g.users.some((u) => !u.chosen));
  if (s.matches('saving'))
    expect(childInput(s.children.saveRecipients)).toEqual({ id: 7, users: s.context.chosen });
  if (s.matches('exporting')) expect(childInput(s.children.exportRecipients)).toEqual({ id: 7 });
  if (s.matches('loading')) expect(childInput(s.children.loadRecipients)).toEqual({ id: 7 });

  if (!event || !previous) return;
  const before = selectConfirmersView(previous);
  switch (event.type) {
    case 'ADD_ALL':
      if (event.role === 3) expect(view.chosen.map((u) => u.id)).toEqual(expect.arrayContaining([4, 12]));
      else expect(view.chosen).toEqual(before.chosen);
      break;
    case 'ADD':
      if (event.userId === 999) expect(view.chosen).toEqual(before.chosen);
      break;
    case 'CLEAR':
      expect(view.chosen).toEqual([]);
      break;
    case 'xstate.error.actor.saveRecipients':
      // what was chosen stays
      expect(view.status).toBe('choosing');
      expect(view.chosen).toEqual(before.chosen);
      break;
    case 'xstate.error.actor.loadRecipients':
      expect(view.loadError).toBe(ru.errors.network);
      break;
    default:
  }
}

describe('confirmersMachine (model-based)', () => {
  it('the recipients modal follows the spec on every path, with 100% of states and transitions covered', () => {
    const run = runModel(confirmersModel, check);
    expect(run.paths).toBeGreaterThan(10);
    expect(run.coverage.states.missing).toEqual([]);
    expect(run.coverage.transitions.missing).toEqual([]);
  });

  it('saving emits the success; a failed export the failure', () => {
    const emitted: unknown[] = [];
    const actor = createActor(confirmersModel.machine, { input: { agreementId: 7 } });
    actor.on('*', (e) => emitted.push(e));
    actor.start();
    actor.send({
      type: 'xstate.done.actor.loadRecipients',
      output: { confirmers: [], groups: MODEL_USER_GROUPS },
    } as never);
    actor.send({ type: 'ADD_ALL', role: 3 });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'xstate.done.actor.saveRecipients', output: { result: true } } as never);
    actor.send({
      type: 'xstate.done.actor.loadRecipients',
      output: { confirmers: MODEL_CONFIRMERS, groups: MODEL_USER_GROUPS },
    } as never);
    actor.send({ type: 'EXPORT' });
    actor.send({
      type: 'xstate.error.actor.exportRecipients',
      error: new TypeError('Failed to fetch'),
    } as never);
    actor.stop();
    expect(emitted).toEqual([
      { type: 'success', message: 'Получатели назначены' },
      { type: 'failure', message: ru.errors.network },
    ]);
  });
});
