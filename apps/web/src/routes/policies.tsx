// Route /policies 'Договоры' ('Мои договоры' for role 5): core's policy list machine with the API's calls, the
// filter, the page and the open policy kept in the URL, and the policy modal.
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fmt, inGroup, selectUser, todayInAlmaty, type PagedListSnapshot } from '@sakta/core/shared';
import {
  POLICY_FILTER_FIELDS,
  policyExportEndpoint,
  policyItemEndpoint,
  policyFilterQuery,
  policyListEndpoint,
  policyListPage,
  providePolicies,
  ruPolicies,
  samePolicyFilter,
  selectPoliciesView,
  cleanPolicyFilter,
  policyListFlows,
  type PolicyRow,
} from '@sakta/core/policies';
import { orderManagersEndpoint } from '@sakta/core/ogpo';
import { notify, PoliciesScreen } from '@sakta/ui';
import { useApi } from '../lib/api';
import { dictionaryQuery } from '../lib/queries';
import { saveFile } from '../lib/save-file';
import { useSessionActor } from '../session/SessionProvider';
import { useFilteredList } from '../features/filtered-tab';

/** The policy modal is its own chunk, loaded when a policy is opened. */
const PolicyModalContainer = lazy(() =>
  import('../features/policies/policy-modal').then((m) => ({ default: m.PolicyModalContainer })),
);

/** The list's operator-error and termination flows of a policy (the sale group's), loaded with the modal. */
const PolicyListFlows = lazy(() =>
  import('../features/support/policy-list-actions').then((m) => ({ default: m.PolicyListFlows })),
);

/** The filter in the URL; null when the URL names none of its fields (the user's default filter). */
function filterFromUrl(search: URLSearchParams) {
  if (!POLICY_FILTER_FIELDS.some((f) => search.has(f))) return null;
  return Object.fromEntries(POLICY_FILTER_FIELDS.map((f) => [f, search.get(f)]));
}
const pageFromUrl = (search: URLSearchParams) => Math.max(1, Number(search.get('page')) || 1);
const openFromUrl = (search: URLSearchParams) => {
  const open = search.get('open')?.trim();
  if (!open) return null;
  return /^\d+$/.test(open) ? Number(open) : open;
};

/**
 * The policy list (spec part 2 sections 2.7, 3.9, 4.5, 5.7, 6, 7.5, 8, 9; part 1 sections 2, 5): the search card
 * (apc defaulting to the user's), 15 rows a page with 5 page links, the row's payment check and 'open', 'Search in
 * 1C', policy.csv of every matching row (the server streams it; a JSON answer is its warning). The modal opens by
 * id or by contract number (?open=26-WEB-000123).
 */
export function Component() {
  const api = useApi();
  const queryClient = useQueryClient();
  const user = useSelector(useSessionActor(), selectUser);
  const [search, setSearch] = useSearchParams();
  const [today] = useState(() => todayInAlmaty());
  const machine = useMemo(
    () =>
      providePolicies({
        page: async (page, query) => {
          const answer = await queryClient.fetchQuery({
            queryKey: ['policies', page, query ?? {}],
            queryFn: ({ signal }) =>
              api.call(policyListEndpoint, undefined, { query: { page, ...query }, signal }),
            staleTime: 0,
          });
          if ('message' in answer) notify({ kind: 'warning', message: answer.message });
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
      }),
    [api, queryClient],
  );
  const actor = useActorRef(machine, {
    input: {
      filter: filterFromUrl(search),
      page: pageFromUrl(search),
      open: openFromUrl(search),
      userApc: user?.apc ?? null,
      canExport: true,
      today,
    },
  });
  const view = useSelector(actor, selectPoliciesView);
  const { list, handlers } = useFilteredList<PolicyRow>(actor);
  const managers = useQuery(
    dictionaryQuery(
      'managers',
      async (signal) => (await api.call(orderManagersEndpoint, undefined, { signal })).data,
    ),
  );

  useEffect(() => {
    const subs = [
      actor.on('notice', (e) => notify({ kind: e.kind, message: e.message })),
      actor.on('download', (e) => saveFile(e.file as Blob, e.name)),
    ];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [actor]);

  // machine -> URL: the applied filter, the page shown, the open policy (replacing the entry)
  const shownPage = list.page;
  useEffect(() => {
    setSearch(
      (prev) => {
        const next = new URLSearchParams(policyFilterQuery(view.filter));
        if (shownPage > 1) next.set('page', String(shownPage));
        if (view.open !== null) next.set('open', String(view.open));
        return next.toString() === prev.toString() ? prev : next;
      },
      { replace: true },
    );
  }, [view.filter, view.open, shownPage, setSearch]);

  // URL -> machine (Back/Forward, a pasted link)
  const urlKey = search.toString();
  useEffect(() => {
    const params = new URLSearchParams(urlKey);
    const s = actor.getSnapshot();
    const raw = filterFromUrl(params);
    const wanted = raw ? cleanPolicyFilter(raw) : s.context.defaults;
    const page = pageFromUrl(params);
    const shown = s.children.list?.getSnapshot() as PagedListSnapshot | undefined;
    if (!samePolicyFilter(wanted, s.context.filter) || (shown?.context.page ?? page) !== page)
      actor.send({ type: 'SHOW', filter: raw, page });
    const open = openFromUrl(params);
    if (open !== s.context.open) actor.send(open === null ? { type: 'CLOSE' } : { type: 'OPEN', id: open });
  }, [urlKey, actor]);

  return (
    <>
      <PoliciesScreen
        view={view}
        list={list}
        today={today}
        managers={managers.data ?? []}
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
              user && inGroup(user.role, 'sale')
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
