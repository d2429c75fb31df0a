/**
 * The tab 'Филиалы' of /branches (administrator; spec part 1 sections 2 "Department table", 3 "Department
 * filter", 9): the 'add' tile, the filter toggle and form, the table (ID, name, head, type, linked-to) with an edit
 * icon per row and pagination of 3 page links. Renders core's selectDepartmentsView and the shared paged list's
 * view.
 */
import { fmt, type PagedListView } from '@sakta/core/shared';
import {
  DEPARTMENT_FILTER_TEXT_FIELDS,
  DEPARTMENT_TYPE_CHOICES,
  DEPARTMENT_TYPE_TITLES,
  DEPARTMENTS_PAGE_WINDOW,
  ruOrganisation,
  type DepartmentFilterField,
  type DepartmentRow,
  type DepartmentsView,
} from '@sakta/core/organisation';
import { DataTableSection } from '../../primitives/data-table-section';
import { SelectField } from '../../primitives/select';
import { Td, Th, Tr } from '../../primitives/table';
import { FilterTextFields } from '../../primitives/filter-form';
import { AddTile, EditRowCell } from './AddTile';
import { FiltersToggle, ListFilterForm, listPagination } from './list-filter';
import { listStateProps } from './list-state';

export interface DepartmentsTabProps {
  view: DepartmentsView;
  list: PagedListView<DepartmentRow>;
  onToggleFilters: () => void;
  onEditFilter: (field: DepartmentFilterField, value: string) => void;
  onApply: () => void;
  onResetFilters: () => void;
  onPage: (page: number) => void;
  onRetry: () => void;
  onAdd: () => void;
  onEdit: (row: DepartmentRow) => void;
}

const t = ruOrganisation.departments;
const e = ruOrganisation.employees;
const TEXT_FIELDS = ['title', 'parent', 'head'] as const;

export function DepartmentsTab({
  view,
  list,
  onToggleFilters,
  onEditFilter,
  onApply,
  onResetFilters,
  onPage,
  onRetry,
  onAdd,
  onEdit,
}: DepartmentsTabProps) {
  return (
    <>
      <AddTile label={t.add} onClick={onAdd} />
      <div className="flex flex-wrap gap-2">
        <FiltersToggle open={view.filtersOpen} controls="departments-filter" onToggle={onToggleFilters} />
      </div>
      {view.filtersOpen ? (
        <ListFilterForm id="departments-filter" onApply={onApply} onReset={onResetFilters}>
          <div className="grid gap-4 sm:grid-cols-4">
            <FilterTextFields
              fields={TEXT_FIELDS}
              descriptors={DEPARTMENT_FILTER_TEXT_FIELDS}
              values={view.draft}
              onEdit={onEditFilter}
            />
            <SelectField
              label={t.type}
              value={view.draft.type}
              options={[{ value: '', label: e.any }, ...DEPARTMENT_TYPE_CHOICES]}
              onValueChange={(value) => onEditFilter('type', value)}
            />
          </div>
        </ListFilterForm>
      ) : null}
      <DataTableSection
        data-slot="departments-tab"
        title={t.title}
        columns={
          <>
            <Th>{t.id}</Th>
            <Th>{t.name}</Th>
            <Th>{t.head}</Th>
            <Th>{t.type}</Th>
            <Th>{t.linkedTo}</Th>
            <Th className="text-right">{ruOrganisation.terminals.action}</Th>
          </>
        }
        columnCount={6}
        {...listStateProps(list, onRetry)}
        footer={listPagination(list, DEPARTMENTS_PAGE_WINDOW, onPage)}
      >
        {list.items.map((row) => (
          <Tr key={row.id} data-inactive={row.status === 0 || undefined}>
            <Td className="tabular-nums">{row.id}</Td>
            <Td className="font-medium">
              {row.title}
              {row.status === 0 ? ' ' : null}
              {row.status === 0 ? (
                <span className="ml-2 text-xs font-normal text-muted-foreground">({t.inactive})</span>
              ) : null}
            </Td>
            <Td className={row.head ? undefined : 'text-muted-foreground'}>{row.head ?? t.noHead}</Td>
            <Td>{DEPARTMENT_TYPE_TITLES[row.type]}</Td>
            <Td className={row.parent ? undefined : 'text-muted-foreground'}>{row.parent ?? t.noParent}</Td>
            <EditRowCell label={fmt(t.editRow, { name: row.title })} onClick={() => onEdit(row)} />
          </Tr>
        ))}
      </DataTableSection>
    </>
  );
}
