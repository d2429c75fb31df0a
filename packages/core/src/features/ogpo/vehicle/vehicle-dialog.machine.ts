import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  createLookupDialog,
  selectLookupDialogView,
  type LookupDialogInput,
  type LookupDialogOutput,
  type LookupStep,
} from '../../../shared/machines/lookup-dialog.machine';
import type { PolicyVehicle } from '../sale/contract';
import { VEHICLE_TYPES, type Vehicle } from '../../../shared/parties/vehicle/contract';
import { normaliseVehicleCode, vehicleKeys } from '../../../shared/parties/vehicle/rules';
import { OGPO_VEHICLE_TYPE_IDS, type VehicleSearchBy } from './contract';
import {
  blankVehicle,
  canSearchVehicle,
  hasRegistration,
  searchProblem,
  typeIsChosen,
  vehicleProblem,
  type OgpoProductType,
} from './rules';
import { ruVehicle } from './ru';

/**
 * The vehicle dialog 'Авто' (spec part 2 sections 2.2, 5.2, 8): the shared lookup dialog with the vehicle's rules
 * (`vehicleLookupMachine`), invoked by `vehicleDialogMachine`, which takes the policy's request.
 *
 *   search (by plate, VIN or certificate; 'уже указано' blocks a listed value) -> found (the register's rows)
 *   -> PICK -> form -> SUBMIT (duplicates, registration, required fields) -> saving (vehicle/set) -> saved
 *   search -> notFound ('Авто не найдено') -> CREATE -> form (a foreign vehicle, region 17, typed by hand, its
 *   type chosen among the OGPO types of 3.4)
 *   edit (input record) -> form: 'Обновить' (SUBMIT) or 'Отменить' (CLOSE)
 *
 * The dialog's own inputs travel in the lookup query, which the view never edits: `product` (1 Standard searches
 * the vehicles registered in the republic, then the foreign ones; 2 Temporary entry the foreign ones) and `listed`
 * (the plates and VINs already in the policy), built by `vehicleDialogInput`. The output is the lookup's
 * `{kind: 'saved', record}` (the vehicle as the server saved it, with its id) or `{kind: 'closed'}`.
 */

export interface VehicleDialogOptions {
  product: OgpoProductType;
  /** Plates and VINs of the vehicles already in the policy. */
  listed: readonly string[];
  /** The vehicle to edit (no search); a partial one is completed with the blank vehicle's fields. */
  record?: VehiclePart;
  /** The first search mode (default: by plate). */
  by?: VehicleSearchBy;
}

/** A vehicle with some of its fields (a fixture, a record of an older shape). */
export type VehiclePart = Partial<Omit<PolicyVehicle, 'engine' | 'registration'>> & {
  engine?: Partial<Vehicle['engine']>;
  registration?: Partial<Vehicle['registration']>;
};

/**
 * A vehicle the policy kept, completed with the blank vehicle's fields (a draft may lack some): the form reads every
 * field of section 3.4.
 */
export function completeVehicle(v: VehiclePart): PolicyVehicle {
  const blank = blankVehicle();
  // a resident vehicle's missing registration stays missing (the rules then name it); a foreign one is region 17
  const registration = v.verify
    ? { ...blank.registration, region_id: null, big_city: null }
    : blank.registration;
  return {
    ...blank,
    ...v,
    engine: { ...blank.engine, ...(v.engine ?? {}) },
    registration: { ...registration, ...(v.registration ?? {}) },
  };
}

/**
 * The lookup's query: the search field (`by`, `value`) and the dialog's own inputs, which the view never edits:
 * `product` (1 Standard searches the vehicles registered in the republic, then the foreign ones; 2 Temporary entry
 * the foreign ones) and `listed` (the plates and VINs already in the policy).
 */
export interface VehicleQuery {
  by: VehicleSearchBy;
  value: string;
  product: OgpoProductType;
  listed: string[];
}

/** The dialog's input: an edit does not count its own plate and VIN as listed. */
export function vehicleDialogInput(o: VehicleDialogOptions): LookupDialogInput<VehicleQuery, PolicyVehicle> {
  const record = o.record ? completeVehicle(o.record) : undefined;
  const own = new Set(record ? vehicleKeys(record) : []);
  const listed = o.listed.map(normaliseVehicleCode).filter((k) => k !== '' && !own.has(k));
  return {
    query: { by: o.by ?? 'number', value: '', product: o.product, listed },
    ...(record ? { record } : {}),
    incompleteMessage: ruVehicle.required,
  };
}

export const vehicleLookupMachine = createLookupDialog<VehicleQuery, Vehicle, PolicyVehicle>({
  canSearch: (q) => canSearchVehicle(q.value, q.listed),
  isComplete: (record, c) => vehicleProblem(record, { ...c.query, today: new Date() }) === null,
  startNew: (q) => blankVehicle({ [q.by]: normaliseVehicleCode(q.value) }),
  pick: (row) => ({ ...row }),
});

export type VehicleDialogOutput = LookupDialogOutput<PolicyVehicle>;
export type VehicleLookupSnapshot = SnapshotFrom<typeof vehicleLookupMachine>;
export type VehicleLookupActor = ActorRefFrom<typeof vehicleLookupMachine>;

/**
 * What the policy opens the dialog with (spec part 2 section 2.2): the product type, the vehicle to edit, the plates
 * and VINs of the policy's other vehicles.
 */
export interface VehicleDialogRequest {
  productType: OgpoProductType;
  record?: VehiclePart;
  listed: { numbers: readonly string[]; vins: readonly string[] };
}

/**
 * The dialog as the policy invokes it: takes the policy's request, runs the lookup dialog (child `lookup`, where
 * the view's events go) and ends with its output.
 *
 *   open (invokes lookup) --lookup done--> done (final: the lookup's output)
 */
export const vehicleDialogMachine = setup({
  types: {
    input: {} as VehicleDialogRequest,
    context: {} as { request: VehicleDialogRequest; output: VehicleDialogOutput },
    output: {} as VehicleDialogOutput,
  },
  actors: { lookup: vehicleLookupMachine },
}).createMachine({
  id: 'vehicleDialog',
  context: ({ input }) => ({ request: input, output: { kind: 'closed' } }),
  initial: 'open',
  states: {
    open: {
      invoke: {
        id: 'lookup',
        src: 'lookup',
        input: ({ context }) =>
          vehicleDialogInput({
            product: context.request.productType,
            listed: [...context.request.listed.numbers, ...context.request.listed.vins],
            ...(context.request.record ? { record: context.request.record } : {}),
          }),
        onDone: { target: 'done', actions: assign({ output: ({ event }) => event.output }) },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => context.output,
});

export type VehicleDialogActor = ActorRefFrom<typeof vehicleDialogMachine>;

/** The lookup child of an open vehicle dialog (the view reads it and sends it the events), or undefined. */
export function vehicleLookupOf(
  s: SnapshotFrom<typeof vehicleDialogMachine>,
): VehicleLookupActor | undefined {
  return s.children.lookup as VehicleLookupActor | undefined;
}

export interface VehicleDialogView {
  step: LookupStep;
  by: VehicleSearchBy;
  value: string;
  product: OgpoProductType;
  /** The search field's problem ('уже указано', too short) or null. */
  searchError: string | null;
  canSearch: boolean;
  rows: Vehicle[];
  record: Vehicle;
  editing: boolean;
  busy: boolean;
  /** The failure or the refused SUBMIT's reason, as the rules word it. */
  message: string | null;
  /** A resident vehicle without full registration: its message, shown as soon as the form opens. */
  registrationProblem: string | null;
  /** The register's vehicle: its fields are read-only (only a foreign vehicle is typed by hand). */
  readOnly: boolean;
  typeTitle: string;
  /**
   * The OGPO types (3.4) to choose from, for a vehicle the register did not give; null: the type is the register's
   * (read-only `typeTitle`).
   */
  typeOptions: Array<{ value: number; label: string }> | null;
}

const TYPE_OPTIONS = OGPO_VEHICLE_TYPE_IDS.map((id) => ({
  value: id,
  label: VEHICLE_TYPES[id] ?? String(id),
}));

/** The view of the vehicle dialog. */
export function selectVehicleDialogView(s: VehicleLookupSnapshot): VehicleDialogView {
  const base = selectLookupDialogView(s);
  const o = base.query;
  const record = base.record ?? blankVehicle();
  const inForm = base.step === 'form' || base.step === 'saving';
  let message = base.message;
  // the refused SUBMIT names its reason (duplicate, registration, Temporary entry) instead of the generic text
  if (inForm && message === s.context.incompleteMessage) {
    message = vehicleProblem(record, { ...o, today: new Date() }) ?? message;
  }
  return {
    step: base.step,
    by: o.by,
    value: o.value,
    product: o.product,
    searchError: base.step === 'search' ? searchProblem(o.value, o.listed) : null,
    canSearch: base.canSearch,
    rows: base.rows,
    record,
    editing: base.editing,
    busy: base.busy,
    message,
    registrationProblem:
      inForm && record.verify && !hasRegistration(record) ? ruVehicle.noRegistration : null,
    readOnly: inForm && record.verify === true,
    typeTitle: VEHICLE_TYPES[record.type_id] ?? '',
    typeOptions: inForm && typeIsChosen(record) ? TYPE_OPTIONS : null,
  };
}
