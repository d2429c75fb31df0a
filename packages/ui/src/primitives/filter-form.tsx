/**
 * The form kit of a list's filter: the toggle that shows it, the form (Enter or the apply button applies the draft), its two buttons, the
 * titled variant of the organisation tabs and ПОДФТ, and the rows of text and date fields of a filter's draft.
 */
import type { ComponentProps, ReactNode } from 'react';
import { Filter } from 'lucide-react';
import { cn } from '../lib/cn';
import { Button } from './button';
import { DateInput } from './date-input';
import { Field } from './field';
import { FormSection } from './form-section';
import { SelectField, type SelectOption } from './select';
import { TextField, type FieldDescriptor } from './text-field';

/** What a screen's filter reports: a field typed, apply, reset. */
export interface FilterEvents<K extends string> {
  onEdit: (field: K, value: string) => void;
  onApply: () => void;
  onReset: () => void;
}

/** What a filtered list screen reports: a filter field typed, apply, reset; a page; 'Повторить'. */
export interface FilteredListEvents<F extends string> {
  onEditFilter: (field: F, value: string) => void;
  onApply: () => void;
  onResetFilters: () => void;
  onPage: (page: number) => void;
  onRetry: () => void;
}

/** The filter form shown or hidden by the screen's machine. */
export interface FilterToggleEvents {
  onToggleFilters: () => void;
}

/** The filter form's events from the screen's. */
export function filterEventsOf<F extends string>(screen: FilteredListEvents<F>): FilterEvents<F> {
  return { onEdit: screen.onEditFilter, onApply: screen.onApply, onReset: screen.onResetFilters };
}

/** The buttons' texts, from the feature's strings. */
export interface FilterLabels {
  apply: string;
  reset: string;
}

/** The filter's form: submitting it (Enter, the apply button) applies the draft, nothing is posted. */
export function FilterForm({
  onApply,
  ...props
}: Omit<ComponentProps<'form'>, 'onSubmit'> & { onApply: () => void }) {
  return (
    <form
      {...props}
      onSubmit={(e) => {
        e.preventDefault();
        onApply();
      }}
    />
  );
}

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

/** Apply (the form's submit) and 'Сбросить'. */
export function FilterActions({
  labels,
  onReset,
  className,
}: {
  labels: FilterLabels;
  onReset: () => void;
  className?: string;
}) {
  return (
    <div className={cn('flex gap-2', className)}>
      <Button type="submit">{labels.apply}</Button>
      <Button type="button" variant="outline" onClick={onReset}>
        {labels.reset}
      </Button>
    </div>
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

/** A filter's text fields: which, in order, and core's descriptor of each. */
export interface FilterTexts<K extends string> {
  fields: readonly K[];
  descriptors: Record<K, FieldDescriptor>;
}

/** The draft's text fields, each from core's descriptor, with its message if any. */
export function FilterTextFields<K extends string>({
  texts,
  values,
  errors,
  onEdit,
}: {
  texts: FilterTexts<K>;
  values: Record<K, string>;
  errors?: Partial<Record<K, string>>;
  onEdit: (field: K, value: string) => void;
}) {
  return texts.fields.map((field) => (
    <TextField
      key={field}
      descriptor={texts.descriptors[field]}
      value={values[field]}
      error={errors?.[field]}
      onValueChange={(value) => onEdit(field, value)}
    />
  ));
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

/** The draft's days (ДД.ММ.ГГГГ with the calendar), each under its label. */
export function FilterDateFields<K extends string>({
  fields,
  values,
  errors,
  onEdit,
}: {
  fields: ReadonlyArray<readonly [K, ReactNode]>;
  values: Record<K, string>;
  errors?: Partial<Record<K, string>>;
  onEdit: (field: K, value: string) => void;
}) {
  return fields.map(([field, label]) => (
    <Field key={field} label={label} error={errors?.[field]}>
      <DateInput value={values[field]} onValueChange={(iso) => onEdit(field, iso)} />
    </Field>
  ));
}
