import { VEHICLE_TYPES } from '../../shared/parties/vehicle/contract';
import { ruSaleVehicle } from '../../shared/parties/vehicle/ru';
import { ruParties } from '../../shared/parties/ru';
import { fmt } from '../../shared/i18n/ru';
import { plainThousands } from '../../shared/money';
import type { CascoVehicle } from './contract';
import { availableLimit, programLimit, vehicleCostCap, type CascoVehicleType } from './program';
import { ruCasco } from './ru';
import {
  canLookup,
  checkCascoVehicle,
  listedOf,
  requiredCascoVehicleFields,
  type CascoLookupBy,
  type CascoVehicleField,
  type CascoVehicleValues,
} from './vehicle';
import type {
  CascoVehicleChange,
  CascoVehicleDialogEvent,
  CascoVehicleDialogInput,
  CascoVehicleDialogSnapshot,
} from './vehicle-dialog.machine';
import { ruCascoVehicleDialog } from './vehicle-dialog.ru';

/** What the casco vehicle dialog renders (spec part 2 sections 2.2, 3.4, 5.2, 8, 9). */
export interface CascoVehicleView {
  /** 'editing' while open ('lookingUp' while the register is asked); 'saved' or 'closed' once ended. */
  step: 'editing' | 'lookingUp' | 'saved' | 'closed';
  title: string;
  description: string;
  /** The buttons as 2.2 names them: Закрыть and Сохранить. */
  closeLabel: string;
  saveLabel: string;
  form: CascoVehicle;
  /** The vehicle type, read-only (3.4). */
  type: CascoVehicleType;
  typeTitle: string;
  /** A vehicle of the policy is edited rather than added. */
  editing: boolean;
  /** The fields Сохранить needs now (asterisks). */
  required: CascoVehicleField[];
  /** Each shown field's message: 5.2's, or 'Обязательное поле' for an empty required one. */
  errors: Partial<Record<CascoVehicleField, string>>;
  /** The form's message after a refused Сохранить: some required field is empty. */
  message: string | null;
  /** The lookup's outcome: 'Авто не найдено' (8), or the duplicate that kept it from searching. */
  notice: string | null;
  busy: boolean;
  /** Enter in the plate or the VIN searches: more than 3 characters, not another vehicle's (5.2). */
  canLookup: Record<CascoLookupBy, boolean>;
  /** The amount is disabled until the cost is set (5.2). */
  amountDisabled: boolean;
  /** The program limit available without this vehicle, and the program limit (section 9). */
  available: number;
  limit: number;
  availableText: string;
  /** The cost's cap: 65 000 000, or what is available when less; its hint under the field. */
  costLimit: number;
  costHint: string;
  /** Сохранить is enabled only when the vehicle passes 5.2. */
  canSave: boolean;
}

export function selectCascoVehicleView(s: CascoVehicleDialogSnapshot): CascoVehicleView {
  const { form, rules, attempted, touched } = s.context;
  const verdict = checkCascoVehicle(form, rules);
  const shown = (field: CascoVehicleField) => attempted || touched.includes(field);
  const errors: Partial<Record<CascoVehicleField, string>> = {};
  for (const field of verdict.missing) if (shown(field)) errors[field] = ruParties.required;
  for (const [field, text] of Object.entries(verdict.errors) as [CascoVehicleField, string][])
    if (shown(field)) errors[field] = text;
  const limit = programLimit(rules.type, s.context.insurerIsPerson);
  const costLimit = vehicleCostCap(rules.available);
  const editing = s.matches('editing');
  return {
    step: s.matches('saved')
      ? 'saved'
      : s.matches('closed')
        ? 'closed'
        : s.matches('lookingUp')
          ? 'lookingUp'
          : 'editing',
    title: ruCascoVehicleDialog.title,
    description: ruCascoVehicleDialog.description,
    closeLabel: ruCascoVehicleDialog.close,
    saveLabel: ruCascoVehicleDialog.save,
    form,
    type: rules.type,
    typeTitle: VEHICLE_TYPES[rules.type] ?? '',
    editing: s.context.editing,
    required: requiredCascoVehicleFields(rules.type),
    errors,
    message: attempted ? verdict.incomplete : null,
    notice: s.context.notice,
    busy: s.hasTag('busy'),
    canLookup: {
      number: editing && canLookup(form.number, rules.listed),
      vin: editing && canLookup(form.vin, rules.listed),
    },
    amountDisabled: form.cost === null,
    available: rules.available,
    limit,
    availableText: fmt(ruCascoVehicleDialog.available, {
      available: plainThousands(rules.available),
      limit: plainThousands(limit),
    }),
    costLimit,
    costHint: fmt(ruCascoVehicleDialog.costHint, { limit: plainThousands(costLimit) }),
    canSave: editing && verdict.valid,
  };
}

/** The dialog's view and intents, each sending its event to the dialog machine. */
export function connectCascoVehicleDialog(
  s: CascoVehicleDialogSnapshot,
  send: (event: CascoVehicleDialogEvent) => void,
) {
  return {
    view: selectCascoVehicleView(s),
    onChange: <K extends CascoVehicleField>(field: K, value: CascoVehicleValues[K]) =>
      send({ type: 'CHANGE', field, value } as CascoVehicleChange),
    onBlur: (field: CascoVehicleField) => send({ type: 'BLUR', field }),
    /** Enter in the plate or the VIN. */
    onLookup: (by: CascoLookupBy) => send({ type: 'LOOKUP', by }),
    onSave: () => send({ type: 'SAVE' }),
    onClose: () => send({ type: 'CLOSE' }),
  };
}

export type CascoVehicleDialogConnection = ReturnType<typeof connectCascoVehicleDialog>;

/** The field labels of the dialog (3.4): the shared vehicle's and casco's cost and amount. */
export const CASCO_VEHICLE_LABELS: Record<CascoVehicleField, string> = {
  number: ruSaleVehicle.fields.number,
  vin: ruSaleVehicle.fields.vin,
  cost: ruCasco.fields.cost,
  amount: ruCasco.fields.amount,
  year: ruSaleVehicle.fields.year,
  color: ruSaleVehicle.fields.color,
  mark: ruSaleVehicle.fields.mark,
  model: ruSaleVehicle.fields.model,
  'registration.certificate': ruSaleVehicle.fields.certificate,
  'registration.region_id': ruSaleVehicle.fields.region,
  'registration.date': ruSaleVehicle.fields.date,
  'engine.number': ruSaleVehicle.fields.engineNumber,
  'engine.power': ruSaleVehicle.fields.power,
  'engine.volume': ruSaleVehicle.fields.volume,
};

/**
 * The dialog's input for the policy's vehicle at `index` (an edit) or a new one: the program's type, the available
 * limit and the listed plates and VINs without that vehicle.
 */
export function cascoVehicleDialogInput(o: {
  ulid: string;
  type: CascoVehicleType;
  insurerIsPerson: boolean;
  vehicles: readonly CascoVehicle[];
  index?: number;
  today?: string;
}): CascoVehicleDialogInput {
  const record = o.index === undefined ? null : (o.vehicles[o.index] ?? null);
  return {
    ulid: o.ulid,
    type: o.type,
    insurerIsPerson: o.insurerIsPerson,
    available: availableLimit(programLimit(o.type, o.insurerIsPerson), o.vehicles, o.index),
    listed: listedOf(o.vehicles, o.index),
    record,
    ...(o.today ? { today: o.today } : {}),
  };
}
