/**
 * The tab 'Сотрудники' of /branches (spec part 1 sections 2, 3 "Employee list row", "Employee filter", 9): the
 * filter toggle and form, the table (ID, IIN, full name, BMG flag, role, type, linked-to) with pagination of 3 page
 * links, and for the administrator the deleted employees. Renders core's selectEmployeesView and the shared paged
 * list's view.
 */
import { fmt, ROLE_NAMES, type PagedListView, type RoleId } from '@sakta/core/shared';
import {
  EMPLOYEE_FILTER_CHOICES,
  EMPLOYEE_FILTER_TEXT_FIELDS,
  EMPLOYEE_TYPE_TITLES,
  EMPLOYEES_PAGE_WINDOW,
  ruOrganisation,
  type EmployeeFilterField,
  type EmployeeRow,
  type EmployeesView,
} from '@sakta/core/organisation';
import { Button } from '../../primitives/button';
import type { FilteredListEvents, FilterToggleEvents } from '../../primitives/filter-form';
import { FilteredListTab, type ListFilterFields } from './list-filter';
import { Td, Th, Tr } from '../../primitives/table';
import { AddTile, EditRowCell } from './AddTile';

export interface EmployeesTabProps extends FilteredListEvents<EmployeeFilterField>, FilterToggleEvents {
  view: EmployeesView;
  list: PagedListView<EmployeeRow>;
  onShowDeleted: () => void;
  onShowActive: () => void;
  /**
   * The 'add' tile and an icon per row (administrator or moderator: core's canManageEmployees) that edits the
   * record, or opens it read-only where `canChange` (core's mayChangeEmployeeRow) says the user may not change it.
   */
  manage?: {
    onAdd: () => void;
    onEdit: (row: EmployeeRow) => void;
    canChange?: (row: EmployeeRow) => boolean;
  } | null;
  /** The role filter's options (core's employeeFilterChoices for the user); the spec's list when absent. */
  roleChoices?: ReadonlyArray<{ value: string; label: string }>;
}

const t = ruOrganisation.employees;
const m = ruOrganisation.employeeModal;

/** The filter's fields, the role's options those the user is offered. */
const filterOf = (
  roles: ReadonlyArray<{ value: string; label: string }>,
): ListFilterFields<EmployeeFilterField, 'title' | 'iin' | 'user'> => ({
  className: 'sm:grid-cols-3',
  texts: { fields: ['title', 'iin', 'user'], descriptors: EMPLOYEE_FILTER_TEXT_FIELDS },
  choices: (['role', 'type', 'isDep'] as const).map((field) => ({
    field,
    label: t[field],
    options: field === 'role' ? roles : EMPLOYEE_FILTER_CHOICES[field],
  })),
});

export function EmployeesTab({
  view,
  list,
  onShowDeleted,
  onShowActive,
  manage = null,
  roleChoices = EMPLOYEE_FILTER_CHOICES.role,
  ...events
}: EmployeesTabProps) {
  const deleted = view.mode === 'deleted';
  const editable = manage !== null && !deleted;
  return (
    <>
      {editable ? <AddTile label={m.add} onClick={manage.onAdd} /> : null}
      <FilteredListTab
        {...events}
        filterId="employees-filter"
        list={list}
        filterable={!deleted}
        filtersOpen={view.filtersOpen}
        pageWindow={EMPLOYEES_PAGE_WINDOW}
        buttons={
          view.canSeeDeleted ? (
            <Button variant="ghost" onClick={deleted ? onShowActive : onShowDeleted}>
              {deleted ? t.showActive : t.showDeleted}
            </Button>
          ) : null
        }
        filter={filterOf(roleChoices)}
        draft={view.draft}
        data-slot="employees-tab"
        title={deleted ? t.deletedTitle : t.title}
        columns={
          <>
            <Th>{t.id}</Th>
            <Th>{t.iin}</Th>
            <Th>{t.fullName}</Th>
            <Th>{t.bmg}</Th>
            <Th>{t.role}</Th>
            <Th>{t.type}</Th>
            <Th>{t.linkedTo}</Th>
            {editable ? <Th className="text-right">{ruOrganisation.terminals.action}</Th> : null}
          </>
        }
        columnCount={editable ? 8 : 7}
      >
        {list.items.map((row) => (
          <Tr key={row.id}>
            <Td className="tabular-nums">{row.id}</Td>
            <Td className="tabular-nums">{row.iin}</Td>
            <Td className="font-medium">{row.title}</Td>
            <Td>{row.bmg === 1 ? t.bmgYes : t.bmgNo}</Td>
            <Td>{ROLE_NAMES[row.role as RoleId] ?? row.role}</Td>
            <Td>{EMPLOYEE_TYPE_TITLES[row.type]}</Td>
            <Td className={row.branch ? undefined : 'text-muted-foreground'}>{row.branch ?? t.notLinked}</Td>
            {editable ? (
              <EditRowCell
                readOnly={manage.canChange?.(row) === false}
                label={fmt(manage.canChange?.(row) === false ? m.viewRow : m.editRow, { name: row.title })}
                onClick={() => manage.onEdit(row)}
              />
            ) : null}
          </Tr>
        ))}
      </FilteredListTab>
    </>
  );
}
