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
import { Td, Th, Tr } from '../../primitives/table';
import { AddTile, EditRowCell } from './AddTile';
import type { FilteredListEvents, FilterToggleEvents } from '../../primitives/filter-form';
import { FilteredListTab, type ListFilterFields } from './list-filter';

export interface DepartmentsTabProps extends FilteredListEvents<DepartmentFilterField>, FilterToggleEvents {
  view: DepartmentsView;
  list: PagedListView<DepartmentRow>;
  onAdd: () => void;
  onEdit: (row: DepartmentRow) => void;
}

const t = ruOrganisation.departments;
const FILTER: ListFilterFields<DepartmentFilterField, 'title' | 'parent' | 'head'> = {
  className: 'sm:grid-cols-4',
  texts: { fields: ['title', 'parent', 'head'], descriptors: DEPARTMENT_FILTER_TEXT_FIELDS },
  choices: [{ field: 'type', label: t.type, options: DEPARTMENT_TYPE_CHOICES }],
};

export function DepartmentsTab({ view, list, onAdd, onEdit, ...events }: DepartmentsTabProps) {
  return (
    <>
      <AddTile label={t.add} onClick={onAdd} />
      <FilteredListTab
        {...events}
        filterId="departments-filter"
        list={list}
        filtersOpen={view.filtersOpen}
        pageWindow={DEPARTMENTS_PAGE_WINDOW}
        filter={FILTER}
        draft={view.draft}
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
      </FilteredListTab>
    </>
  );
}
