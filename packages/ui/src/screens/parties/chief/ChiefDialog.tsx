/**
 * The chief dialog ('Руководитель' / 'Собственник', spec part 2 sections 2.2, 5.1, 8): step 0 search by IIN or
 * document number (enabled only with a 12-digit IIN or a number), 1 found, 2 not found ('Клиент не найден') and
 * the manual form. Renders core's selectChiefDialogView.
 */
import { ruChief, type ChiefDialogView, type ChiefRecord } from '@sakta/core/parties/chief';
import { DOCUMENT_TYPE_NAMES } from '@sakta/core/parties/client';
import { Alert } from '../../../primitives/alert';
import { Button } from '../../../primitives/button';
import { DialogFooter } from '../../../primitives/dialog';
import { LookupPartyDialog } from '../PartyDialogContent';
import { DateInput } from '../../../primitives/date-input';
import { Field, Input } from '../../../primitives/field';
import { FormSection } from '../../../primitives/form-section';
import { IinInput } from '../../../primitives/iin-input';
import { RadioGroupField } from '../../../primitives/radio-group';
import { SelectField } from '../../../primitives/select';
import { Spinner } from '../../../primitives/spinner';
import { Switch } from '../../../primitives/switch';

export interface ChiefDialogProps {
  view: ChiefDialogView | null;
  onQuery: (patch: { iin?: string; document?: string }) => void;
  onSearch: () => void;
  onPick: (index: number) => void;
  onCreate: () => void;
  onReset: () => void;
  onChange: (patch: Partial<ChiefRecord>) => void;
  onSubmit: () => void;
  onClose: () => void;
}

const DOC_TYPES = [1, 4, 8, 11, 12] as const;

function ChiefForm({ view, onChange, onReset, onSubmit }: ChiefDialogProps & { view: ChiefDialogView }) {
  const r = view.record;
  const busy = view.busy;
  const miss = (k: string) => view.missing.includes(k);
  const text = (
    label: string,
    key: 'surname' | 'name' | 'patronymic' | 'phone' | 'email',
    required = false,
  ) => (
    <Field label={label} required={required} error={miss(key) ? ruChief.required : undefined}>
      <Input value={r[key]} disabled={busy} onChange={(e) => onChange({ [key]: e.target.value })} />
    </Field>
  );
  // the document's number and issue date, both required
  const docField = (key: 'number' | 'issued', label: string) => {
    const set = (value: string) => onChange({ document: { ...r.document, [key]: value } });
    return (
      <Field label={label} required error={miss(`document.${key}`) ? ruChief.required : undefined}>
        {key === 'issued' ? (
          <DateInput value={r.document.issued} disabled={busy} onValueChange={set} />
        ) : (
          <Input value={r.document.number} disabled={busy} onChange={(e) => set(e.target.value)} />
        )}
      </Field>
    );
  };
  return (
    <div className="grid gap-4">
      <label className="flex items-center gap-2 text-sm">
        <Switch
          checked={r.resident}
          disabled={busy}
          onCheckedChange={(v) => onChange({ resident: v })}
          aria-label={ruChief.resident}
        />
        {ruChief.resident}
      </label>
      <FormSection title={ruChief.sections.identity}>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            label={ruChief.iin}
            required={r.resident}
            error={miss('iin') ? ruChief.iinLength : undefined}
          >
            <IinInput value={r.iin} disabled={busy} onValueChange={(iin) => onChange({ iin })} />
          </Field>
          {text(ruChief.surname, 'surname', true)}
          {text(ruChief.name, 'name', true)}
          {text(ruChief.patronymic, 'patronymic')}
          <Field label={ruChief.birthday} required error={miss('birthday') ? ruChief.required : undefined}>
            <DateInput
              value={r.birthday}
              disabled={busy}
              onValueChange={(iso) => onChange({ birthday: iso })}
            />
          </Field>
          <RadioGroupField<1 | 2>
            label={ruChief.sex}
            value={r.sex}
            choices={[
              { value: 1, label: ruChief.male },
              { value: 2, label: ruChief.female },
            ]}
            orientation="horizontal"
            disabled={busy}
            onValueChange={(v) => onChange({ sex: v })}
          />
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4"
            checked={r.politician}
            disabled={busy}
            onChange={(e) => onChange({ politician: e.target.checked })}
          />
          {ruChief.politician}
        </label>
      </FormSection>
      <FormSection title={ruChief.sections.document}>
        <div className="grid gap-3 sm:grid-cols-3">
          <SelectField
            label={ruChief.documentType}
            value={String(r.document.type_id)}
            options={DOC_TYPES.map((t) => ({ value: String(t), label: DOCUMENT_TYPE_NAMES[t] }))}
            disabled={busy}
            onValueChange={(v) =>
              onChange({
                document: { ...r.document, type_id: Number(v) as ChiefRecord['document']['type_id'] },
              })
            }
          />
          {docField('number', ruChief.document)}
          {docField('issued', ruChief.issued)}
        </div>
      </FormSection>
      <FormSection title={ruChief.sections.contacts}>
        <div className="grid gap-3 sm:grid-cols-3">
          <Field label={ruChief.address}>
            <Input
              value={r.location.address}
              disabled={busy}
              onChange={(e) => onChange({ location: { address: e.target.value } })}
            />
          </Field>
          {text(ruChief.phone, 'phone')}
          {text(ruChief.email, 'email')}
        </div>
      </FormSection>
      <DialogFooter className="gap-2 sm:justify-between">
        {view.editing ? (
          <span />
        ) : (
          <Button type="button" variant="outline" disabled={busy} onClick={onReset}>
            {ruChief.reset}
          </Button>
        )}
        <Button type="button" disabled={busy} onClick={onSubmit}>
          {view.step === 'saving' ? ruChief.saving : ruChief.save}
        </Button>
      </DialogFooter>
    </div>
  );
}

export function ChiefDialog(props: ChiefDialogProps) {
  return (
    <LookupPartyDialog
      view={props.view}
      onClose={props.onClose}
      slot="chief-dialog"
      className="max-h-[90vh] overflow-y-auto sm:max-w-2xl"
      description={(view) => view.subtitle}
    >
      {(view) => (
        <>
          {view.message ? <Alert variant="error">{view.message}</Alert> : null}
          {view.step === 'search' || view.step === 'searching' ? (
            <div className="grid gap-3">
              <div className="grid gap-3 sm:grid-cols-2">
                <Field label={ruChief.iin}>
                  <IinInput
                    value={view.iin}
                    disabled={view.busy}
                    onValueChange={(iin) => props.onQuery({ iin })}
                  />
                </Field>
                <Field label={ruChief.document}>
                  <Input
                    value={view.document}
                    maxLength={64}
                    disabled={view.busy}
                    onChange={(e) => props.onQuery({ document: e.target.value })}
                  />
                </Field>
              </div>
              <DialogFooter>
                {view.busy ? <Spinner decorative /> : null}
                <Button type="button" disabled={!view.canSearch} onClick={props.onSearch}>
                  {ruChief.search}
                </Button>
              </DialogFooter>
            </div>
          ) : null}
          {view.step === 'found' ? (
            <div className="grid gap-3">
              <ul className="grid gap-2" aria-label={ruChief.foundList}>
                {view.rows.map((r, i) => (
                  <li
                    key={`${r.iin}-${i}`}
                    className="flex items-center justify-between gap-3 rounded-lg border p-3 text-sm"
                  >
                    <span>
                      <span className="font-medium">
                        {[r.surname, r.name, r.patronymic].filter(Boolean).join(' ')}
                      </span>
                      <span className="text-muted-foreground">
                        {' '}
                        · {ruChief.iin} {r.iin || '—'} · № {r.document.number}
                      </span>
                    </span>
                    <Button type="button" size="sm" onClick={() => props.onPick(i)}>
                      {ruChief.pick}
                    </Button>
                  </li>
                ))}
              </ul>
              <DialogFooter>
                <Button type="button" variant="outline" onClick={props.onReset}>
                  {ruChief.reset}
                </Button>
              </DialogFooter>
            </div>
          ) : null}
          {view.step === 'notFound' ? (
            <div className="grid gap-3">
              <Alert variant="warning">{view.notice ?? ruChief.notFound}</Alert>
              <DialogFooter className="gap-2">
                <Button type="button" variant="outline" onClick={props.onReset}>
                  {ruChief.reset}
                </Button>
                <Button type="button" onClick={props.onCreate}>
                  {ruChief.fillManually}
                </Button>
              </DialogFooter>
            </div>
          ) : null}
          {view.step === 'form' || view.step === 'saving' ? <ChiefForm {...props} view={view} /> : null}
        </>
      )}
    </LookupPartyDialog>
  );
}
