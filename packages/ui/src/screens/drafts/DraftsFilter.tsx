import { DRAFT_PRODUCTS, ruDrafts, type DraftFilter, type DraftFilterField } from '@sakta/core';
import { FilterActions, FilterForm, type FilterEvents } from '../../primitives/filter-form';
import { SelectField } from '../../primitives/select';
import { TextField } from '../../primitives/text-field';

/** The drafts filter of role 0 (spec part 2 sections 3.9, 6, 9): insurer, product (1..6), user; apply, reset. */
export interface DraftsFilterProps extends FilterEvents<DraftFilterField> {
  form: DraftFilter;
}

const t = ruDrafts.filter;
const PRODUCT_OPTIONS = [
  { value: '', label: t.all },
  ...DRAFT_PRODUCTS.map((p) => ({ value: String(p.id), label: p.name })),
];

export function DraftsFilter({ form, onEdit, onApply, onReset }: DraftsFilterProps) {
  return (
    <FilterForm
      data-slot="drafts-filter"
      aria-label={t.title}
      className="grid items-end gap-3 rounded-xl border bg-card p-4 shadow-card md:grid-cols-[2fr_1fr_1fr_auto]"
      onApply={onApply}
    >
      <TextField
        descriptor={{ label: t.insurer, maxLength: 100 }}
        value={form.insurer}
        onValueChange={(v) => onEdit('insurer', v)}
      />
      <SelectField
        label={t.product}
        value={form.product}
        options={PRODUCT_OPTIONS}
        onValueChange={(v) => onEdit('product', v)}
      />
      <TextField
        descriptor={{ label: t.user, maxLength: 9, inputMode: 'numeric' }}
        value={form.user}
        onValueChange={(v) => onEdit('user', v.replace(/\D/g, ''))}
      />
      <FilterActions labels={t} onReset={onReset} />
    </FilterForm>
  );
}
