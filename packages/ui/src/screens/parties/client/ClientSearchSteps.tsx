/**
 * The client dialog's steps before the form (spec part 2 sections 2.2, 4.3, 8): the search in four modes with the
 * scan upload, the consent step (statuses 2/3/6: 'Отправить согласие повторно'; 10: the code and 'Проверить
 * консент'), and the found list with the ЕСБД / Скан comparison.
 */
import { PHONE_MASK, fmt } from '@sakta/core/shared';
import {
  DOCUMENT_TYPE_NAMES,
  ruClient,
  type ClientDialogView,
  type ClientRecord,
  type SearchMode,
} from '@sakta/core/parties/client';
import { Alert } from '../../../primitives/alert';
import { Button } from '../../../primitives/button';
import { DialogFooter } from '../../../primitives/dialog';
import { DateInput } from '../../../primitives/date-input';
import { Field, Input } from '../../../primitives/field';
import { DifferencesTable } from './DifferencesTable';
import { FileInput } from '../../../primitives/file-input';
import { FormSection } from '../../../primitives/form-section';
import { IinInput } from '../../../primitives/iin-input';
import { MaskedInput } from '../../../primitives/masked-input';
import { RadioGroupField } from '../../../primitives/radio-group';
import { Switch } from '../../../primitives/switch';
import { FIELD_LABELS, t, type ClientDialogProps, type ClientStepProps } from './client-dialog-props';

export function Check({
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

export function FlagSwitches({
  view,
  onFlag,
}: {
  view: ClientDialogView;
  onFlag: ClientDialogProps['onFlag'];
}) {
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

export function SearchStep(p: ClientStepProps) {
  const { view } = p;
  return (
    <div className="grid gap-4">
      <RadioGroupField<SearchMode>
        label={t.searchTitle}
        value={view.mode}
        choices={view.modes.map((m) => ({
          value: m,
          label: ruClient.modes[m],
          disabled: view.modesLocked.includes(m),
        }))}
        orientation="horizontal"
        disabled={view.busy}
        hint={view.modesHint ?? undefined}
        onValueChange={p.onMode}
      />
      {view.mode !== 1 ? <FlagSwitches view={view} onFlag={p.onFlag} /> : null}
      {view.mode === 0 || view.mode === 2 ? (
        <Field label={view.mode === 0 ? t.iin : t.bin} required>
          <IinInput value={view.query.iin} disabled={view.busy} onValueChange={(iin) => p.onQuery({ iin })} />
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
            <DateInput
              value={view.query.birthday}
              disabled={view.busy}
              onValueChange={(iso) => p.onQuery({ birthday: iso })}
            />
          </Field>
        </div>
      ) : null}
      {view.mode === 1 ? (
        <div className="grid gap-3">
          <Field label={ruClient.scan.upload} hint={ruClient.scan.hint}>
            {/* the chosen scan is uploaded at once and recognised (the step says so): no line of its own here */}
            <FileInput accept="image/png,image/jpeg,application/pdf" disabled={view.busy} onFile={p.onFile} />
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

export function ConsentStep(p: ClientStepProps) {
  const { view } = p;
  const consent = view.consent!;
  const codeStep = view.consentStep === 'code' || view.consentStep === 'checking';
  return (
    <div className="grid gap-4" data-slot="client-consent">
      <Alert variant="warning" title={fmt(t.consentStatus, { status: consent.status })}>
        {consent.message}
      </Alert>
      <Field label={t.consentPhone} hint="+7(###) ###-####">
        <MaskedInput
          mask={PHONE_MASK}
          inputMode="tel"
          value={consent.phone}
          disabled={view.busy}
          onAccept={(value) => p.onConsentPhone(value)}
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

export const docLabel = (r: ClientRecord['document']) =>
  `${DOCUMENT_TYPE_NAMES[r.type_id]} № ${r.number}${r.verified_at === null ? t.notVerified : ''}`;

export function FoundStep(p: ClientStepProps) {
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
            {r.differences && r.differences.length > 0 ? (
              <DifferencesTable
                rows={r.differences}
                caption={ruClient.differences.title}
                className="text-xs"
              />
            ) : null}
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
