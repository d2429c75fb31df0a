/**
 * The casco vehicle modal 'Авто' (spec part 2 sections 2.2 property/casco variant, 3.4, 5.2, 8, 9): plate and VIN
 * (Enter in either asks the register), the actual cost under its cap and the insured amount (disabled until the
 * cost is set), year, colour, make, model, the program's type read-only, the registration certificate, region and
 * issue date, the engine's number, power and volume. The program limit still available heads the form; the lookup's
 * notice ('Авто не найдено', 'ТС по {value} уже есть в списке') stands under the plate and the VIN, where Enter was
 * pressed. Сохранить is enabled only when the vehicle is valid; Закрыть, Esc and the corner button close it.
 *
 * Renders core's `connectCascoVehicleDialog`: the view and the intents. Every field is cleaned by the machine (the
 * plate shows uppercased and stripped as the view gives it back); a field left sends onBlur so its message shows.
 */
import type { KeyboardEvent, ReactNode } from 'react';
import {
  CASCO_VEHICLE_LABELS,
  fieldValue,
  ruCascoVehicleDialog,
  type CascoLookupBy,
  type CascoVehicleDialogConnection,
  type CascoVehicleField,
  type CascoVehicleView,
} from '@sakta/core/casco';
import { ruSaleVehicle } from '@sakta/core/parties/vehicle';
import { Alert } from '../../primitives/alert';
import { Button } from '../../primitives/button';
import { DateInput } from '../../primitives/date-input';
import { DialogFooter } from '../../primitives/dialog';
import { Field, Input } from '../../primitives/field';
import { Modal, ModalContent } from '../../primitives/modal';
import { MoneyInput } from '../../primitives/money-input';
import { SelectField } from '../../primitives/select';
import { Spinner } from '../../primitives/spinner';

/** What the modal renders and sends: core's connection of the dialog machine. */
export type { CascoVehicleView };

export type CascoVehicleDialogProps = CascoVehicleDialogConnection & {
  /** The regions' dictionary (id, name), as the page loads it. */
  regions: readonly { id: number; title: string }[];
};

/** The fields typed as text (the others are money, the region and the date). */
type TextKey = Exclude<CascoVehicleField, 'cost' | 'amount' | 'registration.region_id' | 'registration.date'>;

const labels = CASCO_VEHICLE_LABELS;
/** Year, power and volume: four digits (5.2). */
const FOUR_DIGITS: readonly TextKey[] = ['year', 'engine.power', 'engine.volume'];

/** The modal: open while the machine edits or looks a vehicle up. */
export function CascoVehicleDialog(props: CascoVehicleDialogProps) {
  const { view } = props;
  const open = view.step === 'editing' || view.step === 'lookingUp';
  return (
    <Modal open={open} onClose={props.onClose}>
      {open ? (
        <ModalContent
          data-slot="casco-vehicle-dialog"
          data-step={view.step}
          className="max-h-[90vh] overflow-y-auto sm:max-w-3xl"
          title={view.title}
          description={view.description}
        >
          <VehicleForm {...props} />
        </ModalContent>
      ) : null}
    </Modal>
  );
}

function VehicleForm(props: CascoVehicleDialogProps) {
  const { view, onChange, onBlur } = props;
  const busy = view.busy;
  const field = (key: CascoVehicleField, control: ReactNode, hint?: string) => (
    <Field label={labels[key]} required={view.required.includes(key)} error={view.errors[key]} hint={hint}>
      {control}
    </Field>
  );
  // Enter in the plate or the VIN asks the register instead of saving; the machine decides whether it may
  // (a listed plate is refused with its notice, one of 3 characters or fewer is not searched)
  const lookupOnEnter = (by: CascoLookupBy) => (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    if (!busy) props.onLookup(by);
  };
  const text = (key: TextKey, extra: { lookup?: CascoLookupBy } = {}) =>
    field(
      key,
      <Input
        value={fieldValue(view.form, key)}
        autoComplete="off"
        readOnly={busy}
        {...(FOUR_DIGITS.includes(key) ? { inputMode: 'numeric' as const, maxLength: 4 } : {})}
        {...(extra.lookup
          ? {
              onKeyDown: lookupOnEnter(extra.lookup),
              enterKeyHint: view.canLookup[extra.lookup] ? ('search' as const) : undefined,
            }
          : {})}
        onChange={(e) => onChange(key, e.target.value)}
        onBlur={() => onBlur(key)}
      />,
    );
  const money = (key: 'cost' | 'amount', disabled: boolean, hint: string | undefined) =>
    field(
      key,
      <MoneyInput
        value={view.form[key]}
        disabled={disabled}
        readOnly={busy}
        onValueChange={(n) => onChange(key, n)}
        onBlur={() => onBlur(key)}
      />,
      hint,
    );
  return (
    <form
      className="grid gap-4"
      noValidate
      aria-busy={busy}
      onSubmit={(e) => {
        e.preventDefault();
        props.onSave();
      }}
    >
      <p data-slot="casco-available" className="text-sm text-muted-foreground">
        {view.availableText}
      </p>
      <div className="grid items-start gap-3 sm:grid-cols-2">
        {text('number', { lookup: 'number' })}
        {text('vin', { lookup: 'vin' })}
      </div>
      <LookupStatus view={view} />
      <div className="grid items-start gap-3 sm:grid-cols-2">
        {money('cost', false, view.costHint)}
        {money(
          'amount',
          view.amountDisabled,
          view.amountDisabled ? ruCascoVehicleDialog.amountDisabled : undefined,
        )}
      </div>
      <div className="grid items-start gap-3 sm:grid-cols-3">
        {text('year')}
        {text('mark')}
        {text('model')}
        {text('color')}
        <Field label={ruSaleVehicle.fields.type}>
          <Input value={view.typeTitle} readOnly />
        </Field>
        {text('registration.certificate')}
        <SelectField
          label={labels['registration.region_id']}
          required={view.required.includes('registration.region_id')}
          error={view.errors['registration.region_id']}
          placeholder="—"
          value={view.form.registration.region_id == null ? '' : String(view.form.registration.region_id)}
          options={props.regions.map((r) => ({ value: String(r.id), label: r.title }))}
          disabled={busy}
          onValueChange={(v) => {
            onChange('registration.region_id', v === '' ? null : Number(v));
            // a choice is its field's end: its message shows at once
            onBlur('registration.region_id');
          }}
        />
        {field(
          'registration.date',
          // left when the focus goes out of the field (not into its calendar button)
          <div
            onBlur={(e) => {
              if (!e.currentTarget.contains(e.relatedTarget)) onBlur('registration.date');
            }}
          >
            <DateInput
              value={view.form.registration.date}
              disabled={busy}
              onValueChange={(iso) => onChange('registration.date', iso)}
            />
          </div>,
        )}
        {text('engine.number')}
        {text('engine.power')}
        {text('engine.volume')}
      </div>
      {view.message ? <Alert variant="error">{view.message}</Alert> : null}
      <DialogFooter className="gap-2">
        <Button type="button" variant="outline" onClick={props.onClose}>
          {view.closeLabel}
        </Button>
        <Button type="submit" disabled={!view.canSave}>
          {view.saveLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Under the plate and the VIN: the register being asked, or the lookup's notice. */
function LookupStatus({ view }: { view: CascoVehicleView }) {
  if (view.busy)
    return (
      <p data-slot="casco-lookup" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner size="sm" decorative />
        <span role="status">{ruCascoVehicleDialog.searching}</span>
      </p>
    );
  return view.notice ? (
    <Alert data-slot="casco-lookup" variant="warning">
      {view.notice}
    </Alert>
  ) : null;
}
