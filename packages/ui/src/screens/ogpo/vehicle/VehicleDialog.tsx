/**
 * The vehicle dialog 'Авто' of the OGPO page (spec part 2 sections 2.2, 5.2, 8): search by plate, VIN or
 * registration certificate (Enter searches), the register's vehicles to pick, 'Авто не найдено' with a form to fill
 * by hand, the form with every field of the vehicle (the type a choice of the OGPO types for a vehicle the register
 * did not give, else read-only; a register vehicle read-only), 'Сохранить' or for an edit 'Обновить' / 'Отменить'. Renders core's selectVehicleDialogView; null: closed.
 */
import { useId } from 'react';
import {
  VEHICLE_SEARCH_BY,
  normaliseVehicleCode,
  ruVehicle,
  type Region,
  type Vehicle,
  type VehicleDialogView,
  type VehicleField,
  type VehicleSearchBy,
} from '@sakta/core/ogpo/vehicle';
import { Alert } from '../../../primitives/alert';
import { Button } from '../../../primitives/button';
import { Dialog, DialogFooter } from '../../../primitives/dialog';
import { PartyDialogContent } from '../../parties/PartyDialogContent';
import { DateInput } from '../../../primitives/date-input';
import { Field, Input } from '../../../primitives/field';
import { SelectField } from '../../../primitives/select';
import { TextField } from '../../../primitives/text-field';

export interface VehicleDialogProps {
  view: VehicleDialogView | null;
  /** The regions dictionary (GET dictionaries/regions). */
  regions: readonly Region[];
  onQuery: (patch: { by?: VehicleSearchBy; value?: string }) => void;
  onSearch: () => void;
  onPick: (index: number) => void;
  onCreate: () => void;
  onReset: () => void;
  onField: (field: VehicleField, value: string | number | boolean | null) => void;
  onSubmit: () => void;
  onClose: () => void;
}

const f = ruVehicle.fields;
const a = ruVehicle.actions;

export function VehicleDialog(props: VehicleDialogProps) {
  const { view, onClose } = props;
  return (
    <Dialog open={view !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {view ? (
        <PartyDialogContent
          slot="vehicle-dialog"
          className="max-h-[90vh] overflow-y-auto sm:max-w-2xl"
          title={ruVehicle.title}
          description={<>{view.editing ? a.update : `${a.search}: ${ruVehicle.searchBy[view.by]}`}</>}
          descriptionClassName="sr-only"
        >
          {view.step === 'search' || view.step === 'searching' ? <SearchStep {...props} view={view} /> : null}
          {view.step === 'found' ? <FoundStep {...props} view={view} /> : null}
          {view.step === 'notFound' ? <NotFoundStep {...props} view={view} /> : null}
          {view.step === 'form' || view.step === 'saving' ? <FormStep {...props} view={view} /> : null}
        </PartyDialogContent>
      ) : null}
    </Dialog>
  );
}

type StepProps = VehicleDialogProps & { view: VehicleDialogView };

function SearchStep({ view, onQuery, onSearch }: StepProps) {
  return (
    <form
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (view.canSearch) onSearch();
      }}
    >
      <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
        <SelectField
          label={ruVehicle.searchByLabel}
          value={view.by}
          options={VEHICLE_SEARCH_BY.map((by) => ({ value: by, label: ruVehicle.searchBy[by] }))}
          disabled={view.busy}
          onValueChange={(by) => onQuery({ by: by as VehicleSearchBy })}
        />
        <TextField
          descriptor={{ label: ruVehicle.searchBy[view.by], maxLength: 20, required: true }}
          value={view.value}
          error={view.searchError}
          autoComplete="off"
          disabled={view.busy}
          // Enter submits the form: the lookup runs
          onValueChange={(value) => onQuery({ value: normaliseVehicleCode(value) })}
        />
      </div>
      {view.message ? <Alert variant="error">{view.message}</Alert> : null}
      <DialogFooter>
        <Button type="submit" disabled={!view.canSearch}>
          {view.busy ? ruVehicle.searching : a.search}
        </Button>
      </DialogFooter>
    </form>
  );
}

const describe = (v: Vehicle) => [v.mark, v.model, v.year].filter(Boolean).join(' ');

function FoundStep({ view, onPick, onReset }: StepProps) {
  return (
    <div className="grid gap-4">
      <ul className="grid gap-2" aria-label={ruVehicle.foundList}>
        {view.rows.map((v, i) => (
          <li key={`${v.vin}-${i}`} className="flex items-center justify-between gap-3 rounded-md border p-3">
            <div className="grid text-sm">
              <span className="font-medium">{describe(v)}</span>
              <span className="text-muted-foreground">
                {v.number || '—'} · VIN {v.vin || '—'}
              </span>
            </div>
            <Button type="button" size="sm" onClick={() => onPick(i)} aria-label={`${a.pick} ${describe(v)}`}>
              {a.pick}
            </Button>
          </li>
        ))}
      </ul>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onReset}>
          {a.reset}
        </Button>
      </DialogFooter>
    </div>
  );
}

function NotFoundStep({ onCreate, onReset }: StepProps) {
  return (
    <div className="grid gap-4">
      <Alert variant="warning">{ruVehicle.notFound}</Alert>
      <DialogFooter className="gap-2">
        <Button type="button" variant="outline" onClick={onReset}>
          {a.reset}
        </Button>
        <Button type="button" onClick={onCreate}>
          {a.create}
        </Button>
      </DialogFooter>
    </div>
  );
}

function FormStep({ view, regions, onField, onSubmit, onReset, onClose }: StepProps) {
  const v = view.record;
  const locked = view.readOnly || view.busy;
  const bigCityId = useId();
  const text = (
    field: VehicleField,
    label: string,
    value: string,
    opts: { maxLength?: number; inputMode?: 'numeric' } = {},
  ) => (
    <TextField
      descriptor={{ label, maxLength: opts.maxLength ?? 64, inputMode: opts.inputMode }}
      value={value}
      disabled={locked}
      autoComplete="off"
      onValueChange={(value) => onField(field, value)}
    />
  );
  return (
    <form
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        {text('number', f.number, v.number, { maxLength: 20 })}
        {text('vin', f.vin, v.vin, { maxLength: 20 })}
        {text('year', f.year, v.year, { maxLength: 4, inputMode: 'numeric' })}
        {text('mark', f.mark, v.mark)}
        {text('model', f.model, v.model)}
        {text('color', f.color, v.color)}
        {view.typeOptions ? (
          <SelectField
            label={f.type}
            value={String(v.type_id)}
            options={view.typeOptions.map((o) => ({ value: String(o.value), label: o.label }))}
            disabled={view.busy}
            onValueChange={(value) => onField('type_id', Number(value))}
          />
        ) : (
          <Field label={f.type}>
            <Input value={view.typeTitle} readOnly />
          </Field>
        )}
        {text('registration.certificate', f.certificate, v.registration.certificate, { maxLength: 20 })}
        <Field label={f.date}>
          <DateInput
            value={v.registration.date}
            disabled={locked}
            onValueChange={(iso) => onField('registration.date', iso)}
          />
        </Field>
        <SelectField
          label={f.region}
          value={v.registration.region_id === null ? '' : String(v.registration.region_id)}
          placeholder="—"
          options={regions.map((r) => ({ value: String(r.id), label: r.title }))}
          disabled={locked || !v.verify}
          onValueChange={(value) => onField('registration.region_id', value === '' ? null : Number(value))}
        />
        {text('engine.number', f.engineNumber, v.engine.number)}
        {text('engine.power', f.power, v.engine.power, { maxLength: 4, inputMode: 'numeric' })}
        {text('engine.volume', f.volume, v.engine.volume, { maxLength: 4, inputMode: 'numeric' })}
        <div className="flex items-center gap-2 self-end pb-2">
          <input
            id={bigCityId}
            type="checkbox"
            className="size-4 accent-primary"
            checked={v.registration.big_city === true}
            disabled={locked}
            onChange={(e) => onField('registration.big_city', e.target.checked)}
          />
          <label htmlFor={bigCityId} className="text-sm">
            {f.bigCity}
          </label>
        </div>
        {!v.verify ? <p className="self-end pb-2 text-sm text-muted-foreground">{f.foreign}</p> : null}
      </div>
      {view.registrationProblem ? <Alert variant="error">{view.registrationProblem}</Alert> : null}
      {view.message && view.message !== view.registrationProblem ? (
        <Alert variant="error">{view.message}</Alert>
      ) : null}
      <DialogFooter className="gap-2">
        {view.editing ? (
          <>
            <Button type="button" variant="outline" disabled={view.busy} onClick={onClose}>
              {a.cancel}
            </Button>
            <Button type="submit" disabled={view.busy}>
              {a.update}
            </Button>
          </>
        ) : (
          <>
            <Button type="button" variant="outline" disabled={view.busy} onClick={onReset}>
              {a.reset}
            </Button>
            <Button type="submit" disabled={view.busy}>
              {view.busy ? ruVehicle.saving : a.save}
            </Button>
          </>
        )}
      </DialogFooter>
    </form>
  );
}
