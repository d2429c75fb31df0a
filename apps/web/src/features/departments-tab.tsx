// The departments tab 'Филиалы' of /branches (administrator): core's departments machine with its list (the shared
// paged list) reading through the query cache (the next page fetched ahead); the applied filter and the page live
// in the URL; the department modal opens from the 'add' tile and each row's edit icon.
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useQueryClient } from '@tanstack/react-query';
import {
  pagedListMachine,
  selectPagedListView,
  type Page,
  type PagedListSnapshot,
  type PageRequest,
} from '@sakta/core/shared';
import {
  cleanDepartmentFilter,
  DEPARTMENT_FILTER_FIELDS,
  departmentFilterQuery,
  departmentsMachine,
  selectDepartmentsView,
  type DepartmentRow,
} from '@sakta/core/organisation';
import { DepartmentsTab } from '@sakta/ui';
import { useApi } from '../lib/api';
import { useChildSnapshot } from '../lib/child-snapshot';
import { fetchPageAhead, queryKeys } from '../lib/queries';
import { departmentsPageQuery } from '../lib/organisation-queries';
// the modal is in this tab's chunk: another lazy chunk would count the form primitives it shares with the other
// organisation chunks as shared by four pages (apps/web/vite.config.ts), and every page would load them
import { DepartmentModalContainer } from './department-modal';

const filterFromUrl = (search: URLSearchParams) =>
  cleanDepartmentFilter(Object.fromEntries(DEPARTMENT_FILTER_FIELDS.map((f) => [f, search.get(f)])));
const pageFromUrl = (search: URLSearchParams) => Math.max(1, Number(search.get('page')) || 1);

export function DepartmentsTabContainer() {
  // the modal: undefined closed, null a new department, a number the one edited (a new key: a fresh machine)
  const [editing, setEditing] = useState<{ id: number | null; key: number } | undefined>(undefined);
  const api = useApi();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const machine = useMemo(
    () =>
      departmentsMachine.provide({
        actors: {
          list: pagedListMachine.provide({
            actors: {
              loadPage: fromPromise<Page<unknown>, PageRequest>(({ input }) =>
                fetchPageAhead(
                  queryClient,
                  (page) => departmentsPageQuery(api, page, input.query),
                  input.page,
                ),
              ),
            },
          }),
        },
      }),
    [api, queryClient],
  );
  const actor = useActorRef(machine, { input: { filter: filterFromUrl(search), page: pageFromUrl(search) } });
  const view = useSelector(actor, selectDepartmentsView);
  const listSnapshot = useChildSnapshot(actor, 'list') as PagedListSnapshot | undefined;
  const list = selectPagedListView<DepartmentRow>(listSnapshot);

  // machine -> URL: the applied filter and the page shown (replacing the entry: paging is not navigation)
  const shownPage = list.page;
  useEffect(() => {
    setSearch(
      (prev) => {
        const next = new URLSearchParams({ tab: 'departments' });
        for (const [k, v] of Object.entries(departmentFilterQuery(view.filter))) next.set(k, v);
        if (shownPage > 1) next.set('page', String(shownPage));
        return next.toString() === prev.toString() ? prev : next;
      },
      { replace: true },
    );
  }, [view.filter, shownPage, setSearch]);

  // URL -> machine (Back/Forward, a pasted link)
  const urlKey = search.toString();
  useEffect(() => {
    const s = actor.getSnapshot();
    const params = new URLSearchParams(urlKey);
    const filter = filterFromUrl(params);
    const page = pageFromUrl(params);
    const child = s.children.list?.getSnapshot() as PagedListSnapshot | undefined;
    const same =
      JSON.stringify(filter) === JSON.stringify(s.context.filter) &&
      (child?.context.page ?? s.context.page) === page;
    if (!same) actor.send({ type: 'SHOW', filter, page });
  }, [urlKey, actor]);

  const sendList = (event: { type: 'GO_TO'; page: number } | { type: 'RETRY' }) =>
    actor.getSnapshot().children.list?.send(event);

  return (
    <>
      <DepartmentsTab
        view={view}
        list={list}
        onToggleFilters={() => actor.send({ type: 'TOGGLE_FILTERS' })}
        onEditFilter={(field, value) => actor.send({ type: 'EDIT_FILTER', field, value })}
        onApply={() => actor.send({ type: 'APPLY' })}
        onResetFilters={() => actor.send({ type: 'RESET_FILTERS' })}
        onPage={(page) => sendList({ type: 'GO_TO', page })}
        onRetry={() => sendList({ type: 'RETRY' })}
        onAdd={() => setEditing({ id: null, key: Date.now() })}
        onEdit={(row) => setEditing({ id: row.id, key: Date.now() })}
      />
      {editing ? (
        <DepartmentModalContainer
          key={editing.key}
          id={editing.id}
          onClose={() => setEditing(undefined)}
          onSaved={async () => {
            setEditing(undefined);
            // save success reloads the page of the list (and the departments' dictionary of the modals)
            queryClient.removeQueries({ queryKey: queryKeys.dictionary('departments') });
            await queryClient.invalidateQueries({ queryKey: queryKeys.departments });
            actor.getSnapshot().children.list?.send({ type: 'RELOAD' });
          }}
        />
      ) : null}
    </>
  );
}
