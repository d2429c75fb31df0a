import { DRAFT_PRODUCTS, ruDrafts, type DraftFilter, type DraftFilterField } from '@sakta/core';
import { Button } from '../../primitives/button';
import { SelectField } from '../../primitives/select';
import { TextField } from '../../primitives/text-field';

/** The drafts filter of role 0 (spec part 2 sections 3.9, 6, 9): insurer, product (1..6), user; apply, reset. */
export interface DraftsFilterProps {
  form: DraftFilter;
  onEdit: (field: DraftFilterField, value: string) => void;
  onApply: () => void;
  onReset: () => void;
}

const t = ruDrafts.filter;
const PRODUCT_OPTIONS = [
  { value: '', label: t.all },
  ...DRAFT_PRODUCTS.map((p) => ({ value: String(p.id), label: p.name })),
];

export function DraftsFilter({ form, onEdit, onApply, onReset }: DraftsFilterProps) {
  return (
    <form
      data-slot="drafts-filter"
      aria-label={t.title}
      className="grid items-end gap-3 rounded-xl border bg-card p-4 shadow-card md:grid-cols-[2fr_1fr_1fr_auto]"
      onSubmit={(e) => {
        e.preventDefault();
        onApply();
      }}
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
      <div className="flex gap-2">
        <Button type="submit">{t.apply}</Button>
        <Button type="button" variant="outline" onClick={onReset}>
          {t.reset}
        </Button>
      </div>
    </form>
  );
}
