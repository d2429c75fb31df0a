import { VEHICLE_TYPES } from '../../shared/parties/vehicle/contract';
import { ruParties } from '../../shared/parties/ru';
import { fmt } from '../../shared/i18n/ru';
import { plainThousands } from '../../shared/money';
import type { CascoVehicle } from './contract';
import { programLimit, vehicleCostCap, type CascoVehicleType } from './program';
import {
  canLookup,
  checkCascoVehicle,
  requiredCascoVehicleFields,
  type CascoLookupBy,
  type CascoVehicleField,
  type CascoVehicleValues,
} from './vehicle';
import type {
  CascoVehicleChange,
  CascoVehicleDialogEvent,
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

export { cascoVehicleDialogInput } from './vehicle-dialog.input';
export { CASCO_VEHICLE_LABELS } from './vehicle-labels';
