import { useId } from 'react';
import {
  TERMINATION_PRODUCT,
  TERMINATION_SEARCH_TYPES,
  TERMINATION_SEARCH_TYPE_TITLES,
  ruTermination,
  type TerminationFilter as Filter,
  type TerminationFilterErrors,
  type TerminationFilterField,
  type TerminationSearchType,
  TEXT_MAX,
} from '@sakta/core';
import { DateInput } from '../../primitives/date-input';
import { Button } from '../../primitives/button';
import { Field, Input } from '../../primitives/field';
import { FilterForm } from '../../primitives/filter-form';
import { SelectField } from '../../primitives/select';
import { cn } from '../../lib/cn';

const t = ruTermination.filter;

const LABELS: Record<TerminationFilterField, string> = {
  contract: t.contract,
  iin: t.iin,
  surname: t.surname,
  name: t.name,
  birthday: t.birthday,
  vehicle: t.vehicle,
};

export interface TerminationFilterProps {
  filter: Filter;
  /** The inputs of the checked type. */
  fields: readonly TerminationFilterField[];
  errors: TerminationFilterErrors;
  searching: boolean;
  onSetType: (type: TerminationSearchType) => void;
  onEdit: (field: TerminationFilterField, value: string) => void;
  onSearch: () => void;
  onReset: () => void;
}

/**
 * The search filter of /termination: type checkboxes 1 Договор, 2 Резидент (default), 3 Нерезидент (one checked
 * at a time), the product fixed to 'ОГПО ВТС' (disabled), the inputs of the checked type, 'Сбросить' and 'Поиск'.
 */
export function TerminationFilter({
  filter,
  fields,
  errors,
  searching,
  onSetType,
  onEdit,
  onSearch,
  onReset,
}: TerminationFilterProps) {
  const id = useId();
  return (
    <FilterForm
      data-slot="termination-filter"
      aria-labelledby={`${id}-title`}
      noValidate
      onApply={onSearch}
      className="grid content-start items-start gap-4 rounded-xl border bg-card p-5 shadow-card sm:grid-cols-2 xl:grid-cols-4 2xl:grid-cols-1"
    >
      <h2 id={`${id}-title`} className="col-span-full text-base font-semibold text-foreground">
        {t.title}
      </h2>
      <fieldset className="col-span-full flex flex-wrap gap-x-6 gap-y-2 2xl:grid">
        <legend className="mb-2 text-sm font-medium text-foreground">{t.type}</legend>
        {TERMINATION_SEARCH_TYPES.map((type) => (
          <label key={type} className="flex cursor-pointer items-center gap-2 text-sm text-foreground">
            <input
              type="checkbox"
              name="termination-type"
              value={type}
              checked={filter.type === type}
              onChange={() => onSetType(type)}
              className="size-4 accent-primary"
            />
            {TERMINATION_SEARCH_TYPE_TITLES[type]}
          </label>
        ))}
      </fieldset>

      <SelectField
        label={t.product}
        disabled
        value={TERMINATION_PRODUCT}
        options={[{ value: TERMINATION_PRODUCT, label: t.productValue }]}
        onValueChange={() => {}}
      />

      {fields.map((field) => (
        <Field key={field} label={LABELS[field]} error={errors[field]} required htmlFor={`${id}-${field}`}>
          <FilterInput field={field} value={filter[field]} onEdit={onEdit} />
        </Field>
      ))}

      <div className="col-span-full flex flex-wrap justify-end gap-2 pt-1">
        <Button type="button" variant="outline" onClick={onReset}>
          {t.reset}
        </Button>
        <Button type="submit" loading={searching} className="min-w-32 2xl:flex-1">
          {searching ? t.searching : t.search}
        </Button>
      </div>
    </FilterForm>
  );
}

function FilterInput({
  field,
  value,
  onEdit,
}: {
  field: TerminationFilterField;
  value: string;
  onEdit: (field: TerminationFilterField, value: string) => void;
}) {
  if (field === 'iin') {
    return (
      <Input
        name="iin"
        inputMode="numeric"
        autoComplete="off"
        maxLength={12}
        placeholder="000000000000"
        value={value}
        onChange={(e) => onEdit('iin', e.target.value)}
      />
    );
  }
  if (field === 'birthday') {
    return <DateInput name="birthday" value={value} onValueChange={(iso) => onEdit('birthday', iso)} />;
  }
  return (
    <Input
      name={field}
      autoComplete="off"
      value={value}
      maxLength={field === 'contract' || field === 'vehicle' ? TEXT_MAX.number : TEXT_MAX.personName}
      className={cn((field === 'contract' || field === 'vehicle') && 'uppercase')}
      onChange={(e) => onEdit(field, e.target.value)}
    />
  );
}
