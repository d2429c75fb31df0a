import { unprovided } from '../../shared/machines/unprovided';
import { and, assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { errorText } from '../../shared/api/errors';
import {
  PODFT_DECISIONS,
  decisionHasReason,
  type PodftDecision,
  type PodftItem,
  type PodftRecord,
  type PodftSetRequest,
} from './contract';

/**
 * One compliance record in the side modal (spec part 2 sections 2.5, 3.8, 4.4, 7.4, 8): loaded with podft/item,
 * another record of the party's history opened from it, and the officer's decision while it is undecided.
 *
 *   loading (loadItem {id}) --ok--> ready --failure--> failed --RETRY--> loading
 *   ready --SET_STATUS {3|2|4} | EDIT_COMMENT [undecided]--> ready
 *         --OPEN_HISTORY {id} [another record]--> loading (that record)
 *         --SAVE [undecided, a refusal with its reason]--> saving --ok--> saved (output: the updated record)
 *                                                                 --failure--> ready (message)
 *   loading | ready | failed --CLOSE--> closed (not while saving: the answer replaces the row)
 *
 * Undecided means nobody decided yet (`checked` null); the decision defaults to 3 for a record of status 1, else
 * to its current status. A decided record is read-only. A refusal needs a comment: the seller reads it as the
 * reason (issue 44 item 5). A decision kept in the browser when the officer's session ended (`kept`) is put back
 * once the record loads undecided; decided meanwhile, the record says so and the kept decision is dropped.
 */

/** The officer's decision not saved yet: what the modal had chosen and typed. */
export interface PodftKeptDecision {
  status: PodftDecision;
  comment: string;
}

export interface PodftItemInput {
  id: number;
  /** The decision kept in the browser for this record (issue 44 item 9), put back when it loads. */
  kept?: PodftKeptDecision | null;
}

export interface PodftItemContext {
  id: number;
  item: PodftItem | null;
  history: PodftRecord[];
  status: PodftDecision;
  comment: string;
  error: string | null;
  saved: PodftRecord | null;
  /** The kept decision waiting for its record to load. */
  kept: PodftKeptDecision | null;
  /** What became of a kept decision: put back, or outdated (the record was decided meanwhile). */
  restored: 'applied' | 'outdated' | null;
}

export type PodftItemEvent =
  | { type: 'SET_STATUS'; status: number }
  | { type: 'EDIT_COMMENT'; value: string }
  | { type: 'OPEN_HISTORY'; id: number }
  | { type: 'SAVE' }
  | { type: 'RETRY' }
  | { type: 'CLOSE' };

export type PodftItemOutput = { kind: 'saved'; record: PodftRecord } | { kind: 'closed' };

export interface PodftItemAnswer {
  item: PodftItem;
  history: PodftRecord[];
}

const isDecision = (n: number): n is PodftDecision => (PODFT_DECISIONS as readonly number[]).includes(n);

/** Section 4.4: 3 for a record of status 1, otherwise its current status. */
export function defaultDecision(item: Pick<PodftItem, 'status'>): PodftDecision {
  return isDecision(item.status) ? item.status : 3;
}

export const podftItemMachine = setup({
  types: {
    context: {} as PodftItemContext,
    events: {} as PodftItemEvent,
    input: {} as PodftItemInput,
    output: {} as PodftItemOutput,
  },
  actors: {
    loadItem: unprovided<PodftItemAnswer, { id: number }>('podftItemMachine', 'loadItem'),
    decide: unprovided<PodftRecord, PodftSetRequest>('podftItemMachine', 'decide'),
  },
  guards: {
    isUndecided: ({ context }) => context.item !== null && context.item.checked === null,
    hasReason: ({ context }) => decisionHasReason(context.status, context.comment),
    isDecisionOfUndecided: ({ context, event }) =>
      event.type === 'SET_STATUS' &&
      isDecision(event.status) &&
      context.item !== null &&
      context.item.checked === null,
    isOtherRecord: ({ context, event }) =>
      event.type === 'OPEN_HISTORY' &&
      event.id !== context.id &&
      context.history.some((r) => r.id === event.id),
  },
}).createMachine({
  id: 'podftItem',
  context: ({ input }) => ({
    id: input.id,
    item: null,
    history: [],
    status: 3,
    comment: '',
    error: null,
    saved: null,
    kept: input.kept ?? null,
    restored: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      entry: assign({ error: null }),
      on: { CLOSE: 'closed' },
      invoke: {
        id: 'loadItem',
        src: 'loadItem',
        input: ({ context }) => ({ id: context.id }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => {
            const { item, history } = event.output;
            const kept = context.kept;
            const undecided = item.checked === null;
            return {
              item,
              history,
              status: kept && undecided ? kept.status : defaultDecision(item),
              comment: kept && undecided ? kept.comment : item.comment,
              kept: null,
              restored: kept ? (undecided ? 'applied' : 'outdated') : null,
            };
          }),
        },
        onError: {
          target: 'failed',
          actions: assign({ item: null, error: ({ event }) => errorText(event.error, '. ') }),
        },
      },
    },
    failed: {
      on: { RETRY: 'loading', CLOSE: 'closed' },
    },
    ready: {
      on: {
        SET_STATUS: {
          guard: 'isDecisionOfUndecided',
          actions: assign({ status: ({ event }) => event.status as PodftDecision, error: null }),
        },
        EDIT_COMMENT: {
          guard: 'isUndecided',
          actions: assign({ comment: ({ event }) => event.value, error: null }),
        },
        OPEN_HISTORY: {
          guard: 'isOtherRecord',
          target: 'loading',
          actions: assign({ id: ({ event }) => event.id, restored: null }),
        },
        SAVE: { guard: and(['isUndecided', 'hasReason']), target: 'saving' },
        CLOSE: 'closed',
      },
    },
    saving: {
      tags: ['busy'],
      entry: assign({ error: null }),
      invoke: {
        id: 'decide',
        src: 'decide',
        input: ({ context }): PodftSetRequest => ({
          id: context.id,
          status: context.status,
          comment: context.comment.trim(),
        }),
        onDone: { target: 'saved', actions: assign({ saved: ({ event }) => event.output }) },
        onError: {
          target: 'ready',
          actions: assign({ error: ({ event }) => errorText(event.error, '. ') }),
        },
      },
    },
    saved: { type: 'final' },
    closed: { type: 'final' },
  },
  output: ({ context }): PodftItemOutput =>
    context.saved ? { kind: 'saved', record: context.saved } : { kind: 'closed' },
});

export type PodftItemSnapshot = SnapshotFrom<typeof podftItemMachine>;
export type PodftItemActor = ActorRefFrom<typeof podftItemMachine>;
