/**
 * The filter form the screen's machine shows or hides (the organisation tabs, ПОДФТ): its toggle, the titled form,
 * and the draft's choices (also the support filter's). It lives with the organisation's lists, lazy chunks of their
 * own, so that the pages' shared chunk (and with it /login) does not carry it (apps/web/vite.config.ts).
 */
import type { ComponentProps } from 'react';
import { Filter } from 'lucide-react';
import { Button } from '../../primitives/button';
import { FilterActions, FilterForm, type FilterLabels } from '../../primitives/filter-form';
import { FormSection } from '../../primitives/form-section';
import { SelectField, type SelectOption } from '../../primitives/select';

/** The button that shows or hides the filter form `controls` names. */
export function FilterToggle({
  open,
  controls,
  label,
  onToggle,
}: {
  open: boolean;
  controls: string;
  label: string;
  onToggle: () => void;
}) {
  return (
    <Button variant="outline" aria-expanded={open} aria-controls={controls} onClick={onToggle}>
      <Filter aria-hidden="true" className="size-4" /> {label}
    </Button>
  );
}

/** A filter form as a titled section: its name, the fields (`children`), then the buttons. */
export function FilterSectionForm({
  id,
  title,
  labels,
  onApply,
  onReset,
  children,
  ...props
}: Omit<ComponentProps<'form'>, 'onSubmit' | 'onReset' | 'title'> & {
  title: string;
  labels: FilterLabels;
  onApply: () => void;
  onReset: () => void;
}) {
  return (
    <FilterForm id={id} aria-label={title} onApply={onApply} {...props}>
      <FormSection title={title} level={2}>
        {children}
        <FilterActions labels={labels} onReset={onReset} />
      </FormSection>
    </FilterForm>
  );
}

/** A choice of a filter's draft: its field, label and options. */
export interface FilterChoice<K extends string> {
  field: K;
  label: string;
  options: readonly SelectOption[];
}

/** The draft's choices (selects), in order. */
export function FilterChoices<K extends string>({
  choices,
  values,
  onEdit,
}: {
  choices: ReadonlyArray<FilterChoice<K>>;
  values: Record<K, string>;
  onEdit: (field: K, value: string) => void;
}) {
  return choices.map(({ field, label, options }) => (
    <SelectField
      key={field}
      label={label}
      value={values[field]}
      options={options}
      onValueChange={(value) => onEdit(field, value)}
    />
  ));
}
