import type { LookupDialogContext, LookupDialogEvent } from './lookup-dialog.types';

/** What the views read of any lookup dialog (the chief's, the vehicle's, the client's add their own). */

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

/** The lookup dialog's states ('gate' and 'scan' only in a dialog with those hooks). */
export const LOOKUP_STATES = [
  'search',
  'searching',
  'gate',
  'scan',
  'found',
  'notFound',
  'form',
  'saving',
  'saved',
  'closed',
] as const;
export type LookupStateName = (typeof LOOKUP_STATES)[number];

/** The state a lookup dialog's snapshot is in. */
export const lookupStateOf = (s: { matches(state: LookupStateName): boolean }): LookupStateName =>
  LOOKUP_STATES.find((name) => s.matches(name)) ?? 'search';

/** What the view reads of any lookup dialog's snapshot, whatever its record types. */
export interface LookupSnapshotLike<TQuery, TRow, TRecord> {
  context: Pick<
    LookupDialogContext<TQuery, TRow, TRecord, unknown>,
    'query' | 'rows' | 'notice' | 'record' | 'editing' | 'message'
  >;
  matches(state: LookupStateName): boolean;
  hasTag(tag: 'busy'): boolean;
  can(event: { type: 'SEARCH' }): boolean;
}

/** The dialog's view: the step, what was typed, what was found. */
export function selectLookupDialogView<TQuery, TRow, TRecord>(
  s: LookupSnapshotLike<TQuery, TRow, TRecord>,
): LookupDialogView<TQuery, TRow, TRecord> {
  // a dialog without the gate and scan hooks is never in those states
  const step = lookupStateOf(s) as LookupStep;
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
