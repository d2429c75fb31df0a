// The collapsible search card of /policies (spec part 2 sections 2.7, 3.9, 5.7, 9): renders core's filter form.
import { useId } from 'react';
import { ChevronDown, Search } from 'lucide-react';
import {
  POLICY_FILTER_TEXT_FIELDS,
  POLICY_STATUS_OPTIONS,
  ruPolicies,
  type PoliciesView,
  type PolicyFilterField,
} from '@sakta/core/policies';
import { FilterActions, FilterForm, type FilterEvents } from '../../primitives/filter-form';
import { FilterDateFields } from '../../primitives/date-input';
import { FilterTextFields, type FilterTexts } from '../../primitives/text-field';
import { SelectField } from '../../primitives/select';

const t = ruPolicies.filter;

export interface PoliciesFilterProps extends FilterEvents<PolicyFilterField> {
  view: Pick<PoliciesView, 'form' | 'errors' | 'filtersOpen' | 'managerFilter'>;
  /** The managers the filter offers (the managers dictionary). */
  managers: ReadonlyArray<{ id: number; title: string }>;
  onToggle: () => void;
}

const TEXTS: FilterTexts<keyof typeof POLICY_FILTER_TEXT_FIELDS> = {
  fields: ['global', 'one_c', 'iin', 'creator', 'apc'],
  descriptors: POLICY_FILTER_TEXT_FIELDS,
};
const DATES = [
  ['start', t.start],
  ['end', t.end],
] as const;

export function PoliciesFilter({ view, managers, onToggle, onEdit, onApply, onReset }: PoliciesFilterProps) {
  const id = useId();
  const { form, errors } = view;
  return (
    <section data-slot="policies-filter" className="rounded-xl border bg-card shadow-card">
      <h2 className="text-base font-semibold">
        <button
          type="button"
          aria-expanded={view.filtersOpen}
          aria-controls={`${id}-form`}
          onClick={onToggle}
          className="flex w-full items-center gap-2 rounded-xl px-5 py-4 text-left outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Search aria-hidden="true" className="size-4" />
          <span className="flex-1">{t.title}</span>
          <ChevronDown
            aria-hidden="true"
            className={`size-4 transition-transform ${view.filtersOpen ? 'rotate-180' : ''}`}
          />
        </button>
      </h2>
      {view.filtersOpen ? (
        <FilterForm
          id={`${id}-form`}
          aria-label={t.title}
          noValidate
          onApply={onApply}
          className="grid gap-4 border-t px-5 py-4"
        >
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <FilterTextFields texts={TEXTS} values={form} errors={errors} onEdit={onEdit} />
            <SelectField
              label={t.status}
              value={form.status}
              options={POLICY_STATUS_OPTIONS}
              onValueChange={(value) => onEdit('status', value)}
            />
            {view.managerFilter ? (
              <SelectField
                label={t.manager}
                value={form.manager}
                options={[
                  { value: '', label: t.managerAny },
                  ...managers.map((m) => ({ value: String(m.id), label: m.title })),
                ]}
                onValueChange={(value) => onEdit('manager', value)}
              />
            ) : null}
            <FilterDateFields fields={DATES} values={form} errors={errors} onEdit={onEdit} />
          </div>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
            {(['isGlobal', 'isShort'] as const).map((field) => (
              <label key={field} className="flex cursor-pointer items-center gap-2 text-sm text-foreground">
                <input
                  type="checkbox"
                  checked={form[field] === '1'}
                  onChange={(e) => onEdit(field, e.target.checked ? '1' : '')}
                  className="size-4 accent-primary"
                />
                {t[field]}
              </label>
            ))}
          </div>
          <FilterActions labels={t} onReset={onReset} className="flex-wrap" />
        </FilterForm>
      ) : null}
    </section>
  );
}
