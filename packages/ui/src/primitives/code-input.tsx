import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { inputClassName, useFieldProps } from './field';
import { useTypedBeforeHydration } from './typed-before-hydration';

export interface CodeInputProps extends Omit<ComponentProps<'input'>, 'type' | 'onChange'> {
  /** Number of digits (4 for every SMS code of the product). */
  length?: number;
  /** The typed text as is (the code machine keeps the digits). */
  onValueChange?: (value: string) => void;
}

/**
 * The one-time-code field: numeric keyboard, the browser's SMS-code autofill (autocomplete one-time-code),
 * at most `length` characters, large spaced digits.
 */
export function CodeInput({ length = 4, onValueChange, className, ref, ...props }: CodeInputProps) {
  const fieldProps = useFieldProps(props);
  const typed = useTypedBeforeHydration(props.value, ref);
  return (
    <input
      ref={typed}
      data-slot="code-input"
      type="text"
      inputMode="numeric"
      pattern="[0-9]*"
      autoComplete="one-time-code"
      maxLength={length}
      spellCheck={false}
      onChange={(event) => onValueChange?.(event.target.value)}
      className={cn(
        inputClassName,
        'h-12 max-w-[12rem] indent-[0.5em] text-center font-mono text-xl tracking-[0.5em] tabular-nums',
        className,
      )}
      {...props}
      {...fieldProps}
    />
  );
}
