/**
 * The OGPO client dialog (spec part 2 sections 2.2, 4.3, 5.1, 8): the search in four modes, the consent step
 * (statuses 2/3/6: 'Отправить согласие повторно'; 10: the code and 'Проверить консент'), the scan upload and
 * recognition, the found list, 'Не смогли найти клиента.', and the form grouped as identity, document, location,
 * contacts, the driver block of an insured, the entrepreneur block and the collapsed 'Банковские реквизиты'.
 * Renders core's selectClientDialogView; which field is shown, required or disabled comes from core's matrix.
 */
import type { ReactNode } from 'react';
import { PHONE_MASK, fmt } from '@sakta/core/shared';
import {
  DOCUMENT_TYPE_NAMES,
  ruClient,
  type ClientDialogView,
  type ClientField,
  type ClientRecord,
  type DictionaryItem,
  type DemoScan,
  type Flags,
  type RecordBlock,
  type SearchMode,
} from '@sakta/core/ogpo/client';
import { Alert } from '../../../primitives/alert';
import { Button } from '../../../primitives/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../primitives/dialog';
import { Field, Input } from '../../../primitives/field';
import { MaskedInput } from '../../../primitives/masked-input';
import { FormSection } from '../../../primitives/form-section';
import { RadioGroupField } from '../../../primitives/radio-group';
import { SelectField } from '../../../primitives/select';
import { Spinner } from '../../../primitives/spinner';
import { Switch } from '../../../primitives/switch';

export interface ClientDictionaries {
  countries: readonly DictionaryItem[];
  activityKinds: readonly DictionaryItem[];
  economicSectors: readonly DictionaryItem[];
}

export interface ClientDialogProps {
  view: ClientDialogView | null;
  dictionaries: ClientDictionaries;
  /** The sandbox's demo scans to download (empty: none offered). */
  demoScans?: readonly DemoScan[];
  onDownloadScan?: (scan: DemoScan) => void;
  onMode: (mode: SearchMode) => void;
  onQuery: (patch: Partial<ClientDialogView['query']>) => void;
  onFlag: (flag: keyof Flags, value: boolean) => void;
  onSearch: () => void;
  /** A file was chosen (null: none); the container reads its size and dimensions. */
  onFile: (file: File | null) => void;
  onResend: () => void;
  onConsentPhone: (value: string) => void;
  onCode: (value: string) => void;
  onCheck: () => void;
  onPick: (index: number) => void;
  onCreate: () => void;
  onReset: () => void;
  onChange: (block: RecordBlock, patch: Record<string, unknown>) => void;
  onDocument: (index: number) => void;
  onExperience: (value: boolean) => void;
  onPensioner: (value: boolean) => void;
  onEntrepreneur: (value: boolean) => void;
  onIban: () => void;
  onSubmit: () => void;
  onClose: () => void;
}

const FIELD_LABELS = ruClient.fields;
const t = ruClient.ui;

function Check({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        className="size-4"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
      {label}
    </label>
  );
}

function FlagSwitches({ view, onFlag }: { view: ClientDialogView; onFlag: ClientDialogProps['onFlag'] }) {
  const flags = view.step === 'form' && view.record ? view.record.filter : view.flags;
  return (
    <div className="flex flex-wrap gap-4" role="group" aria-label={t.flagsGroup}>
      {(['resident', 'person', 'verify'] as const).map((flag) => (
        <label key={flag} className="flex items-center gap-2 text-sm">
          <Switch
            checked={flags[flag]}
            disabled={!view.flagEditable[flag] || view.busy}
            onCheckedChange={(v) => onFlag(flag, v)}
            aria-label={ruClient.flags[flag]}
          />
          {ruClient.flags[flag]}
        </label>
      ))}
    </div>
  );
}

function SearchStep(p: ClientDialogProps & { view: ClientDialogView }) {
  const { view } = p;
  return (
    <div className="grid gap-4">
      <RadioGroupField<SearchMode>
        label={t.searchTitle}
        value={view.mode}
        choices={view.modes.map((m) => ({ value: m, label: ruClient.modes[m] }))}
        orientation="horizontal"
        disabled={view.busy}
        onValueChange={p.onMode}
      />
      {view.mode !== 1 ? <FlagSwitches view={view} onFlag={p.onFlag} /> : null}
      {view.mode === 0 || view.mode === 2 ? (
        <Field label={view.mode === 0 ? t.iin : t.bin} required>
          <Input
            inputMode="numeric"
            maxLength={12}
            value={view.query.iin}
            disabled={view.busy}
            onChange={(e) => p.onQuery({ iin: e.target.value.replace(/\D/g, '') })}
          />
        </Field>
      ) : null}
      {view.mode === 3 ? (
        <div className="grid gap-3 sm:grid-cols-3">
          <Field label={FIELD_LABELS['client.surname']} required>
            <Input
              value={view.query.surname}
              maxLength={100}
              disabled={view.busy}
              onChange={(e) => p.onQuery({ surname: e.target.value })}
            />
          </Field>
          <Field label={FIELD_LABELS['client.name']} required>
            <Input
              value={view.query.name}
              maxLength={100}
              disabled={view.busy}
              onChange={(e) => p.onQuery({ name: e.target.value })}
            />
          </Field>
          <Field label={FIELD_LABELS['client.birthday']} hint={t.optional}>
            <Input
              type="date"
              value={view.query.birthday}
              disabled={view.busy}
              onChange={(e) => p.onQuery({ birthday: e.target.value })}
            />
          </Field>
        </div>
      ) : null}
      {view.mode === 1 ? (
        <div className="grid gap-3">
          <Field label={ruClient.scan.upload} hint={ruClient.scan.hint}>
            <Input
              type="file"
              accept="image/png,image/jpeg,application/pdf"
              disabled={view.busy}
              onChange={(e) => p.onFile(e.target.files?.[0] ?? null)}
            />
          </Field>
          {p.demoScans && p.demoScans.length > 0 ? (
            <FormSection title={t.demoScans} variant="compact">
              <ul className="grid gap-1 text-sm">
                {p.demoScans.map((s) => (
                  <li key={s.id}>
                    <Button type="button" variant="link" size="sm" onClick={() => p.onDownloadScan?.(s)}>
                      {s.title}
                    </Button>
                  </li>
                ))}
              </ul>
            </FormSection>
          ) : null}
        </div>
      ) : null}
      {view.mode !== 1 ? (
        <DialogFooter>
          <Button type="button" disabled={!view.canSearch} onClick={p.onSearch}>
            {ruClient.search}
          </Button>
        </DialogFooter>
      ) : null}
    </div>
  );
}

function ConsentStep(p: ClientDialogProps & { view: ClientDialogView }) {
  const { view } = p;
  const consent = view.consent!;
  const codeStep = view.consentStep === 'code' || view.consentStep === 'checking';
  return (
    <div className="grid gap-4" data-slot="client-consent">
      <Alert variant="warning" title={fmt(t.consentStatus, { status: consent.status })}>
        {consent.message}
      </Alert>
      <Field label={t.consentPhone} hint="+7(###) ###-####">
        <Input
          type="tel"
          maxLength={16}
          value={consent.phone}
          disabled={view.busy}
          onChange={(e) => p.onConsentPhone(e.target.value)}
        />
      </Field>
      {codeStep ? (
        <Field label={ruClient.consent.code} hint={t.codeHint}>
          <Input
            inputMode="numeric"
            maxLength={4}
            value={view.code}
            disabled={view.busy}
            onChange={(e) => p.onCode(e.target.value)}
          />
        </Field>
      ) : null}
      <DialogFooter className="gap-2 sm:justify-between">
        <Button type="button" variant="outline" onClick={p.onReset} disabled={view.busy}>
          {ruClient.reset}
        </Button>
        <div className="flex gap-2">
          <Button
            type="button"
            variant={codeStep ? 'outline' : 'default'}
            disabled={view.busy}
            onClick={p.onResend}
          >
            {ruClient.consent.resend}
          </Button>
          {codeStep ? (
            <Button type="button" disabled={view.busy} onClick={p.onCheck}>
              {ruClient.consent.check}
            </Button>
          ) : null}
        </div>
      </DialogFooter>
    </div>
  );
}

const docLabel = (r: ClientRecord['document']) =>
  `${DOCUMENT_TYPE_NAMES[r.type_id]} № ${r.number}${r.verified_at === null ? t.notVerified : ''}`;

function Differences({ rows }: { rows: NonNullable<ClientRecord['differences']> }) {
  return (
    <table className="w-full text-left text-xs">
      <caption className="text-left font-medium">{ruClient.differences.title}</caption>
      <thead>
        <tr>
          <th scope="col">{ruClient.differences.field}</th>
          <th scope="col">{ruClient.differences.esbd}</th>
          <th scope="col">{ruClient.differences.scan}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((d) => (
          <tr key={d.field}>
            <td>{d.field}</td>
            <td>{d.esbd ?? '—'}</td>
            <td>{d.scan ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function FoundStep(p: ClientDialogProps & { view: ClientDialogView }) {
  return (
    <div className="grid gap-3">
      <ul className="grid gap-2" aria-label={t.foundList}>
        {p.view.rows.map((r, i) => (
          <li key={`${r.client.esbd_id}-${i}`} className="grid gap-2 rounded-lg border p-3">
            <div className="flex items-center justify-between gap-3">
              <div className="grid text-sm">
                <span className="font-medium">{r.client.title}</span>
                <span className="text-muted-foreground">
                  {r.client.iin ? `${FIELD_LABELS['client.iin']} ${r.client.iin} · ` : ''}
                  {docLabel(r.document)}
                  {r.client.birthday ? ` · ${r.client.birthday.split('-').reverse().join('.')}` : ''}
                </span>
              </div>
              <Button type="button" size="sm" onClick={() => p.onPick(i)}>
                {ruClient.pick}
              </Button>
            </div>
            {r.differences && r.differences.length > 0 ? <Differences rows={r.differences} /> : null}
          </li>
        ))}
      </ul>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={p.onReset}>
          {ruClient.reset}
        </Button>
      </DialogFooter>
    </div>
  );
}

function FormStep(p: ClientDialogProps & { view: ClientDialogView }) {
  const { view, dictionaries } = p;
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
      <Field key={field} label={FIELD_LABELS[field]} required={f[field].required}>
        <Input
          type={type}
          value={value}
          disabled={busy || f[field].disabled}
          onChange={(e) => p.onChange(block, { [key]: e.target.value })}
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
        value={value === null ? '' : String(value)}
        placeholder="—"
        options={items.map((i) => ({ value: String(i.id), label: i.name }))}
        disabled={busy || f[field].disabled}
        onValueChange={(v) => p.onChange(block, { [key]: Number(v) })}
      />
    ) : null;
  return (
    <div className="grid gap-5">
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
          {text('client.birthday', 'client', 'birthday', r.client.birthday, 'date')}
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
          {text('document.issued', 'document', 'issued', r.document.issued, 'date')}
          {text('document.issuer', 'document', 'issuer', r.document.issuer)}
          {text('document.until', 'document', 'until', r.document.until, 'date')}
        </div>
      </FormSection>
      <FormSection title={ruClient.sections.contacts}>
        <div className="grid gap-3 sm:grid-cols-2">
          {text('location.address', 'location', 'address', r.location.address)}
          {/* the product's one phone field: its mask keeps the +7, so a cleared field never takes raw digits */}
          {f['client.phone'].shown ? (
            <Field label={FIELD_LABELS['client.phone']} required={f['client.phone'].required}>
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
      {r.entrepreneur ? (
        <FormSection title={ruClient.sections.entrepreneur} variant="boxed">
          <div className="grid gap-3 sm:grid-cols-2">
            {(['name', 'number', 'address'] as const).map((k) => (
              <Field
                key={k}
                label={
                  { name: t.entrepreneurName, number: t.entrepreneurNumber, address: t.entrepreneurAddress }[
                    k
                  ]
                }
                required
              >
                <Input
                  value={r.entrepreneur![k]}
                  disabled={busy}
                  onChange={(e) => p.onChange('entrepreneur', { [k]: e.target.value })}
                />
              </Field>
            ))}
            <Field label={t.entrepreneurDate} required>
              <Input
                type="date"
                value={r.entrepreneur.date}
                disabled={busy}
                onChange={(e) => p.onChange('entrepreneur', { date: e.target.value })}
              />
            </Field>
            <SelectField
              label={t.entrepreneurActivity}
              required
              value={r.entrepreneur.activity_kind_id === null ? '' : String(r.entrepreneur.activity_kind_id)}
              placeholder="—"
              options={dictionaries.activityKinds.map((i) => ({ value: String(i.id), label: i.name }))}
              disabled={busy}
              onValueChange={(v) => p.onChange('entrepreneur', { activity_kind_id: Number(v) })}
            />
          </div>
        </FormSection>
      ) : null}
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
      <details className="rounded-lg border p-3" data-slot="client-bank">
        <summary className="cursor-pointer text-sm font-medium">{ruClient.bank}</summary>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <Field label={t.iik}>
            <Input
              value={r.bank.iik}
              disabled={busy}
              onChange={(e) => p.onChange('bank', { iik: e.target.value })}
              onBlur={p.onIban}
            />
          </Field>
          <Field label={t.bik}>
            <Input
              value={r.bank.bik}
              disabled={busy}
              onChange={(e) => p.onChange('bank', { bik: e.target.value })}
            />
          </Field>
          <Field label={t.bankName}>
            <Input
              value={r.bank.name}
              disabled={busy}
              onChange={(e) => p.onChange('bank', { name: e.target.value })}
            />
          </Field>
          <Field label={t.kbe}>
            <Input
              value={r.bank.kbe}
              maxLength={2}
              disabled={busy}
              onChange={(e) => p.onChange('bank', { kbe: e.target.value })}
            />
          </Field>
        </div>
      </details>
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

export function ClientDialog(props: ClientDialogProps) {
  const { view, onClose } = props;
  const open = view !== null && view.step !== 'saved' && view.step !== 'closed';
  return (
    <Dialog open={open} onOpenChange={(o) => (o ? undefined : onClose())}>
      {view && open ? (
        <DialogContent
          data-slot="client-dialog"
          data-step={view.step}
          className="max-h-[90vh] overflow-y-auto sm:max-w-3xl"
        >
          <DialogHeader>
            <DialogTitle>{view.title}</DialogTitle>
            <DialogDescription>
              {view.role === 'insurer' ? t.insurerRole : t.insuredRole} · {t.steps[view.specStep]}
            </DialogDescription>
          </DialogHeader>
          {view.notice ? <Alert variant="success">{view.notice}</Alert> : null}
          {view.message ? <Alert variant="error">{view.message}</Alert> : null}
          {view.step === 'search' ? <SearchStep {...props} view={view} /> : null}
          {view.step === 'searching' || view.step === 'uploading' || view.step === 'polling' ? (
            <div className="flex items-center justify-between gap-2 text-sm">
              <span className="flex items-center gap-2" role="status">
                <Spinner decorative /> {view.step === 'searching' ? t.searching : ruClient.scan.waiting}
              </span>
              {view.step === 'polling' ? (
                <Button type="button" variant="outline" size="sm" onClick={props.onReset}>
                  {ruClient.reset}
                </Button>
              ) : null}
            </div>
          ) : null}
          {view.step === 'consent' ? <ConsentStep {...props} view={view} /> : null}
          {view.step === 'found' ? <FoundStep {...props} view={view} /> : null}
          {view.step === 'notFound' ? (
            <div className="grid gap-3">
              <Alert variant="warning">{ruClient.notFound}</Alert>
              <DialogFooter className="gap-2">
                <Button type="button" variant="outline" onClick={props.onReset}>
                  {ruClient.reset}
                </Button>
                <Button type="button" onClick={props.onCreate}>
                  {ruClient.create}
                </Button>
              </DialogFooter>
            </div>
          ) : null}
          {view.step === 'form' || view.step === 'saving' ? <FormStep {...props} view={view} /> : null}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
