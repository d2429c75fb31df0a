// Route /policies 'Договоры' ('Мои договоры' for role 5): core's policy list machine with the API's calls, the
// filter, the page and the open policy kept in the URL, and the policy modal.
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { inGroup, selectUser, todayInAlmaty, type PagedListSnapshot } from '@sakta/core/shared';
import {
  policyFilterQuery,
  samePolicyFilter,
  selectPoliciesView,
  cleanPolicyFilter,
  type PolicyRow,
} from '@sakta/core/policies';
import { notify } from '@sakta/ui';
import { useApi } from '../lib/api';
import { dictionaryQuery } from '../lib/queries';
import { saveFile } from '../lib/save-file';
import { pageFromUrl } from '../lib/filtered-list';
import { useSessionActor } from '../session/SessionProvider';
import { useFilteredList } from '../features/filtered-tab';
import {
  filterFromUrl,
  loadManagers,
  loadPolicies,
  openFromUrl,
  Policies,
  policiesInput,
  policiesMachine,
  type PoliciesActor,
} from '../features/policies/policy-list';

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
  const [search] = useSearchParams();
  const [today] = useState(() => todayInAlmaty());
  const machine = useMemo(
    () =>
      policiesMachine(
        api,
        (page, query) =>
          queryClient.fetchQuery({
            queryKey: ['policies', page, query ?? {}],
            queryFn: ({ signal }) => loadPolicies(api, page, query, signal),
            staleTime: 0,
          }),
        (message) => notify({ kind: 'warning', message }),
      ),
    [api, queryClient],
  );
  const actor = useActorRef(machine, { input: policiesInput(search, user, today) });
  const managers = useQuery(dictionaryQuery('managers', (signal) => loadManagers(api, signal)));

  useEffect(() => {
    const subs = [
      actor.on('notice', (e) => notify({ kind: e.kind, message: e.message })),
      actor.on('download', (e) => saveFile(e.file as Blob, e.name)),
    ];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [actor]);
  usePoliciesInUrl(actor);

  return (
    <Policies
      actor={actor}
      withActions={!!user && inGroup(user.role, 'sale')}
      today={today}
      managers={managers.data ?? []}
    />
  );
}

/** The applied filter, the page shown and the open policy kept in the URL, both ways. */
function usePoliciesInUrl(actor: PoliciesActor) {
  const [search, setSearch] = useSearchParams();
  const view = useSelector(actor, selectPoliciesView);
  const { list } = useFilteredList<PolicyRow>(actor);

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
}
