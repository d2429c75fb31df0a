import { createContext, useContext, useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { useTypedBeforeHydration } from './typed-before-hydration';

interface FieldContextValue {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
}

const FieldContext = createContext<FieldContextValue | null>(null);

/** The control inside a Field reads its id, aria-describedby and aria-invalid from here. */
export function useFieldControl(): FieldContextValue | null {
  return useContext(FieldContext);
}

export interface FieldProps extends Omit<ComponentProps<'div'>, 'children'> {
  label: ReactNode;
  /** Short help under the control (e.g. 'Необязательно'). */
  hint?: ReactNode;
  /** Error message; marks the control aria-invalid and links it with aria-describedby. */
  error?: ReactNode;
  required?: boolean;
  /** Id for the control; generated when absent. */
  htmlFor?: string;
  children: ReactNode;
}

/** Label + control + hint + error, wired for assistive technology. */
export function Field({
  label,
  hint,
  error,
  required = false,
  htmlFor,
  className,
  children,
  ...props
}: FieldProps) {
  const generated = useId();
  const id = htmlFor ?? `field-${generated}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const invalid = Boolean(error);
  return (
    <FieldContext.Provider value={{ id, describedBy, invalid, required }}>
      <div
        data-slot="field"
        data-invalid={invalid || undefined}
        className={cn('grid gap-1.5', className)}
        {...props}
      >
        <div className="flex items-baseline justify-between gap-2">
          <label htmlFor={id} data-slot="field-label" className="text-sm font-medium text-foreground">
            {label}
            {required ? (
              <span className="ml-0.5 text-danger" aria-hidden="true">
                *
              </span>
            ) : null}
          </label>
          {hint ? (
            <span id={hintId} data-slot="field-hint" className="text-xs text-muted-foreground">
              {hint}
            </span>
          ) : null}
        </div>
        {children}
        {error ? (
          <p id={errorId} data-slot="field-error" className="text-xs font-medium text-danger">
            {error}
          </p>
        ) : null}
      </div>
    </FieldContext.Provider>
  );
}

export const inputClassName = cn(
  'flex h-10 w-full min-w-0 rounded-md border border-input bg-card px-3 py-2 text-sm text-foreground shadow-xs',
  'placeholder:text-muted-foreground/80 transition-[color,box-shadow] outline-none',
  'focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring',
  'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-70',
  // read-only (the readonly attribute, not CSS's :read-only, which a select matches too): the muted ground and no
  // raised edge of a disabled field, at full contrast, still focusable to read and copy
  '[&[readonly]]:cursor-default [&[readonly]]:bg-muted [&[readonly]]:shadow-none',
  'aria-invalid:border-danger aria-invalid:focus-visible:ring-danger',
);

/** Props a control takes from its Field unless given explicitly. */
export function useFieldProps(props: {
  id?: string | undefined;
  'aria-describedby'?: string | undefined;
  'aria-invalid'?: ComponentProps<'input'>['aria-invalid'];
  required?: boolean | undefined;
}) {
  const field = useFieldControl();
  return {
    id: props.id ?? field?.id,
    'aria-describedby': props['aria-describedby'] ?? field?.describedBy,
    'aria-invalid': props['aria-invalid'] ?? (field?.invalid ? true : undefined),
    required: props.required ?? (field?.required || undefined),
  };
}

export type InputProps = ComponentProps<'input'>;

export function Input({ className, type = 'text', ref, ...props }: InputProps) {
  const fieldProps = useFieldProps(props);
  const typed = useTypedBeforeHydration(props.value, ref);
  return (
    <input
      data-slot="input"
      type={type}
      className={cn(inputClassName, className)}
      ref={typed}
      {...props}
      {...fieldProps}
    />
  );
}
