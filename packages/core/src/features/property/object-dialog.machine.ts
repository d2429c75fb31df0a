import { assign, setup, type SnapshotFrom } from 'xstate';
import type { DialogOutput } from '../../shared/sale/types';
import { blankPropertyObject, type PropertyObject } from './object';
import { checkPropertyObject, type ObjectField, type ObjectRulesContext } from './object-rules';

/**
 * The property-object modal (spec part 2 sections 2.3, 3.5, 5.5): one object of the policy, new or edited.
 *
 *   editing --CHANGE {field, value} | CONTRACTS {on} | BLUR {field} | CLEAR (Esc)--> editing
 *           --SAVE [checkPropertyObject valid]--> saved (output {kind: 'saved', record})
 *           --SAVE [not valid]--> editing, every field's message shown
 *           --CLOSE--> closed (output {kind: 'closed'})
 *
 * - The rules are object-rules.ts's (required fields per program, the year, the amount's limits, the immovable
 *   dictionaries); the machine only decides when a field's message is shown: after the field's blur or the first
 *   SAVE, as the other forms do. CLEAR empties the form and hides the messages again.
 * - Switching security off drops its mode (a mode without security is ignored); the existing-contracts switch off empties
 *   their text (3.5: '' when off) and text typed without it is ignored.
 * - A movable object keeps no condition, kind or walls: the record saved has them empty.
 */

export type ObjectProgram = 'movable' | 'immovable';

export interface ObjectDialogInput {
  program: ObjectProgram;
  /** The insurer's kind: the insured amount's limit (5.5). */
  insurerIsPerson: boolean;
  /** The beneficiary's IIN (BIN): the whitelisted one needs no loan number. */
  beneficiaryIin: string | null;
  /** The object edited; absent or null: a new one. */
  object?: PropertyObject | null;
  /** This year in Almaty: no building is built later (5.5). */
  thisYear?: number;
}

export interface ObjectDialogContext {
  rules: ObjectRulesContext;
  form: PropertyObject;
  /** The existing-contracts switch. */
  hasContracts: boolean;
  editing: boolean;
  /** SAVE was tried: every field's message is shown. */
  attempted: boolean;
  /** The fields left once (blur): their messages are shown. */
  touched: ObjectField[];
  /** The record Добавить saved (the output); null until then. */
  saved: PropertyObject | null;
}

/** A change of one field of the object, typed by the field. */
export type ObjectFieldChange = {
  [K in ObjectField]: { type: 'CHANGE'; field: K; value: PropertyObject[K] };
}[ObjectField];

export type ObjectDialogEvent =
  | ObjectFieldChange
  | { type: 'CONTRACTS'; on: boolean }
  | { type: 'BLUR'; field: ObjectField }
  | { type: 'CLEAR' }
  | { type: 'SAVE' }
  | { type: 'CLOSE' };

export type ObjectDialogOutput = DialogOutput<PropertyObject>;

/** The form as the program keeps it: a movable object has no condition, kind or walls. */
function forProgram(object: PropertyObject, isImmovable: boolean): PropertyObject {
  if (isImmovable) return object;
  return { ...object, cond_id: '', kind_id: '', wall_id: '' };
}

/** The field's value changed, with what it drags along (security off drops its mode, which it alone asks). */
function changed(form: PropertyObject, event: ObjectFieldChange, hasContracts: boolean): PropertyObject {
  if (event.field === 'security' && !form.has_security) return form;
  if (event.field === 'contracts' && !hasContracts) return form;
  const next = { ...form, [event.field]: event.value } as PropertyObject;
  if (event.field === 'has_security' && !event.value) next.security = '';
  return next;
}

export const objectDialogMachine = setup({
  types: {
    input: {} as ObjectDialogInput,
    context: {} as ObjectDialogContext,
    events: {} as ObjectDialogEvent,
    output: {} as ObjectDialogOutput,
  },
  guards: {
    isValid: ({ context }) => checkPropertyObject(context.form, context.rules).valid,
  },
  actions: {
    change: assign(({ context, event }) =>
      event.type === 'CHANGE' ? { form: changed(context.form, event, context.hasContracts) } : {},
    ),
    switchContracts: assign(({ context, event }) =>
      event.type === 'CONTRACTS'
        ? { hasContracts: event.on, form: event.on ? context.form : { ...context.form, contracts: '' } }
        : {},
    ),
    touch: assign(({ context, event }) =>
      event.type === 'BLUR' && !context.touched.includes(event.field)
        ? { touched: [...context.touched, event.field] }
        : {},
    ),
    clear: assign(() => ({
      form: blankPropertyObject(),
      hasContracts: false,
      attempted: false,
      touched: [],
    })),
    attempt: assign({ attempted: true }),
    keep: assign(({ context }) => ({ saved: forProgram(context.form, context.rules.isImmovable) })),
  },
}).createMachine({
  id: 'propertyObjectDialog',
  context: ({ input }) => {
    const isImmovable = input.program === 'immovable';
    const form = forProgram(input.object ? { ...input.object } : blankPropertyObject(), isImmovable);
    return {
      rules: {
        isImmovable,
        insurerIsPerson: input.insurerIsPerson,
        beneficiaryIin: input.beneficiaryIin,
        ...(input.thisYear !== undefined ? { thisYear: input.thisYear } : {}),
      },
      form,
      hasContracts: form.contracts.trim() !== '',
      editing: Boolean(input.object),
      attempted: false,
      touched: [],
      saved: null,
    };
  },
  initial: 'editing',
  states: {
    editing: {
      tags: ['form'],
      on: {
        CHANGE: { actions: 'change' },
        CONTRACTS: { actions: 'switchContracts' },
        BLUR: { actions: 'touch' },
        CLEAR: { actions: 'clear' },
        SAVE: [{ guard: 'isValid', target: 'saved', actions: 'keep' }, { actions: 'attempt' }],
        CLOSE: 'closed',
      },
    },
    saved: { type: 'final' },
    closed: { type: 'final' },
  },
  output: ({ context }): ObjectDialogOutput =>
    context.saved === null ? { kind: 'closed' } : { kind: 'saved', record: context.saved },
});

export type ObjectDialogSnapshot = SnapshotFrom<typeof objectDialogMachine>;
