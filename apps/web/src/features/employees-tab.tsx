// The employees tab of /branches: core's employees machine with its lists (the shared paged list) reading through
// the query cache (the next page fetched ahead); the applied filter and the page live in the URL.
import { lazy, Suspense, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { RoleId } from '@sakta/core/shared';
import {
  EMPLOYEE_FILTER_FIELDS,
  canManageEmployees,
  cleanEmployeeFilter,
  employeeFilterQuery,
  employeesMachine,
  selectEmployeesView,
  type EmployeeFilter,
  type EmployeeRow,
  type EmployeesView,
} from '@sakta/core/organisation';
import { EmployeesTab } from '@sakta/ui';
import { useApi } from '../lib/api';
import { fetchPageAhead, queryKeys } from '../lib/queries';
import { deletedEmployeesQuery, employeesPageQuery } from '../lib/organisation-queries';
import { filterInUrl, useFilteredTab } from './filtered-tab';
import { pagedListOf, useEditing } from './query-list';

/** The employee modal is a lazy chunk, loaded at its first opening. */
const EmployeeModalContainer = lazy(() =>
  import('./employee-modal').then((m) => ({ default: m.EmployeeModalContainer })),
);

const FILTER_IN_URL = filterInUrl(
  EMPLOYEE_FILTER_FIELDS,
  cleanEmployeeFilter,
  employeeFilterQuery,
  'employees',
);

export function EmployeesTabContainer({ role }: { role: RoleId }) {
  const canSeeDeleted = role === 0;
  const { editing, onAdd, onEdit, close } = useEditing();
  const api = useApi();
  const queryClient = useQueryClient();
  const machine = useMemo(
    () =>
      employeesMachine.provide({
        actors: {
          list: pagedListOf(({ page, query }) =>
            fetchPageAhead(queryClient, (p) => employeesPageQuery(api, p, query), page),
          ),
          deletedList: pagedListOf(({ page }) =>
            fetchPageAhead(queryClient, (p) => deletedEmployeesQuery(api, p), page),
          ),
        },
      }),
    [api, queryClient],
  );
  const { actor, view, list, handlers } = useFilteredTab<EmployeeRow, EmployeesView, EmployeeFilter>(
    machine,
    selectEmployeesView,
    FILTER_IN_URL,
    {
      input: { canSeeDeleted },
      // the deleted employees are a list of their own, outside the filter and the URL
      listOf: (v) => (v.mode === 'deleted' ? 'deletedList' : 'list'),
    },
  );

  return (
    <>
      <EmployeesTab
        view={view}
        list={list}
        {...handlers}
        onShowDeleted={() => actor.send({ type: 'SHOW_DELETED' })}
        onShowActive={() => actor.send({ type: 'SHOW_ACTIVE' })}
        manage={canManageEmployees(role) ? { onAdd, onEdit } : null}
      />
      {editing ? (
        <Suspense fallback={null}>
          <EmployeeModalContainer
            key={editing.key}
            id={editing.id}
            role={role}
            onClose={close}
            onSaved={async () => {
              close();
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
