// The employees tab of /branches: core's employees machine with its lists (the shared paged list) reading through
// the query cache (the next page fetched ahead); the applied filter and the page live in the URL.
import { lazy, Suspense, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useQueryClient } from '@tanstack/react-query';
import { pagedListMachine, type Page, type PageRequest, type RoleId } from '@sakta/core/shared';
import {
  EMPLOYEE_FILTER_FIELDS,
  canManageEmployees,
  cleanEmployeeFilter,
  employeeFilterQuery,
  employeesMachine,
  selectEmployeesView,
  type EmployeeFilter,
  type EmployeeRow,
} from '@sakta/core/organisation';
import { EmployeesTab } from '@sakta/ui';
import { useApi } from '../lib/api';
import {
  filterHandlers,
  pageFromUrl,
  usePagedListChild,
  useFilterInUrl,
  type FilterInUrl,
} from '../lib/filtered-list';
import { fetchPageAhead, queryKeys } from '../lib/queries';
import { deletedEmployeesQuery, employeesPageQuery } from '../lib/organisation-queries';

/** The employee modal is a lazy chunk, loaded at its first opening. */
const EmployeeModalContainer = lazy(() =>
  import('./employee-modal').then((m) => ({ default: m.EmployeeModalContainer })),
);

const FILTER_IN_URL: FilterInUrl<EmployeeFilter> = {
  read: (search) =>
    cleanEmployeeFilter(Object.fromEntries(EMPLOYEE_FILTER_FIELDS.map((f) => [f, search.get(f)]))),
  write: employeeFilterQuery,
  base: { tab: 'employees' },
};

export function EmployeesTabContainer({ role }: { role: RoleId }) {
  const canSeeDeleted = role === 0;
  // the modal: undefined closed, null a new employee, a number the one edited (a new key: a fresh machine)
  const [editing, setEditing] = useState<{ id: number | null; key: number } | undefined>(undefined);
  const api = useApi();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
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
    input: { filter: FILTER_IN_URL.read(search), page: pageFromUrl(search), canSeeDeleted },
  });
  const view = useSelector(actor, selectEmployeesView);
  // the deleted employees are a list of their own, outside the filter and the URL
  const { list, onPage, onRetry } = usePagedListChild<EmployeeRow>(
    actor,
    view.mode === 'deleted' ? 'deletedList' : 'list',
  );
  useFilterInUrl(actor, view.filter, view.mode === 'active' ? list.page : null, FILTER_IN_URL);

  return (
    <>
      <EmployeesTab
        view={view}
        list={list}
        onToggleFilters={() => actor.send({ type: 'TOGGLE_FILTERS' })}
        {...filterHandlers(actor)}
        onPage={onPage}
        onRetry={onRetry}
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
