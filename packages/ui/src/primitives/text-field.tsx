/**
 * A labelled text input built from a field descriptor: core says what a field is (its label, mask, maximum
 * length, whether it is required, a hint), the form only wires value and change. A descriptor with a mask gets an
 * masked input; one without, a plain input limited to `maxLength`.
 */
import type { ComponentProps, ReactNode } from 'react';
import { Field, Input } from './field';
import { MaskedInput } from './masked-input';

/** What core declares about a form field (structural: core's descriptors need not import this type). */
export interface FieldDescriptor {
  label: string;
  /** The mask's pattern ('000000000000', '+7(000) 000-0000'): '0' a digit, every other character fixed. */
  mask?: string;
  maxLength?: number;
  required?: boolean;
  /** Short help under the label ('Необязательно'). */
  hint?: string;
  inputMode?: ComponentProps<'input'>['inputMode'];
}

export interface TextFieldProps extends Omit<
  ComponentProps<'input'>,
  'value' | 'onChange' | 'maxLength' | 'required' | 'defaultValue' | 'ref'
> {
  descriptor: FieldDescriptor;
  value: string;
  /** The new text (for a masked field, the masked text). */
  onValueChange: (value: string) => void;
  error?: ReactNode;
  /** Class of the Field around the input. */
  fieldClassName?: string;
}

export function TextField({
  descriptor,
  value,
  onValueChange,
  error,
  fieldClassName,
  inputMode,
  ...props
}: TextFieldProps) {
  const { label, mask, maxLength, required, hint } = descriptor;
  return (
    <Field label={label} hint={hint} error={error} required={required} className={fieldClassName}>
      {mask ? (
        <MaskedInput
          mask={mask}
          value={value}
          inputMode={inputMode ?? descriptor.inputMode}
          onAccept={(masked) => onValueChange(masked)}
          {...props}
        />
      ) : (
        <Input
          value={value}
          maxLength={maxLength}
          inputMode={inputMode ?? descriptor.inputMode}
          onChange={(e) => onValueChange(e.target.value)}
          {...props}
        />
      )}
    </Field>
  );
}

/** A filter's text fields: which, in order, and core's descriptor of each. */
export interface FilterTexts<K extends string> {
  fields: readonly K[];
  descriptors: Record<K, FieldDescriptor>;
}

/** The draft's text fields, each from core's descriptor, with its message if any. */
export function FilterTextFields<K extends string>({
  texts,
  values,
  errors,
  onEdit,
}: {
  texts: FilterTexts<K>;
  values: Record<K, string>;
  errors?: Partial<Record<K, string>>;
  onEdit: (field: K, value: string) => void;
}) {
  return texts.fields.map((field) => (
    <TextField
      key={field}
      descriptor={texts.descriptors[field]}
      value={values[field]}
      error={errors?.[field]}
      onValueChange={(value) => onEdit(field, value)}
    />
  ));
}
