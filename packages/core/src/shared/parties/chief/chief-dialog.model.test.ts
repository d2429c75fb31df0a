import { describe, expect, it } from 'vitest';
import { runModel, type StepInfo } from '../../testing/runner';
import { chiefDialogModel } from './testing/chief-dialog.model';
import { selectChiefDialogView } from './chief-view';
import { canSearchChief, isChiefComplete } from './rules';
import type { ChiefDialogSnapshot } from './chief-dialog.machine';

type Model = typeof chiefDialogModel.machine;

function check(s: ChiefDialogSnapshot, { event, previous, input }: StepInfo<Model>) {
  const view = selectChiefDialogView(s);
  expect(view.title).toBe(input!.query!.role === 'leader' ? 'Руководитель' : 'Собственник');
  expect(view.canSearch).toBe(view.step === 'search' && canSearchChief(s.context.query));
  if (view.step === 'notFound') {
    expect(view.specStep).toBe(2);
    expect(view.notice).toBe('Клиент не найден');
  }
  if (view.step === 'found') expect(view.specStep).toBe(1);
  if (view.step === 'saving') expect(s.children.save?.getSnapshot().input).toEqual(view.record);
  if (!event || !previous) return;
  switch (event.type) {
    case 'CREATE':
      // the manual form starts with what was searched
      expect(
        view.record.iin === s.context.query.iin || view.record.document.number === s.context.query.document,
      ).toBe(true);
      break;
    case 'SUBMIT':
      if (view.step === 'form') {
        expect(isChiefComplete(view.record)).toBe(false);
        expect(view.message).toBe('Пожалуйста, заполните все обязательные поля, чтобы продолжить.');
      } else expect(view.step).toBe('saving');
      break;
    case 'xstate.done.actor.save':
      expect(s.output).toEqual({
        kind: 'saved',
        record: { id: 41, title: 'Сулейменов Бауыржан Асанович', added: true, doc: '041911022' },
      });
      break;
  }
}

describe('chiefDialogMachine (model-based)', () => {
  it('searches by IIN or document, fills a chief by hand when not found, saves; 100% coverage', () => {
    const run = runModel(chiefDialogModel, check);
    expect(run.coverage.states.missing).toEqual([]);
    expect(run.coverage.transitions.missing).toEqual([]);
  });
});
