import { unprovided } from '../../shared/machines/unprovided';
import { assign, setup, type SnapshotFrom } from 'xstate';
import { errorText } from '../../shared/api/errors';
import { ROLE, type RoleId } from '../../shared/roles';
import type { BranchUser, TreeNode } from './contract';
import { branchTabsFor, branchTabTitle, initialBranchTab, type BranchTab } from './rules';

/**
 * The page /branches (spec part 1 section 2 "Organisation and branches"): who is asking, then the tabs of their
 * role.
 *
 *   loading (loadIndex: GET branches/index) --no employee record--> notFound ('Данный сотрудника не найдено')
 *                                           --not an admin, no department--> noBranch ('Вы не прикреплены...')
 *                                           --otherwise--> ready (tabs; SELECT_TAB a tab of the role)
 *                                           --failure--> failed --RETRY--> loading
 *
 * The tab's content (lists, tree, modals) is each tab's own machine; the web keeps the tab in the URL.
 */

export interface BranchesInput {
  role: RoleId;
  /** The tab asked for (the URL's ?tab=); a tab the role does not have falls back to its first. */
  tab?: string | null;
}

export interface BranchesIndex {
  user: BranchUser | null;
  data: TreeNode[];
}

export interface BranchesContext {
  role: RoleId;
  tab: BranchTab;
  user: BranchUser | null;
  roots: TreeNode[];
  message: string | null;
}

export type BranchesEvent = { type: 'SELECT_TAB'; tab: string } | { type: 'RETRY' };

export const branchesMachine = setup({
  types: {
    context: {} as BranchesContext,
    events: {} as BranchesEvent,
    input: {} as BranchesInput,
  },
  actors: {
    loadIndex: unprovided<BranchesIndex>('branchesMachine', 'loadIndex'),
  },
  guards: {
    isUserMissing: (_, output: BranchesIndex) => output.user === null,
    hasNoBranch: ({ context }, output: BranchesIndex) =>
      context.role !== ROLE.admin && output.user?.branch == null,
    isOtherTabOfRole: ({ context, event }) =>
      event.type === 'SELECT_TAB' &&
      event.tab !== context.tab &&
      (branchTabsFor(context.role) as string[]).includes(event.tab),
  },
}).createMachine({
  id: 'branches',
  context: ({ input }) => ({
    role: input.role,
    tab: initialBranchTab(input.role, input.tab),
    user: null,
    roots: [],
    message: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      entry: assign({ message: null }),
      invoke: {
        id: 'loadIndex',
        src: 'loadIndex',
        onDone: [
          { guard: { type: 'isUserMissing', params: ({ event }) => event.output }, target: 'notFound' },
          {
            guard: { type: 'hasNoBranch', params: ({ event }) => event.output },
            target: 'noBranch',
            actions: assign({ user: ({ event }) => event.output.user }),
          },
          {
            target: 'ready',
            actions: assign({
              user: ({ event }) => event.output.user,
              roots: ({ event }) => event.output.data,
            }),
          },
        ],
        onError: { target: 'failed', actions: assign({ message: ({ event }) => errorText(event.error) }) },
      },
    },
    ready: {
      on: {
        SELECT_TAB: {
          guard: 'isOtherTabOfRole',
          actions: assign({ tab: ({ event }) => event.tab as BranchTab }),
        },
      },
    },
    noBranch: {},
    notFound: {},
    failed: { on: { RETRY: 'loading' } },
  },
});

export type BranchesSnapshot = SnapshotFrom<typeof branchesMachine>;

export type BranchesStatus = 'loading' | 'ready' | 'noBranch' | 'notFound' | 'failed';

export interface BranchesView {
  status: BranchesStatus;
  tabs: { id: BranchTab; title: string }[];
  tab: BranchTab;
  user: BranchUser | null;
  roots: TreeNode[];
  message: string | null;
}

export function selectBranchesView(s: BranchesSnapshot): BranchesView {
  const status =
    (['ready', 'noBranch', 'notFound', 'failed'] as const).find((v) => s.matches(v)) ?? 'loading';
  return {
    status,
    tabs: branchTabsFor(s.context.role).map((id) => ({ id, title: branchTabTitle(id) })),
    tab: s.context.tab,
    user: s.context.user,
    roots: s.context.roots,
    message: s.context.message,
  };
}
