/**
 * The compliance list's filter form (spec part 2 sections 2.5, 3.8 "Filter"): status (1 by default), person,
 * entity, title, document, the appeal and decision periods; 'Применить' and 'Сбросить'.
 */
import { ruPodft, type PodftFilter, type PodftFilterField } from '@sakta/core/podft';
import {
  FilterChoices,
  FilterDateFields,
  FilterSectionForm,
  FilterTextFields,
  type FilterChoice,
  type FilterEvents,
  type FilterTexts,
} from '../../primitives/filter-form';

export interface PodftFilterFormProps extends FilterEvents<PodftFilterField> {
  id: string;
  draft: PodftFilter;
}

const t = ruPodft.filter;

const CHOICES: FilterChoice<'status' | 'person' | 'entity'>[] = [
  {
    field: 'status',
    label: t.status,
    options: [
      { value: 'all', label: t.any },
      ...([1, 2, 3, 4] as const).map((s) => ({ value: String(s), label: ruPodft.status[s] })),
    ],
  },
  {
    field: 'person',
    label: t.person,
    options: [
      { value: '', label: t.any },
      { value: '1', label: ruPodft.person['1'] },
      { value: '0', label: ruPodft.person['0'] },
    ],
  },
  {
    field: 'entity',
    label: t.entity,
    options: [
      { value: '', label: t.any },
      { value: '0', label: ruPodft.entity['0'] },
      { value: '1', label: ruPodft.entity['1'] },
    ],
  },
];
const TEXTS: FilterTexts<'title' | 'document'> = {
  fields: ['title', 'document'],
  descriptors: { title: { label: t.name, maxLength: 100 }, document: { label: t.document, maxLength: 100 } },
};
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
        <FilterTextFields texts={TEXTS} values={draft} onEdit={onEdit} />
      </div>
      <div className="grid gap-4 sm:grid-cols-4">
        <FilterDateFields fields={DATES} values={draft} onEdit={onEdit} />
      </div>
    </FilterSectionForm>
  );
}
