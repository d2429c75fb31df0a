import { reloadingList } from '../../shared/machines/form-states';
import { unprovided } from '../../shared/machines/unprovided';
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { errorText } from '../../shared/api/errors';
import { ruCatalogues } from './ru';

/**
 * An admin catalogue: products, versions and agreements (spec part 1: section 2 "Products and versions admin",
 * "Agreements admin"; section 5 "Product modal: title and code non-empty", "Version modal: version and description
 * non-empty", "Agreement: create/update enabled only with title and PDF; file must be application/pdf").
 *
 *   loading --ok--> ready.browsing --ADD | EDIT {id}--> ready.editing --SAVE (valid)--> ready.saving --ok--> loading.again
 *           \--failure--> failed         --DELETE {id}--> ready.confirmingDelete --CONFIRM--> ready.deleting --ok--> loading.again
 *                                        --TOGGLE {id}--> ready.toggling --ok--> ready.browsing (the row's status flipped)
 *
 * - The form holds the feature's fields (`input.fields`: names and blank values); SAVE is possible only when every
 *   `input.required` field is non-empty (text trimmed). EDIT fills the form from the row.
 * - File fields (`input.pdfFields`): ATTACH {field, mime, name, data} takes a PDF (data URL) only; any other type
 *   leaves the field as it was and shows 'Пожалуйста, выберите файл формата PDF.'. An existing row keeps its stored
 *   file while the field stays empty, so it counts as filled when editing.
 * - The spec only logs CRUD failures; here every failure of save, delete or the switch is emitted as
 *   `{type: 'failure', message}` (the app's error notification) and the table stays as it was.
 * - CANCEL closes the modal or the delete confirmation.
 */

export type FormValue = string | number;
export type CatalogueForm = Record<string, FormValue>;

/** A row of a catalogue: its id, its status (the switch) and the fields the table and the form read. */
export interface CatalogueItem {
  id: number;
  status: 0 | 1;
  [field: string]: unknown;
}

export interface CatalogueInput {
  /** The form's fields with their blank values (what 'Добавить' starts from). */
  fields: CatalogueForm;
  /** Fields that must be non-empty before SAVE. */
  required: readonly string[];
  /** Fields that take a PDF file (ATTACH). */
  pdfFields?: readonly string[];
  /** The row field shown in the delete confirmation ('Удалить {title}?'). */
  titleField: string;
}

export interface CatalogueContext extends Required<CatalogueInput> {
  items: CatalogueItem[];
  loadError: string | null;
  /** The open modal's form (null: closed). */
  form: CatalogueForm | null;
  /** The row being edited (null: a new one). */
  editingId: number | null;
  /** The row being deleted or switched. */
  targetId: number | null;
  /** Name of the file chosen in the modal. */
  fileName: string | null;
  fileError: string | null;
}

export type CatalogueEvent =
  | { type: 'ADD' }
  | { type: 'EDIT'; id: number }
  | { type: 'CHANGE'; field: string; value: FormValue }
  | { type: 'ATTACH'; field: string; mime: string; name: string; data: string }
  | { type: 'SAVE' }
  | { type: 'CANCEL' }
  | { type: 'DELETE'; id: number }
  | { type: 'CONFIRM' }
  | { type: 'TOGGLE'; id: number }
  | { type: 'RETRY' };

export type CatalogueEmitted = { type: 'failure'; message: string };

export interface SaveInput {
  id: number | null;
  form: CatalogueForm;
}

export const PDF_MIME = 'application/pdf';

const itemOf = (context: CatalogueContext, id: number | null) => context.items.find((i) => i.id === id);

const filled = (value: FormValue | undefined) =>
  typeof value === 'number' || (typeof value === 'string' && value.trim() !== '');

/** Whether the modal's form can be saved: every required field filled (a stored file counts when editing). */
export function isFormComplete(context: CatalogueContext): boolean {
  const { form } = context;
  if (!form) return false;
  return context.required.every(
    (field) => filled(form[field]) || (context.editingId !== null && context.pdfFields.includes(field)),
  );
}

/** The form of an existing row: its values for the form's fields (null and missing become the blank value). */
function formOf(context: CatalogueContext, item: CatalogueItem): CatalogueForm {
  const form: CatalogueForm = {};
  for (const [field, blank] of Object.entries(context.fields)) {
    const value = context.pdfFields.includes(field) ? undefined : item[field];
    form[field] = typeof value === 'string' || typeof value === 'number' ? value : blank;
  }
  return form;
}

const list = reloadingList<CatalogueContext, CatalogueEvent>();

export const catalogueMachine = setup({
  types: {
    context: {} as CatalogueContext,
    events: {} as CatalogueEvent,
    input: {} as CatalogueInput,
    emitted: {} as CatalogueEmitted,
  },
  actors: {
    loadItems: unprovided<CatalogueItem[]>('catalogueMachine', 'loadItems'),
    saveItem: unprovided<unknown, SaveInput>('catalogueMachine', 'saveItem'),
    deleteItem: unprovided<unknown, { id: number }>('catalogueMachine', 'deleteItem'),
    setStatus: unprovided<unknown, { id: number; status: 0 | 1 }>('catalogueMachine', 'setStatus'),
  },
  guards: {
    isListed: ({ context, event }) => 'id' in event && itemOf(context, event.id) !== undefined,
    isFormField: ({ context, event }) =>
      event.type === 'CHANGE' && event.field in context.fields && !context.pdfFields.includes(event.field),
    isPdf: ({ context, event }) =>
      event.type === 'ATTACH' && context.pdfFields.includes(event.field) && event.mime === PDF_MIME,
    isFileField: ({ context, event }) => event.type === 'ATTACH' && context.pdfFields.includes(event.field),
    isFormComplete: ({ context }) => isFormComplete(context),
  },
  actions: {
    closeForm: assign({ form: null, editingId: null, fileName: null, fileError: null }),
    forgetTarget: assign({ targetId: null }),
    emitFailure: emit(({ event }) => ({
      type: 'failure' as const,
      message: errorText((event as { error?: unknown }).error),
    })),
  },
}).createMachine({
  id: 'catalogue',
  context: ({ input }) => ({
    fields: input.fields,
    required: input.required,
    pdfFields: input.pdfFields ?? [],
    titleField: input.titleField,
    items: [],
    loadError: null,
    form: null,
    editingId: null,
    targetId: null,
    fileName: null,
    fileError: null,
  }),
  initial: 'loading',
  states: {
    /** `first` shows the loader; `again` reloads after a change: the old rows stay shown, busy. */
    loading: list.loading('loadItems', (items: CatalogueItem[]) => ({ items })),
    failed: list.failed,
    ready: {
      initial: 'browsing',
      states: {
        browsing: {
          on: {
            ADD: {
              target: 'editing',
              actions: assign({ form: ({ context }) => ({ ...context.fields }), editingId: null }),
            },
            EDIT: {
              guard: 'isListed',
              target: 'editing',
              actions: assign({
                form: ({ context, event }) => formOf(context, itemOf(context, event.id)!),
                editingId: ({ event }) => event.id,
              }),
            },
            DELETE: {
              guard: 'isListed',
              target: 'confirmingDelete',
              actions: assign({ targetId: ({ event }) => event.id }),
            },
            TOGGLE: {
              guard: 'isListed',
              target: 'toggling',
              actions: assign({ targetId: ({ event }) => event.id }),
            },
          },
        },
        editing: {
          tags: ['form'],
          on: {
            CHANGE: {
              guard: 'isFormField',
              actions: assign({
                form: ({ context, event }) => ({ ...context.form, [event.field]: event.value }),
              }),
            },
            ATTACH: [
              {
                guard: 'isPdf',
                actions: assign({
                  form: ({ context, event }) => ({ ...context.form, [event.field]: event.data }),
                  fileName: ({ event }) => event.name,
                  fileError: null,
                }),
              },
              { guard: 'isFileField', actions: assign({ fileError: ruCatalogues.agreements.pdfOnly }) },
            ],
            SAVE: { guard: 'isFormComplete', target: 'saving' },
            CANCEL: { target: 'browsing', actions: 'closeForm' },
          },
        },
        saving: {
          tags: ['form', 'busy'],
          invoke: {
            id: 'saveItem',
            src: 'saveItem',
            input: ({ context }) => ({ id: context.editingId, form: context.form ?? {} }),
            onDone: { target: '#catalogue.loading.again', actions: 'closeForm' },
            onError: { target: 'editing', actions: 'emitFailure' },
          },
        },
        confirmingDelete: {
          on: {
            CONFIRM: 'deleting',
            CANCEL: { target: 'browsing', actions: 'forgetTarget' },
          },
        },
        deleting: {
          tags: ['busy'],
          invoke: {
            id: 'deleteItem',
            src: 'deleteItem',
            input: ({ context }) => ({ id: context.targetId ?? 0 }),
            onDone: { target: '#catalogue.loading.again', actions: 'forgetTarget' },
            onError: { target: 'browsing', actions: ['emitFailure', 'forgetTarget'] },
          },
        },
        toggling: {
          tags: ['busy'],
          invoke: {
            id: 'setStatus',
            src: 'setStatus',
            input: ({ context }) => ({
              id: context.targetId ?? 0,
              status: itemOf(context, context.targetId)?.status === 1 ? (0 as const) : (1 as const),
            }),
            onDone: {
              target: 'browsing',
              actions: [
                assign({
                  items: ({ context }) =>
                    context.items.map((i) =>
                      i.id === context.targetId ? { ...i, status: i.status === 1 ? 0 : 1 } : i,
                    ),
                }),
                'forgetTarget',
              ],
            },
            onError: { target: 'browsing', actions: ['emitFailure', 'forgetTarget'] },
          },
        },
      },
    },
  },
});

export type CatalogueSnapshot = SnapshotFrom<typeof catalogueMachine>;

export interface CatalogueModalView {
  mode: 'create' | 'edit';
  form: CatalogueForm;
  canSave: boolean;
  saving: boolean;
  fileName: string | null;
  fileError: string | null;
  /** An edited row keeps its stored file until another is chosen. */
  hasStoredFile: boolean;
}

export interface CatalogueView<T extends CatalogueItem = CatalogueItem> {
  status: 'loading' | 'ready' | 'failed';
  /** The table reloads after a change (the rows stay shown). */
  refreshing: boolean;
  items: readonly T[];
  loadError: string | null;
  /** Rows can be added, edited, deleted and switched (nothing else under way). */
  canAct: boolean;
  modal: CatalogueModalView | null;
  /** The delete confirmation: the row's title ('Удалить {title}?'), busy while deleting. */
  deleting: { id: number; title: string; busy: boolean } | null;
  /** The row whose switch is being changed. */
  togglingId: number | null;
}

export function selectCatalogueView<T extends CatalogueItem = CatalogueItem>(
  s: CatalogueSnapshot,
): CatalogueView<T> {
  const c = s.context;
  const inModal = s.matches({ ready: 'editing' }) || s.matches({ ready: 'saving' });
  const target = itemOf(c, c.targetId);
  const deleting =
    (s.matches({ ready: 'confirmingDelete' }) || s.matches({ ready: 'deleting' })) && target
      ? { id: target.id, title: String(target[c.titleField] ?? ''), busy: s.matches({ ready: 'deleting' }) }
      : null;
  return {
    status: s.matches({ loading: 'first' }) ? 'loading' : s.matches('failed') ? 'failed' : 'ready',
    refreshing: s.matches({ loading: 'again' }),
    items: c.items as T[],
    loadError: c.loadError,
    canAct: s.matches({ ready: 'browsing' }),
    modal:
      inModal && c.form
        ? {
            mode: c.editingId === null ? 'create' : 'edit',
            form: c.form,
            canSave: s.can({ type: 'SAVE' }),
            saving: s.matches({ ready: 'saving' }),
            fileName: c.fileName,
            fileError: c.fileError,
            hasStoredFile: c.editingId !== null && c.fileName === null && c.pdfFields.length > 0,
          }
        : null,
    deleting,
    togglingId: s.matches({ ready: 'toggling' }) ? c.targetId : null,
  };
}

/** The calls of a catalogue, for `provideCatalogue`. */
export interface CatalogueCalls<T extends CatalogueItem> {
  list(): Promise<T[]>;
  save(input: SaveInput): Promise<unknown>;
  remove(id: number): Promise<unknown>;
  setStatus(id: number, status: 0 | 1): Promise<unknown>;
}

/** The catalogue machine with its calls: what the app runs. */
export function provideCatalogue<T extends CatalogueItem>(calls: CatalogueCalls<T>) {
  return catalogueMachine.provide({
    actors: {
      loadItems: fromPromise<CatalogueItem[]>(() => calls.list()),
      saveItem: fromPromise(({ input }) => calls.save(input)),
      deleteItem: fromPromise(({ input }) => calls.remove(input.id)),
      setStatus: fromPromise(({ input }) => calls.setStatus(input.id, input.status)),
    },
  });
}

// ---------------------------------------------------------------- the three catalogues' forms

/** Products: code, title, description, status (title and code required). */
export const PRODUCT_CATALOGUE: CatalogueInput = {
  fields: { code: '', title: '', description: '', status: 1 },
  required: ['code', 'title'],
  titleField: 'title',
};

/** Versions: version, description, status (both texts required). */
export const VERSION_CATALOGUE: CatalogueInput = {
  fields: { version: '', description: '', status: 1 },
  required: ['version', 'description'],
  titleField: 'version',
};

/** Agreements: title, description, the PDF (data URL) and status (title and PDF required). */
export const AGREEMENT_CATALOGUE: CatalogueInput = {
  fields: { title: '', description: '', document: '', status: 1 },
  required: ['title', 'document'],
  pdfFields: ['document'],
  titleField: 'title',
};
