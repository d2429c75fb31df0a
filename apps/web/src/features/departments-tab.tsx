// The departments tab 'Филиалы' of /branches (administrator): core's departments machine with its list (the shared
// paged list) reading through the query cache (the next page fetched ahead); the applied filter and the page live
// in the URL; the department modal opens from the 'add' tile and each row's edit icon.
import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  cleanDepartmentFilter,
  DEPARTMENT_FILTER_FIELDS,
  departmentFilterQuery,
  departmentsMachine,
  selectDepartmentsView,
  type DepartmentFilter,
  type DepartmentRow,
  type DepartmentsView,
} from '@sakta/core/organisation';
import { DepartmentsTab } from '@sakta/ui';
import { useApi } from '../lib/api';
import { fetchPageAhead, queryKeys } from '../lib/queries';
import { departmentsPageQuery } from '../lib/organisation-queries';
// the modal is in this tab's chunk: another lazy chunk would count the form primitives it shares with the other
// organisation chunks as shared by four pages (apps/web/vite.config.ts), and every page would load them
import { DepartmentModalContainer } from './department-modal';
import { filterInUrl, useFilteredTab } from './filtered-tab';
import { pagedListOf, useEditing } from './query-list';

const FILTER_IN_URL = filterInUrl(
  DEPARTMENT_FILTER_FIELDS,
  cleanDepartmentFilter,
  departmentFilterQuery,
  'departments',
);

export function DepartmentsTabContainer() {
  const { editing, onAdd, onEdit, close } = useEditing();
  const api = useApi();
  const queryClient = useQueryClient();
  const machine = useMemo(
    () =>
      departmentsMachine.provide({
        actors: {
          list: pagedListOf(({ page, query }) =>
            fetchPageAhead(queryClient, (p) => departmentsPageQuery(api, p, query), page),
          ),
        },
      }),
    [api, queryClient],
  );
  const { actor, view, list, handlers } = useFilteredTab<DepartmentRow, DepartmentsView, DepartmentFilter>(
    machine,
    selectDepartmentsView,
    FILTER_IN_URL,
  );

  return (
    <>
      <DepartmentsTab view={view} list={list} {...handlers} onAdd={onAdd} onEdit={onEdit} />
      {editing ? (
        <DepartmentModalContainer
          key={editing.key}
          id={editing.id}
          onClose={close}
          onSaved={async () => {
            close();
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
