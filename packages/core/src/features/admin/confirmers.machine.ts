import { unprovided } from '../../shared/machines/unprovided';
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { errorText } from '../../shared/api/errors';
import type { Confirmer, RecipientUser, UserGroup } from './agreements-contract';
import { ruCatalogues } from './ru';

/**
 * The recipients of an agreement, modal 'Список получатели' (spec part 1: section 2 "Agreements admin"; section 3
 * "Confirmer"; section 6 "Agreement confirmer role list shows roles 0-8"; section 9 agreement.xlsx).
 *
 *   loading --ok, recipients exist--> readOnly --EXPORT--> exporting --ok | failure--> readOnly
 *           --ok, none yet---------> choosing --SUBMIT (someone chosen)--> saving --ok--> loading
 *           \--failure--> failed --RETRY--> loading
 *
 * - choosing: the left accordion lists the users by role; ADD {userId} adds one, ADD_ALL {role} every user of that
 *   role not chosen yet; the right list REMOVE {userId} drops one, CLEAR empties it; 'Добавить' (SUBMIT) sends
 *   them (POST set-users) and the modal shows the read-only table once the server has them.
 * - readOnly: the table (id, role, status icon, full name) and 'Экспорт' (the server's agreement.xlsx).
 * - Failures of saving and exporting are emitted as `{type: 'failure', message}` (error notifications); saving
 *   success as `{type: 'success', message}`.
 */

export interface ConfirmersInput {
  agreementId: number;
}

export interface RecipientsLoaded {
  confirmers: Confirmer[];
  groups: UserGroup[];
}

export interface ConfirmersContext {
  agreementId: number;
  confirmers: Confirmer[];
  groups: UserGroup[];
  /** Chosen user ids, in the order they were added. */
  chosen: number[];
  loadError: string | null;
}

export type ConfirmersEvent =
  | { type: 'ADD'; userId: number }
  | { type: 'ADD_ALL'; role: number }
  | { type: 'REMOVE'; userId: number }
  | { type: 'CLEAR' }
  | { type: 'SUBMIT' }
  | { type: 'EXPORT' }
  | { type: 'RETRY' };

export type ConfirmersEmitted = { type: 'failure'; message: string } | { type: 'success'; message: string };

const usersOf = (context: ConfirmersContext, role: number) =>
  context.groups.find((g) => g.role === role)?.users ?? [];
const isKnown = (context: ConfirmersContext, userId: number) =>
  context.groups.some((g) => g.users.some((u) => u.id === userId));

export const confirmersMachine = setup({
  types: {
    context: {} as ConfirmersContext,
    events: {} as ConfirmersEvent,
    input: {} as ConfirmersInput,
    emitted: {} as ConfirmersEmitted,
  },
  actors: {
    loadRecipients: unprovided<RecipientsLoaded, { id: number }>('confirmersMachine', 'loadRecipients'),
    saveRecipients: unprovided<unknown, { id: number; users: number[] }>(
      'confirmersMachine',
      'saveRecipients',
    ),
    exportRecipients: unprovided<unknown, { id: number }>('confirmersMachine', 'exportRecipients'),
  },
  guards: {
    hasRecipients: ({ event }) => (event as { output?: RecipientsLoaded }).output?.confirmers.length !== 0,
    isAddable: ({ context, event }) =>
      event.type === 'ADD' && isKnown(context, event.userId) && !context.chosen.includes(event.userId),
    hasUnchosenOfRole: ({ context, event }) =>
      event.type === 'ADD_ALL' && usersOf(context, event.role).some((u) => !context.chosen.includes(u.id)),
    isChosen: ({ context, event }) => event.type === 'REMOVE' && context.chosen.includes(event.userId),
    hasChosen: ({ context }) => context.chosen.length > 0,
  },
  actions: {
    emitFailure: emit(({ event }) => ({
      type: 'failure' as const,
      message: errorText((event as { error?: unknown }).error),
    })),
  },
}).createMachine({
  id: 'confirmers',
  context: ({ input }) => ({
    agreementId: input.agreementId,
    confirmers: [],
    groups: [],
    chosen: [],
    loadError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadRecipients',
        src: 'loadRecipients',
        input: ({ context }) => ({ id: context.agreementId }),
        onDone: [
          {
            guard: 'hasRecipients',
            target: 'readOnly',
            actions: assign({
              confirmers: ({ event }) => event.output.confirmers,
              groups: ({ event }) => event.output.groups,
              chosen: [],
            }),
          },
          {
            target: 'choosing',
            actions: assign({ confirmers: [], groups: ({ event }) => event.output.groups }),
          },
        ],
        onError: {
          target: 'failed',
          actions: assign({ loadError: ({ event }) => errorText(event.error) }),
        },
      },
    },
    failed: {
      on: { RETRY: { target: 'loading', actions: assign({ loadError: null }) } },
    },
    choosing: {
      on: {
        ADD: {
          guard: 'isAddable',
          actions: assign({ chosen: ({ context, event }) => [...context.chosen, event.userId] }),
        },
        ADD_ALL: {
          guard: 'hasUnchosenOfRole',
          actions: assign({
            chosen: ({ context, event }) => [
              ...context.chosen,
              ...usersOf(context, event.role)
                .map((u) => u.id)
                .filter((id) => !context.chosen.includes(id)),
            ],
          }),
        },
        REMOVE: {
          guard: 'isChosen',
          actions: assign({
            chosen: ({ context, event }) => context.chosen.filter((id) => id !== event.userId),
          }),
        },
        CLEAR: { guard: 'hasChosen', actions: assign({ chosen: [] }) },
        SUBMIT: { guard: 'hasChosen', target: 'saving' },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveRecipients',
        src: 'saveRecipients',
        input: ({ context }) => ({ id: context.agreementId, users: context.chosen }),
        onDone: {
          target: 'loading',
          actions: emit({ type: 'success' as const, message: ruCatalogues.confirmers.saved }),
        },
        onError: { target: 'choosing', actions: 'emitFailure' },
      },
    },
    readOnly: {
      on: { EXPORT: 'exporting' },
    },
    exporting: {
      tags: ['busy'],
      invoke: {
        id: 'exportRecipients',
        src: 'exportRecipients',
        input: ({ context }) => ({ id: context.agreementId }),
        onDone: 'readOnly',
        onError: { target: 'readOnly', actions: 'emitFailure' },
      },
    },
  },
});

export type ConfirmersSnapshot = SnapshotFrom<typeof confirmersMachine>;

export interface ConfirmersGroupView {
  role: number;
  users: Array<RecipientUser & { chosen: boolean }>;
  /** 'Добавить всех' does something. */
  canAddAll: boolean;
}

export interface ConfirmersView {
  status: 'loading' | 'failed' | 'choosing' | 'readOnly';
  loadError: string | null;
  groups: ConfirmersGroupView[];
  /** The chosen users, in the order they were added. */
  chosen: RecipientUser[];
  canClear: boolean;
  canSubmit: boolean;
  saving: boolean;
  confirmers: Confirmer[];
  canExport: boolean;
  exporting: boolean;
}

export function selectConfirmersView(s: ConfirmersSnapshot): ConfirmersView {
  const c = s.context;
  const users = new Map(c.groups.flatMap((g) => g.users.map((u) => [u.id, u] as const)));
  const status: ConfirmersView['status'] = s.matches('failed')
    ? 'failed'
    : s.matches('readOnly') || s.matches('exporting')
      ? 'readOnly'
      : s.matches('choosing') || s.matches('saving')
        ? 'choosing'
        : 'loading';
  return {
    status,
    loadError: c.loadError,
    groups: c.groups.map((g) => ({
      role: g.role,
      users: g.users.map((u) => ({ ...u, chosen: c.chosen.includes(u.id) })),
      canAddAll: s.can({ type: 'ADD_ALL', role: g.role }),
    })),
    chosen: c.chosen.flatMap((id) => {
      const u = users.get(id);
      return u ? [u] : [];
    }),
    canClear: s.can({ type: 'CLEAR' }),
    canSubmit: s.can({ type: 'SUBMIT' }),
    saving: s.matches('saving'),
    confirmers: c.confirmers,
    canExport: s.can({ type: 'EXPORT' }),
    exporting: s.matches('exporting'),
  };
}

/** The calls of the recipients modal, for `provideConfirmers`. */
export interface ConfirmersCalls {
  /** GET confirmeds/{id} and GET users-list. */
  load(id: number): Promise<RecipientsLoaded>;
  /** POST set-users {id, users}. */
  save(id: number, users: number[]): Promise<unknown>;
  /** GET export?id: downloads agreement.xlsx. */
  exportXlsx(id: number): Promise<unknown>;
}

export function provideConfirmers(calls: ConfirmersCalls) {
  return confirmersMachine.provide({
    actors: {
      loadRecipients: fromPromise(({ input }) => calls.load(input.id)),
      saveRecipients: fromPromise(({ input }) => calls.save(input.id, input.users)),
      exportRecipients: fromPromise(({ input }) => calls.exportXlsx(input.id)),
    },
  });
}
