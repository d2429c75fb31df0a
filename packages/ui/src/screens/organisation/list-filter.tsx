/**
 * The filter of the organisation's list tabs (departments, employees; spec part 1 section 3): the toggle button
 * 'Фильтры' and the titled filter form it shows (the form kit's, with the tab's fields), and the table's
 * pagination footer.
 */
import type { ReactNode } from 'react';
import { Filter } from 'lucide-react';
import type { PagedListView } from '@sakta/core/shared';
import { ruOrganisation } from '@sakta/core/organisation';
import { Button } from '../../primitives/button';
import { FilterSectionForm } from '../../primitives/filter-form';
import { Pagination } from '../../primitives/pagination';

const t = ruOrganisation.employees;

/** 'Фильтры': shows or hides the form `controls` names. */
export function FiltersToggle({
  open,
  controls,
  onToggle,
}: {
  open: boolean;
  controls: string;
  onToggle: () => void;
}) {
  return (
    <Button variant="outline" aria-expanded={open} aria-controls={controls} onClick={onToggle}>
      <Filter aria-hidden="true" className="size-4" /> {t.filters}
    </Button>
  );
}

/** The tab's filter form: the fields (`children`), 'Применить' and 'Сбросить'. */
export function ListFilterForm({
  id,
  onApply,
  onReset,
  children,
}: {
  id: string;
  onApply: () => void;
  onReset: () => void;
  children: ReactNode;
}) {
  return (
    <FilterSectionForm id={id} title={t.filters} labels={t} onApply={onApply} onReset={onReset}>
      {children}
    </FilterSectionForm>
  );
}

/** The table's footer: page links (`window` of them) when there is more than one page. */
export function listPagination(list: PagedListView<unknown>, window: number, onPage: (page: number) => void) {
  return list.pageCount > 1 ? (
    <Pagination page={list.page} pageCount={list.pageCount} window={window} onPageChange={onPage} />
  ) : null;
}
