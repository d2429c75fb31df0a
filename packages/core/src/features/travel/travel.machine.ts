import { unprovided } from '../../shared/machines/unprovided';
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { errorText, isApiError } from '../../shared/api/errors';
import type { TravelItem } from './contract';

/**
 * The travel page: loads the draft named by the query `draft` (or the policy sold from it) and shows it read-only.
 *
 *   loading --found--> ready   --404--> notFound ('Черновик не найден')
 *           --other failure--> failed (message) --RETRY--> loading
 *   no draft in the query: notFound at once.
 */
export interface TravelContext {
  id: string;
  item: TravelItem | null;
  error: string | null;
}

export const travelMachine = setup({
  types: {
    context: {} as TravelContext,
    events: {} as { type: 'RETRY' },
    input: {} as { id: string | null },
  },
  actors: {
    load: unprovided<TravelItem, { id: string }>('travelMachine', 'load'),
  },
  guards: {
    hasNoId: ({ context }) => context.id === '',
    isMissing: ({ event }) => {
      const error = (event as { error?: unknown }).error;
      return isApiError(error) && error.kind === 'rejected' && error.status === 404;
    },
  },
}).createMachine({
  id: 'travel',
  context: ({ input }) => ({ id: (input.id ?? '').trim(), item: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      // no draft in the query: nothing to ask
      always: { guard: 'hasNoId', target: 'notFound' },
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'ready', actions: assign({ item: ({ event }) => event.output }) },
        onError: [
          { guard: 'isMissing', target: 'notFound' },
          { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
        ],
      },
    },
    ready: {},
    notFound: {},
    failed: { on: { RETRY: { target: 'loading', actions: assign({ error: null }) } } },
  },
});

export type TravelSnapshot = SnapshotFrom<typeof travelMachine>;

export type TravelView =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'failed'; error: string }
  | { status: 'ready'; item: NonNullable<TravelContext['item']> };

export function selectTravelView(s: TravelSnapshot): TravelView {
  if (s.matches('ready') && s.context.item) return { status: 'ready', item: s.context.item };
  if (s.matches('failed')) return { status: 'failed', error: s.context.error ?? '' };
  if (s.matches('notFound')) return { status: 'notFound' };
  return { status: 'loading' };
}

export function provideTravel(load: (id: string) => Promise<TravelItem>) {
  return travelMachine.provide({ actors: { load: fromPromise(({ input }) => load(input.id)) } });
}
