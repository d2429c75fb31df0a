import { describe, expect, it } from 'vitest';
import { runModel, type StepInfo } from '../../shared/testing/runner';
import type { SpecialistVehicleAnswer } from './contract';
import { checkCascoVehicle, type CascoVehicleField } from './vehicle';
import type { CascoVehicleDialogSnapshot, CascoVehicleLookup } from './vehicle-dialog.machine';
import { selectCascoVehicleView } from './vehicle-dialog.view';
import { cascoVehicleDialogModel } from './testing/vehicle-dialog.model';

type Model = typeof cascoVehicleDialogModel.machine;

function check(s: CascoVehicleDialogSnapshot, { event, previous, input }: StepInfo<Model>) {
  const view = selectCascoVehicleView(s);
  const verdict = checkCascoVehicle(s.context.form, s.context.rules);
  // the type is the program's, read-only; Сохранить only with a valid vehicle; the amount waits for the cost (5.2)
  expect(view.type).toBe(input!.type);
  expect(s.context.form.type_id).toBe(input!.type);
  expect(view.canSave).toBe(view.step === 'editing' && verdict.valid);
  expect(view.amountDisabled).toBe(s.context.form.cost === null);
  if (s.context.form.cost === null) expect(s.context.form.amount).toBeNull();
  // the cost's cap: 65 000 000, or what the program has left (9)
  expect(view.costLimit).toBe(Math.min(65_000_000, input!.available));
  expect(view.busy).toBe(view.step === 'lookingUp');
  if (view.step === 'lookingUp') {
    // get-specialist-vehicle asks by the field Enter was pressed in, with the program's type
    const asked = s.children.lookup?.getSnapshot().input as CascoVehicleLookup | undefined;
    const by = s.context.lookupBy!;
    expect(asked).toEqual({
      ulid: input!.ulid,
      type: input!.type,
      number: by === 'number' ? s.context.form.number : '',
      vin: by === 'vin' ? s.context.form.vin : '',
    });
    expect(s.context.form[by].length).toBeGreaterThan(3);
  }
  if (!event || !previous) {
    expect(view.errors).toEqual({});
    expect(view.editing).toBe(Boolean(input!.record));
    return;
  }
  const before = selectCascoVehicleView(previous);
  switch (event.type) {
    case 'CHANGE':
      // plate and VIN cleaned as typed
      expect(s.context.form.number).toMatch(/^[\p{Lu}\p{N}]*$/u);
      expect(view.notice).toBeNull();
      break;
    case 'LOOKUP':
      if (view.step === 'editing') {
        const value = before.form[event.by];
        if (input!.listed.includes(value)) expect(view.notice).toBe(`ТС по ${value} уже есть в списке`);
        // 3 characters or fewer: nothing searched
        else expect(value.length).toBeLessThanOrEqual(3);
      }
      break;
    case 'xstate.done.actor.lookup': {
      const answer = event.output as SpecialistVehicleAnswer;
      expect(view.step).toBe('editing');
      if (answer.result) {
        // the register's vehicle fills the form, the cost and amount typed stay, its messages show at once
        expect(s.context.form).toMatchObject({
          vehicle_id: answer.data.vehicle_id,
          number: answer.data.number,
          vin: answer.data.vin,
          mark: answer.data.mark,
          cost: before.form.cost,
          amount: before.form.amount,
        });
        expect(view.notice).toBeNull();
        if (answer.data.year === '2014') expect(view.errors.year).toBe('"Год выпуска" не старше 10 лет');
      } else {
        expect(view.notice).toBe('Авто не найдено');
        expect(s.context.form).toEqual(previous.context.form);
      }
      break;
    }
    case 'xstate.error.actor.lookup':
      // a failed lookup reads as one that found nothing (8)
      expect(view.notice).toBe('Авто не найдено');
      expect(s.context.form).toEqual(previous.context.form);
      break;
    case 'SAVE':
      if (view.step === 'saved') {
        expect(s.output).toEqual({
          kind: 'saved',
          record: { ...previous.context.form, premium: null, calc: null },
        });
      } else {
        // refused: every field's message is shown, and the generic one when a required field is empty
        for (const field of verdict.missing) expect(view.errors[field]).toBe('Обязательное поле');
        for (const [field, text] of Object.entries(verdict.errors))
          expect(view.errors[field as CascoVehicleField]).toBe(text);
        expect(view.message).toBe(
          verdict.missing.length ? 'Пожалуйста, заполните все обязательные поля, чтобы продолжить.' : null,
        );
      }
      break;
    case 'BLUR':
      if (!s.context.form.year) expect(view.errors.year).toBe('Обязательное поле');
      break;
    case 'CLOSE':
      expect(s.output).toEqual({ kind: 'closed' });
      break;
  }
}

describe('cascoVehicleDialogMachine (model-based)', () => {
  it('types, looks up, refuses a listed or invalid vehicle and saves a valid one; 100% coverage', () => {
    const run = runModel(cascoVehicleDialogModel, check);
    expect(run.coverage.states.missing).toEqual([]);
    expect(run.coverage.transitions.missing).toEqual([]);
  });
});
