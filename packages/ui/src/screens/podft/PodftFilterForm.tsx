/**
 * The compliance list's filter form (spec part 2 sections 2.5, 3.8 "Filter"): status (1 by default), person,
 * entity, title, document, the appeal and decision periods; 'Применить' and 'Сбросить'.
 */
import { ruPodft, type PodftFilter, type PodftFilterField } from '@sakta/core/podft';
import { type FilterEvents } from '../../primitives/filter-form';
import { FilterChoices, FilterSectionForm, type FilterChoice } from '../organisation/filter-section';
import { FilterDateFields } from '../../primitives/date-input';
import { Field, Input } from '../../primitives/field';

export interface PodftFilterFormProps extends FilterEvents<PodftFilterField> {
  id: string;
  draft: PodftFilter;
}

const t = ruPodft.filter;

/** 'Любой' (the value `any`), then each value with its name. */
const anyOr = (values: readonly string[], names: Record<string, string>, any = '') => [
  { value: any, label: t.any },
  ...values.map((value) => ({ value, label: names[value] ?? value })),
];
const CHOICES: FilterChoice<'status' | 'person' | 'entity'>[] = [
  { field: 'status', label: t.status, options: anyOr(['1', '2', '3', '4'], ruPodft.status, 'all') },
  { field: 'person', label: t.person, options: anyOr(['1', '0'], ruPodft.person) },
  { field: 'entity', label: t.entity, options: anyOr(['0', '1'], ruPodft.entity) },
];
// plain inputs, not the form kit's TextField: that one carries the masked input, which this page does not need
const TEXTS = [
  ['title', t.name],
  ['document', t.document],
] as const;
const DATES = [
  ['appeal_start', t.appealStart],
  ['appeal_end', t.appealEnd],
  ['solution_start', t.solutionStart],
  ['solution_end', t.solutionEnd],
] as const;

export function PodftFilterForm({ id, draft, onEdit, onApply, onReset }: PodftFilterFormProps) {
  return (
    <FilterSectionForm
      id={id}
      title={t.title}
      labels={t}
      data-slot="podft-filter"
      onApply={onApply}
      onReset={onReset}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <FilterChoices choices={CHOICES} values={draft} onEdit={onEdit} />
        {TEXTS.map(([field, label]) => (
          <Field key={field} label={label}>
            <Input value={draft[field]} maxLength={100} onChange={(e) => onEdit(field, e.target.value)} />
          </Field>
        ))}
      </div>
      <div className="grid gap-4 sm:grid-cols-4">
        <FilterDateFields fields={DATES} values={draft} onEdit={onEdit} />
      </div>
    </FilterSectionForm>
  );
}
