import { fn } from 'storybook/test';
import {
  providePolicies,
  providePolicyItem,
  selectPagedListView,
  selectPoliciesView,
  selectPolicyItemView,
  type PagedListSnapshot,
  type PoliciesEvent,
  type PolicyItemEvent,
  type PolicyRow,
  type RoleId,
} from '@sakta/core';
import { POLICIES_TODAY } from '@sakta/core/testing';
import { done, replay, type ReplayEvent } from './replay';
import { filteredListHandlers } from './list-handlers';

/*
 * Fixtures of the policy list and the policy modal (spec part 2 sections 2.7, 3.9, 4.5): each view is core's
 * selector over the production machine (its calls never answering by themselves) after the story's events.
 */

const pending = () => new Promise<never>(() => {});

const itemMachine = providePolicyItem({ load: pending, document: pending });

/** The policy modal's view after `events` (opened by `id`). */
export function policyItem(events: ReplayEvent<PolicyItemEvent>[], id: number | string = 5012) {
  return { view: replay(itemMachine, events, selectPolicyItemView, { id }) };
}

export const itemHandlers = () => ({
  onClose: fn(),
  onRetry: fn(),
  onRefresh: fn(),
  onOpenDocument: fn(),
});

const listMachine = providePolicies({ page: pending, exportList: pending, refreshRow: pending });

/** An answer to the list's page call (as the web's adapter makes it: `policyListPage`). */
export const listLoaded = (page: unknown): ReplayEvent<PoliciesEvent> => ({
  to: 'list',
  event: done('loadPage', page),
});

/**
 * The policy list's props after `events`; `support`: support mode (no export); `apc`: the user's APC; `role`: the
 * user's role (5: the sub-agent's 'Мои договоры').
 */
export function policiesScreen(
  events: ReplayEvent<PoliciesEvent>[],
  { support = false, apc = null as string | null, role = 3 as RoleId } = {},
) {
  return replay(
    listMachine,
    events,
    (s) => ({
      view: selectPoliciesView(s),
      list: selectPagedListView<PolicyRow>(s.children.list?.getSnapshot() as PagedListSnapshot | undefined),
      today: POLICIES_TODAY,
    }),
    { canExport: !support, userApc: apc, today: POLICIES_TODAY, role },
  );
}

export const listHandlers = () => ({
  onToggleFilters: fn(),
  ...filteredListHandlers(),
  onExport: fn(),
  onRefreshRow: fn(),
  onOpen: fn(),
});
