import type { AnyActorLogic, EventObject } from 'xstate';

/** The lookup dialog's input, context, events, output, rules and hooks (its machine: lookup-dialog.machine.ts). */

export type LookupQuery = Record<string, string>;
export type LookupRecord = Record<string, unknown>;

/**
 * What a dialog adds to the lookup beside its query and records: `env`, what it is opened with and never edits
 * (who the party is, the user's role, the parties already listed); `input`, the input it is opened with (made the
 * lookup's by `hooks.open`); `gate`, what the search asks for before it answers (the client's consent status);
 * `facts`, what the scan rule reads of a chosen file; `event`, the dialog's own events (they replace the lookup's
 * of the same type, e.g. the client's CHANGE of a block).
 */
export interface LookupExtras {
  env: unknown;
  input: unknown;
  gate: unknown;
  facts: unknown;
  event: EventObject;
}

/** A dialog without extras: the lookup as it is. */
export interface NoExtras {
  env: undefined;
  input: never;
  gate: never;
  facts: never;
  event: never;
}

export interface LookupDialogInput<TQuery = LookupQuery, TRecord = LookupRecord, TEnv = undefined> {
  /** The search fields and their first values (e.g. `{ mode: '0', iin: '' }`). */
  query: TQuery;
  /** An existing record: the dialog edits it (no search). */
  record?: TRecord;
  /** The message shown when SUBMIT finds a required field missing. */
  incompleteMessage?: string;
  /** What the dialog is opened with and never edits (see `LookupExtras`). */
  env?: TEnv;
}

/** What the `search` call answers: the rows found (none: not found) and an optional notice for the view. */
export interface LookupAnswer<TRow = unknown, TGate = never> {
  rows: TRow[];
  /** A message that comes with the rows (e.g. a consent status); shown, does not decide the step. */
  notice?: string | null;
  /** The search asks for this first (the `gate` child runs with it, then the search is repeated). */
  gate?: TGate;
}

/** What a scan ends with: a record to start the form from, the rows it found, a message, or nothing. */
export type LookupScanOutput<TRow> =
  | { kind: 'newClient'; record: TRow }
  | { kind: 'found'; rows: TRow[] }
  | { kind: 'message'; message: string }
  | { kind: 'cancelled' };

export interface LookupDialogContext<
  TQuery = LookupQuery,
  TRow = unknown,
  TRecord = LookupRecord,
  TSaved = TRecord,
  X extends LookupExtras = NoExtras,
> {
  env: X['env'];
  query: TQuery;
  rows: TRow[];
  notice: string | null;
  /** The record of the form: null until a row is picked or a new one is started. */
  record: TRecord | null;
  /** The record as it entered the form (picked, recognised, started or edited): a failed save restores from it. */
  entered: TRecord | null;
  /** True while editing an existing record. */
  editing: boolean;
  message: string | null;
  incompleteMessage: string;
  /**
   * 0 until a SUBMIT is refused, then 1, 2, 1, … for each refusal: from the first, the view may place every error
   * beside its field, and each change asks it to focus the first.
   */
  attempt: number;
  /** The errors fields got when they were left (e.g. the IBAN), by field. */
  checked: Record<string, string>;
  /** What the search asked for first: the `gate` child's input. */
  gate: X['gate'] | null;
  /** The file the scan reads: the `scan` child's input. */
  file: unknown;
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

/** The events of a dialog: the lookup's, the dialog's own instead of the lookup's of the same type, FILE. */
export type DialogEvent<TQuery, TRecord, X extends LookupExtras> =
  | Exclude<LookupDialogEvent<TQuery, TRecord>, { type: X['event']['type'] }>
  | X['event']
  | ([X['facts']] extends [never] ? never : { type: 'FILE'; facts: X['facts']; file: unknown });

export type LookupDialogOutput<TSaved = LookupRecord> =
  { kind: 'saved'; record: TSaved } | { kind: 'closed' };

/** What the guards and rules read of the context. */
export type LookupState<TQuery, TRow, TRecord, X extends LookupExtras> = Pick<
  LookupDialogContext<TQuery, TRow, TRecord, unknown, X>,
  'env' | 'query' | 'rows' | 'record' | 'entered' | 'editing'
>;

/** What a dialog supplies: its rules over its own query and record types. */
export interface LookupRules<TQuery, TRow, TRecord, X extends LookupExtras = NoExtras> {
  /** The query may be searched (e.g. a 12-digit IIN). */
  canSearch(query: TQuery, env: X['env']): boolean;
  /** Every required field of the record is filled (and whatever else the dialog requires before saving). */
  isComplete(record: TRecord, c: LookupState<TQuery, TRow, TRecord, X>): boolean;
  /** The blank record a new party starts from, with what was searched. */
  startNew(query: TQuery, env: X['env']): TRecord;
  /** The record of a found (or recognised) row. */
  pick(row: TRow, env: X['env']): TRecord;
}

type EventOf<X extends LookupExtras, K> = Extract<X['event'], { type: K }>;

/** A form event of the dialog's own: when it is taken, what it makes of the record, what it refuses with. */
export interface FormHook<TQuery, TRow, TRecord, X extends LookupExtras, E> {
  /** Whether the event is taken (default: always). */
  accepts?(c: LookupState<TQuery, TRow, TRecord, X> & { record: TRecord }, e: E): boolean;
  apply(record: TRecord, e: E, env: X['env']): TRecord;
  /** Not taken: the message to show (e.g. 'Документ не верифицирован'); null, ignored. */
  refusal?(c: LookupState<TQuery, TRow, TRecord, X> & { record: TRecord }, e: E): string | null;
  /** The event leaves the message as it is (a switch of a block, a field left). */
  keepsMessage?: boolean;
  /** The errors of the fields this event leaves (field -> message or null), kept beside them. */
  check?(record: TRecord): Record<string, string | null>;
}

/** What a dialog may add to the lookup (every hook optional: the chief's and the vehicle's use none). */
export interface LookupHooks<TQuery, TRow, TRecord, X extends LookupExtras = NoExtras> {
  /** The dialog's input made the lookup's (its query, record to edit, env). */
  open?(input: X['input']): LookupDialogInput<TQuery, TRecord, X['env']>;
  /** The search call's input (default: the query). */
  request?(c: LookupState<TQuery, TRow, TRecord, X>): unknown;
  /** A message that refuses SEARCH (e.g. a party already listed); checked before `canSearch`. */
  queryError?(query: TQuery, env: X['env']): string | null;
  /** The dialog's own events of the search step: the next query, or null (refused). */
  queryEvents?: {
    [K in X['event']['type']]?: (query: TQuery, e: EventOf<X, K>, env: X['env']) => TQuery | null;
  };
  /** A found row that may not be picked: its message (e.g. a party already in the policy). */
  pickError?(row: TRow, env: X['env']): string | null;
  /** The answer is taken straight into the form (e.g. a single non-resident). */
  direct?(rows: TRow[], query: TQuery): boolean;
  /** The dialog's own form events. */
  formEvents?: { [K in X['event']['type']]?: FormHook<TQuery, TRow, TRecord, X, EventOf<X, K>> };
  /** The message of a refused SUBMIT (default: the incomplete message). */
  problem?(record: TRecord, c: LookupState<TQuery, TRow, TRecord, X>): string | null;
  /** The record after a failed save (default: as it is). */
  restore?(record: TRecord, entered: TRecord | null): TRecord;
  /** Emitted as `{type: 'saved', title, message}` when the save succeeds. */
  savedNotice?: { title: string; message: string };
  /**
   * A step the search asks for before it answers (an answer with `gate`): the child `gate` runs with it and gets
   * the listed events; when it ends with `{notice}` the search is repeated, showing the notice.
   */
  gate?: { logic: AnyActorLogic; events: readonly X['event']['type'][] };
  /** A search by a file: FILE with facts the rule accepts starts the child `scan` (a LookupScanOutput ends it). */
  scan?: { logic: AnyActorLogic; fileError(facts: X['facts']): string | null };
}
