/**
 * The filter of the organisation's list tabs (departments, employees; spec part 1 section 3): the toggle button
 * 'Фильтры', the form it shows with the tab's fields, 'Применить' (submit) and 'Сбросить', and the table's
 * pagination footer.
 */
import type { ReactNode } from 'react';
import { Filter } from 'lucide-react';
import type { PagedListView } from '@sakta/core/shared';
import { ruOrganisation } from '@sakta/core/organisation';
import { Button } from '../../primitives/button';
import { FormSection } from '../../primitives/form-section';
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

/** The filter form: the tab's fields (`children`), then 'Применить' and 'Сбросить'. */
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
    <form
      id={id}
      aria-label={t.filters}
      onSubmit={(ev) => {
        ev.preventDefault();
        onApply();
      }}
    >
      <FormSection title={t.filters} level={2}>
        {children}
        <div className="flex gap-2">
          <Button type="submit">{t.apply}</Button>
          <Button type="button" variant="outline" onClick={onReset}>
            {t.reset}
          </Button>
        </div>
      </FormSection>
    </form>
  );
}

/** The table's footer: page links (`window` of them) when there is more than one page. */
export function listPagination(list: PagedListView<unknown>, window: number, onPage: (page: number) => void) {
  return list.pageCount > 1 ? (
    <Pagination page={list.page} pageCount={list.pageCount} window={window} onPageChange={onPage} />
  ) : null;
}
