/**
 * One choice among a few visible options (return method, signing method): native radio inputs sharing one `name`
 * inside a `radiogroup`, so the browser itself makes arrows move and select, Tab enter and leave the group as one
 * stop, and each option a `radio` named by its label.
 * `RadioGroupField` is the labelled group with an optional hint that forms use; `RadioGroup`/`RadioGroupItem` are
 * the parts for other layouts.
 */
import { createContext, use, useId, type ComponentProps, type ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { useControllable } from '../lib/controllable';
import { cn } from '../lib/cn';

export const radioGroupVariants = cva('flex', {
  variants: {
    orientation: {
      horizontal: 'flex-wrap gap-x-6 gap-y-2',
      vertical: 'flex-col gap-2',
    },
  },
  defaultVariants: { orientation: 'horizontal' },
});

/** What the items need from their group: the shared name, the chosen value and how to choose. */
interface GroupContext {
  name: string;
  value: string | undefined;
  select: (value: string) => void;
  disabled: boolean;
  required: boolean;
}

const RadioGroupContext = createContext<GroupContext | null>(null);

export interface RadioGroupProps
  extends
    Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange' | 'role'>,
    VariantProps<typeof radioGroupVariants> {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  disabled?: boolean;
  required?: boolean;
  /** The radios' shared `name`; generated when absent (radios with the same name in a document are one group). */
  name?: string;
}

export function RadioGroup({
  className,
  orientation,
  value,
  defaultValue,
  onValueChange,
  disabled = false,
  required = false,
  name,
  ...props
}: RadioGroupProps) {
  const generated = useId();
  const [current, select] = useControllable(value, defaultValue, onValueChange);
  return (
    <RadioGroupContext
      value={{ name: name ?? `radio-group-${generated}`, value: current, select, disabled, required }}
    >
      <div
        role="radiogroup"
        data-slot="radio-group"
        aria-orientation={orientation ?? 'horizontal'}
        aria-required={required || undefined}
        data-disabled={disabled ? '' : undefined}
        className={cn(radioGroupVariants({ orientation }), className)}
        {...props}
      />
    </RadioGroupContext>
  );
}

export interface RadioGroupItemProps extends Omit<
  ComponentProps<'input'>,
  'type' | 'name' | 'value' | 'checked' | 'defaultChecked' | 'onChange'
> {
  value: string;
  label: ReactNode;
}

/**
 * An option: the round control (a native radio drawn with `appearance-none`, its dot a sibling shown while it is
 * checked) and its label (clicking the label selects it).
 */
export function RadioGroupItem({ label, id, className, disabled, value, ...props }: RadioGroupItemProps) {
  const group = use(RadioGroupContext);
  if (!group) throw new Error('RadioGroupItem is used outside a RadioGroup');
  const generated = useId();
  const itemId = id ?? `radio-${generated}`;
  const off = group.disabled || disabled;
  const checked = group.value === value;
  return (
    <div
      data-slot="radio-group-option"
      data-disabled={off || undefined}
      className="group/option flex items-center gap-2 text-sm"
    >
      <span className="grid size-4 shrink-0 place-items-center">
        <input
          type="radio"
          id={itemId}
          name={group.name}
          value={value}
          checked={checked}
          disabled={off}
          required={group.required}
          onChange={() => group.select(value)}
          data-slot="radio-group-item"
          data-state={checked ? 'checked' : 'unchecked'}
          className={cn(
            'peer col-start-1 row-start-1 size-4 cursor-pointer appearance-none rounded-full border border-input bg-card shadow-xs',
            'outline-none transition-[color,box-shadow] focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring',
            'checked:border-primary disabled:cursor-not-allowed disabled:opacity-50',
            'aria-invalid:border-danger',
            className,
          )}
          {...props}
        />
        <span
          aria-hidden
          className="pointer-events-none col-start-1 row-start-1 hidden size-2 rounded-full bg-primary peer-checked:block peer-disabled:opacity-50"
        />
      </span>
      <label
        htmlFor={itemId}
        className="cursor-pointer group-data-[disabled]/option:cursor-not-allowed group-data-[disabled]/option:text-muted-foreground"
      >
        {label}
      </label>
    </div>
  );
}

export interface RadioChoice<V extends string | number> {
  value: V;
  label: string;
  disabled?: boolean;
}

export interface RadioGroupFieldProps<V extends string | number> {
  /** The question the options answer ('Способ возврата'). */
  label: ReactNode;
  value: V;
  choices: readonly RadioChoice<V>[];
  onValueChange: (value: V) => void;
  disabled?: boolean;
  /** Why an option is unavailable, or how to choose; read with the group. */
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  name?: string;
  orientation?: 'horizontal' | 'vertical';
  className?: string;
}

/** A labelled radio group with its hint and error; numeric or string values come back with their own type. */
export function RadioGroupField<V extends string | number>({
  label,
  value,
  choices,
  onValueChange,
  disabled = false,
  hint,
  error,
  required = false,
  name,
  orientation,
  className,
}: RadioGroupFieldProps<V>) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div
      data-slot="radio-group-field"
      data-invalid={error ? true : undefined}
      className={cn('grid gap-2', className)}
    >
      <span id={labelId} className="mb-2 text-sm font-medium">
        {label}
      </span>
      <RadioGroup
        name={name}
        value={String(value)}
        disabled={disabled}
        required={required}
        orientation={orientation}
        aria-labelledby={labelId}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        aria-invalid={error ? true : undefined}
        onValueChange={(next) => {
          const choice = choices.find((c) => String(c.value) === next);
          if (choice) onValueChange(choice.value);
        }}
      >
        {choices.map((c) => (
          <RadioGroupItem
            key={String(c.value)}
            value={String(c.value)}
            label={c.label}
            disabled={c.disabled}
          />
        ))}
      </RadioGroup>
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
