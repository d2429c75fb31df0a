// The employees tab of /branches: core's employees machine with its lists (the shared paged list) reading through
// the query cache (the next page fetched ahead); the applied filter and the page live in the URL. Its view also
// renders the server's first paint of the tab (src/prerender/signed-in.tsx).
import { lazy, Suspense, useMemo } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useQueryClient } from '@tanstack/react-query';
import type { Page, PageRequest, RoleId } from '@sakta/core/shared';
import {
  EMPLOYEE_FILTER_FIELDS,
  canManageEmployees,
  cleanEmployeeFilter,
  employeeFilterChoices,
  employeeFilterQuery,
  mayChangeEmployeeRow,
  employeesMachine,
  selectEmployeesView,
  type EmployeeFilter,
  type EmployeeRow,
  type EmployeesView,
} from '@sakta/core/organisation';
import { EmployeesTab } from '@sakta/ui';
import { useApi } from '../lib/api';
import { usePageHandOver } from '../lib/prerendered';
import { fetchPageAhead, queryKeys } from '../lib/queries';
import { deletedEmployeesQuery, employeesPageQuery } from '../lib/organisation-queries';
import { filteredTabInput, filterInUrl, useFilteredList, useFilteredTab } from './filtered-tab';
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

const canSeeDeleted = (role: RoleId) => role === 0;

/** The deleted employees are a list of their own, outside the filter and the URL. */
const listOf = (view: EmployeesView) => (view.mode === 'deleted' ? 'deletedList' : 'list');

export function EmployeesTabContainer({ role, userId }: { role: RoleId; userId: number }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const machine = useMemo(
    () =>
      employeesTabMachine(
        ({ page, query }) => fetchPageAhead(queryClient, (p) => employeesPageQuery(api, p, query), page),
        (page) => fetchPageAhead(queryClient, (p) => deletedEmployeesQuery(api, p), page),
      ),
    [api, queryClient],
  );
  // the machine started from the URL's filter and page, which it keeps up to date
  const { actor } = useFilteredTab<EmployeeRow, EmployeesView, EmployeeFilter>(
    machine,
    selectEmployeesView,
    FILTER_IN_URL,
    { input: { canSeeDeleted: canSeeDeleted(role) }, listOf },
  );
  // save success reloads the page of the list
  const onSaved = async () => {
    await queryClient.invalidateQueries({ queryKey: queryKeys.employees });
    actor.getSnapshot().children.list?.send({ type: 'RELOAD' });
  };
  return <EmployeesTabView actor={actor} role={role} userId={userId} onSaved={onSaved} />;
}

/**
 * The tab's machine with its lists' pages: `load` the employees of a filter, `loadDeleted` the deleted ones (the
 * live tab's through the query cache; the server's first paint asks its own API).
 */
export function employeesTabMachine(
  load: (request: PageRequest) => Promise<Page<unknown>>,
  loadDeleted: (page: number) => Promise<Page<unknown>>,
) {
  return employeesMachine.provide({
    actors: { list: pagedListOf(load), deletedList: pagedListOf(({ page }) => loadDeleted(page)) },
  });
}

/** The machine's input: the filter and the page the URL names, and whether the role sees the deleted ones. */
export const employeesTabInput = (role: RoleId, search: URLSearchParams) =>
  filteredTabInput(FILTER_IN_URL, search, { canSeeDeleted: canSeeDeleted(role) });

/** The tab of a running employees machine: the live tab, and its first paint rendered on the server. */
export function EmployeesTabView({
  actor,
  role,
  userId,
  onSaved,
}: {
  actor: ActorRefFrom<ReturnType<typeof employeesTabMachine>>;
  role: RoleId;
  /** The signed-in user: which records it may change, and its own. */
  userId: number;
  /** After the modal saved an employee. */
  onSaved: () => Promise<void>;
}) {
  const { editing, onAdd, onEdit, close } = useEditing();
  const view = useSelector(actor, selectEmployeesView);
  const { list, handlers } = useFilteredList<EmployeeRow>(actor, listOf(view));
  usePageHandOver(list.status !== 'loading');

  return (
    <>
      <EmployeesTab
        view={view}
        list={list}
        {...handlers}
        onShowDeleted={() => actor.send({ type: 'SHOW_DELETED' })}
        onShowActive={() => actor.send({ type: 'SHOW_ACTIVE' })}
        manage={
          canManageEmployees(role)
            ? { onAdd, onEdit, canChange: (row) => mayChangeEmployeeRow({ id: userId, role }, row) }
            : null
        }
        roleChoices={employeeFilterChoices(role).role}
      />
      {editing ? (
        <Suspense fallback={null}>
          <EmployeeModalContainer
            key={editing.key}
            id={editing.id}
            role={role}
            userId={userId}
            onClose={close}
            onSaved={async () => {
              close();
              await onSaved();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
