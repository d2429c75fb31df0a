import {
  assign,
  fromPromise,
  setup,
  type ActorRefFrom,
  type DoneActorEvent,
  type ErrorActorEvent,
  type SnapshotFrom,
} from 'xstate';
import { errorText } from '../api/errors';

/**
 * The search -> found / not found -> form pattern of the sale dialogs (spec part 2 sections 2.2, 4.3: the client
 * dialog's steps 0 search, 1/2 found, 3 edit; the chief dialog's 0 search, 1 found, 2 not found; the vehicle
 * dialog's search, form, added). Written once: a dialog provides its `search` and `save` calls and the guards that
 * read its own query and record (`canSearch`, `isComplete`), `startNew` (a blank record from the query) and `pick`
 * (the record of a found row).
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
 * `createLookupDialog` makes the machine for a dialog's types (query, found row, record, saved record) and rules.
 */

export type LookupQuery = Record<string, string>;
export type LookupRecord = Record<string, unknown>;

export interface LookupDialogInput<TQuery = LookupQuery, TRecord = LookupRecord> {
  /** The search fields and their first values (e.g. `{ mode: '0', iin: '' }`). */
  query: TQuery;
  /** An existing record: the dialog edits it (no search). */
  record?: TRecord;
  /** The message shown when SUBMIT finds a required field missing. */
  incompleteMessage?: string;
}

/** What the `search` call answers: the rows found (none: not found) and an optional notice for the view. */
export interface LookupAnswer<TRow = unknown> {
  rows: TRow[];
  /** A message that comes with the rows (e.g. a consent status); shown, does not decide the step. */
  notice?: string | null;
}

export interface LookupDialogContext<
  TQuery = LookupQuery,
  TRow = unknown,
  TRecord = LookupRecord,
  TSaved = TRecord,
> {
  query: TQuery;
  rows: TRow[];
  notice: string | null;
  /** The record of the form: null until a row is picked or a new one is started. */
  record: TRecord | null;
  /** True while editing an existing record. */
  editing: boolean;
  message: string | null;
  incompleteMessage: string;
  /** The record as the server saved it (set when the save succeeds: the dialog's output). */
  saved: TSaved | null;
}

export type LookupDialogEvent<TQuery = LookupQuery, TRecord = LookupRecord> =
  | { type: 'QUERY'; patch: Partial<TQuery> }
  | { type: 'SEARCH' }
  | { type: 'PICK'; index: number }
  | { type: 'CREATE' }
  | { type: 'RESET' }
  | { type: 'CHANGE'; patch: Partial<TRecord> }
  | { type: 'SUBMIT' }
  | { type: 'CLOSE' };

export type LookupDialogOutput<TSaved = LookupRecord> =
  { kind: 'saved'; record: TSaved } | { kind: 'closed' };

/** The generic text of a missing required field (spec part 2 section 5.1). */
export const INCOMPLETE_MESSAGE = 'Пожалуйста, заполните все обязательные поля, чтобы продолжить.';

/** What a dialog supplies: its rules over its own query and record types. */
export interface LookupRules<TQuery, TRow, TRecord> {
  /** The query may be searched (e.g. a 12-digit IIN). */
  canSearch(query: TQuery): boolean;
  /** Every required field of the record is filled (and whatever else the dialog requires before saving). */
  isComplete(record: TRecord, query: TQuery): boolean;
  /** The blank record a new party starts from, with what was searched. */
  startNew(query: TQuery): TRecord;
  /** The record of a found row. */
  pick(row: TRow): TRecord;
}

const rejectedCall = <O, I>(name: string) =>
  fromPromise<O, I>(() => Promise.reject(new Error(`lookupDialogMachine: provide the \`${name}\` actor`)));

/**
 * The lookup dialog typed by its query, found rows, record and saved record. The calls `search` and `save` are
 * provided by the dialog (`.provide({ actors })`); the rules are given here.
 */
export function createLookupDialog<TQuery extends object, TRow, TRecord extends object, TSaved = TRecord>(
  rules: LookupRules<TQuery, TRow, TRecord>,
) {
  type Context = LookupDialogContext<TQuery, TRow, TRecord, TSaved>;
  // the calls' results are events of their own type, so the named guards and actions read them narrowed
  type Result =
    | DoneActorEvent<LookupAnswer<TRow>, 'search'>
    | DoneActorEvent<TSaved, 'save'>
    | ErrorActorEvent<unknown, 'search'>
    | ErrorActorEvent<unknown, 'save'>;
  const failure = ({ event }: { event: LookupDialogEvent<TQuery, TRecord> | Result }) =>
    event.type === 'xstate.error.actor.search' || event.type === 'xstate.error.actor.save'
      ? errorText(event.error, '. ')
      : null;
  return setup({
    types: {
      context: {} as Context,
      events: {} as LookupDialogEvent<TQuery, TRecord> | Result,
      input: {} as LookupDialogInput<TQuery, TRecord>,
      output: {} as LookupDialogOutput<TSaved>,
    },
    // the calls are typed by `lookupCalls`; declared without the dialog's types so xstate resolves the invokes
    actors: {
      search: rejectedCall<unknown, unknown>('search'),
      save: rejectedCall<unknown, unknown>('save'),
    },
    guards: {
      canSearch: ({ context }) => rules.canSearch(context.query),
      isComplete: ({ context }) => context.record !== null && rules.isComplete(context.record, context.query),
      isFoundRow: ({ context, event }) =>
        event.type === 'PICK' &&
        Number.isInteger(event.index) &&
        event.index >= 0 &&
        event.index < context.rows.length,
      isNew: ({ context }) => !context.editing,
      isEditing: ({ context }) => context.editing,
      hasRows: ({ event }) => event.type === 'xstate.done.actor.search' && event.output.rows.length > 0,
    },
    actions: {
      startNew: assign({ record: ({ context }) => rules.startNew(context.query) }),
      pick: assign({
        record: ({ context, event }) =>
          event.type === 'PICK' ? rules.pick(context.rows[event.index]!) : context.record,
      }),
      setQuery: assign({
        query: ({ context, event }) =>
          event.type === 'QUERY' ? { ...context.query, ...event.patch } : context.query,
        message: null,
      }),
      change: assign({
        record: ({ context, event }) =>
          event.type === 'CHANGE' && context.record ? { ...context.record, ...event.patch } : context.record,
        message: null,
      }),
      setRows: assign(({ event }) =>
        event.type === 'xstate.done.actor.search'
          ? { rows: event.output.rows, notice: event.output.notice ?? null }
          : {},
      ),
      setSaved: assign({
        saved: ({ context, event }) =>
          event.type === 'xstate.done.actor.save' ? event.output : context.saved,
      }),
      showFailure: assign({ message: failure }),
      showIncomplete: assign({ message: ({ context }) => context.incompleteMessage }),
    },
  }).createMachine({
    id: 'lookupDialog',
    context: ({ input }): Context => ({
      query: { ...input.query },
      rows: [],
      notice: null,
      record: input.record === undefined ? null : { ...input.record },
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
          QUERY: { actions: 'setQuery' },
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
          input: ({ context }: { context: Context }) => context.query,
          onDone: [
            { guard: 'hasRows', target: 'found', actions: 'setRows' },
            { target: 'notFound', actions: 'setRows' },
          ],
          onError: { target: 'search', actions: 'showFailure' },
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
          CHANGE: { actions: 'change' },
          SUBMIT: [{ guard: 'isComplete', target: 'saving' }, { actions: 'showIncomplete' }],
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
          input: ({ context }: { context: Context }) => context.record,
          onDone: { target: 'saved', actions: 'setSaved' },
          onError: { target: 'form', actions: 'showFailure' },
        },
      },
      saved: { type: 'final' },
      closed: { type: 'final' },
    },
    output: ({ context }): LookupDialogOutput<TSaved> =>
      context.saved === null ? { kind: 'closed' } : { kind: 'saved', record: context.saved },
  });
}

/** A dialog's calls, typed by its query, found row, record and saved record. */
export interface LookupCalls<TQuery, TRow, TRecord, TSaved = TRecord> {
  search(query: TQuery): Promise<LookupAnswer<TRow>>;
  save(record: TRecord): Promise<TSaved>;
}

/**
 * The calls as the dialog's actors (`.provide({ actors: lookupActors(calls) })`): the machine invokes `search` with
 * its query and `save` with its record, so their inputs are those types.
 */
export function lookupActors<TQuery, TRow, TRecord, TSaved>(
  calls: LookupCalls<TQuery, TRow, TRecord, TSaved>,
) {
  return {
    search: fromPromise<unknown, unknown>(({ input }) => calls.search(input as TQuery)),
    save: fromPromise<unknown, unknown>(({ input }) => calls.save(input as TRecord)),
  };
}

/**
 * The untyped lookup dialog: records are the query's fields; a query with any value may be searched; every record
 * is complete. Dialogs make their own with `createLookupDialog`.
 */
export const lookupDialogMachine = createLookupDialog<LookupQuery, LookupRecord, LookupRecord>({
  canSearch: (query) => Object.values(query).some((v) => v.trim() !== ''),
  isComplete: () => true,
  startNew: (query) => ({ ...query }),
  pick: (row) => ({ ...row }),
});

export type LookupDialogSnapshot = SnapshotFrom<typeof lookupDialogMachine>;
export type LookupDialogActor = ActorRefFrom<typeof lookupDialogMachine>;

export type LookupStep =
  'search' | 'searching' | 'found' | 'notFound' | 'form' | 'saving' | 'saved' | 'closed';

export interface LookupDialogView<TQuery, TRow, TRecord> {
  step: LookupStep;
  query: TQuery;
  rows: TRow[];
  notice: string | null;
  record: TRecord | null;
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

/** What the view reads of any lookup dialog's snapshot, whatever its record types. */
export interface LookupSnapshotLike<TQuery, TRow, TRecord> {
  context: Pick<
    LookupDialogContext<TQuery, TRow, TRecord, unknown>,
    'query' | 'rows' | 'notice' | 'record' | 'editing' | 'message'
  >;
  matches(state: LookupStep): boolean;
  hasTag(tag: 'busy'): boolean;
  can(event: { type: 'SEARCH' }): boolean;
}

/** The dialog's view: the step, what was typed, what was found. */
export function selectLookupDialogView<TQuery, TRow, TRecord>(
  s: LookupSnapshotLike<TQuery, TRow, TRecord>,
): LookupDialogView<TQuery, TRow, TRecord> {
  const step = STEPS.find((name) => s.matches(name)) ?? 'search';
  return {
    step,
    query: s.context.query,
    rows: s.context.rows,
    notice: s.context.notice,
    record: s.context.record,
    editing: s.context.editing,
    busy: s.hasTag('busy'),
    message: s.context.message,
    canSearch: step === 'search' && s.can({ type: 'SEARCH' }),
  };
}

/**
 * A lookup dialog's intents in the zag style: each sends its event to the dialog machine (the dialog's own
 * selector gives the view).
 */
export function connectLookupDialog<TQuery, TRecord>(
  send: (event: LookupDialogEvent<TQuery, TRecord>) => void,
) {
  return {
    onQuery: (patch: Partial<TQuery>) => send({ type: 'QUERY', patch }),
    onSearch: () => send({ type: 'SEARCH' }),
    onPick: (index: number) => send({ type: 'PICK', index }),
    onCreate: () => send({ type: 'CREATE' }),
    onReset: () => send({ type: 'RESET' }),
    onChange: (patch: Partial<TRecord>) => send({ type: 'CHANGE', patch }),
    onSubmit: () => send({ type: 'SUBMIT' }),
    onClose: () => send({ type: 'CLOSE' }),
  };
}
