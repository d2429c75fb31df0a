/**
 * A choice from a list (reason, КБе, product): a native `select` styled like the inputs. Native on purpose: the
 * platform's keyboard and type-ahead, the phone's own picker, a `combobox` role, and a value that tests and
 * autofill read like any control. `SelectField` is the labelled one that forms use (label from a descriptor too).
 */
import type { ComponentProps, ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { Field, inputClassName, useFieldProps } from './field';
import type { FieldDescriptor } from './text-field';

export const selectVariants = cva([inputClassName, 'appearance-auto pr-2'], {
  variants: {
    size: { default: 'h-10', sm: 'h-8 py-1 text-xs' },
  },
  defaultVariants: { size: 'default' },
});

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface NativeSelectProps
  extends Omit<ComponentProps<'select'>, 'size'>, VariantProps<typeof selectVariants> {}

/** The styled select; inside a Field it takes its id, description and invalid state. */
export function NativeSelect({ className, size, ...props }: NativeSelectProps) {
  const fieldProps = useFieldProps(props);
  return (
    <select
      data-slot="select"
      className={cn(selectVariants({ size }), className)}
      {...props}
      {...fieldProps}
    />
  );
}

export interface SelectFieldProps extends Omit<NativeSelectProps, 'value' | 'onChange' | 'children'> {
  /** Label, hint and required from core (or given one by one below). */
  descriptor?: FieldDescriptor;
  label?: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  value: string;
  options: readonly SelectOption[];
  onValueChange: (value: string) => void;
  /** A first, unselectable option shown while nothing is chosen ('—'). */
  placeholder?: string;
  /** Class of the Field around the select. */
  fieldClassName?: string;
}

export function SelectField({
  descriptor,
  label,
  hint,
  error,
  required,
  value,
  options,
  onValueChange,
  placeholder,
  fieldClassName,
  ...props
}: SelectFieldProps) {
  return (
    <Field
      label={label ?? descriptor?.label}
      hint={hint ?? descriptor?.hint}
      error={error}
      required={required ?? descriptor?.required}
      className={fieldClassName}
    >
      <NativeSelect value={value} onChange={(e) => onValueChange(e.target.value)} {...props}>
        {placeholder !== undefined ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}
