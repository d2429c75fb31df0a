import { ChevronDown, Search } from 'lucide-react';
import {
  SUPPORT_FILTER_STATUSES,
  ruSupport,
  type SupportFilter as Filter,
  type SupportFilterField,
} from '@sakta/core';
import { FilterActions, FilterForm, type FilterEvents } from '../../primitives/filter-form';
import { FilterChoices, type FilterChoice } from '../organisation/filter-section';
import { FilterDateFields } from '../../primitives/date-input';
import { TextField } from '../../primitives/text-field';

/**
 * The operator-error screen's filter (spec part 2 sections 4.5, 7.5): a collapsible card with the request's
 * status (0 New, 1 Worked, 2 Error), the contract number (local or global), 1C number, IIN/BIN, APC, creator,
 * manager, the request's day and the contracts' days; 'Применить' and 'Сбросить'.
 */
export interface SupportFilterProps extends FilterEvents<SupportFilterField> {
  form: Filter;
  problems: Partial<Record<SupportFilterField, string>>;
  /** Open while a filter is applied, so what narrows the list is visible. */
  defaultOpen: boolean;
}

const t = ruSupport.filter;
const CHOICES: FilterChoice<SupportFilterField>[] = [
  {
    field: 'status',
    label: t.status,
    options: [
      { value: '', label: t.allStatuses },
      ...SUPPORT_FILTER_STATUSES.map((s) => ({ value: String(s), label: ruSupport.statuses[s] })),
    ],
  },
];

const TEXTS: ReadonlyArray<{ field: SupportFilterField; label: string; max: number; numeric?: boolean }> = [
  { field: 'global', label: t.global, max: 64 },
  { field: 'one_c', label: t.oneC, max: 12, numeric: true },
  { field: 'iin', label: t.iin, max: 12, numeric: true },
  { field: 'apc', label: t.apc, max: 48 },
  { field: 'creator', label: t.creator, max: 100 },
  { field: 'manager', label: t.manager, max: 100 },
];

const DATES = [
  ['created', t.created],
  ['start', t.start],
  ['end', t.end],
] as const;

export function SupportFilter({ form, problems, defaultOpen, onEdit, onApply, onReset }: SupportFilterProps) {
  return (
    <details
      open={defaultOpen}
      data-slot="support-filter"
      className="group rounded-xl border bg-card shadow-card"
    >
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-xl px-5 py-4 text-base font-semibold outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
        <Search aria-hidden="true" className="size-4" />
        <span className="flex-1">{t.title}</span>
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <FilterForm aria-label={t.title} noValidate className="grid gap-4 border-t px-5 py-4" onApply={onApply}>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <FilterChoices choices={CHOICES} values={form} onEdit={onEdit} />
          {TEXTS.map(({ field, label, max, numeric }) => (
            <TextField
              key={field}
              descriptor={{ label, maxLength: max, ...(numeric ? { inputMode: 'numeric' as const } : {}) }}
              value={form[field]}
              error={problems[field]}
              onValueChange={(v) => onEdit(field, numeric ? v.replace(/\D/g, '') : v)}
            />
          ))}
          <FilterDateFields fields={DATES} values={form} onEdit={onEdit} />
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={form.isGlobal === '1'}
              onChange={(e) => onEdit('isGlobal', e.target.checked ? '1' : '')}
            />
            {t.isGlobal}
          </label>
          <FilterActions labels={t} onReset={onReset} className="ml-auto" />
        </div>
      </FilterForm>
    </details>
  );
}
