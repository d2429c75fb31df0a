import type { ComponentProps } from 'react';
import { useControllable } from '../lib/controllable';
import { cn } from '../lib/cn';

export interface SwitchProps extends Omit<
  ComponentProps<'button'>,
  'type' | 'role' | 'value' | 'defaultChecked' | 'onChange'
> {
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  required?: boolean;
}

/**
 * An on/off switch: a native button with role `switch` and `aria-checked`, so a click, Space or Enter toggles it
 * (the button's own activation) and it is one Tab stop. The state is also in `data-state` for the styles.
 */
export function Switch({
  className,
  checked,
  defaultChecked = false,
  onCheckedChange,
  required,
  disabled,
  onClick,
  ...props
}: SwitchProps) {
  const [on, setOn] = useControllable(checked, defaultChecked, onCheckedChange);
  const state = on ? 'checked' : 'unchecked';
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-required={required || undefined}
      data-slot="switch"
      data-state={state}
      data-disabled={disabled ? '' : undefined}
      disabled={disabled}
      className={cn(
        'peer inline-flex h-5 w-9 shrink-0 items-center rounded-full border border-transparent transition-colors outline-none',
        'focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50',
        'data-[state=checked]:bg-primary data-[state=unchecked]:bg-input',
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) setOn(!on);
      }}
      {...props}
    >
      <span
        data-slot="switch-thumb"
        data-state={state}
        className="pointer-events-none block size-4 rounded-full bg-card shadow-sm ring-0 transition-transform data-[state=checked]:translate-x-4 data-[state=unchecked]:translate-x-0.5"
      />
    </button>
  );
}
