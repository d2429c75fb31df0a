import { filterForm, openFilter, type FilterFormEvent } from '../../shared/machines/filter-form';
import { assign, setup, type SnapshotFrom } from 'xstate';
import { pagedListMachine, type PagedListInput } from '../../shared/machines/paged-list.machine';
import {
  cleanDepartmentFilter,
  departmentFilterQuery,
  EMPTY_DEPARTMENT_FILTER,
  type DepartmentFilter,
  type DepartmentFilterField,
} from './department-filter';

/**
 * The departments tab 'Филиалы' of /branches (administrator; spec part 1 sections 2 "Department table", 3
 * "Department filter", 9 "Pagination windows"): the filter toggle and form, the applied filter, and the list as
 * the shared paged list (child 'list') asked with the filter.
 *
 *   list (child 'list' with {page, query}) --TOGGLE_FILTERS--> the filter form shown or hidden
 *        --EDIT_FILTER--> the draft changes      --APPLY--> the list restarts on page 1 with the draft
 *        --RESET_FILTERS--> empty draft and list --SHOW {filter, page}--> (URL changed) the list restarts there
 *
 * The web keeps the applied filter and the list's page in the URL.
 */

export interface DepartmentsInput {
  filter?: Partial<Record<string, string | null>>;
  page?: number;
}

export interface DepartmentsContext {
  filter: DepartmentFilter;
  draft: DepartmentFilter;
  filtersOpen: boolean;
  page: number;
}

export type DepartmentsEvent =
  | { type: 'TOGGLE_FILTERS' }
  | FilterFormEvent<DepartmentFilterField>
  | { type: 'SHOW'; filter: Partial<Record<string, string | null>>; page: number };

const listInput = ({ context }: { context: DepartmentsContext }): PagedListInput => ({
  page: context.page,
  query: departmentFilterQuery(context.filter),
});

const filters = filterForm<DepartmentsContext, DepartmentsEvent>();

export const departmentsMachine = setup({
  types: {
    context: {} as DepartmentsContext,
    events: {} as DepartmentsEvent,
    input: {} as DepartmentsInput,
  },
  actors: { list: pagedListMachine },
}).createMachine({
  id: 'departments',
  context: ({ input }) => {
    const filter = cleanDepartmentFilter(input.filter ?? {});
    return {
      ...openFilter(filter, input.page),
    };
  },
  initial: 'active',
  states: {
    active: {
      invoke: { id: 'list', src: 'list', input: listInput },
      on: {
        ...filters.draftEvents,
        APPLY: {
          target: 'active',
          reenter: true,
          actions: assign({ filter: ({ context }) => cleanDepartmentFilter(context.draft), page: 1 }),
        },
        RESET_FILTERS: {
          target: 'active',
          reenter: true,
          actions: filters.reset('draft', EMPTY_DEPARTMENT_FILTER),
        },
        SHOW: {
          target: 'active',
          reenter: true,
          actions: filters.shown(cleanDepartmentFilter),
        },
      },
    },
  },
});

export type DepartmentsSnapshot = SnapshotFrom<typeof departmentsMachine>;

export interface DepartmentsView {
  filter: DepartmentFilter;
  draft: DepartmentFilter;
  filtersOpen: boolean;
}

export function selectDepartmentsView(s: DepartmentsSnapshot): DepartmentsView {
  return { filter: s.context.filter, draft: s.context.draft, filtersOpen: s.context.filtersOpen };
}
