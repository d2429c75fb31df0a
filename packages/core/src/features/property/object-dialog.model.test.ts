import { describe, expect, it } from 'vitest';
import { runModel, type StepInfo } from '../../shared/testing/runner';
import { checkPropertyObject } from './object-rules';
import type { ObjectDialogSnapshot } from './object-dialog.machine';
import { selectObjectDialogView } from './object-dialog.view';
import { objectDialogModel } from './testing/object-dialog.model';

type Model = typeof objectDialogModel.machine;

function check(s: ObjectDialogSnapshot, { event, previous, input }: StepInfo<Model>) {
  const view = selectObjectDialogView(s);
  const verdict = checkPropertyObject(s.context.form, s.context.rules);
  expect(view.isImmovable).toBe(input!.program === 'immovable');
  // Добавить is enabled only with a valid object (2.3, 5.5)
  expect(view.canSave).toBe(view.step === 'editing' && verdict.valid);
  // the loan number is not asked of the whitelisted beneficiary (5.5)
  expect(view.required.includes('loan_number')).toBe(input!.beneficiaryIin !== '940140000385');
  if (!s.context.form.has_security) expect(s.context.form.security).toBe('');
  if (!view.hasContracts) expect(s.context.form.contracts).toBe('');
  if (!event || !previous) {
    expect(view.errors).toEqual({});
    return;
  }
  switch (event.type) {
    case 'SAVE':
      if (view.step === 'saved') {
        expect(s.output).toEqual({ kind: 'saved', record: s.context.form });
      } else {
        // refused: every field's message is shown, and the generic one when a required field is empty
        expect(view.step).toBe('editing');
        for (const field of verdict.missing) expect(view.errors[field]).toBe('Обязательное поле');
        expect(view.message).toBe(
          verdict.missing.length ? 'Пожалуйста, заполните все обязательные поля, чтобы продолжить.' : null,
        );
        if (verdict.errors.amount) expect(view.errors.amount).toBe(verdict.errors.amount);
      }
      break;
    case 'CLEAR':
      // Esc empties the form and hides the messages
      expect(s.context.form.address).toBe('');
      expect(s.context.form.amount).toBeNull();
      expect(view.errors).toEqual({});
      expect(view.message).toBeNull();
      break;
    case 'BLUR':
      if (!view.form.year) expect(view.errors.year).toBe('Обязательное поле');
      break;
    case 'CLOSE':
      expect(s.output).toEqual({ kind: 'closed' });
      break;
  }
}

describe('objectDialogMachine (model-based)', () => {
  it('edits, clears, refuses an invalid object and adds a valid one; 100% coverage', () => {
    const run = runModel(objectDialogModel, check);
    expect(run.coverage.states.missing).toEqual([]);
    expect(run.coverage.transitions.missing).toEqual([]);
  });
});
