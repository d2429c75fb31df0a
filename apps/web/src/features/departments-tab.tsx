// The departments tab 'Филиалы' of /branches (administrator): core's departments machine with its list (the shared
// paged list) reading through the query cache (the next page fetched ahead); the applied filter and the page live
// in the URL; the department modal opens from the 'add' tile and each row's edit icon.
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useQueryClient } from '@tanstack/react-query';
import { pagedListMachine, type Page, type PageRequest } from '@sakta/core/shared';
import {
  cleanDepartmentFilter,
  DEPARTMENT_FILTER_FIELDS,
  departmentFilterQuery,
  departmentsMachine,
  selectDepartmentsView,
  type DepartmentFilter,
  type DepartmentRow,
} from '@sakta/core/organisation';
import { DepartmentsTab } from '@sakta/ui';
import { useApi } from '../lib/api';
import {
  filterHandlers,
  pageFromUrl,
  usePagedListChild,
  useFilterInUrl,
  type FilterInUrl,
} from '../lib/filtered-list';
import { fetchPageAhead, queryKeys } from '../lib/queries';
import { departmentsPageQuery } from '../lib/organisation-queries';
// the modal is in this tab's chunk: another lazy chunk would count the form primitives it shares with the other
// organisation chunks as shared by four pages (apps/web/vite.config.ts), and every page would load them
import { DepartmentModalContainer } from './department-modal';

const FILTER_IN_URL: FilterInUrl<DepartmentFilter> = {
  read: (search) =>
    cleanDepartmentFilter(Object.fromEntries(DEPARTMENT_FILTER_FIELDS.map((f) => [f, search.get(f)]))),
  write: departmentFilterQuery,
  base: { tab: 'departments' },
};

export function DepartmentsTabContainer() {
  // the modal: undefined closed, null a new department, a number the one edited (a new key: a fresh machine)
  const [editing, setEditing] = useState<{ id: number | null; key: number } | undefined>(undefined);
  const api = useApi();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
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
  const actor = useActorRef(machine, {
    input: { filter: FILTER_IN_URL.read(search), page: pageFromUrl(search) },
  });
  const view = useSelector(actor, selectDepartmentsView);
  const { list, onPage, onRetry } = usePagedListChild<DepartmentRow>(actor);
  useFilterInUrl(actor, view.filter, list.page, FILTER_IN_URL);

  return (
    <>
      <DepartmentsTab
        view={view}
        list={list}
        onToggleFilters={() => actor.send({ type: 'TOGGLE_FILTERS' })}
        {...filterHandlers(actor)}
        onPage={onPage}
        onRetry={onRetry}
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
