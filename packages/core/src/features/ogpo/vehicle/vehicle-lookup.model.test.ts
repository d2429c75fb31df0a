import { describe, expect, it } from 'vitest';
import { runModel, type StepInfo } from '../../../shared/testing/runner';
import { VEHICLE_TYPES, type Vehicle } from '../../../shared/parties/vehicle/contract';
import { vehicleLookupModel } from './testing/vehicle-lookup.model';
import { ruVehicle } from './ru';
import { duplicateMessage } from '../../../shared/parties/vehicle/rules';
import { hasRegistration, vehicleProblem } from './rules';
import { selectVehicleDialogView, type VehicleLookupSnapshot } from './vehicle-dialog.machine';

type Model = typeof vehicleLookupModel.machine;

function check(s: VehicleLookupSnapshot, { event, previous }: StepInfo<Model>) {
  const view = selectVehicleDialogView(s);
  const o = s.context.query;
  // the search field: a listed value is 'уже указано' and cannot be searched
  if (view.step === 'search' && o.listed.includes(view.value)) {
    expect(view.searchError).toBe(ruVehicle.alreadyListed);
    expect(view.canSearch).toBe(false);
  }
  if (view.step === 'search' && view.value.length >= 4 && !o.listed.includes(view.value))
    expect(view.canSearch).toBe(true);
  if (view.step === 'searching') {
    const input = s.children.search?.getSnapshot().input as Record<string, string>;
    expect(input.value).toBe(view.value);
  }
  if (view.step === 'form' || view.step === 'saving') {
    expect(view.readOnly).toBe(view.record.verify);
    expect(view.registrationProblem).toBe(hasRegistration(view.record) ? null : ruVehicle.noRegistration);
    expect(view.typeTitle).toBe(VEHICLE_TYPES[view.record.type_id]);
    // the type is chosen for a vehicle the register did not give (3.4), among the OGPO types, passenger first
    if (view.record.verify || view.record.verified_at) expect(view.typeOptions).toBeNull();
    else
      expect(view.typeOptions?.map((o) => `${o.value} ${o.label}`)).toEqual([
        '4 Легковые',
        '5 Автобусы до 16 пассажирских мест',
        '6 Грузовые',
        '7 Троллейбусы, трамваи',
        '8 Мототранспорт',
        '10 Прицепы, полуприцепы',
        '11 Автобусы свыше 16 пассажирских мест',
        '12 Воздушный транспорт',
        '13 Морской транспорт',
        '14 Железнодорожный транспорт',
        '15 Спецтехника',
      ]);
  } else expect(view.typeOptions).toBeNull();
  if (!event || !previous) return;
  const before = selectVehicleDialogView(previous);
  switch (event.type) {
    case 'CREATE':
      if (before.step === 'notFound') {
        // a vehicle typed by hand is foreign (region 17) and keeps the searched value
        expect(view.record.verify).toBe(false);
        expect(view.record.registration.region_id).toBe(17);
        expect([view.record.type_id, view.typeTitle]).toEqual([4, 'Легковые']);
        expect(view.record[before.by === 'certificate' ? 'number' : before.by]).toBe(
          before.by === 'certificate' ? '' : before.value,
        );
      }
      break;
    case 'SUBMIT':
      if (before.step === 'form') {
        const problem = vehicleProblem(before.record, { ...o, today: new Date() });
        expect(view.step).toBe(problem ? 'form' : 'saving');
        expect(view.message).toBe(problem);
        if (problem && duplicateMessage(before.record, o.listed))
          expect(problem).toMatch(/^ТС по .+ уже есть в списке$/);
        if (problem && o.product === 2 && before.record.verify) expect(problem).toBe(ruVehicle.foreignOnly);
      }
      break;
    case 'xstate.done.actor.save':
      expect(s.output).toEqual({ kind: 'saved', record: event.output as Vehicle });
      break;
  }
}

describe('vehicleLookupMachine (model-based)', () => {
  it('searches the register, refuses listed and unregistered vehicles, creates a foreign one, edits', () => {
    const run = runModel(vehicleLookupModel, check);
    expect(run.coverage.states.missing).toEqual([]);
    expect(run.coverage.transitions.missing).toEqual([]);
  });
});
