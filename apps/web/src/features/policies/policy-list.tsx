// The policy list of /policies: core's list machine with the API's calls, its input from the URL, and the screen
// of a running machine with the policy modal (the live route's, and the server's first paint).
import { lazy, Suspense } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { fmt, type ApiClient, type User } from '@sakta/core/shared';
import {
  POLICY_FILTER_FIELDS,
  policyExportEndpoint,
  policyItemEndpoint,
  policyListEndpoint,
  policyListPage,
  providePolicies,
  ruPolicies,
  selectPoliciesView,
  policyListFlows,
  type PolicyRow,
} from '@sakta/core/policies';
import { orderManagersEndpoint } from '@sakta/core/ogpo';
import { PoliciesScreen } from '@sakta/ui';
import { usePageHandOver } from '../../lib/prerendered';
import { pageFromUrl } from '../../lib/filtered-list';
import { useFilteredList } from '../filtered-tab';
import { policyFilterStartsOpen } from './filter-start';

/** The policy modal is its own chunk, loaded when a policy is opened. */
const PolicyModalContainer = lazy(() =>
  import('./policy-modal').then((m) => ({ default: m.PolicyModalContainer })),
);

/** The list's operator-error and termination flows of a policy (the sale group's), loaded with the modal. */
const PolicyListFlows = lazy(() =>
  import('../support/policy-list-actions').then((m) => ({ default: m.PolicyListFlows })),
);

/** The filter in the URL; null when the URL names none of its fields (the user's default filter). */
export function filterFromUrl(search: URLSearchParams) {
  if (!POLICY_FILTER_FIELDS.some((f) => search.has(f))) return null;
  return Object.fromEntries(POLICY_FILTER_FIELDS.map((f) => [f, search.get(f)]));
}
export const openFromUrl = (search: URLSearchParams) => {
  const open = search.get('open')?.trim();
  if (!open) return null;
  return /^\d+$/.test(open) ? Number(open) : open;
};

type ListQuery = Record<string, string> | undefined;

/** GET /api/policy/all: a page of the list with the filter's query. */
export const loadPolicies = (api: ApiClient, page: number, query: ListQuery, signal?: AbortSignal) =>
  api.call(policyListEndpoint, undefined, { query: { page, ...query }, signal });

/** GET /api/dictionaries/order/managers: the filter's managers. */
export const loadManagers = async (api: ApiClient, signal?: AbortSignal) =>
  (await api.call(orderManagersEndpoint, undefined, { signal })).data;

/**
 * The list machine with the API's calls; a page comes from `listPage` (the live page's through the query cache,
 * the server's first paint asks its own API), and an answer's warning goes to `warn` as well as into the list.
 */
export function policiesMachine(
  api: ApiClient,
  listPage: (page: number, query: ListQuery) => Promise<Parameters<typeof policyListPage>[0]>,
  warn: (message: string) => void,
) {
  return providePolicies({
    page: async (page, query) => {
      const answer = await listPage(page, query);
      if ('message' in answer) warn(answer.message);
      return policyListPage(answer);
    },
    exportList: async (query) => {
      const out = await api.fileOrAnswer(policyExportEndpoint, undefined, { query });
      return 'file' in out ? { file: out.file } : { message: out.answer.message };
    },
    // the policy as the register has it now (the card provider's post-back and 1C move its status): any user
    // who sees the row may ask, where the sale's check-payment is its seller's alone
    refreshRow: async (id) => {
      await api.call(policyItemEndpoint, { id });
      return { message: fmt(ruPolicies.refreshed, { id: String(id) }) };
    },
  });
}

/**
 * The machine's input from the URL: its filter, page and open policy, the user's APC, today; the search card
 * closed on a phone (`policyFilterStartsOpen`).
 */
export function policiesInput(search: URLSearchParams, user: User | null, today: string) {
  return {
    filter: filterFromUrl(search),
    page: pageFromUrl(search),
    open: openFromUrl(search),
    userApc: user?.apc ?? null,
    canExport: true,
    today,
    role: user?.role ?? null,
    filtersOpen: policyFilterStartsOpen(),
  };
}

export type PoliciesActor = ActorRefFrom<ReturnType<typeof policiesMachine>>;

/** The screen of a running list machine: the live page, and its first paint rendered on the server. */
export function Policies({
  actor,
  withActions,
  today,
  managers,
}: {
  actor: PoliciesActor;
  /** The sale group's flows of an open policy (operator error, termination). */
  withActions: boolean;
  today: string;
  managers: ReadonlyArray<{ id: number; title: string }>;
}) {
  const view = useSelector(actor, selectPoliciesView);
  const { list, handlers } = useFilteredList<PolicyRow>(actor);
  usePageHandOver(list.status !== 'loading');
  return (
    <>
      <PoliciesScreen
        view={view}
        list={list}
        today={today}
        managers={managers}
        {...handlers}
        onExport={() => actor.send({ type: 'EXPORT' })}
        onRefreshRow={(id) => actor.send({ type: 'REFRESH_ROW', id })}
        onOpen={(id) => actor.send({ type: 'OPEN', id })}
      />
      {view.open !== null ? (
        <Suspense fallback={null}>
          <PolicyModalContainer
            key={String(view.open)}
            policyId={view.open}
            onClose={() => actor.send({ type: 'CLOSE' })}
            renderActions={
              withActions
                ? (policy, modal) => {
                    // no 'Действия' section at all for a policy the list offers nothing for
                    const offered = policyListFlows(policy);
                    return offered.reportError || offered.terminate ? (
                      <PolicyListFlows
                        policy={policy}
                        modal={modal}
                        onChanged={() => actor.getSnapshot().children.list?.send({ type: 'RELOAD' })}
                      />
                    ) : null;
                  }
                : undefined
            }
          />
        </Suspense>
      ) : null}
    </>
  );
}
