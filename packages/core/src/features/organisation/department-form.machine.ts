import { unprovided } from '../../shared/machines/unprovided';
import { setup, type SnapshotFrom } from 'xstate';
import { editOf, formStates } from '../../shared/machines/form-states';
import type { Choice } from './contract';
import { DepartmentFormSchema, type DepartmentForm } from './department-form.contract';
import { saveHint } from '../../shared/save-hint';
import { ruOrganisation } from './ru';

/**
 * The department modal 'Новый филиал' / edit of the departments tab (administrator; spec part 1 sections 2, 3
 * Department, 7 department-item, create-department, dictionaries/users-head, /terminals, /departments, 8
 * "Department/terminal forms": the server's message in a red alert).
 *
 *   loading (load {id}: the department when editing, and the heads, terminals and departments)
 *       --> editing | loadFailed --RETRY--> loading
 *   editing --EDIT / SET_HEAD / SET_TERMINAL / SET_PARENT / SET_STATUS / SET_TYPE--> editing (red alert cleared)
 *           --SAVE [the form passes core's schema: a title; a 1C id for a department with 1C]--> saving
 *   saving (save {form, isEdit, id}) --ok--> saved (final; emits 'saved' with the server's message)
 *                                    --failure--> editing with the server's message in a red alert
 */

export interface DepartmentFormInput {
  /** The department to edit; null: a new one. */
  id: number | null;
}

export interface DepartmentItem {
  id: number;
  form: DepartmentForm;
  head_name: string | null;
}

export interface DepartmentFormLoaded {
  item: DepartmentItem | null;
  heads: Choice[];
  terminals: Choice[];
  departments: Choice[];
}

export type DepartmentTextField = 'title' | 'c_id';

export interface DepartmentFormContext {
  id: number | null;
  form: DepartmentForm;
  /** The title as loaded (the edit modal's title). */
  loadedTitle: string | null;
  heads: Choice[];
  terminals: Choice[];
  /** The departments it may be linked to (itself apart). */
  departments: Choice[];
  error: string | null;
}

export type DepartmentFormEvent =
  | { type: 'EDIT'; field: DepartmentTextField; value: string }
  | { type: 'SET_HEAD'; id: number | null }
  | { type: 'SET_TERMINAL'; id: number | null }
  | { type: 'SET_PARENT'; id: number | null }
  | { type: 'SET_STATUS'; status: 0 | 1 }
  | { type: 'SET_TYPE'; departmentType: 0 | 1 | 2 }
  | { type: 'SAVE' }
  | { type: 'RETRY' };

export type DepartmentFormEmitted = { type: 'saved'; message: string };

export interface SaveDepartmentInput {
  form: DepartmentForm;
  isEdit: boolean;
  id: number | null;
}

/** A new department: local (type 2) and active by default (spec section 3). */
export const EMPTY_DEPARTMENT_FORM: DepartmentForm = {
  c_id: null,
  title: '',
  terminal_id: null,
  head_id: null,
  parent_id: null,
  status: 1,
  type: 2,
};

/** The form as sent: trimmed, an empty 1C id as null. */
export function cleanDepartmentForm(form: DepartmentForm): DepartmentForm {
  const c_id = form.c_id?.trim() ?? '';
  return { ...form, title: form.title.trim(), c_id: c_id === '' ? null : c_id };
}

/** Why the form cannot be saved, by field (core's schema). */
export function departmentFormErrors(form: DepartmentForm): Partial<Record<keyof DepartmentForm, string>> {
  const parsed = DepartmentFormSchema.safeParse(cleanDepartmentForm(form));
  if (parsed.success) return {};
  const out: Partial<Record<keyof DepartmentForm, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof DepartmentForm | undefined;
    if (field && !out[field]) out[field] = issue.message;
  }
  return out;
}

const kit = formStates<DepartmentFormContext, DepartmentFormEvent>();

export const departmentFormMachine = setup({
  types: {
    context: {} as DepartmentFormContext,
    events: {} as DepartmentFormEvent,
    input: {} as DepartmentFormInput,
    emitted: {} as DepartmentFormEmitted,
  },
  actors: {
    load: unprovided<DepartmentFormLoaded, { id: number | null }>('departmentFormMachine', 'load'),
    save: unprovided<{ message: string }, SaveDepartmentInput>('departmentFormMachine', 'save'),
  },
  guards: {
    isSavable: ({ context }) => DepartmentFormSchema.safeParse(cleanDepartmentForm(context.form)).success,
  },
}).createMachine({
  id: 'departmentForm',
  context: ({ input }) => ({
    id: input.id,
    form: EMPTY_DEPARTMENT_FORM,
    loadedTitle: null,
    heads: [],
    terminals: [],
    departments: [],
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: kit.loading(
      'load',
      ({ context }) => ({ id: context.id }),
      ({ item, heads, terminals, departments }: DepartmentFormLoaded, context) => {
        const form = item?.form ?? EMPTY_DEPARTMENT_FORM;
        // the current head stays choosable even when the heads' dictionary does not list them
        const withHead =
          item && form.head_id !== null && !heads.some((h) => h.id === form.head_id)
            ? [...heads, { id: form.head_id, title: item.head_name ?? String(form.head_id) }]
            : heads;
        return {
          form,
          loadedTitle: item?.form.title ?? null,
          heads: withHead,
          terminals,
          departments: departments.filter((d) => d.id !== context.id),
        };
      },
    ),
    loadFailed: kit.loadFailed,
    editing: {
      tags: ['form'],
      on: {
        EDIT: { actions: kit.edit },
        SET_HEAD: { actions: kit.setForm('head_id', (e) => (e.type === 'SET_HEAD' ? e.id : null)) },
        SET_TERMINAL: {
          actions: kit.setForm('terminal_id', (e) => (e.type === 'SET_TERMINAL' ? e.id : null)),
        },
        SET_PARENT: { actions: kit.setForm('parent_id', (e) => (e.type === 'SET_PARENT' ? e.id : null)) },
        SET_STATUS: { actions: kit.setForm('status', (e) => (e.type === 'SET_STATUS' ? e.status : 1)) },
        SET_TYPE: { actions: kit.setForm('type', (e) => (e.type === 'SET_TYPE' ? e.departmentType : 2)) },
        SAVE: { guard: 'isSavable', target: 'saving' },
      },
    },
    saving: kit.saving('save', ({ context }) => ({
      form: cleanDepartmentForm(context.form),
      ...editOf(context),
    })),
    saved: kit.saved,
  },
});

export type DepartmentFormSnapshot = SnapshotFrom<typeof departmentFormMachine>;

export interface DepartmentFormView {
  status: 'loading' | 'loadFailed' | 'editing' | 'saving' | 'saved';
  isNew: boolean;
  loadedTitle: string | null;
  form: DepartmentForm;
  heads: Choice[];
  terminals: Choice[];
  departments: Choice[];
  /** The server's refusal (red alert) or the load failure. */
  error: string | null;
  /** What core's schema says of the form, by field. */
  fieldErrors: Partial<Record<keyof DepartmentForm, string>>;
  canSave: boolean;
  /** What a disabled 'Сохранить' says is missing (null while it is enabled or busy). */
  saveHint: string | null;
  busy: boolean;
}

const dm = ruOrganisation.departmentModal;

export function selectDepartmentFormView(s: DepartmentFormSnapshot): DepartmentFormView {
  const status =
    (['loadFailed', 'editing', 'saving', 'saved'] as const).find((v) => s.matches(v)) ?? 'loading';
  const fieldErrors = departmentFormErrors(s.context.form);
  const canSave = s.can({ type: 'SAVE' });
  return {
    status,
    isNew: s.context.id === null,
    loadedTitle: s.context.loadedTitle,
    form: s.context.form,
    heads: s.context.heads,
    terminals: s.context.terminals,
    departments: s.context.departments,
    error: s.context.error,
    fieldErrors,
    canSave,
    saveHint:
      canSave || status !== 'editing'
        ? null
        : saveHint((['title', 'c_id'] as const).filter((f) => fieldErrors[f]).map((f) => dm[f])),
    busy: s.hasTag('busy'),
  };
}
