/**
 * The client dialog's form (spec part 2 sections 2.2, 4.3, 5.1): identity, document, location, contacts, the
 * driver block of an insured, the entrepreneur block and the collapsed 'Банковские реквизиты'. Which field is
 * shown, required or disabled comes from core's matrix.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { PHONE_MASK } from '@sakta/core/shared';
import {
  ruClient,
  type ClientField,
  type DictionaryItem,
  type RecordBlock,
} from '@sakta/core/parties/client';
import { Button } from '../../../primitives/button';
import { DateInput } from '../../../primitives/date-input';
import { DialogFooter } from '../../../primitives/dialog';
import { Field, Input } from '../../../primitives/field';
import { FormSection } from '../../../primitives/form-section';
import { MaskedInput } from '../../../primitives/masked-input';
import { RadioGroupField } from '../../../primitives/radio-group';
import { SelectField } from '../../../primitives/select';
import { FIELD_LABELS, t, type ClientStepProps } from './client-dialog-props';
import { Check, docLabel, FlagSwitches } from './ClientSearchSteps';
import { ClientBankBlock, EntrepreneurBlock } from './ClientFormBlocks';

export function ClientFormStep(p: ClientStepProps) {
  const { view, dictionaries } = p;
  const form = useRef<HTMLDivElement>(null);
  // a refused 'Сохранить': the first field in error is scrolled to and focused (a collapsed block opened first)
  useEffect(() => {
    if (view.attempt === 0) return;
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    first.closest('details')?.setAttribute('open', '');
    first.scrollIntoView?.({ block: 'center' });
    first.focus();
  }, [view.attempt]);
  const r = view.record!;
  const f = view.fields!;
  const busy = view.busy;
  const text = (
    field: ClientField,
    block: RecordBlock,
    key: string,
    value: string,
    type = 'text',
  ): ReactNode =>
    f[field].shown ? (
      <Field key={field} label={FIELD_LABELS[field]} required={f[field].required} error={view.errors[field]}>
        <Input
          type={type}
          value={value}
          disabled={busy || f[field].disabled}
          onChange={(e) => p.onChange(block, { [key]: e.target.value })}
        />
      </Field>
    ) : null;
  const date = (field: ClientField, block: RecordBlock, key: string, value: string): ReactNode =>
    f[field].shown ? (
      <Field key={field} label={FIELD_LABELS[field]} required={f[field].required} error={view.errors[field]}>
        <DateInput
          value={value}
          disabled={busy || f[field].disabled}
          onValueChange={(iso) => p.onChange(block, { [key]: iso })}
        />
      </Field>
    ) : null;
  const select = (
    field: ClientField,
    block: RecordBlock,
    key: string,
    value: number | null,
    items: readonly DictionaryItem[],
  ): ReactNode =>
    f[field].shown ? (
      <SelectField
        key={field}
        label={FIELD_LABELS[field]}
        required={f[field].required}
        error={view.errors[field]}
        value={value === null ? '' : String(value)}
        placeholder="—"
        options={items.map((i) => ({ value: String(i.id), label: i.name }))}
        disabled={busy || f[field].disabled}
        onValueChange={(v) => p.onChange(block, { [key]: Number(v) })}
      />
    ) : null;
  return (
    <div className="grid gap-5" ref={form}>
      <FlagSwitches view={view} onFlag={p.onFlag} />
      <FormSection title={ruClient.sections.identity}>
        <div className="grid gap-3 sm:grid-cols-2">
          {text('client.iin', 'client', 'iin', r.client.iin)}
          {text('client.title', 'client', 'title', r.client.title)}
          {text('client.surname', 'client', 'surname', r.client.surname)}
          {text('client.name', 'client', 'name', r.client.name)}
          {text('client.patronymic', 'client', 'patronymic', r.client.patronymic)}
          {text('client.surname_eng', 'client', 'surname_eng', r.client.surname_eng)}
          {text('client.name_eng', 'client', 'name_eng', r.client.name_eng)}
          {date('client.birthday', 'client', 'birthday', r.client.birthday)}
          {f['client.sex'].shown ? (
            <RadioGroupField<1 | 2>
              label={FIELD_LABELS['client.sex']}
              value={r.client.sex === 2 ? 2 : 1}
              choices={[
                { value: 1, label: t.male },
                { value: 2, label: t.female },
              ]}
              orientation="horizontal"
              disabled={busy || f['client.sex'].disabled}
              onValueChange={(v) => p.onChange('client', { sex: v })}
            />
          ) : null}
          {select('client.country_id', 'client', 'country_id', r.client.country_id, dictionaries.countries)}
          {select(
            'client.economics_sector_id',
            'client',
            'economics_sector_id',
            r.client.economics_sector_id,
            dictionaries.economicSectors,
          )}
          {select(
            'client.activity_kind_id',
            'client',
            'activity_kind_id',
            r.client.activity_kind_id,
            dictionaries.activityKinds,
          )}
          {text('client.accountant', 'client', 'accountant', r.client.accountant)}
        </div>
        {f['client.politician'].shown ? (
          <Check
            label={FIELD_LABELS['client.politician']}
            checked={r.client.politician}
            disabled={busy}
            onChange={(v) => p.onChange('client', { politician: v })}
          />
        ) : null}
      </FormSection>
      <FormSection title={ruClient.sections.document}>
        {r.documents.length > 1 ? (
          <SelectField
            label={t.registerDocuments}
            value={String(
              Math.max(
                0,
                r.documents.findIndex((d) => d.number === r.document.number),
              ),
            )}
            options={r.documents.map((d, i) => ({ value: String(i), label: docLabel(d) }))}
            disabled={busy}
            onValueChange={(v) => p.onDocument(Number(v))}
          />
        ) : null}
        <div className="grid gap-3 sm:grid-cols-2">
          {text('document.number', 'document', 'number', r.document.number)}
          {date('document.issued', 'document', 'issued', r.document.issued)}
          {text('document.issuer', 'document', 'issuer', r.document.issuer)}
          {date('document.until', 'document', 'until', r.document.until)}
        </div>
      </FormSection>
      <FormSection title={ruClient.sections.contacts}>
        <div className="grid gap-3 sm:grid-cols-2">
          {text('location.address', 'location', 'address', r.location.address)}
          {/* the product's one phone field: its mask keeps the +7, so a cleared field never takes raw digits */}
          {f['client.phone'].shown ? (
            <Field
              label={FIELD_LABELS['client.phone']}
              required={f['client.phone'].required}
              error={view.errors['client.phone']}
            >
              <MaskedInput
                mask={PHONE_MASK}
                inputMode="tel"
                value={r.client.phone}
                disabled={busy || f['client.phone'].disabled}
                onAccept={(value) => p.onChange('client', { phone: value })}
              />
            </Field>
          ) : null}
          {text('client.email', 'client', 'email', r.client.email, 'email')}
        </div>
      </FormSection>
      {view.showDriver && r.driver ? (
        <FormSection title={ruClient.sections.driver} variant="boxed">
          <p className="text-sm">
            {t.age}: {r.driver.age ?? '—'} · {t.class}: {r.class.class || '—'} · {t.ageExperience}:{' '}
            {(r.driver.age_experience_id && t.ageExperienceGroups[r.driver.age_experience_id]) || '—'}
          </p>
          <Check
            label={ruClient.experience}
            checked={r.driver.experience}
            disabled={busy}
            onChange={p.onExperience}
          />
          {view.canBePensioner ? (
            <Check
              label={ruClient.pensioner}
              checked={r.driver.pensioner}
              disabled={busy}
              onChange={p.onPensioner}
            />
          ) : null}
        </FormSection>
      ) : null}
      {r.filter.person && r.filter.resident ? (
        <Check
          label={t.entrepreneurSwitch}
          checked={r.entrepreneur !== null}
          disabled={busy}
          onChange={p.onEntrepreneur}
        />
      ) : null}
      {r.entrepreneur ? <EntrepreneurBlock {...p} /> : null}
      {r.leader || (r.beneficiaries && r.beneficiaries.length > 0) ? (
        <FormSection title={ruClient.sections.chiefs} variant="boxed">
          <dl className="grid gap-1 text-sm">
            {r.leader ? (
              <div>
                <dt className="inline font-medium">{ruClient.chiefs.leader}: </dt>
                <dd className="inline">
                  {r.leader.title} ({r.leader.iin})
                </dd>
              </div>
            ) : null}
            {r.beneficiaries && r.beneficiaries.length > 0 ? (
              <div>
                <dt className="inline font-medium">{ruClient.chiefs.beneficiaries}: </dt>
                <dd className="inline">{r.beneficiaries.map((b) => `${b.title} (${b.iin})`).join(', ')}</dd>
              </div>
            ) : null}
          </dl>
          <p className="text-xs text-muted-foreground">{ruClient.chiefs.hint}</p>
        </FormSection>
      ) : null}
      <ClientBankBlock {...p} />
      <DialogFooter className="gap-2 sm:justify-between">
        {view.editing ? (
          <span />
        ) : (
          <Button type="button" variant="outline" disabled={busy} onClick={p.onReset}>
            {ruClient.reset}
          </Button>
        )}
        <Button type="button" disabled={!view.canSubmit} onClick={p.onSubmit}>
          {view.step === 'saving' ? t.saving : ruClient.save}
        </Button>
      </DialogFooter>
    </div>
  );
}
