import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { SpecialistVehicleAnswer } from './contract';
import { CASCO_TRUCK, CASCO_TRUCK_2, SPECIALIST_HD78 } from './testing/fixtures';
import { provideCascoVehicleDialog } from './vehicle-calls';
import { cascoVehicleDialogMachine, type CascoVehicleDialogInput } from './vehicle-dialog.machine';
import {
  cascoVehicleDialogInput,
  connectCascoVehicleDialog,
  selectCascoVehicleView,
} from './vehicle-dialog.view';

const TODAY = '2026-11-27';
const start = (input: Partial<CascoVehicleDialogInput> = {}, answer?: SpecialistVehicleAnswer) =>
  createActor(
    cascoVehicleDialogMachine.provide({
      actors: {
        lookup: fromPromise(() =>
          answer ? Promise.resolve(answer) : Promise.reject(new Error('ЕСБД недоступна')),
        ),
      },
    }),
    {
      input: {
        ulid: '01JDM9ZK3T8Q4W6X2Y7V5R1N0P',
        type: 6,
        insurerIsPerson: true,
        available: 500_000_000,
        listed: [],
        today: TODAY,
        ...input,
      },
    },
  ).start();

const connect = (actor: ReturnType<typeof start>) =>
  connectCascoVehicleDialog(actor.getSnapshot(), (event) => actor.send(event));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('selectCascoVehicleView', () => {
  it('opens blank: type read-only, amount disabled, Сохранить disabled, the limits shown', () => {
    const view = selectCascoVehicleView(start({ available: 430_000_000 }).getSnapshot());
    expect(view).toMatchObject({
      title: 'Авто',
      closeLabel: 'Закрыть',
      saveLabel: 'Сохранить',
      typeTitle: 'Грузовые',
      amountDisabled: true,
      canSave: false,
      errors: {},
      costLimit: 65_000_000,
      costHint: 'не более 65\u00A0000\u00A0000\u00A0тг.',
      availableText:
        'Доступный лимит программы: 430\u00A0000\u00A0000\u00A0тг. из 500\u00A0000\u00A0000\u00A0тг.',
    });
  });

  it('Enter in the plate finds the truck and fills the form; the cost and amount finish it', async () => {
    const actor = start({}, { result: true, data: SPECIALIST_HD78 });
    connect(actor).onChange('number', '456 kta 02');
    expect(connect(actor).view.canLookup).toEqual({ number: true, vin: false });
    connect(actor).onLookup('number');
    expect(connect(actor).view).toMatchObject({ step: 'lookingUp', busy: true, canSave: false });
    await settle();
    expect(connect(actor).view.form).toMatchObject({ mark: 'Hyundai', model: 'HD78', vehicle_id: 9001 });
    connect(actor).onChange('cost', 30_000_000);
    connect(actor).onChange('amount', 25_000_000);
    expect(connect(actor).view.canSave).toBe(true);
    connect(actor).onSave();
    expect(actor.getSnapshot().output).toEqual({ kind: 'saved', record: CASCO_TRUCK });
  });

  it('a failed or empty lookup says "Авто не найдено" and keeps what was typed', async () => {
    const actor = start();
    connect(actor).onChange('vin', 'XTC65115');
    connect(actor).onLookup('vin');
    await settle();
    expect(connect(actor).view).toMatchObject({ step: 'editing', notice: 'Авто не найдено' });
    expect(connect(actor).view.form.vin).toBe('XTC65115');
    connect(actor).onChange('mark', 'КамАЗ');
    expect(connect(actor).view.notice).toBeNull();
  });

  it('a plate of 3 characters does not search; a listed one says it is listed', () => {
    const actor = start({ listed: ['777FRE01'] });
    connect(actor).onChange('number', '45k');
    connect(actor).onLookup('number');
    expect(connect(actor).view).toMatchObject({ step: 'editing', notice: null });
    connect(actor).onChange('number', '777fre01');
    connect(actor).onLookup('number');
    expect(connect(actor).view.notice).toBe('ТС по 777FRE01 уже есть в списке');
  });

  it('shows the cost cap of what is left and the amount above the cost once tried', () => {
    const actor = start({
      record: { ...CASCO_TRUCK, cost: 30_000_000, amount: 31_000_000 },
      available: 20_000_000,
    });
    expect(connect(actor).view.errors).toEqual({});
    connect(actor).onSave();
    expect(connect(actor).view.errors).toEqual({
      cost: '"Действительная стоимость" не должна быть больше 20\u00A0000\u00A0000\u00A0тг.',
      amount: '"Страховая сумма" не должна быть больше "Действительная стоимость"',
    });
    expect(connect(actor).view.message).toBeNull();
    connect(actor).onClose();
    expect(actor.getSnapshot().output).toEqual({ kind: 'closed' });
  });

  it('the input for an edit leaves the vehicle out of the listed and of the total cost', () => {
    const input = cascoVehicleDialogInput({
      ulid: '01JDM9ZK3T8Q4W6X2Y7V5R1N0P',
      type: 6,
      insurerIsPerson: true,
      vehicles: [CASCO_TRUCK, CASCO_TRUCK_2],
      index: 1,
      today: TODAY,
    });
    expect(input).toEqual({
      ulid: '01JDM9ZK3T8Q4W6X2Y7V5R1N0P',
      type: 6,
      insurerIsPerson: true,
      available: 470_000_000,
      listed: ['456KTA02', 'KMFGA17PPMC123456'],
      record: CASCO_TRUCK_2,
      today: TODAY,
    });
    expect(
      cascoVehicleDialogInput({
        ulid: '01JDM9ZK3T8Q4W6X2Y7V5R1N0P',
        type: 15,
        insurerIsPerson: true,
        vehicles: [CASCO_TRUCK],
      }),
    ).toMatchObject({
      available: 170_000_000,
      record: null,
    });
  });

  it('the provided dialog asks the call with the lookup’s input', async () => {
    const asked: unknown[] = [];
    const actor = createActor(
      provideCascoVehicleDialog({
        specialistVehicle: (q) => {
          asked.push(q);
          return Promise.resolve({ result: false, data: null, message: 'Авто не найдено' });
        },
      }),
      {
        input: {
          ulid: '01JDM9ZK3T8Q4W6X2Y7V5R1N0P',
          type: 10,
          insurerIsPerson: false,
          available: 1,
          listed: [],
          today: TODAY,
        },
      },
    ).start();
    actor.send({ type: 'CHANGE', field: 'number', value: '345tra02' });
    actor.send({ type: 'LOOKUP', by: 'number' });
    await settle();
    expect(asked).toEqual([{ ulid: '01JDM9ZK3T8Q4W6X2Y7V5R1N0P', type: 10, number: '345TRA02', vin: '' }]);
  });
});
