/**
 * The property-object modal (spec part 2 sections 2.3, 3.5, 5.5): region, address, year built, for an immovable
 * object its condition, kind and walls, cost, insured amount, loan number, the texts, the access-system and
 * security switches (with the mode), the fire alarm, dangers and the existing contracts. Closing it and Добавить
 * (enabled only when valid) end it; Esc clears the form. Renders core's selectObjectDialogView; each field's
 * message stands under it, and a field left sends onBlur so its message shows.
 */
import {
  FIRE_ALARMS,
  IMMOVABLE_KINDS,
  OBJECT_CONDITIONS,
  ruProperty,
  SECURITY_MODES,
  WALL_MATERIALS,
  type ObjectDialogView,
  type ObjectField,
  type PropertyObject,
} from '@sakta/core/property';
import type { ReactNode } from 'react';
import { Alert } from '../../primitives/alert';
import { Button } from '../../primitives/button';
import { DialogFooter } from '../../primitives/dialog';
import { Modal, ModalContent } from '../../primitives/modal';
import { Field, Input } from '../../primitives/field';
import { MoneyInput } from '../../primitives/money-input';
import { SelectField } from '../../primitives/select';
import { Switch } from '../../primitives/switch';
import { Textarea } from '../../primitives/textarea';

/** What the modal renders: core's view of the object dialog. */
export type { ObjectDialogView };

export interface ObjectDialogProps {
  view: ObjectDialogView | null;
  /** The regions' dictionary (id, name), as the page loads it. */
  regions: readonly { id: number; title: string }[];
  onChange: <K extends ObjectField>(field: K, value: PropertyObject[K]) => void;
  onBlur: (field: ObjectField) => void;
  onContracts: (on: boolean) => void;
  onClear: () => void;
  onSave: () => void;
  onClose: () => void;
}

const labels = ruProperty.fields;
/** The fields the modal shows (premium is the calculation's). */
type Shown = keyof typeof labels;
type TextField =
  | 'address'
  | 'loan_number'
  | 'add_info'
  | 'activity'
  | 'ownership'
  | 'landlord'
  | 'tenant'
  | 'condition'
  | 'dangers';
type SelectKey = 'region_id' | 'cond_id' | 'kind_id' | 'wall_id' | 'security' | 'fire_alarm';

const options = (items: readonly { id: string | number; name: string }[]) =>
  items.map((i) => ({ value: String(i.id), label: i.name }));

function ObjectForm(props: ObjectDialogProps & { view: ObjectDialogView }) {
  const { view, onChange, onBlur } = props;
  const f = view.form;
  const field = (key: Shown, control: ReactNode, className?: string) => (
    <Field
      label={labels[key]}
      required={view.required.includes(key)}
      error={view.errors[key]}
      className={className}
    >
      {control}
    </Field>
  );
  const text = (key: TextField, className?: string) =>
    field(
      key,
      <Input value={f[key]} onChange={(e) => onChange(key, e.target.value)} onBlur={() => onBlur(key)} />,
      className,
    );
  const money = (key: 'cost' | 'amount') =>
    field(
      key,
      <MoneyInput value={f[key]} onValueChange={(n) => onChange(key, n)} onBlur={() => onBlur(key)} />,
    );
  // a choice is its field's end: its message shows at once
  const select = (key: SelectKey, items: { value: string; label: string }[], set: (v: string) => void) => (
    <SelectField
      label={labels[key]}
      required={view.required.includes(key)}
      error={view.errors[key]}
      placeholder="—"
      value={f[key] == null ? '' : String(f[key])}
      options={items}
      onValueChange={(v) => {
        set(v);
        onBlur(key);
      }}
    />
  );
  const toggle = (label: string, checked: boolean, set: (on: boolean) => void) => (
    <label className="flex items-center gap-2 text-sm">
      <Switch checked={checked} onCheckedChange={set} aria-label={label} />
      {label}
    </label>
  );
  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        props.onSave();
      }}
    >
      {view.message ? <Alert variant="error">{view.message}</Alert> : null}
      <div className="grid items-start gap-3 sm:grid-cols-2">
        {select(
          'region_id',
          props.regions.map((r) => ({ value: String(r.id), label: r.title })),
          (v) => onChange('region_id', v === '' ? null : Number(v)),
        )}
        {text('address')}
        {field(
          'year',
          <Input
            inputMode="numeric"
            maxLength={4}
            value={f.year}
            onChange={(e) => onChange('year', e.target.value.replace(/\D/g, ''))}
            onBlur={() => onBlur('year')}
          />,
        )}
        {view.isImmovable ? (
          <>
            {select('cond_id', options(OBJECT_CONDITIONS), (v) => onChange('cond_id', v))}
            {select('kind_id', options(IMMOVABLE_KINDS), (v) => onChange('kind_id', v))}
            {select('wall_id', options(WALL_MATERIALS), (v) => onChange('wall_id', v))}
          </>
        ) : null}
        {money('cost')}
        {money('amount')}
        {text('loan_number')}
        {text('add_info')}
        {text('activity')}
        {text('ownership')}
        {text('landlord')}
        {text('tenant')}
        {text('condition')}
        {select('fire_alarm', options(FIRE_ALARMS), (v) =>
          onChange('fire_alarm', v === '' ? null : (Number(v) as PropertyObject['fire_alarm'])),
        )}
      </div>
      <div className="grid items-start gap-3 sm:grid-cols-2">
        {toggle(labels.has_access_system, f.has_access_system, (on) => onChange('has_access_system', on))}
        {toggle(labels.has_security, f.has_security, (on) => onChange('has_security', on))}
        {f.has_security
          ? select('security', options(SECURITY_MODES), (v) =>
              onChange('security', v as PropertyObject['security']),
            )
          : null}
      </div>
      {text('dangers')}
      {toggle(labels.contracts, view.hasContracts, props.onContracts)}
      {view.hasContracts
        ? field(
            'contracts',
            <Textarea
              value={f.contracts}
              onChange={(e) => onChange('contracts', e.target.value)}
              onBlur={() => onBlur('contracts')}
            />,
          )
        : null}
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

/** The modal: open while editing; Escape clears the form (2.3), the close button and Закрыть close it. */
export function ObjectDialog(props: ObjectDialogProps) {
  const { view } = props;
  const open = view !== null && view.step === 'editing';
  return (
    <Modal open={open} onClose={props.onClose}>
      {open ? (
        <ModalContent
          data-slot="property-object-dialog"
          data-step={view.step}
          className="max-h-[90vh] overflow-y-auto sm:max-w-3xl"
          onEscapeKeyDown={(e) => {
            e.preventDefault();
            props.onClear();
          }}
          title={view.title}
          description={view.description}
        >
          <ObjectForm {...props} view={view} />
        </ModalContent>
      ) : null}
    </Modal>
  );
}
