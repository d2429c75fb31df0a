import { filterForm, openFilter, type FilterFormEvent } from '../../shared/machines/filter-form';
import { assign, setup, type SnapshotFrom } from 'xstate';
import { pagedListMachine, type PagedListInput } from '../../shared/machines/paged-list.machine';
import {
  cleanEmployeeFilter,
  EMPTY_EMPLOYEE_FILTER,
  employeeFilterQuery,
  type EmployeeFilter,
  type EmployeeFilterField,
} from './employee-filter';

/**
 * The employees tab of /branches (spec part 1 sections 2, 3 "Employee filter", 9 "Pagination windows"): the filter
 * toggle and form, the applied filter, and the list as the shared paged list (child 'list') asked with the filter.
 *
 *   list (child 'list' with {page, query}) --TOGGLE_FILTERS--> the filter form shown or hidden
 *        --EDIT_FILTER--> the draft changes      --APPLY--> the list restarts on page 1 with the draft
 *        --RESET_FILTERS--> empty draft and list --SHOW {filter, page}--> (URL changed) the list restarts there
 *        --SHOW_DELETED / SHOW_ACTIVE--> (administrator) the deleted employees instead, and back
 *
 * The web keeps the applied filter and the list's page in the URL.
 */

export interface EmployeesInput {
  filter?: Partial<Record<string, string | null>>;
  page?: number;
  /** The administrator may see the deleted employees. */
  canSeeDeleted?: boolean;
  deleted?: boolean;
}

export interface EmployeesContext {
  filter: EmployeeFilter;
  draft: EmployeeFilter;
  filtersOpen: boolean;
  page: number;
  canSeeDeleted: boolean;
}

export type EmployeesEvent =
  | { type: 'TOGGLE_FILTERS' }
  | FilterFormEvent<EmployeeFilterField>
  | { type: 'SHOW'; filter: Partial<Record<string, string | null>>; page: number }
  | { type: 'SHOW_DELETED' }
  | { type: 'SHOW_ACTIVE' };

const listInput = ({ context }: { context: EmployeesContext }): PagedListInput => ({
  page: context.page,
  query: employeeFilterQuery(context.filter),
});

const filters = filterForm<EmployeesContext, EmployeesEvent>();

export const employeesMachine = setup({
  types: {
    context: {} as EmployeesContext,
    events: {} as EmployeesEvent,
    input: {} as EmployeesInput,
  },
  actors: { list: pagedListMachine, deletedList: pagedListMachine },
  guards: {
    canSeeDeleted: ({ context }) => context.canSeeDeleted,
  },
}).createMachine({
  id: 'employees',
  context: ({ input }) => {
    const filter = cleanEmployeeFilter(input.filter ?? {});
    return {
      ...openFilter(filter, input.page),
      canSeeDeleted: input.canSeeDeleted === true,
    };
  },
  initial: 'active',
  on: filters.draftEvents,
  states: {
    active: {
      invoke: { id: 'list', src: 'list', input: listInput },
      on: {
        APPLY: {
          target: 'active',
          reenter: true,
          actions: assign({ filter: ({ context }) => cleanEmployeeFilter(context.draft), page: 1 }),
        },
        RESET_FILTERS: {
          target: 'active',
          reenter: true,
          actions: filters.reset('draft', EMPTY_EMPLOYEE_FILTER),
        },
        SHOW: {
          target: 'active',
          reenter: true,
          actions: filters.shown(cleanEmployeeFilter),
        },
        SHOW_DELETED: { guard: 'canSeeDeleted', target: 'deleted' },
      },
    },
    deleted: {
      invoke: { id: 'deletedList', src: 'deletedList', input: {} },
      on: { SHOW_ACTIVE: 'active' },
    },
  },
});

export type EmployeesSnapshot = SnapshotFrom<typeof employeesMachine>;

export interface EmployeesView {
  mode: 'active' | 'deleted';
  filter: EmployeeFilter;
  draft: EmployeeFilter;
  filtersOpen: boolean;
  canSeeDeleted: boolean;
}

export function selectEmployeesView(s: EmployeesSnapshot): EmployeesView {
  return {
    mode: s.matches('deleted') ? 'deleted' : 'active',
    filter: s.context.filter,
    draft: s.context.draft,
    filtersOpen: s.context.filtersOpen,
    canSeeDeleted: s.context.canSeeDeleted,
  };
}
