import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { errorText } from '../api/errors';

/**
 * The search -> found / not found -> form pattern of the sale dialogs (spec part 2 sections 2.2, 4.3: the client
 * dialog's steps 0 search, 1/2 found, 3 edit; the chief dialog's 0 search, 1 found, 2 not found; the vehicle
 * dialog's search, form, added). Written once: a dialog provides its `search` and `save` calls and the guards that
 * read its own query and record (`canSearch`, `isComplete`), and may provide `startNew` (a blank record from the
 * query) and `pick` (the record of a found row).
 *
 *   search --QUERY--> search --SEARCH [canSearch]--> searching --rows--> found --PICK {index}--> form
 *                                                              --none--> notFound --CREATE--> form
 *                                                              --failure--> search (message)
 *   found | notFound --RESET--> search
 *   form --CHANGE {patch}--> form --SUBMIT [isComplete]--> saving --ok--> saved (final, output the saved record)
 *                                  --SUBMIT (incomplete)--> form (message `incomplete`)     --failure--> form (message)
 *        --RESET (a new record only)--> search
 *   any but saving --CLOSE--> closed (final)
 *
 * An edit (input `record`) starts in the form and has no search: RESET is refused there, CLOSE leaves it unchanged
 * (spec: 'Обновить' / 'Отменить'). Nothing typed is lost: the query stays while the dialog searches, fails or goes
 * back; the record stays when a save fails.
 *
 * Records and rows are `unknown` here: a dialog reads them through its own selectors with its record type.
 */

export type LookupQuery = Record<string, string>;
export type LookupRecord = Record<string, unknown>;

export interface LookupDialogInput {
  /** The search fields and their first values (e.g. `{ mode: '0', iin: '' }`). */
  query?: LookupQuery;
  /** An existing record: the dialog edits it (no search). */
  record?: LookupRecord;
  /** The message shown when SUBMIT finds a required field missing. */
  incompleteMessage?: string;
}

/** What the `search` call answers: the rows found (none: not found) and an optional notice for the view. */
export interface LookupAnswer {
  rows: unknown[];
  /** A message that comes with the rows (e.g. a consent status); shown, does not decide the step. */
  notice?: string | null;
}

export interface LookupDialogContext {
  query: LookupQuery;
  rows: unknown[];
  notice: string | null;
  record: LookupRecord;
  /** True while editing an existing record. */
  editing: boolean;
  message: string | null;
  incompleteMessage: string;
  /** The record as the server saved it (set when the save succeeds: the dialog's output). */
  saved: LookupRecord | null;
}

export type LookupDialogEvent =
  | { type: 'QUERY'; patch: LookupQuery }
  | { type: 'SEARCH' }
  | { type: 'PICK'; index: number }
  | { type: 'CREATE' }
  | { type: 'RESET' }
  | { type: 'CHANGE'; patch: LookupRecord }
  | { type: 'SUBMIT' }
  | { type: 'CLOSE' };

export type LookupDialogOutput = { kind: 'saved'; record: LookupRecord } | { kind: 'closed' };

/** The generic text of a missing required field (spec part 2 section 5.1). */
export const INCOMPLETE_MESSAGE = 'Пожалуйста, заполните все обязательные поля, чтобы продолжить.';

export const lookupDialogMachine = setup({
  types: {
    context: {} as LookupDialogContext,
    events: {} as LookupDialogEvent,
    input: {} as LookupDialogInput,
    output: {} as LookupDialogOutput,
  },
  actors: {
    search: fromPromise<LookupAnswer, LookupQuery>(() =>
      Promise.reject(new Error('lookupDialogMachine: provide the `search` actor')),
    ),
    save: fromPromise<LookupRecord, LookupRecord>(() =>
      Promise.reject(new Error('lookupDialogMachine: provide the `save` actor')),
    ),
  },
  guards: {
    /** Provided by the dialog: the query may be searched (e.g. a 12-digit IIN). */
    canSearch: ({ context }) => Object.values(context.query).some((v) => v.trim() !== ''),
    /** Provided by the dialog: every required field of the record is filled. */
    isComplete: () => true,
    isFoundRow: ({ context, event }) =>
      event.type === 'PICK' &&
      Number.isInteger(event.index) &&
      event.index >= 0 &&
      event.index < context.rows.length,
    isNew: ({ context }) => !context.editing,
    isEditing: ({ context }) => context.editing,
  },
  actions: {
    /** Provided by the dialog: the blank record a new party starts from (default: the query's fields). */
    startNew: assign({ record: ({ context }) => ({ ...context.query }) }),
    /** Provided by the dialog: the record of the picked row (default: the row itself). */
    pick: assign({
      record: ({ context, event }) =>
        event.type === 'PICK' ? { ...(context.rows[event.index] as LookupRecord) } : context.record,
    }),
  },
}).createMachine({
  id: 'lookupDialog',
  context: ({ input }) => ({
    query: { ...(input.query ?? {}) },
    rows: [],
    notice: null,
    record: { ...(input.record ?? {}) },
    editing: input.record !== undefined,
    message: null,
    incompleteMessage: input.incompleteMessage ?? INCOMPLETE_MESSAGE,
    saved: null,
  }),
  initial: 'search',
  states: {
    search: {
      // an edit has no search
      always: { guard: 'isEditing', target: 'form' },
      on: {
        CLOSE: 'closed',
        QUERY: {
          actions: assign({
            query: ({ context, event }) => ({ ...context.query, ...event.patch }),
            message: null,
          }),
        },
        SEARCH: { guard: 'canSearch', target: 'searching' },
      },
    },
    searching: {
      tags: ['busy'],
      entry: assign({ message: null, rows: [], notice: null }),
      on: { CLOSE: 'closed' },
      invoke: {
        id: 'search',
        src: 'search',
        input: ({ context }) => context.query,
        onDone: [
          {
            guard: ({ event }) => event.output.rows.length > 0,
            target: 'found',
            actions: assign({
              rows: ({ event }) => event.output.rows,
              notice: ({ event }) => event.output.notice ?? null,
            }),
          },
          { target: 'notFound', actions: assign({ notice: ({ event }) => event.output.notice ?? null }) },
        ],
        onError: {
          target: 'search',
          actions: assign({ message: ({ event }) => errorText(event.error, '. ') }),
        },
      },
    },
    found: {
      on: {
        PICK: { guard: 'isFoundRow', target: 'form', actions: 'pick' },
        RESET: 'search',
        CLOSE: 'closed',
      },
    },
    notFound: {
      on: {
        CREATE: { target: 'form', actions: 'startNew' },
        RESET: 'search',
        CLOSE: 'closed',
      },
    },
    form: {
      on: {
        CHANGE: {
          actions: assign({
            record: ({ context, event }) => ({ ...context.record, ...event.patch }),
            message: null,
          }),
        },
        SUBMIT: [
          { guard: 'isComplete', target: 'saving' },
          { actions: assign({ message: ({ context }) => context.incompleteMessage }) },
        ],
        RESET: { guard: 'isNew', target: 'search', actions: assign({ message: null }) },
        CLOSE: 'closed',
      },
    },
    saving: {
      tags: ['busy'],
      entry: assign({ message: null }),
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => context.record,
        onDone: { target: 'saved', actions: assign({ saved: ({ event }) => event.output }) },
        onError: {
          target: 'form',
          actions: assign({ message: ({ event }) => errorText(event.error, '. ') }),
        },
      },
    },
    saved: { type: 'final' },
    closed: { type: 'final' },
  },
  output: ({ context }): LookupDialogOutput =>
    context.saved ? { kind: 'saved', record: context.saved } : { kind: 'closed' },
});

export type LookupDialogSnapshot = SnapshotFrom<typeof lookupDialogMachine>;
export type LookupDialogActor = ActorRefFrom<typeof lookupDialogMachine>;

export type LookupStep =
  'search' | 'searching' | 'found' | 'notFound' | 'form' | 'saving' | 'saved' | 'closed';

export interface LookupDialogView<TRow, TRecord> {
  step: LookupStep;
  query: LookupQuery;
  rows: TRow[];
  notice: string | null;
  record: TRecord;
  editing: boolean;
  busy: boolean;
  message: string | null;
  canSearch: boolean;
}

const STEPS: readonly LookupStep[] = [
  'search',
  'searching',
  'found',
  'notFound',
  'form',
  'saving',
  'saved',
  'closed',
];

/** The dialog's view: the step, what was typed, what was found. */
export function selectLookupDialogView<TRow, TRecord>(
  s: LookupDialogSnapshot,
): LookupDialogView<TRow, TRecord> {
  const step = STEPS.find((name) => s.matches(name)) ?? 'search';
  return {
    step,
    query: s.context.query,
    rows: s.context.rows as TRow[],
    notice: s.context.notice,
    record: s.context.record as TRecord,
    editing: s.context.editing,
    busy: s.hasTag('busy'),
    message: s.context.message,
    canSearch: step === 'search' && s.can({ type: 'SEARCH' }),
  };
}
