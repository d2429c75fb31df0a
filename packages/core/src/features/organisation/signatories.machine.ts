import { unprovided } from '../../shared/machines/unprovided';
import { assign, emit, setup, type SnapshotFrom } from 'xstate';
import { errorText } from '../../shared/api/errors';
import { signatoryTransitions, type SignatoryRow, type SignatoryStatus } from './signatories';

/**
 * The signatories tab's actions (spec part 1 section 4 "Signatory"; section 8: a change answered result false
 * raises an error notification). The list itself is the shared paged list; this machine changes one row:
 *
 *   idle --CHANGE {row, status} [a transition the row's status allows; not deletion]--> changing
 *        --CHANGE {row, 0} [blocked row]--> confirming --CONFIRM--> changing | --CANCEL--> idle
 *   changing (change-signatory {id, status}) --ok--> idle, emits 'changed' (the list reloads)
 *                                            --failure--> idle, emits 'failure' (the error notification)
 */

export interface SignatoriesContext {
  row: SignatoryRow | null;
  status: SignatoryStatus | null;
}

export type SignatoriesEvent =
  { type: 'CHANGE'; row: SignatoryRow; status: SignatoryStatus } | { type: 'CONFIRM' } | { type: 'CANCEL' };

export type SignatoriesEmitted = { type: 'changed' } | { type: 'failure'; message: string };

const allowed = (e: SignatoriesEvent) =>
  e.type === 'CHANGE' && signatoryTransitions(e.row.status).includes(e.status);

export const signatoriesMachine = setup({
  types: {
    context: {} as SignatoriesContext,
    events: {} as SignatoriesEvent,
    emitted: {} as SignatoriesEmitted,
  },
  actors: {
    changeSignatory: unprovided<unknown, { id: number; status: SignatoryStatus }>(
      'signatoriesMachine',
      'changeSignatory',
    ),
  },
  guards: {
    isDeletion: ({ event }) => allowed(event) && event.type === 'CHANGE' && event.status === 0,
    isAllowedChange: ({ event }) => allowed(event),
  },
}).createMachine({
  id: 'signatories',
  context: { row: null, status: null },
  initial: 'idle',
  states: {
    idle: {
      entry: assign({ row: null, status: null }),
      on: {
        CHANGE: [
          {
            guard: 'isDeletion',
            target: 'confirming',
            actions: assign({ row: ({ event }) => event.row, status: 0 }),
          },
          {
            guard: 'isAllowedChange',
            target: 'changing',
            actions: assign({ row: ({ event }) => event.row, status: ({ event }) => event.status }),
          },
        ],
      },
    },
    confirming: { on: { CONFIRM: 'changing', CANCEL: 'idle' } },
    changing: {
      tags: ['busy'],
      invoke: {
        id: 'changeSignatory',
        src: 'changeSignatory',
        input: ({ context }) => ({ id: context.row!.id, status: context.status! }),
        onDone: { target: 'idle', actions: emit({ type: 'changed' as const }) },
        onError: {
          target: 'idle',
          actions: emit(({ event }) => ({ type: 'failure' as const, message: errorText(event.error) })),
        },
      },
    },
  },
});

export type SignatoriesSnapshot = SnapshotFrom<typeof signatoriesMachine>;

export interface SignatoriesView {
  /** The row whose deletion waits for a confirmation. */
  confirming: SignatoryRow | null;
  /** The row being changed. */
  busyId: number | null;
}

export function selectSignatoriesView(s: SignatoriesSnapshot): SignatoriesView {
  return {
    confirming: s.matches('confirming') ? s.context.row : null,
    busyId: s.matches('changing') ? (s.context.row?.id ?? null) : null,
  };
}
