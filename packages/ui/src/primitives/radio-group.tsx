/**
 * One choice among a few visible options (return method, signing method): Radix RadioGroup, so arrows move and
 * select, Tab enters and leaves the group as one stop, and each option is a `radio` named by its label.
 * `RadioGroupField` is the labelled group with an optional hint that forms use; `RadioGroup`/`RadioGroupItem` are
 * the parts for other layouts.
 */
import { useId, type ComponentProps, type ReactNode } from 'react';
import { RadioGroup as RadixRadioGroup } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
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

export interface RadioGroupProps
  extends
    Omit<ComponentProps<typeof RadixRadioGroup.Root>, 'orientation'>,
    VariantProps<typeof radioGroupVariants> {}

export function RadioGroup({ className, orientation, ...props }: RadioGroupProps) {
  return (
    <RadixRadioGroup.Root
      data-slot="radio-group"
      orientation={orientation ?? 'horizontal'}
      className={cn(radioGroupVariants({ orientation }), className)}
      {...props}
    />
  );
}

export interface RadioGroupItemProps extends ComponentProps<typeof RadixRadioGroup.Item> {
  label: ReactNode;
}

/** An option: the round control and its label (clicking the label selects it). */
export function RadioGroupItem({ label, id, className, disabled, ...props }: RadioGroupItemProps) {
  const generated = useId();
  const itemId = id ?? `radio-${generated}`;
  return (
    <div
      data-slot="radio-group-option"
      data-disabled={disabled || undefined}
      className="group/option flex items-center gap-2 text-sm"
    >
      <RadixRadioGroup.Item
        id={itemId}
        data-slot="radio-group-item"
        disabled={disabled}
        className={cn(
          'grid size-4 shrink-0 cursor-pointer place-items-center rounded-full border border-input bg-card shadow-xs',
          'outline-none transition-[color,box-shadow] focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring',
          'data-[state=checked]:border-primary disabled:cursor-not-allowed disabled:opacity-50',
          'aria-invalid:border-danger',
          className,
        )}
        {...props}
      >
        <RadixRadioGroup.Indicator className="size-2 rounded-full bg-primary" />
      </RadixRadioGroup.Item>
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
