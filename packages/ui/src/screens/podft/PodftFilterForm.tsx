/**
 * The compliance list's filter form (spec part 2 sections 2.5, 3.8 "Filter"): status (1 by default), person,
 * entity, title, document, the appeal and decision periods; 'Применить' and 'Сбросить'.
 */
import { ruPodft, type PodftFilter, type PodftFilterField } from '@sakta/core/podft';
import { Button } from '../../primitives/button';
import { DateInput } from '../../primitives/date-input';
import { Field, Input } from '../../primitives/field';
import { FormSection } from '../../primitives/form-section';
import { SelectField } from '../../primitives/select';

export interface PodftFilterFormProps {
  id: string;
  draft: PodftFilter;
  onEdit: (field: PodftFilterField, value: string) => void;
  onApply: () => void;
  onReset: () => void;
}

const t = ruPodft.filter;

const STATUS_OPTIONS = [
  { value: 'all', label: t.any },
  ...([1, 2, 3, 4] as const).map((s) => ({ value: String(s), label: ruPodft.status[s] })),
];
const PERSON_OPTIONS = [
  { value: '', label: t.any },
  { value: '1', label: ruPodft.person['1'] },
  { value: '0', label: ruPodft.person['0'] },
];
const ENTITY_OPTIONS = [
  { value: '', label: t.any },
  { value: '0', label: ruPodft.entity['0'] },
  { value: '1', label: ruPodft.entity['1'] },
];
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
    <form
      id={id}
      aria-label={t.title}
      data-slot="podft-filter"
      onSubmit={(e) => {
        e.preventDefault();
        onApply();
      }}
    >
      <FormSection title={t.title} level={2}>
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            label={t.status}
            value={draft.status}
            options={STATUS_OPTIONS}
            onValueChange={(v) => onEdit('status', v)}
          />
          <SelectField
            label={t.person}
            value={draft.person}
            options={PERSON_OPTIONS}
            onValueChange={(v) => onEdit('person', v)}
          />
          <SelectField
            label={t.entity}
            value={draft.entity}
            options={ENTITY_OPTIONS}
            onValueChange={(v) => onEdit('entity', v)}
          />
          {TEXTS.map(([field, label]) => (
            <Field key={field} label={label}>
              <Input value={draft[field]} maxLength={100} onChange={(e) => onEdit(field, e.target.value)} />
            </Field>
          ))}
        </div>
        <div className="grid gap-4 sm:grid-cols-4">
          {DATES.map(([field, label]) => (
            <Field key={field} label={label}>
              <DateInput value={draft[field]} onValueChange={(iso) => onEdit(field, iso)} />
            </Field>
          ))}
        </div>
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
