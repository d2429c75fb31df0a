import { assign, setup, type DoneActorEvent, type ErrorActorEvent, type SnapshotFrom } from 'xstate';
import { todayInAlmaty } from '../../shared/almaty-today';
import { unprovided } from '../../shared/machines/unprovided';
import { ruSaleVehicle } from '../../shared/parties/vehicle/ru';
import type { DialogOutput } from '../../shared/sale/types';
import type { CascoVehicle, SpecialistVehicleAnswer } from './contract';
import type { CascoVehicleType } from './program';
import {
  blankCascoVehicle,
  canLookup,
  cascoVehiclePatch,
  checkCascoVehicle,
  fieldValue,
  listedError,
  withFound,
  type CascoLookupBy,
  type CascoVehicleField,
  type CascoVehicleRules,
  type CascoVehicleValues,
} from './vehicle';

/**
 * The casco vehicle dialog 'Авто' (spec part 2 sections 2.2 property/casco variant, 3.4, 5.2, 8, 9): one vehicle of
 * the policy, new or edited, typed in a form whose plate or VIN looks the vehicle up on Enter.
 *
 *   editing --CHANGE {field, value} | BLUR {field}--> editing
 *           --LOOKUP {by} [the field is another vehicle's]--> editing ('ТС по {value} уже есть в списке')
 *           --LOOKUP {by} [more than 3 characters]--> lookingUp (get-specialist-vehicle {number, type, vin})
 *           --LOOKUP {by} (3 characters or fewer)--> editing, nothing searched (5.2)
 *           --SAVE [checkCascoVehicle valid]--> saved (output {kind: 'saved', record})
 *           --SAVE [not valid]--> editing, every field's message shown
 *           --CLOSE--> closed (output {kind: 'closed'})
 *   lookingUp --found--> editing (the register's fields filled in, their messages shown)
 *             --not found, or the call failed--> editing ('Авто не найдено', 8)   --CLOSE--> closed
 *
 * - The rules are vehicle.ts's (cleaning, required fields, the cost's cap of the available limit, the amount, the
 *   10-year rule, duplicates); the machine decides when a field's message is shown: after its blur, the first SAVE,
 *   or a lookup that filled it.
 * - The record saved has no premium and no calculation: a change of the vehicles resets the calculation (4.1).
 * - The lookup is a call the app provides (`lookup`, its input {ulid, number, type, vin}: the sale's and the search).
 */

export interface CascoVehicleDialogInput {
  /** The sale's number (its ulid): the lookup is a call of the sale's owner. */
  ulid: string;
  /** The program's vehicle type (the type field, read-only). */
  type: CascoVehicleType;
  /** The insurer's kind (the program limit shown beside the available one). */
  insurerIsPerson: boolean;
  /** The program limit still available without this vehicle (section 9). */
  available: number;
  /** The plates and VINs of the policy's other vehicles. */
  listed: readonly string[];
  /** The vehicle edited; absent or null: a new one. */
  record?: CascoVehicle | null;
  /** Today, 'YYYY-MM-DD' (Almaty); default: now. */
  today?: string;
}

/** What the lookup asks get-specialist-vehicle: the sale, the searched field's value, '' for the other. */
export interface CascoVehicleLookup {
  ulid: string;
  number: string;
  type: CascoVehicleType;
  vin: string;
}

export interface CascoVehicleDialogContext {
  /** The sale's number (the lookup's ulid). */
  ulid: string;
  rules: CascoVehicleRules;
  insurerIsPerson: boolean;
  form: CascoVehicle;
  editing: boolean;
  /** SAVE was tried: every field's message is shown. */
  attempted: boolean;
  /** The fields left once (blur) or filled by a lookup: their messages are shown. */
  touched: CascoVehicleField[];
  /** The field the lookup runs (or ran) on. */
  lookupBy: CascoLookupBy | null;
  /** The lookup's outcome shown above the form: 'Авто не найдено' or a duplicate; null otherwise. */
  notice: string | null;
  /** The record Сохранить saved (the output); null until then. */
  saved: CascoVehicle | null;
}

/** A change of one field, typed by the field. */
export type CascoVehicleChange = {
  [K in CascoVehicleField]: { type: 'CHANGE'; field: K; value: CascoVehicleValues[K] };
}[CascoVehicleField];

export type CascoVehicleDialogEvent =
  | CascoVehicleChange
  | { type: 'BLUR'; field: CascoVehicleField }
  | { type: 'LOOKUP'; by: CascoLookupBy }
  | { type: 'SAVE' }
  | { type: 'CLOSE' }
  | DoneActorEvent<SpecialistVehicleAnswer, 'lookup'>
  | ErrorActorEvent<unknown, 'lookup'>;

export type CascoVehicleDialogOutput = DialogOutput<CascoVehicle>;

/** The fields a found vehicle fills (the register's): their messages show at once. */
const FILLED: readonly CascoVehicleField[] = [
  'number',
  'vin',
  'year',
  'color',
  'mark',
  'model',
  'registration.certificate',
  'registration.region_id',
  'registration.date',
  'engine.number',
  'engine.power',
  'engine.volume',
];

const lookupValue = (c: CascoVehicleDialogContext, by: CascoLookupBy) => fieldValue(c.form, by);
const answerOf = (event: CascoVehicleDialogEvent) =>
  event.type === 'xstate.done.actor.lookup' ? event.output : null;

export const cascoVehicleDialogMachine = setup({
  types: {
    input: {} as CascoVehicleDialogInput,
    context: {} as CascoVehicleDialogContext,
    events: {} as CascoVehicleDialogEvent,
    output: {} as CascoVehicleDialogOutput,
  },
  actors: {
    lookup: unprovided<SpecialistVehicleAnswer, CascoVehicleLookup>('cascoVehicleDialog', 'lookup'),
  },
  guards: {
    isValid: ({ context }) => checkCascoVehicle(context.form, context.rules).valid,
    isListed: ({ context, event }) =>
      event.type === 'LOOKUP' && listedError(lookupValue(context, event.by), context.rules.listed) !== null,
    canLookup: ({ context, event }) =>
      event.type === 'LOOKUP' && canLookup(lookupValue(context, event.by), context.rules.listed),
    isFound: ({ event }) => answerOf(event)?.result === true,
  },
  actions: {
    change: assign(({ context, event }) =>
      event.type === 'CHANGE'
        ? {
            form: cascoVehiclePatch(context.form, event.field, event.value as never),
            notice: null,
          }
        : {},
    ),
    touch: assign(({ context, event }) =>
      event.type === 'BLUR' && !context.touched.includes(event.field)
        ? { touched: [...context.touched, event.field] }
        : {},
    ),
    refuseListed: assign(({ context, event }) =>
      event.type === 'LOOKUP'
        ? { notice: listedError(lookupValue(context, event.by), context.rules.listed) }
        : {},
    ),
    startLookup: assign(({ event }) => (event.type === 'LOOKUP' ? { lookupBy: event.by, notice: null } : {})),
    fill: assign(({ context, event }) => {
      const answer = answerOf(event);
      if (answer?.result !== true) return {};
      return {
        form: withFound(context.form, answer.data),
        touched: [...new Set([...context.touched, ...FILLED])],
        notice: null,
      };
    }),
    notFound: assign({ notice: ruSaleVehicle.notFound }),
    attempt: assign({ attempted: true }),
    keep: assign(({ context }) => ({ saved: { ...context.form, premium: null, calc: null } })),
  },
}).createMachine({
  id: 'cascoVehicleDialog',
  context: ({ input }) => {
    const form = input.record ? { ...input.record, type_id: input.type } : blankCascoVehicle(input.type);
    return {
      ulid: input.ulid,
      rules: {
        type: input.type,
        available: input.available,
        listed: [...input.listed],
        today: input.today ?? todayInAlmaty(),
      },
      insurerIsPerson: input.insurerIsPerson,
      form,
      editing: Boolean(input.record),
      attempted: false,
      touched: [],
      lookupBy: null,
      notice: null,
      saved: null,
    };
  },
  initial: 'editing',
  states: {
    editing: {
      tags: ['form'],
      on: {
        CHANGE: { actions: 'change' },
        BLUR: { actions: 'touch' },
        LOOKUP: [
          { guard: 'isListed', actions: 'refuseListed' },
          { guard: 'canLookup', target: 'lookingUp', actions: 'startLookup' },
        ],
        SAVE: [{ guard: 'isValid', target: 'saved', actions: 'keep' }, { actions: 'attempt' }],
        CLOSE: 'closed',
      },
    },
    lookingUp: {
      tags: ['busy'],
      invoke: {
        id: 'lookup',
        src: 'lookup',
        input: ({ context }): CascoVehicleLookup => ({
          ulid: context.ulid,
          type: context.rules.type,
          number: context.lookupBy === 'number' ? context.form.number : '',
          vin: context.lookupBy === 'vin' ? context.form.vin : '',
        }),
        onDone: [
          { guard: 'isFound', target: 'editing', actions: 'fill' },
          { target: 'editing', actions: 'notFound' },
        ],
        onError: { target: 'editing', actions: 'notFound' },
      },
      on: { CLOSE: 'closed' },
    },
    saved: { type: 'final' },
    closed: { type: 'final' },
  },
  output: ({ context }): CascoVehicleDialogOutput =>
    context.saved === null ? { kind: 'closed' } : { kind: 'saved', record: context.saved },
});

export type CascoVehicleDialogSnapshot = SnapshotFrom<typeof cascoVehicleDialogMachine>;
