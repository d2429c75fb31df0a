// The employees tab of /branches: core's employees machine with its lists (the shared paged list) reading through
// the query cache (the next page fetched ahead); the applied filter and the page live in the URL.
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
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
  type RoleId,
} from '@sakta/core/shared';
import {
  EMPLOYEE_FILTER_FIELDS,
  canManageEmployees,
  cleanEmployeeFilter,
  employeeFilterQuery,
  employeesMachine,
  selectEmployeesView,
  type EmployeeRow,
} from '@sakta/core/organisation';
import { EmployeesTab } from '@sakta/ui';
import { useApi } from '../lib/api';
import { useChildSnapshot } from '../lib/child-snapshot';
import { fetchPageAhead, queryKeys } from '../lib/queries';
import { deletedEmployeesQuery, employeesPageQuery } from '../lib/organisation-queries';

/** The employee modal is a lazy chunk, loaded at its first opening. */
const EmployeeModalContainer = lazy(() =>
  import('./employee-modal').then((m) => ({ default: m.EmployeeModalContainer })),
);

const filterFromUrl = (search: URLSearchParams) =>
  cleanEmployeeFilter(Object.fromEntries(EMPLOYEE_FILTER_FIELDS.map((f) => [f, search.get(f)])));
const pageFromUrl = (search: URLSearchParams) => Math.max(1, Number(search.get('page')) || 1);

export function EmployeesTabContainer({ role }: { role: RoleId }) {
  const canSeeDeleted = role === 0;
  // the modal: undefined closed, null a new employee, a number the one edited (a new key: a fresh machine)
  const [editing, setEditing] = useState<{ id: number | null; key: number } | undefined>(undefined);
  const api = useApi();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const machine = useMemo(
    () =>
      employeesMachine.provide({
        actors: {
          list: pagedListMachine.provide({
            actors: {
              loadPage: fromPromise<Page<unknown>, PageRequest>(({ input }) =>
                fetchPageAhead(queryClient, (page) => employeesPageQuery(api, page, input.query), input.page),
              ),
            },
          }),
          deletedList: pagedListMachine.provide({
            actors: {
              loadPage: fromPromise<Page<unknown>, PageRequest>(({ input }) =>
                fetchPageAhead(queryClient, (page) => deletedEmployeesQuery(api, page), input.page),
              ),
            },
          }),
        },
      }),
    [api, queryClient],
  );
  const actor = useActorRef(machine, {
    input: { filter: filterFromUrl(search), page: pageFromUrl(search), canSeeDeleted },
  });
  const view = useSelector(actor, selectEmployeesView);
  const listSnapshot = useChildSnapshot(actor, view.mode === 'deleted' ? 'deletedList' : 'list') as
    PagedListSnapshot | undefined;
  const list = selectPagedListView<EmployeeRow>(listSnapshot);

  // machine -> URL: the applied filter and the page shown (replacing the entry: paging is not navigation)
  const shownPage = view.mode === 'active' ? list.page : null;
  useEffect(() => {
    if (shownPage === null) return;
    setSearch(
      (prev) => {
        // built afresh (the updater's `prev` can be older than a tab switch made in the same render)
        const next = new URLSearchParams({ tab: 'employees' });
        for (const [k, v] of Object.entries(employeeFilterQuery(view.filter))) next.set(k, v);
        if (shownPage > 1) next.set('page', String(shownPage));
        else next.delete('page');
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
    if (!same && s.matches('active')) actor.send({ type: 'SHOW', filter, page });
  }, [urlKey, actor]);

  const sendList = (event: { type: 'GO_TO'; page: number } | { type: 'RETRY' }) =>
    actor.getSnapshot().children[view.mode === 'deleted' ? 'deletedList' : 'list']?.send(event);

  return (
    <>
      <EmployeesTab
        view={view}
        list={list}
        onToggleFilters={() => actor.send({ type: 'TOGGLE_FILTERS' })}
        onEditFilter={(field, value) => actor.send({ type: 'EDIT_FILTER', field, value })}
        onApply={() => actor.send({ type: 'APPLY' })}
        onResetFilters={() => actor.send({ type: 'RESET_FILTERS' })}
        onPage={(page) => sendList({ type: 'GO_TO', page })}
        onRetry={() => sendList({ type: 'RETRY' })}
        onShowDeleted={() => actor.send({ type: 'SHOW_DELETED' })}
        onShowActive={() => actor.send({ type: 'SHOW_ACTIVE' })}
        manage={
          canManageEmployees(role)
            ? {
                onAdd: () => setEditing({ id: null, key: Date.now() }),
                onEdit: (row) => setEditing({ id: row.id, key: Date.now() }),
              }
            : null
        }
      />
      {editing ? (
        <Suspense fallback={null}>
          <EmployeeModalContainer
            key={editing.key}
            id={editing.id}
            role={role}
            onClose={() => setEditing(undefined)}
            onSaved={async () => {
              setEditing(undefined);
              // save success reloads the page of the list
              await queryClient.invalidateQueries({ queryKey: queryKeys.employees });
              actor.getSnapshot().children.list?.send({ type: 'RELOAD' });
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
