/**
 * The client dialog's form (spec part 2 sections 2.2, 4.3, 5.1): identity, document, location, contacts, the
 * driver block of an insured, the entrepreneur block and the collapsed 'Банковские реквизиты'. Which field is
 * shown, required or disabled, its label and its control come from core's field table (fields.ts).
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { PHONE_MASK } from '@sakta/core/shared';
import {
  CLIENT_FIELD_LABELS,
  fieldControl,
  fieldValue,
  ruClient,
  sectionFields,
  type ClientField,
  type DictionaryItem,
  type FieldControl,
  type FormSectionId,
  type RecordBlock,
} from '@sakta/core/parties/client';
import { Button } from '../../../primitives/button';
import { DateInput } from '../../../primitives/date-input';
import { DialogFooter } from '../../../primitives/dialog';
import { Field, Input } from '../../../primitives/field';
import { FormSection } from '../../../primitives/form-section';
import { IinInput } from '../../../primitives/iin-input';
import { MaskedInput } from '../../../primitives/masked-input';
import { RadioGroupField } from '../../../primitives/radio-group';
import { SelectField } from '../../../primitives/select';
import { t, type ClientStepProps } from './client-dialog-props';
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
  const lists: Partial<Record<FieldControl, readonly DictionaryItem[]>> = {
    countries: dictionaries.countries,
    activityKinds: dictionaries.activityKinds,
    economicSectors: dictionaries.economicSectors,
  };
  // a field of the table (core's fields.ts) by its control; a check box stands below its section's grid
  const control = (field: ClientField): ReactNode => {
    const state = f[field];
    if (!state.shown) return null;
    const [block, key] = field.split('.') as [RecordBlock, string];
    const value = fieldValue(r, field);
    const change = (v: unknown) => p.onChange(block, { [key]: v });
    const label = CLIENT_FIELD_LABELS[field];
    const disabled = busy || state.disabled;
    const kind = fieldControl(field);
    const list = lists[kind];
    if (list)
      return (
        <SelectField
          key={field}
          label={label}
          required={state.required}
          error={view.errors[field]}
          value={value === null || value === undefined ? '' : String(value)}
          placeholder="—"
          options={list.map((i) => ({ value: String(i.id), label: i.name }))}
          disabled={disabled}
          onValueChange={(v) => change(Number(v))}
        />
      );
    if (kind === 'sex')
      return (
        <RadioGroupField<1 | 2>
          key={field}
          label={label}
          value={value === 2 ? 2 : 1}
          choices={[
            { value: 1, label: t.male },
            { value: 2, label: t.female },
          ]}
          orientation="horizontal"
          disabled={disabled}
          onValueChange={change}
        />
      );
    if (kind === 'check')
      return <Check key={field} label={label} checked={value === true} disabled={busy} onChange={change} />;
    const text = typeof value === 'string' ? value : '';
    return (
      <Field key={field} label={label} required={state.required} error={view.errors[field]}>
        {kind === 'date' ? (
          <DateInput value={text} disabled={disabled} onValueChange={change} />
        ) : kind === 'iin' ? (
          // 5.1: 12 digits in groups of three; the record keeps the bare digits
          <IinInput value={text} disabled={disabled} onValueChange={change} />
        ) : kind === 'phone' ? (
          // the product's one phone field: its mask keeps the +7, so a cleared field never takes raw digits
          <MaskedInput mask={PHONE_MASK} inputMode="tel" value={text} disabled={disabled} onAccept={change} />
        ) : (
          <Input
            type={kind === 'email' ? 'email' : 'text'}
            value={text}
            disabled={disabled}
            onChange={(e) => change(e.target.value)}
          />
        )}
      </Field>
    );
  };
  const section = (id: FormSectionId) => {
    const fields = sectionFields(id);
    const checks = fields.filter((x) => fieldControl(x) === 'check');
    return (
      <>
        <div className="grid gap-3 sm:grid-cols-2">
          {fields.filter((x) => fieldControl(x) !== 'check').map(control)}
        </div>
        {checks.map(control)}
      </>
    );
  };
  return (
    <div className="grid gap-5" ref={form}>
      <FlagSwitches view={view} onFlag={p.onFlag} />
      <FormSection title={ruClient.sections.identity}>{section('identity')}</FormSection>
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
        {section('document')}
      </FormSection>
      <FormSection title={ruClient.sections.contacts}>{section('contacts')}</FormSection>
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
