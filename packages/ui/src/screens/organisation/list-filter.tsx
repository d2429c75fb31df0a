/**
 * The frame of the organisation's filtered list tabs (departments, employees; spec part 1 section 3): the toggle
 * button 'Фильтры' with the tab's other buttons, the titled filter form it shows (the form kit's, with the tab's
 * fields), and the table with its loading, empty and failed states and its pagination.
 */
import type { ReactNode } from 'react';
import type { PagedListView } from '@sakta/core/shared';
import { ruOrganisation } from '@sakta/core/organisation';
import { DataTableSection, type DataTableSectionProps } from '../../primitives/data-table-section';
import { type FilteredListEvents, type FilterToggleEvents } from '../../primitives/filter-form';
import { FilterChoices, FilterSectionForm, FilterToggle, type FilterChoice } from './filter-section';
import { FilterTextFields, type FilterTexts } from '../../primitives/text-field';
import { listStateProps } from './list-state';

const t = ruOrganisation.employees;

/** A choice's options after 'Все' (no filter by it). */
const afterAny = <F extends string>(c: FilterChoice<F>): FilterChoice<F> => ({
  ...c,
  options: [{ value: '', label: t.any }, ...c.options],
});

/** The tab's filter fields: text fields from core's descriptors, then choices whose first option is 'Любой'. */
export interface ListFilterFields<F extends string, T extends F> {
  /** The grid's columns on wider screens. */
  className: string;
  texts: FilterTexts<T>;
  /** Their options after 'Все'. */
  choices: ReadonlyArray<FilterChoice<F>>;
}

export interface FilteredListTabProps<F extends string, T extends F>
  extends
    FilteredListEvents<F>,
    FilterToggleEvents,
    Pick<DataTableSectionProps, 'title' | 'columns' | 'columnCount' | 'children' | 'data-slot'> {
  /** The filter form's id (the toggle controls it). */
  filterId: string;
  list: PagedListView<unknown>;
  /** False: neither the toggle nor the form (a list outside the filter). */
  filterable?: boolean;
  filtersOpen: boolean;
  filter: ListFilterFields<F, T>;
  /** The filter's fields as typed, not yet applied. */
  draft: Record<F, string>;
  /** Buttons after 'Фильтры'. */
  buttons?: ReactNode;
  /** How many page links the pagination shows. */
  pageWindow: number;
}

export function FilteredListTab<F extends string, T extends F>({
  filterId,
  list,
  filterable = true,
  filtersOpen,
  filter,
  draft,
  buttons,
  pageWindow,
  onToggleFilters,
  onEditFilter,
  onApply,
  onResetFilters,
  onPage,
  onRetry,
  ...table
}: FilteredListTabProps<F, T>) {
  return (
    <>
      <div className="flex flex-wrap gap-2">
        {filterable ? (
          <FilterToggle open={filtersOpen} controls={filterId} label={t.filters} onToggle={onToggleFilters} />
        ) : null}
        {buttons}
      </div>
      {filterable && filtersOpen ? (
        <FilterSectionForm
          id={filterId}
          title={t.filters}
          labels={t}
          onApply={onApply}
          onReset={onResetFilters}
        >
          <div className={`grid gap-4 ${filter.className}`}>
            <FilterTextFields texts={filter.texts} values={draft} onEdit={onEditFilter} />
            <FilterChoices choices={filter.choices.map(afterAny)} values={draft} onEdit={onEditFilter} />
          </div>
        </FilterSectionForm>
      ) : null}
      <DataTableSection {...table} {...listStateProps(list, onRetry, { onPage, window: pageWindow })} />
    </>
  );
}
