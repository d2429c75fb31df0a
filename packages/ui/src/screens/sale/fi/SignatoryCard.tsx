/**
 * The insurer's signatory (spec part 2 sections 2.3, 3.6, 4.1, 5.6), for a legal-entity insurer or an entrepreneur
 * without a certificate number: resident, IIN (12 digits), surname, name, patronymic, position, the foundation type
 * offered for the insurer's kind, and its number and date. Shows only the fields core's `signatory.fields` names
 * (no IIN for a non-resident; no number and date for a resident's Устав), each marked required as
 * `signatory.required` says, with its message from `signatory.errors` under it. Each change is `onSignatory(patch)`.
 */
import type { ReactNode } from 'react';
import { IIN_MASK } from '@sakta/core/shared';
import { ruFi, type Signatory, type SignatoryField } from '@sakta/core/sale/fi';
import type { SignatoryView } from '@sakta/core/sale/fi';
import { DateInput } from '../../../primitives/date-input';
import { Field, Input } from '../../../primitives/field';
import { MaskedInput } from '../../../primitives/masked-input';
import { SelectField } from '../../../primitives/select';
import { Switch } from '../../../primitives/switch';
import { PageCard } from './PageCard';

const t = ruFi.signatory;

type TextKey = 'surname' | 'name' | 'patronymic' | 'position' | 'foundation_number';

export interface SignatoryCardProps {
  signatory: SignatoryView;
  locked: boolean;
  onSignatory: (patch: Partial<Signatory>) => void;
}

export function SignatoryCard({ signatory, locked, onSignatory }: SignatoryCardProps) {
  const { value, errors } = signatory;
  const shown = (field: SignatoryField) => signatory.fields.includes(field);
  const field = (key: SignatoryField, control: ReactNode) =>
    shown(key) ? (
      <Field key={key} label={t.fields[key]} required={signatory.required.includes(key)} error={errors[key]}>
        {control}
      </Field>
    ) : null;
  const text = (key: TextKey) =>
    field(
      key,
      <Input value={value[key]} disabled={locked} onChange={(e) => onSignatory({ [key]: e.target.value })} />,
    );
  return (
    <PageCard id="property-signatory" title={t.heading} slot="property-signatory">
      <label className="flex items-center gap-2 text-sm">
        <Switch
          checked={value.resident}
          disabled={locked}
          onCheckedChange={(resident) => onSignatory({ resident })}
          aria-label={t.fields.resident}
        />
        {t.fields.resident}
      </label>
      <div className="grid items-start gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {field(
          'iin',
          <MaskedInput
            mask={IIN_MASK}
            inputMode="numeric"
            autoComplete="off"
            value={value.iin}
            disabled={locked}
            // the mask also reports the value it was given: only another value is a change
            onAccept={(iin) => {
              if (iin !== value.iin) onSignatory({ iin });
            }}
          />,
        )}
        {text('surname')}
        {text('name')}
        {text('patronymic')}
        {text('position')}
        {shown('foundation_type') ? (
          <SelectField
            label={t.fields.foundation_type}
            required={signatory.required.includes('foundation_type')}
            error={errors.foundation_type}
            placeholder="—"
            value={value.foundation_type}
            options={signatory.foundationTypes.map((type) => ({ value: type, label: type }))}
            disabled={locked}
            onValueChange={(type) => onSignatory({ foundation_type: type as Signatory['foundation_type'] })}
          />
        ) : null}
        {text('foundation_number')}
        {field(
          'foundation_date',
          <DateInput
            value={value.foundation_date}
            checkBounds={false}
            disabled={locked}
            onValueChange={(foundation_date) => onSignatory({ foundation_date })}
          />,
        )}
      </div>
    </PageCard>
  );
}
