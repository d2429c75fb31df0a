import { filterForm, listPage, type FilterFormEvent } from '../../shared/machines/filter-form';
import { unprovided } from '../../shared/machines/unprovided';
import { assign, emit, fromPromise, sendTo, setup, type SnapshotFrom } from 'xstate';
import { errorText } from '../../shared/api/errors';
import type { Page } from '../../shared/api/common';
import { fmt } from '../../shared/i18n/ru';
import { pagedListMachine, pagedListInput } from '../../shared/machines/paged-list.machine';
import type { SupportRow } from './contract';
import { ruSupport } from './ru';
import {
  cleanSupportFilter,
  EMPTY_SUPPORT_FILTER,
  supportFilterProblems,
  supportFilterQuery,
  type SupportFilter,
  type SupportFilterField,
} from './support-filter';
import { hasSupportActions } from './support-status';

/**
 * The operator-error support screen /support/operator-error (spec part 2 sections 2.8, 3.9, 4.5, 6, 7.5, 8, 9): the
 * requests as the shared paged list (child 'list', 5 page links), the filter, and the policy modal of a request
 * with its actions.
 *
 *   active (child 'list' with {page, query}):
 *     idle --EDIT_FILTER--> the form changes   --APPLY (form valid)--> the list restarts on page 1 with the filter
 *          --RESET_FILTERS--> empty filter      --OPEN {row}--> viewing
 *     viewing --CLOSE--> idle
 *             --DISSOLVE--> 'Данная операция недоступна' (a warning; nothing is called)
 *             --RESCIND | REJECT (the request still open)--> asking (ConfirmDialog) --CANCEL--> viewing
 *     asking --CONFIRM--> acting --ok--> idle: 'Процесс по {id} успешно завершен', the list reloads its page
 *                                --failure--> viewing with the message (and the error notification)
 */

export type SupportAction = 'rescind' | 'reject';

export interface SupportInput {
  filter?: Partial<Record<SupportFilterField, string | null>>;
  page?: number;
}

export interface SupportContext {
  filter: SupportFilter;
  form: SupportFilter;
  page: number;
  /** The request whose modal is open. */
  row: SupportRow | null;
  action: SupportAction | null;
  error: string | null;
}

export type SupportEvent =
  | FilterFormEvent<SupportFilterField>
  | { type: 'OPEN'; row: SupportRow }
  | { type: 'CLOSE' }
  | { type: 'DISSOLVE' }
  | { type: 'RESCIND' }
  | { type: 'REJECT' }
  | { type: 'CANCEL' }
  | { type: 'CONFIRM' };

export type SupportEmitted =
  | { type: 'failure'; message: string }
  | { type: 'warning'; message: string }
  | { type: 'success'; message: string };

const listInput = ({ context }: { context: SupportContext }) =>
  pagedListInput(context.page, supportFilterQuery(context.filter));

const filters = filterForm<SupportContext, SupportEvent>();

export const supportMachine = setup({
  types: {
    context: {} as SupportContext,
    events: {} as SupportEvent,
    input: {} as SupportInput,
    emitted: {} as SupportEmitted,
  },
  actors: {
    list: pagedListMachine,
    act: unprovided<{ message: string }, { action: SupportAction; id: number }>('supportMachine', 'act'),
  },
  guards: {
    isFormValid: ({ context }) => Object.keys(supportFilterProblems(context.form)).length === 0,
    hasActions: ({ context }) => context.row !== null && hasSupportActions(context.row.status),
  },
  actions: {
    forget: assign({ row: null, action: null, error: null }),
  },
}).createMachine({
  id: 'support',
  context: ({ input }) => {
    const filter = cleanSupportFilter(input.filter ?? {});
    return {
      filter,
      form: filter,
      page: listPage(input.page),
      row: null,
      action: null,
      error: null,
    };
  },
  initial: 'active',
  states: {
    active: {
      invoke: { id: 'list', src: 'list', input: listInput },
      on: {
        EDIT_FILTER: { actions: filters.editForm },
      },
      initial: 'idle',
      states: {
        idle: {
          on: {
            APPLY: {
              guard: 'isFormValid',
              target: '#support.active',
              reenter: true,
              actions: filters.applied('form', cleanSupportFilter),
            },
            RESET_FILTERS: {
              target: '#support.active',
              reenter: true,
              actions: filters.reset('form', EMPTY_SUPPORT_FILTER),
            },
            OPEN: { target: 'viewing', actions: assign({ row: ({ event }) => event.row, error: null }) },
          },
        },
        viewing: {
          on: {
            CLOSE: { target: 'idle', actions: 'forget' },
            DISSOLVE: { actions: emit({ type: 'warning', message: ruSupport.unavailable }) },
            RESCIND: {
              guard: 'hasActions',
              target: 'asking',
              actions: assign({ action: 'rescind', error: null }),
            },
            REJECT: {
              guard: 'hasActions',
              target: 'asking',
              actions: assign({ action: 'reject', error: null }),
            },
          },
        },
        asking: {
          on: {
            CANCEL: { target: 'viewing', actions: assign({ action: null }) },
            CONFIRM: 'acting',
          },
        },
        acting: {
          tags: ['loading'],
          invoke: {
            id: 'act',
            src: 'act',
            input: ({ context }) => ({ action: context.action ?? 'reject', id: context.row?.id ?? 0 }),
            onDone: {
              target: 'idle',
              actions: [
                emit(({ context, event }) => ({
                  type: 'success' as const,
                  message: event.output.message || fmt(ruSupport.done, { id: context.row?.id ?? '' }),
                })),
                'forget',
                sendTo('list', { type: 'RELOAD' }),
              ],
            },
            onError: {
              target: 'viewing',
              actions: [
                assign({ action: null, error: ({ event }) => errorText(event.error) }),
                emit(({ context }) => ({ type: 'failure' as const, message: context.error ?? '' })),
              ],
            },
          },
        },
      },
    },
  },
});

export type SupportSnapshot = SnapshotFrom<typeof supportMachine>;

export interface SupportModalView {
  row: SupportRow;
  /** The actions are offered (the request is still open). */
  actions: boolean;
  error: string | null;
  busy: boolean;
  /** The ConfirmDialog's question while an action is asked. */
  confirm: { action: SupportAction; question: string; label: string } | null;
}

export interface SupportView {
  filter: SupportFilter;
  form: SupportFilter;
  problems: Partial<Record<SupportFilterField, string>>;
  modal: SupportModalView | null;
}

const QUESTIONS = { rescind: ruSupport.confirm.rescind, reject: ruSupport.confirm.reject } as const;

export function selectSupportView(s: SupportSnapshot): SupportView {
  const c = s.context;
  const row = c.row;
  const asking = s.matches({ active: 'asking' }) || s.matches({ active: 'acting' });
  return {
    filter: c.filter,
    form: c.form,
    problems: supportFilterProblems(c.form),
    modal: row
      ? {
          row,
          actions: hasSupportActions(row.status),
          error: c.error,
          busy: s.hasTag('loading'),
          confirm:
            asking && c.action
              ? {
                  action: c.action,
                  question: fmt(QUESTIONS[c.action], {
                    id: row.id,
                    number: row.policy.global_id ?? row.policy.number ?? row.policy.id,
                  }),
                  label: ruSupport.actions[c.action],
                }
              : null,
        }
      : null,
  };
}

/** The calls of the support screen, for `provideSupport`. */
export interface SupportCalls {
  /** GET /api/support/policy/get-operator-errors?page=&… */
  page(page: number, query: Record<string, string> | undefined): Promise<Page<unknown>>;
  /** POST /api/support/policy/rescind | reject {id}. */
  act(action: SupportAction, id: number): Promise<{ message: string }>;
}

export function provideSupport(calls: SupportCalls) {
  return supportMachine.provide({
    actors: {
      list: pagedListMachine.provide({
        actors: { loadPage: fromPromise(({ input }) => calls.page(input.page, input.query)) },
      }),
      act: fromPromise(({ input }) => calls.act(input.action, input.id)),
    },
  });
}
