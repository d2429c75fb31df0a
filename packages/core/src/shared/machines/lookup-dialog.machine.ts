import { unprovided } from './unprovided';
import {
  assign,
  emit,
  fromPromise,
  setup,
  type ActorRefFrom,
  type AnyActorLogic,
  type AnyActorRef,
  type AnyStateMachine,
  type DoneActorEvent,
  type ErrorActorEvent,
  type EventObject,
  type MachineContext,
  type MetaObject,
  type ParameterizedObject,
  type ProvidedActor,
  type SnapshotFrom,
  type StateMachine,
  type StateSchema,
} from 'xstate';
import { errorText } from '../api/errors';
import type {
  DialogEvent,
  LookupAnswer,
  LookupDialogContext,
  LookupDialogInput,
  LookupDialogOutput,
  LookupExtras,
  LookupHooks,
  LookupQuery,
  LookupRecord,
  LookupRules,
  LookupScanOutput,
  NoExtras,
} from './lookup-dialog.types';
import type { LookupStateName } from './lookup-dialog.view';
import {
  fileTransition,
  formTransitions,
  gateState,
  queryTransitions,
  scanState,
} from './lookup-dialog.extras';

export * from './lookup-dialog.types';
export * from './lookup-dialog.view';

/**
 * The search -> found / not found -> form pattern of the party dialogs (spec part 2 sections 2.2, 4.3: the client
 * dialog's steps 0 search, 1/2 found, 3 edit; the chief dialog's 0 search, 1 found, 2 not found; the vehicle
 * dialog's search, form, added). Written once: a dialog provides its `search` and `save` calls, its rules
 * (`canSearch`, `isComplete`, `startNew` a blank record from the query, `pick` the record of a found row) and, when
 * it needs them, hooks (lookup-dialog.types.ts `LookupHooks`): its own query and form events, a refusal of the
 * search or of a row, a step before the answer (`gate`), a search by a file (`scan`).
 *
 *   search --QUERY (or the dialog's query events)--> search
 *          --SEARCH [queryError]--> search (its message) | [canSearch]--> searching
 *          --FILE [fileError: none]--> scan (child `scan`) | (a bad file) --> search (its message)
 *   searching --rows--> found | form (`direct`: taken straight in) --none--> notFound --failure--> search (message)
 *             --an answer with `gate`--> gate (child `gate`, gets the dialog's gate events) --ends--> searching
 *   gate --RESET--> search
 *   scan --a record--> form | --rows--> found | --a message, a failure, cancelled--> search; --RESET--> to the child
 *   found --PICK {index} [pickError]--> found (its message) | --PICK--> form;  found | notFound --RESET--> search
 *   notFound --CREATE--> form
 *   form --CHANGE {patch} (or the dialog's form events)--> form --SUBMIT [isComplete]--> saving --ok--> saved
 *        --SUBMIT (not)--> form (`problem` or the incomplete message)       --failure--> form (message, `restore`)
 *        --RESET (a new record only)--> search
 *   any but saving --CLOSE--> closed (final)
 *
 * An edit (input `record`) starts in the form and has no search: RESET is refused there, CLOSE leaves it unchanged
 * (spec: 'Обновить' / 'Отменить'). Nothing typed is lost: the query stays while the dialog searches, fails or goes
 * back; the record stays when a save fails.
 */

/**
 * A lookup dialog's machine type. The config is built from the dialog's hooks (a step is there only when its hook
 * is), which xstate cannot type; the machine is declared with the dialog's context, events, input and output.
 */
export type LookupMachine<C extends MachineContext, E extends EventObject, I, O> = StateMachine<
  C,
  E,
  Record<string, AnyActorRef | undefined>,
  ProvidedActor,
  ParameterizedObject,
  ParameterizedObject,
  string,
  LookupStateName,
  'busy',
  I,
  O,
  { type: 'saved'; title: string; message: string },
  MetaObject,
  StateSchema
>;

/** The generic text of a missing required field (spec part 2 section 5.1). */
export const INCOMPLETE_MESSAGE = 'Пожалуйста, заполните все обязательные поля, чтобы продолжить.';

/** A call the dialog (or its child) is provided with later: until then it fails naming what is missing. */

/** The machine with its declared type (a StateMachine narrower than any machine). */
const declared = <M extends AnyStateMachine>(machine: object) => machine as M;

/** The event as the one of its type the transition is declared for (generic unions do not narrow). */
const as = <E>(event: unknown) => event as E;

/**
 * The lookup dialog typed by its query, found rows, record, saved record and extras. The calls `search` and `save`
 * are provided by the dialog (`.provide({ actors })`); the rules and hooks are given here.
 */
export function createLookupDialog<
  TQuery extends object,
  TRow,
  TRecord extends object,
  TSaved = TRecord,
  X extends LookupExtras = NoExtras,
>(rules: LookupRules<TQuery, TRow, TRecord, X>, hooks: LookupHooks<TQuery, TRow, TRecord, X> = {}) {
  type Context = LookupDialogContext<TQuery, TRow, TRecord, TSaved, X>;
  type Input = [X['input']] extends [never] ? LookupDialogInput<TQuery, TRecord, X['env']> : X['input'];
  type Answer = LookupAnswer<TRow, X['gate']>;
  type Scanned = LookupScanOutput<TRow>;
  // the calls' results are events of their own type, so the named guards and actions read them narrowed
  type Result =
    | DoneActorEvent<Answer, 'search'>
    | DoneActorEvent<TSaved, 'save'>
    | DoneActorEvent<{ notice: string }, 'gate'>
    | DoneActorEvent<Scanned, 'scan'>
    | ErrorActorEvent<unknown, 'search'>
    | ErrorActorEvent<unknown, 'save'>;
  type Event = DialogEvent<TQuery, TRecord, X> | Result;
  type Args = { context: Context; event: Event };
  const answer = (event: Event) => as<{ output: Answer }>(event).output;
  const scanned = (event: Event) => as<{ output: Scanned }>(event).output;
  const index = (event: Event) => as<{ index: number }>(event).index;
  const failure = ({ event }: Args) =>
    event.type === 'xstate.error.actor.search' || event.type === 'xstate.error.actor.save'
      ? errorText(as<{ error: unknown }>(event).error, '. ')
      : null;
  // the record a picked, recognised or new party enters the form with
  const entering = (record: TRecord) => ({ record, entered: record, message: null, notice: null });
  const any = hooks as Parameters<typeof queryTransitions>[0];

  const machine = setup({
    types: {
      context: {} as Context,
      events: {} as Event,
      input: {} as Input,
      output: {} as LookupDialogOutput<TSaved>,
      emitted: {} as { type: 'saved'; title: string; message: string },
    },
    // the calls are typed by `lookupCalls`; declared without the dialog's types so xstate resolves the invokes
    actors: {
      search: unprovided<unknown, unknown>('lookupDialogMachine', 'search'),
      save: unprovided<unknown, unknown>('lookupDialogMachine', 'save'),
      gate: (hooks.gate?.logic ??
        unprovided<unknown, unknown>('lookupDialogMachine', 'gate')) as AnyActorLogic,
      scan: (hooks.scan?.logic ??
        unprovided<unknown, unknown>('lookupDialogMachine', 'scan')) as AnyActorLogic,
    },
    guards: {
      canSearch: ({ context }) => rules.canSearch(context.query, context.env),
      hasQueryError: ({ context }) => hooks.queryError?.(context.query, context.env) != null,
      isFileOk: ({ event }) => hooks.scan?.fileError(as<{ facts: X['facts'] }>(event).facts) === null,
      isComplete: ({ context }) => context.record !== null && rules.isComplete(context.record, context),
      isFoundRow: ({ context, event }) =>
        event.type === 'PICK' &&
        Number.isInteger(index(event)) &&
        index(event) >= 0 &&
        index(event) < context.rows.length,
      isRefusedRow: ({ context, event }) => {
        const row = event.type === 'PICK' ? context.rows[index(event)] : undefined;
        return row !== undefined && hooks.pickError?.(row, context.env) != null;
      },
      isNew: ({ context }) => !context.editing,
      isEditing: ({ context }) => context.editing,
      asksGate: ({ event }) => answer(event).gate !== undefined,
      isDirect: ({ context, event }) => hooks.direct?.(answer(event).rows, context.query) === true,
      hasRows: ({ event }) => answer(event).rows.length > 0,
      scannedRecord: ({ event }) => scanned(event).kind === 'newClient',
      scannedRows: ({ event }) => scanned(event).kind === 'found',
    },
    actions: {
      startNew: assign(({ context }) => entering(rules.startNew(context.query, context.env))),
      pick: assign(({ context, event }) => entering(rules.pick(context.rows[index(event)]!, context.env))),
      pickFirst: assign(({ context, event }) => entering(rules.pick(answer(event).rows[0]!, context.env))),
      pickScanned: assign(({ context, event }) => {
        const out = scanned(event);
        return out.kind === 'newClient' ? entering(rules.pick(out.record, context.env)) : {};
      }),
      setQuery: assign({
        query: ({ context, event }) =>
          event.type === 'QUERY'
            ? { ...context.query, ...as<{ patch: object }>(event).patch }
            : context.query,
        message: null,
      }),
      change: assign({
        record: ({ context, event }) =>
          event.type === 'CHANGE' && context.record
            ? { ...context.record, ...as<{ patch: object }>(event).patch }
            : context.record,
        message: null,
      }),
      setRows: assign(({ context, event }) => ({
        rows: answer(event).rows,
        notice: answer(event).notice ?? context.notice,
      })),
      setSaved: assign({ saved: ({ event }) => as<{ output: TSaved }>(event).output }),
      showFailure: assign({ message: failure }),
      showQueryError: assign({
        message: ({ context }) => hooks.queryError?.(context.query, context.env) ?? null,
      }),
      showRowError: assign({
        message: ({ context, event }) => hooks.pickError?.(context.rows[index(event)]!, context.env) ?? null,
      }),
      refuseSubmit: assign({
        message: ({ context }) =>
          (context.record && hooks.problem?.(context.record, context)) || context.incompleteMessage,
        // 1, 2, 1, …: a change for each refusal (the view focuses the first error), a finite state for the models
        attempt: ({ context }) => (context.attempt % 2) + 1,
      }),
      restore: assign({
        record: ({ context }) =>
          context.record && hooks.restore ? hooks.restore(context.record, context.entered) : context.record,
      }),
      enterSearch: assign({
        message: null,
        rows: [],
        gate: null,
        notice: ({ context, event }) => (event.type === 'xstate.done.actor.gate' ? context.notice : null),
      }),
      setGate: assign({ gate: ({ event }) => answer(event).gate ?? null }),
      clearMessage: assign({ message: null }),
      clearNotice: assign({ notice: null }),
      clearFound: assign({ rows: [], message: null, notice: null }),
      clearForm: assign({
        record: null,
        entered: null,
        rows: [],
        message: null,
        notice: null,
        attempt: 0,
        checked: {},
      }),
      emitSaved: emit(() => ({ type: 'saved' as const, ...hooks.savedNotice! })),
    },
  }).createMachine({
    id: 'lookupDialog',
    context: ({ input }): Context => {
      const i = (hooks.open ? hooks.open(input) : input) as LookupDialogInput<TQuery, TRecord, X['env']>;
      const record = i.record === undefined ? null : { ...i.record };
      return {
        env: i.env as X['env'],
        query: { ...i.query },
        rows: [],
        notice: null,
        record,
        entered: record,
        editing: record !== null,
        message: null,
        incompleteMessage: i.incompleteMessage ?? INCOMPLETE_MESSAGE,
        attempt: 0,
        checked: {},
        gate: null,
        file: null,
        saved: null,
      };
    },
    initial: 'search',
    // the steps the hooks add are built apart (lookup-dialog.extras.ts); the machine's type is declared below
    states: {
      search: {
        // an edit has no search
        always: { guard: 'isEditing', target: 'form' },
        on: {
          CLOSE: 'closed',
          QUERY: { actions: 'setQuery' },
          ...queryTransitions(any),
          SEARCH: [
            ...(hooks.queryError ? [{ guard: 'hasQueryError', actions: 'showQueryError' }] : []),
            { guard: 'canSearch', target: 'searching' },
          ],
          ...fileTransition(any),
        },
      },
      searching: {
        tags: ['busy'],
        // the notice of a gate passed stays while the search is repeated
        entry: 'enterSearch',
        on: { CLOSE: 'closed' },
        invoke: {
          id: 'search',
          src: 'search',
          input: ({ context }: Args) => (hooks.request ? hooks.request(context) : context.query),
          onDone: [
            ...(hooks.gate ? [{ guard: 'asksGate', target: 'gate', actions: 'setGate' }] : []),
            ...(hooks.direct ? [{ guard: 'isDirect', target: 'form', actions: 'pickFirst' }] : []),
            { guard: 'hasRows', target: 'found', actions: 'setRows' },
            { target: 'notFound', actions: 'setRows' },
          ],
          onError: { target: 'search', actions: 'showFailure' },
        },
      },
      ...gateState(any),
      ...scanState(any),
      found: {
        on: {
          PICK: [
            ...(hooks.pickError ? [{ guard: 'isRefusedRow', actions: 'showRowError' }] : []),
            { guard: 'isFoundRow', target: 'form', actions: 'pick' },
          ],
          RESET: { target: 'search', actions: 'clearFound' },
          CLOSE: 'closed',
        },
      },
      notFound: {
        on: {
          CREATE: { target: 'form', actions: 'startNew' },
          RESET: { target: 'search', actions: 'clearNotice' },
          CLOSE: 'closed',
        },
      },
      form: {
        on: {
          CHANGE: { actions: 'change' },
          ...formTransitions(any),
          SUBMIT: [{ guard: 'isComplete', target: 'saving' }, { actions: 'refuseSubmit' }],
          RESET: { guard: 'isNew', target: 'search', actions: 'clearForm' },
          CLOSE: 'closed',
        },
      },
      saving: {
        tags: ['busy'],
        entry: 'clearMessage',
        invoke: {
          id: 'save',
          src: 'save',
          input: ({ context }: Args) => context.record,
          onDone: { target: 'saved', actions: ['setSaved', ...(hooks.savedNotice ? ['emitSaved'] : [])] },
          onError: { target: 'form', actions: ['showFailure', ...(hooks.restore ? ['restore'] : [])] },
        },
      },
      saved: { type: 'final' },
      closed: { type: 'final' },
    } as never,
    output: ({ context }): LookupDialogOutput<TSaved> =>
      context.saved === null ? { kind: 'closed' } : { kind: 'saved', record: context.saved },
  });
  return declared<LookupMachine<Context, Event, Input, LookupDialogOutput<TSaved>>>(machine);
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
