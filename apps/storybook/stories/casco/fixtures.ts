/*
 * Fixtures of the casco stories: each vehicle-dialog view is core's selector over the production
 * `cascoVehicleDialogMachine` (its lookup never answering by itself) replayed through the story's events; the
 * register's answers are the lookup's done events with core's demo vehicles (the sandbox's seeded ones). The live
 * story runs the machine with a fake lookup answering from the same vehicles.
 */
import {
  cascoVehicleDialogInput,
  cascoVehicleDialogMachine,
  provideCascoVehicleDialog,
  selectCascoVehicleView,
  type CascoVehicleDialogEvent,
  type CascoVehicleDialogInput,
  type CascoVehicleLookup,
  type CascoVehicleValues,
  type CascoVehicleView,
  type SpecialistVehicle,
  type SpecialistVehicleAnswer,
} from '@sakta/core/casco';
import {
  CASCO_TRUCK,
  CASCO_TRUCK_2,
  SPECIALIST_ATEGO,
  SPECIALIST_CAT320,
  SPECIALIST_HD78,
} from '@sakta/core/testing';
import { done, never, replay, type ActorAnswer } from '../replay';

/** The regions the casco vehicle dialog offers: the financial institutions' (no foreign or transit registration). */
export { FI_REGIONS } from '@sakta/core/sale/fi';

/** The stories' today (Almaty): the 10-year rule reads it, so a story does not age. */
export const CASCO_TODAY = '2026-11-27';
const ULID = '01JDSAKTA0000000000000000C';

type Step = CascoVehicleDialogEvent | ActorAnswer;

const machine = cascoVehicleDialogMachine.provide({ actors: { lookup: never() } });

/** A truck program of a person with the Isuzu NQR90 listed (40 000 000): 460 000 000 available. */
export const TRUCKS_INPUT: CascoVehicleDialogInput = cascoVehicleDialogInput({
  ulid: ULID,
  type: 6,
  insurerIsPerson: true,
  vehicles: [CASCO_TRUCK_2],
  today: CASCO_TODAY,
});

/** The Hyundai HD78 of the policy edited (the Isuzu listed beside it). */
export const EDIT_INPUT: CascoVehicleDialogInput = cascoVehicleDialogInput({
  ulid: ULID,
  type: 6,
  insurerIsPerson: true,
  vehicles: [CASCO_TRUCK, CASCO_TRUCK_2],
  index: 0,
  today: CASCO_TODAY,
});

/** Special machinery of a person (limit 200 000 000) with 5 000 000 of it left. */
export const MACHINERY_INPUT: CascoVehicleDialogInput = {
  ulid: ULID,
  type: 15,
  insurerIsPerson: true,
  available: 5_000_000,
  listed: [],
  today: CASCO_TODAY,
};

/** A trailer program of a legal entity, nothing listed. */
export const TRAILERS_INPUT: CascoVehicleDialogInput = {
  ...TRUCKS_INPUT,
  type: 10,
  insurerIsPerson: false,
  available: 500_000_000,
  listed: [],
};

/** The dialog's view after `steps` (a truck program with the Isuzu listed unless told otherwise). */
export function cascoVehicleView(
  steps: readonly Step[],
  input: CascoVehicleDialogInput = TRUCKS_INPUT,
): CascoVehicleView {
  return replay(machine, steps, selectCascoVehicleView, input);
}

/** Each value typed into its field, one CHANGE after another, the field left after it. */
export const typed = (values: Partial<CascoVehicleValues>): Step[] =>
  Object.entries(values).flatMap(([field, value]) => [
    { type: 'CHANGE', field, value } as CascoVehicleDialogEvent,
    { type: 'BLUR', field } as CascoVehicleDialogEvent,
  ]);

const found = (data: SpecialistVehicle) =>
  done('lookup', { result: true, data } satisfies SpecialistVehicleAnswer);
const NOT_FOUND_ANSWER: SpecialistVehicleAnswer = { result: false, data: null, message: 'Авто не найдено' };

/** A plate typed as a seller might ('456 kta 02') and Enter pressed: the register is asked. */
export const LOOKING_UP: Step[] = [
  { type: 'CHANGE', field: 'number', value: '456 kta 02' },
  { type: 'LOOKUP', by: 'number' },
];
/** The register found the Hyundai HD78 by its plate: its fields filled, the cost and amount still to type. */
export const FOUND_HD78: Step[] = [...LOOKING_UP, found(SPECIALIST_HD78)];
/** A VIN the register does not know. */
export const NOT_FOUND: Step[] = [
  { type: 'CHANGE', field: 'vin', value: 'XTC65115AB1234567' },
  { type: 'LOOKUP', by: 'vin' },
  done('lookup', NOT_FOUND_ANSWER),
];
/** The Isuzu's plate, already in the policy: Enter refused, nothing searched. */
export const LISTED: Step[] = [
  { type: 'CHANGE', field: 'number', value: '777fre01' },
  { type: 'LOOKUP', by: 'number' },
];
/** The HD78 at 70 000 000: above the per-vehicle cap of 65 000 000. */
export const COST_ABOVE_CAP: Step[] = [...FOUND_HD78, ...typed({ cost: 70_000_000 })];
/** The HD78 at 30 000 000 insured for 35 000 000. */
export const AMOUNT_ABOVE_COST: Step[] = [...FOUND_HD78, ...typed({ cost: 30_000_000, amount: 35_000_000 })];
/** The Mercedes-Benz Atego of 2014 found: more than 10 years old, its message at once. */
export const TOO_OLD: Step[] = [
  { type: 'CHANGE', field: 'number', value: '214ATG04' },
  { type: 'LOOKUP', by: 'number' },
  found(SPECIALIST_ATEGO),
  ...typed({ cost: 20_000_000, amount: 20_000_000 }),
];
/** The HD78 at 30 000 000 insured for 25 000 000: Сохранить enabled. */
export const VALID: Step[] = [...FOUND_HD78, ...typed({ cost: 30_000_000, amount: 25_000_000 })];
/** Сохранить tried (Enter in a field) with only a plate typed: every field's message. */
export const INCOMPLETE: Step[] = [{ type: 'CHANGE', field: 'number', value: '999ZZZ02' }, { type: 'SAVE' }];
/** The Caterpillar found by VIN at 60 000 000, with 5 000 000 of the program left. */
export const MACHINERY_ABOVE_AVAILABLE: Step[] = [
  { type: 'CHANGE', field: 'vin', value: 'CAT0320DCGZF01234' },
  { type: 'LOOKUP', by: 'vin' },
  found(SPECIALIST_CAT320),
  ...typed({ cost: 60_000_000 }),
];

/** The register the live story's lookup asks: core's demo vehicles, by VIN when given, else by plate. */
const REGISTER: readonly SpecialistVehicle[] = [SPECIALIST_HD78, SPECIALIST_ATEGO, SPECIALIST_CAT320];

export function fakeLookup(q: CascoVehicleLookup): SpecialistVehicleAnswer {
  const hit = REGISTER.find((v) => v.type_id === q.type && (q.vin ? v.vin === q.vin : v.number === q.number));
  return hit ? { result: true, data: hit } : NOT_FOUND_ANSWER;
}

/** The production dialog with the fake lookup, answering after a moment as a register would. */
export const liveCascoVehicleMachine = provideCascoVehicleDialog({
  specialistVehicle: (q) => new Promise((resolve) => setTimeout(() => resolve(fakeLookup(q)), 600)),
});
