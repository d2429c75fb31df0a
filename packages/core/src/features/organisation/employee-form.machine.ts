import { unprovided } from '../../shared/machines/unprovided';
import { assign, emit, setup, type SnapshotFrom } from 'xstate';
import { errorText } from '../../shared/api/errors';
import { editOf, formStates } from '../../shared/machines/form-states';
import { fmt } from '../../shared/i18n/ru';
import { employeeChangeRefusal, type EmployeeChangeRefusal } from '../../shared/ownership';
import { ROLE, ROLE_NAMES, type RoleId } from '../../shared/roles';
import type { Choice } from './contract';
import type { EmployeeForm, Person } from './employee-form.contract';
import {
  canEditEmployeeField,
  creatableRoles,
  emptyEmployeeForm,
  isEmployeeFormComplete,
  missingEmployeeFields,
  type EmployeeField,
} from './employee-rules';
import { saveHint } from '../../shared/save-hint';
import { ruOrganisation } from './ru';

/**
 * The employee modal 'Новый сотрудник' / edit (spec part 1 sections 3 "Employee form", 4 "Employee modal", 5,
 * 6, 8 "Employee save").
 *
 *   loading (load {id}: the item when editing, and the departments, managers and terminals) --> editing
 *          --failure--> loadFailed --RETRY--> loading
 *   editing --[a record the user may not change (core's ownership rule)]--> viewing (read-only, saying why; the
 *           server refuses its save all the same)
 *           --EDIT field [the role may edit it; on one's own record not what decides one's reach]--> editing
 *           (typing the IIN clears the error block)
 *           --EDIT iin, 12 digits, new employee--> lookingUp (branches/employee) --> prefilled | error block
 *           --TOGGLE_DEP [moderator group]--> the department checkbox (clears the parent for an administrator)
 *           --SAVE [required fields, no error shown]--> saving --> saved (final; the list's page reloads)
 *                                                             --failure--> editing with the error block
 */

export interface EmployeeFormInput {
  id: number | null;
  /** The signed-in user's role (the modal's rules). */
  role: RoleId;
  /** The signed-in user's id: its own record and who may change which record. */
  userId: number;
}

export interface EmployeeFormLoaded {
  form: EmployeeForm | null;
  isDep: boolean;
  departments: Choice[];
  heads: Choice[];
  terminals: Choice[];
}

export interface EmployeeFormContext {
  id: number | null;
  role: RoleId;
  userId: number;
  form: EmployeeForm;
  isDep: boolean;
  departments: Choice[];
  heads: Choice[];
  terminals: Choice[];
  error: string | null;
}

type FormValue = EmployeeForm[keyof EmployeeForm];

export type EmployeeFormEvent =
  | { type: 'EDIT'; field: keyof EmployeeForm; value: FormValue }
  | { type: 'TOGGLE_DEP' }
  | { type: 'SAVE' }
  | { type: 'RETRY' };

export type EmployeeFormEmitted = { type: 'failure'; message: string } | { type: 'saved'; message: string };

const digits = (v: FormValue) =>
  String(v ?? '')
    .replace(/\D/g, '')
    .slice(0, 12);

function edited(form: EmployeeForm, field: keyof EmployeeForm, value: FormValue): EmployeeForm {
  if (field === 'iin') return { ...form, iin: digits(value) };
  // an emptied phone starts again from '+7' (spec section 5)
  if (field === 'phone') return { ...form, phone: value ? String(value) : '+7' };
  return { ...form, [field]: value };
}

const kit = formStates<EmployeeFormContext, EmployeeFormEvent>();

/**
 * Why the user may not change the loaded record (core's `employeeChangeRefusal`, the rule the server applies to the
 * save), null for a new employee or one it may change. user-item answers only a record of the user's reach (its
 * employees, or its own), so the record is in scope; what decides is the record's role and whose it is.
 */
function refusalOf(c: EmployeeFormContext): EmployeeChangeRefusal | null {
  if (c.id === null) return null;
  return employeeChangeRefusal(
    { id: c.userId, role: c.role },
    { kind: 'employee', id: c.id, role: c.form.role as RoleId, inScope: true },
  );
}

/** Whether the user edits `field` on this record (a new one, or its own, changes what it may edit). */
const editsField = (c: EmployeeFormContext, field: EmployeeField) =>
  canEditEmployeeField(c.role, field, c.id === null, c.id !== null && c.id === c.userId);

export const employeeFormMachine = setup({
  types: {
    context: {} as EmployeeFormContext,
    events: {} as EmployeeFormEvent,
    input: {} as EmployeeFormInput,
    emitted: {} as EmployeeFormEmitted,
  },
  actors: {
    load: unprovided<EmployeeFormLoaded, { id: number | null }>('employeeFormMachine', 'load'),
    lookup: unprovided<Person, { iin: string }>('employeeFormMachine', 'lookup'),
    save: unprovided<
      { message: string },
      { form: EmployeeForm; isEdit: boolean; id: number | null; isDep: boolean }
    >('employeeFormMachine', 'save'),
  },
  guards: {
    canEdit: ({ context, event }) =>
      event.type === 'EDIT' &&
      editsField(context, event.field as EmployeeField) &&
      (event.field !== 'role' || creatableRoles(context.role).includes(event.value as RoleId)),
    isFullIinOnNew: ({ context, event }) =>
      event.type === 'EDIT' &&
      event.field === 'iin' &&
      context.id === null &&
      canEditEmployeeField(context.role, 'iin', true) &&
      digits(event.value).length === 12,
    canToggleDep: ({ context }) => editsField(context, 'isDep'),
    isReadOnly: ({ context }) => refusalOf(context) !== null,
    isSavable: ({ context }) => context.error === null && isEmployeeFormComplete(context.form),
  },
}).createMachine({
  id: 'employeeForm',
  context: ({ input }) => ({
    id: input.id,
    role: input.role,
    userId: input.userId,
    form: emptyEmployeeForm(),
    isDep: true,
    departments: [],
    heads: [],
    terminals: [],
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: kit.loading(
      'load',
      ({ context }) => ({ id: context.id }),
      (loaded: EmployeeFormLoaded, context) => ({
        // a new employee starts from the empty form whatever the load answers
        form: (context.id !== null && loaded.form) || context.form,
        isDep: loaded.isDep,
        departments: loaded.departments,
        heads: loaded.heads,
        terminals: loaded.terminals,
      }),
    ),
    loadFailed: kit.loadFailed,
    editing: {
      tags: ['form'],
      always: { guard: 'isReadOnly', target: 'viewing' },
      on: {
        EDIT: [
          {
            guard: 'isFullIinOnNew',
            target: 'lookingUp',
            actions: assign({
              form: ({ context, event }) => edited(context.form, 'iin', event.value),
              error: null,
            }),
          },
          {
            guard: 'canEdit',
            actions: assign({
              form: ({ context, event }) => edited(context.form, event.field, event.value),
              error: ({ context, event }) => (event.field === 'iin' ? null : context.error),
            }),
          },
        ],
        TOGGLE_DEP: {
          guard: 'canToggleDep',
          actions: assign({
            isDep: ({ context }) => !context.isDep,
            form: ({ context }) =>
              context.role === ROLE.admin ? { ...context.form, parent_id: 0 } : context.form,
          }),
        },
        SAVE: { guard: 'isSavable', target: 'saving' },
      },
    },
    lookingUp: {
      tags: ['form', 'busy'],
      invoke: {
        id: 'lookup',
        src: 'lookup',
        input: ({ context }) => ({ iin: context.form.iin }),
        onDone: {
          target: 'editing',
          actions: assign({ form: ({ context, event }) => ({ ...context.form, ...event.output }) }),
        },
        onError: {
          target: 'editing',
          actions: [
            assign({ error: ({ event }) => errorText(event.error) }),
            emit(({ event }) => ({ type: 'failure' as const, message: errorText(event.error) })),
          ],
        },
      },
    },
    /** A record the user may not change: every field read-only, no save, and why. */
    viewing: {},
    saving: kit.saving('save', ({ context }) => ({
      form: context.form,
      ...editOf(context),
      isDep: context.isDep,
    })),
    saved: kit.saved,
  },
});

export type EmployeeFormSnapshot = SnapshotFrom<typeof employeeFormMachine>;

export interface EmployeeFormView {
  status: 'loading' | 'loadFailed' | 'editing' | 'viewing' | 'lookingUp' | 'saving' | 'saved';
  isNew: boolean;
  /** A record the user may not change: why (every field is read-only and there is no save); null otherwise. */
  readOnly: string | null;
  form: EmployeeForm;
  isDep: boolean;
  /** The parent choices: departments, or managers when not linked to a department. */
  parents: Choice[];
  terminals: Choice[];
  roles: RoleId[];
  error: string | null;
  canSave: boolean;
  /** What a disabled 'Сохранить' says is missing (null while it is enabled, busy or blocked by the error). */
  saveHint: string | null;
  busy: boolean;
  editable: (field: EmployeeField) => boolean;
}

const em = ruOrganisation.employeeModal;

/** What a read-only record says: whose record only the administrator changes, or that the user changes none. */
function readOnlyText(c: EmployeeFormContext): string | null {
  const refusal = refusalOf(c);
  if (refusal === null) return null;
  if (refusal === 'guarded') return fmt(em.readOnlyGuarded, { role: ROLE_NAMES[c.form.role as RoleId] });
  return em.readOnly;
}

export function selectEmployeeFormView(s: EmployeeFormSnapshot): EmployeeFormView {
  const status =
    (['loadFailed', 'editing', 'viewing', 'lookingUp', 'saving', 'saved'] as const).find((v) =>
      s.matches(v),
    ) ?? 'loading';
  const { id, isDep } = s.context;
  const busy = s.hasTag('busy');
  const canSave = s.can({ type: 'SAVE' });
  return {
    status,
    isNew: id === null,
    readOnly: status === 'viewing' ? readOnlyText(s.context) : null,
    form: s.context.form,
    isDep,
    parents: isDep ? s.context.departments : s.context.heads,
    terminals: s.context.terminals,
    roles: id === null ? creatableRoles(s.context.role) : [s.context.form.role as RoleId],
    error: s.context.error,
    canSave,
    saveHint:
      canSave || busy || status !== 'editing'
        ? null
        : saveHint(
            missingEmployeeFields(s.context.form).map((f) =>
              f === 'parent_id'
                ? isDep
                  ? em.parentDep
                  : em.parentManager
                : em[f === 'terminal_id' ? 'terminal' : f],
            ),
          ),
    busy,
    editable: (field) => !busy && status === 'editing' && editsField(s.context, field),
  };
}
