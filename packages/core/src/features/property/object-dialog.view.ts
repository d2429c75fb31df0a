import { ruParties } from '../../shared/parties/ru';
import type {
  ObjectDialogEvent,
  ObjectDialogSnapshot,
  ObjectFieldChange,
  ObjectProgram,
} from './object-dialog.machine';
import { ruObjectDialog } from './object-dialog.ru';
import type { PropertyObject } from './object';
import { checkPropertyObject, requiredObjectFields, type ObjectField } from './object-rules';

/** What the property-object modal renders (spec part 2 sections 2.3, 3.5, 5.5). */
export interface ObjectDialogView {
  /** 'editing' while open; 'saved' or 'closed' once ended. */
  step: 'editing' | 'saved' | 'closed';
  title: string;
  description: string;
  /** The buttons as 2.3 names them: Закрыть and Добавить. */
  closeLabel: string;
  saveLabel: string;
  program: ObjectProgram;
  /** The condition, kind and walls are asked (DSI_FI). */
  isImmovable: boolean;
  form: PropertyObject;
  hasContracts: boolean;
  /** An object of the policy is edited (the button saves it) rather than added. */
  editing: boolean;
  /** The fields the object needs now (asterisks). */
  required: ObjectField[];
  /** Each shown field's message: 5.5's, or 'Обязательное поле' for an empty required one. */
  errors: Partial<Record<ObjectField, string>>;
  /** The form's message after a refused Добавить: some required field is empty. */
  message: string | null;
  /** Добавить is enabled only when the object passes 5.5. */
  canSave: boolean;
}

export function selectObjectDialogView(s: ObjectDialogSnapshot): ObjectDialogView {
  const { form, rules, attempted, touched } = s.context;
  const verdict = checkPropertyObject(form, rules);
  const shown = (field: ObjectField) => attempted || touched.includes(field);
  const errors: Partial<Record<ObjectField, string>> = {};
  for (const field of verdict.missing) if (shown(field)) errors[field] = ruParties.required;
  for (const [field, text] of Object.entries(verdict.errors) as [ObjectField, string][])
    if (shown(field)) errors[field] = text;
  return {
    step: s.matches('saved') ? 'saved' : s.matches('closed') ? 'closed' : 'editing',
    title: ruObjectDialog.title,
    description: ruObjectDialog.description,
    closeLabel: ruObjectDialog.close,
    saveLabel: ruObjectDialog.add,
    program: rules.isImmovable ? 'immovable' : 'movable',
    isImmovable: rules.isImmovable,
    form,
    hasContracts: s.context.hasContracts,
    editing: s.context.editing,
    required: requiredObjectFields(form, rules),
    errors,
    message: attempted ? verdict.incomplete : null,
    canSave: s.matches('editing') && verdict.valid,
  };
}

/** The modal's view and intents, each sending its event to the dialog machine. */
export function connectObjectDialog(s: ObjectDialogSnapshot, send: (event: ObjectDialogEvent) => void) {
  return {
    view: selectObjectDialogView(s),
    onChange: <K extends ObjectField>(field: K, value: PropertyObject[K]) =>
      send({ type: 'CHANGE', field, value } as ObjectFieldChange),
    onBlur: (field: ObjectField) => send({ type: 'BLUR', field }),
    onContracts: (on: boolean) => send({ type: 'CONTRACTS', on }),
    onClear: () => send({ type: 'CLEAR' }),
    onSave: () => send({ type: 'SAVE' }),
    onClose: () => send({ type: 'CLOSE' }),
  };
}

export type ObjectDialogConnection = ReturnType<typeof connectObjectDialog>;
