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
import { DataTableSection } from '../../primitives/data-table-section';
import { FiltersToggle, ListFilterForm, listPagination } from './list-filter';
import { listStateProps } from './list-state';
import { SelectField } from '../../primitives/select';
import { Td, Th, Tr } from '../../primitives/table';
import { FilterTextFields } from '../../primitives/filter-form';
import { AddTile, EditRowCell } from './AddTile';

export interface EmployeesTabProps {
  view: EmployeesView;
  list: PagedListView<EmployeeRow>;
  onToggleFilters: () => void;
  onEditFilter: (field: EmployeeFilterField, value: string) => void;
  onApply: () => void;
  onResetFilters: () => void;
  onPage: (page: number) => void;
  onRetry: () => void;
  onShowDeleted: () => void;
  onShowActive: () => void;
  /** The 'add' tile and an edit icon per row (administrator or moderator: core's canManageEmployees). */
  manage?: { onAdd: () => void; onEdit: (row: EmployeeRow) => void } | null;
}

const t = ruOrganisation.employees;
const TEXT_FIELDS = ['title', 'iin', 'user'] as const;
const SELECTS = ['role', 'type', 'isDep'] as const;
const SELECT_LABELS = { role: t.role, type: t.type, isDep: t.isDep } as const;

export function EmployeesTab({
  view,
  list,
  onToggleFilters,
  onEditFilter,
  onApply,
  onResetFilters,
  onPage,
  onRetry,
  onShowDeleted,
  onShowActive,
  manage = null,
}: EmployeesTabProps) {
  const deleted = view.mode === 'deleted';
  const editable = manage !== null && !deleted;
  return (
    <>
      {editable ? <AddTile label={ruOrganisation.employeeModal.add} onClick={manage.onAdd} /> : null}
      <div className="flex flex-wrap gap-2">
        {deleted ? null : (
          <FiltersToggle open={view.filtersOpen} controls="employees-filter" onToggle={onToggleFilters} />
        )}
        {view.canSeeDeleted ? (
          <Button variant="ghost" onClick={deleted ? onShowActive : onShowDeleted}>
            {deleted ? t.showActive : t.showDeleted}
          </Button>
        ) : null}
      </div>
      {view.filtersOpen && !deleted ? (
        <ListFilterForm id="employees-filter" onApply={onApply} onReset={onResetFilters}>
          <div className="grid gap-4 sm:grid-cols-3">
            <FilterTextFields
              fields={TEXT_FIELDS}
              descriptors={EMPLOYEE_FILTER_TEXT_FIELDS}
              values={view.draft}
              onEdit={onEditFilter}
            />
            {SELECTS.map((field) => (
              <SelectField
                key={field}
                label={SELECT_LABELS[field]}
                value={view.draft[field]}
                options={[{ value: '', label: t.any }, ...EMPLOYEE_FILTER_CHOICES[field]]}
                onValueChange={(value) => onEditFilter(field, value)}
              />
            ))}
          </div>
        </ListFilterForm>
      ) : null}
      <DataTableSection
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
        {...listStateProps(list, onRetry)}
        footer={listPagination(list, EMPLOYEES_PAGE_WINDOW, onPage)}
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
                label={fmt(ruOrganisation.employeeModal.editRow, { name: row.title })}
                onClick={() => manage.onEdit(row)}
              />
            ) : null}
          </Tr>
        ))}
      </DataTableSection>
    </>
  );
}
