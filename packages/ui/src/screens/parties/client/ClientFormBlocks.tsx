/**
 * The client form's blocks that stand apart (spec part 2 sections 2.2, 3.3, 5.1): the entrepreneur's block and the
 * collapsed 'Банковские реквизиты', whose IBAN is checked on leaving its field. Each error stands beside its field.
 */
import { ruClient } from '@sakta/core/parties/client';
import { DateInput } from '../../../primitives/date-input';
import { Field, Input } from '../../../primitives/field';
import { FormSection } from '../../../primitives/form-section';
import { SelectField } from '../../../primitives/select';
import { t, type ClientStepProps } from './client-dialog-props';

export function EntrepreneurBlock({ view, dictionaries, onChange }: ClientStepProps) {
  const ent = view.record!.entrepreneur!;
  const busy = view.busy;
  return (
    <FormSection title={ruClient.sections.entrepreneur} variant="boxed">
      <div className="grid gap-3 sm:grid-cols-2">
        {(['name', 'number', 'address'] as const).map((k) => (
          <Field
            key={k}
            error={view.errors[`entrepreneur.${k}`]}
            label={
              { name: t.entrepreneurName, number: t.entrepreneurNumber, address: t.entrepreneurAddress }[k]
            }
            required
          >
            <Input
              value={ent[k]}
              disabled={busy}
              onChange={(e) => onChange('entrepreneur', { [k]: e.target.value })}
            />
          </Field>
        ))}
        <Field label={t.entrepreneurDate} required error={view.errors['entrepreneur.date']}>
          <DateInput
            value={ent.date}
            disabled={busy}
            onValueChange={(iso) => onChange('entrepreneur', { date: iso })}
          />
        </Field>
        <SelectField
          label={t.entrepreneurActivity}
          required
          error={view.errors['entrepreneur.activity_kind_id']}
          value={ent.activity_kind_id === null ? '' : String(ent.activity_kind_id)}
          placeholder="—"
          options={dictionaries.activityKinds.map((i) => ({ value: String(i.id), label: i.name }))}
          disabled={busy}
          onValueChange={(v) => onChange('entrepreneur', { activity_kind_id: Number(v) })}
        />
      </div>
    </FormSection>
  );
}

export function ClientBankBlock({ view, onChange, onIban }: ClientStepProps) {
  const bank = view.record!.bank;
  const busy = view.busy;
  return (
    <details className="rounded-lg border p-3" data-slot="client-bank">
      <summary className="cursor-pointer text-sm font-medium">{ruClient.bank}</summary>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <Field label={t.iik} error={view.errors['bank.iik']}>
          <Input
            value={bank.iik}
            disabled={busy}
            onChange={(e) => onChange('bank', { iik: e.target.value })}
            onBlur={onIban}
          />
        </Field>
        <Field label={t.bik} error={view.errors['bank.bik']}>
          <Input
            value={bank.bik}
            disabled={busy}
            onChange={(e) => onChange('bank', { bik: e.target.value })}
          />
        </Field>
        <Field label={t.bankName} error={view.errors['bank.name']}>
          <Input
            value={bank.name}
            disabled={busy}
            onChange={(e) => onChange('bank', { name: e.target.value })}
          />
        </Field>
        <Field label={t.kbe} error={view.errors['bank.kbe']}>
          <Input
            value={bank.kbe}
            maxLength={2}
            disabled={busy}
            onChange={(e) => onChange('bank', { kbe: e.target.value })}
          />
        </Field>
      </div>
    </details>
  );
}
