/**
 * The casco conditions (spec part 2 sections 2.4, 3.2, 4.1, 9): the three confirmations (the insurer agrees with the
 * conditions, prior losses within 3 years answered Да or Нет, the vehicles fit the program), the loan number and the
 * appraisal report (verification asks both), other insurance contracts, the damage risk's deductible; the buttons
 * 'Страховые риски' (the read-only risks modal) and 'Примечание' (the note modal, whose Сохранить writes the note).
 * Renders core's `view.conditions`, `view.damageOptions` and `view.risks`; each change is `onConditions(patch)` as
 * typed (the machine keeps it), so the fields show what the machine kept.
 */
import { useState, type ReactNode } from 'react';
import { NotebookPen, ShieldCheck } from 'lucide-react';
import { TEXT_MAX } from '@sakta/core';
import { ruCasco } from '@sakta/core/casco';
import type { CascoConnection, CascoView } from '@sakta/core/casco/sale';
import { Button } from '../../primitives/button';
import { Field, Input } from '../../primitives/field';
import { RadioGroupField } from '../../primitives/radio-group';
import { SelectField } from '../../primitives/select';
import { Textarea } from '../../primitives/textarea';
import { PageCard } from '../sale/fi/PageCard';
import { NoteDialog } from './NoteDialog';
import { CascoRisksDialog } from './RisksDialog';

const t = ruCasco.page.conditions;

type Answer = 'yes' | 'no' | '';
/** has_losses as the radio group holds it: null (not answered yet) selects neither. */
const answerOf = (value: boolean | null): Answer => (value === null ? '' : value ? 'yes' : 'no');

export interface CascoConditionsCardProps {
  conditions: CascoView['conditions'];
  damageOptions: CascoView['damageOptions'];
  risks: CascoView['risks'];
  locked: boolean;
  onConditions: CascoConnection['onConditions'];
  /** The risks modal open at the first render (its button opens it otherwise). */
  defaultRisksOpen?: boolean;
  /** The note modal open at the first render (its button opens it otherwise). */
  defaultNoteOpen?: boolean;
}

function Confirmation(props: {
  label: string;
  checked: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <label className="flex items-start gap-2 text-sm">
      <input
        type="checkbox"
        className="mt-0.5 size-4 shrink-0"
        checked={props.checked}
        disabled={props.disabled}
        onChange={(e) => props.onChange(e.target.checked)}
      />
      {props.label}
    </label>
  );
}

export function CascoConditionsCard(props: CascoConditionsCardProps) {
  const { conditions: c, locked, onConditions } = props;
  const [risksOpen, setRisksOpen] = useState(props.defaultRisksOpen ?? false);
  const [noteOpen, setNoteOpen] = useState(props.defaultNoteOpen ?? false);
  const text = (key: 'loan_number' | 'appraisal_report', max: number, required: boolean): ReactNode => (
    <Field label={t[key]} required={required}>
      <Input
        value={c[key]}
        maxLength={max}
        disabled={locked}
        onChange={(e) => onConditions({ [key]: e.target.value })}
      />
    </Field>
  );
  return (
    <PageCard
      id="casco-conditions"
      title={ruCasco.page.sections.conditions}
      slot="casco-conditions"
      actions={
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" onClick={() => setRisksOpen(true)}>
            <ShieldCheck aria-hidden="true" /> {t.risks}
          </Button>
          {/* the note is written in its modal: not while the policy is locked */}
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={locked}
            onClick={() => setNoteOpen(true)}
          >
            <NotebookPen aria-hidden="true" /> {t.note}
          </Button>
        </div>
      }
    >
      <div className="grid gap-3">
        <Confirmation
          label={t.user_agreement}
          checked={c.user_agreement}
          disabled={locked}
          onChange={(user_agreement) => onConditions({ user_agreement })}
        />
        <RadioGroupField<Answer>
          label={t.has_losses}
          value={answerOf(c.has_losses)}
          choices={[
            { value: 'yes', label: t.yes },
            { value: 'no', label: t.no },
          ]}
          disabled={locked}
          onValueChange={(answer) => onConditions({ has_losses: answer === 'yes' })}
        />
        <Confirmation
          label={t.is_fits}
          checked={c.is_fits}
          disabled={locked}
          onChange={(is_fits) => onConditions({ is_fits })}
        />
      </div>
      <div className="grid items-start gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {text('loan_number', TEXT_MAX.number, true)}
        {text('appraisal_report', TEXT_MAX.title, true)}
        <SelectField
          label={t.risk_damage}
          value={String(c.risk_damage)}
          options={props.damageOptions.map((d) => ({ value: String(d), label: String(d) }))}
          disabled={locked}
          onValueChange={(value) => {
            const risk_damage = props.damageOptions.find((d) => String(d) === value);
            if (risk_damage !== undefined) onConditions({ risk_damage });
          }}
        />
        <Field label={t.add_contracts} className="sm:col-span-2 lg:col-span-3">
          <Textarea
            className="h-20"
            maxLength={TEXT_MAX.message}
            value={c.add_contracts}
            disabled={locked}
            onChange={(e) => onConditions({ add_contracts: e.target.value })}
          />
        </Field>
      </div>
      {c.add_info ? (
        <dl data-slot="casco-note" className="grid gap-1 text-sm">
          <dt className="text-muted-foreground">{t.note}</dt>
          <dd className="whitespace-pre-wrap">{c.add_info}</dd>
        </dl>
      ) : null}
      <CascoRisksDialog open={risksOpen} risks={props.risks} onClose={() => setRisksOpen(false)} />
      <NoteDialog
        open={noteOpen}
        value={c.add_info}
        onSave={(add_info) => {
          onConditions({ add_info });
          setNoteOpen(false);
        }}
        onClose={() => setNoteOpen(false)}
      />
    </PageCard>
  );
}
