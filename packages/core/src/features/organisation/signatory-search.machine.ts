import { unprovided } from '../../shared/machines/unprovided';
import { assign, emit, setup, type SnapshotFrom } from 'xstate';
import { errorText } from '../../shared/api/errors';
import { canSearchSignatory, signatorySearchBody, type FoundSignatory } from './signatories';

/**
 * The signatory search modal of the signatories tab (spec part 1 sections 2 "signatory search", 3 "Signatory
 * search: phone, iin; found user has title and iin", 5 "Signatory search", 8 "Signatory search shows server
 * message"):
 *
 *   editing --EDIT {phone|iin}--> editing (message and result cleared)
 *           --SEARCH [phone of 16 or IIN of 15 characters]--> searching (search {iin, phone})
 *   searching --ok--> found (title and IIN) --failure--> editing with the server's message
 *   found --EDIT--> editing --ADD--> adding (add {iin}) --ok--> added (final; emits 'added' with the message)
 *                                                       --failure--> found with the server's message
 */

export type SignatorySearchField = 'phone' | 'iin';

export interface SignatorySearchContext {
  phone: string;
  iin: string;
  found: FoundSignatory | null;
  message: string | null;
}

export type SignatorySearchEvent =
  { type: 'EDIT'; field: SignatorySearchField; value: string } | { type: 'SEARCH' } | { type: 'ADD' };

export type SignatorySearchEmitted = { type: 'added'; message: string };

const edit = assign<SignatorySearchContext, SignatorySearchEvent, undefined, SignatorySearchEvent, never>(
  ({ context, event }) =>
    event.type === 'EDIT' ? { ...context, [event.field]: event.value, found: null, message: null } : context,
);

export const signatorySearchMachine = setup({
  types: {
    context: {} as SignatorySearchContext,
    events: {} as SignatorySearchEvent,
    emitted: {} as SignatorySearchEmitted,
  },
  actors: {
    search: unprovided<FoundSignatory, { iin: string; phone: string }>('signatorySearchMachine', 'search'),
    add: unprovided<{ message: string }, { iin: string }>('signatorySearchMachine', 'add'),
  },
  guards: {
    canSearch: ({ context }) => canSearchSignatory(context),
  },
}).createMachine({
  id: 'signatorySearch',
  context: { phone: '+7', iin: '', found: null, message: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        EDIT: { actions: edit },
        SEARCH: { guard: 'canSearch', target: 'searching' },
      },
    },
    searching: {
      tags: ['busy'],
      entry: assign({ message: null }),
      invoke: {
        id: 'search',
        src: 'search',
        input: ({ context }) => signatorySearchBody(context),
        onDone: { target: 'found', actions: assign({ found: ({ event }) => event.output }) },
        onError: { target: 'editing', actions: assign({ message: ({ event }) => errorText(event.error) }) },
      },
    },
    found: {
      on: {
        EDIT: { target: 'editing', actions: edit },
        ADD: 'adding',
      },
    },
    adding: {
      tags: ['busy'],
      entry: assign({ message: null }),
      invoke: {
        id: 'add',
        src: 'add',
        input: ({ context }) => ({ iin: context.found!.iin }),
        onDone: {
          target: 'added',
          actions: emit(({ event }) => ({ type: 'added' as const, message: event.output.message })),
        },
        onError: { target: 'found', actions: assign({ message: ({ event }) => errorText(event.error) }) },
      },
    },
    added: { type: 'final' },
  },
});

export type SignatorySearchSnapshot = SnapshotFrom<typeof signatorySearchMachine>;

export interface SignatorySearchView {
  status: 'editing' | 'searching' | 'found' | 'adding' | 'added';
  phone: string;
  iin: string;
  found: FoundSignatory | null;
  /** The server's message (search or add refused). */
  message: string | null;
  canSearch: boolean;
  canAdd: boolean;
  busy: boolean;
}

export function selectSignatorySearchView(s: SignatorySearchSnapshot): SignatorySearchView {
  const status = (['searching', 'found', 'adding', 'added'] as const).find((v) => s.matches(v)) ?? 'editing';
  return {
    status,
    phone: s.context.phone,
    iin: s.context.iin,
    found: s.context.found,
    message: s.context.message,
    canSearch: s.can({ type: 'SEARCH' }),
    canAdd: s.can({ type: 'ADD' }),
    busy: s.hasTag('busy'),
  };
}
