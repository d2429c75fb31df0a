/**
 * A sum of tenge typed as digits and read grouped by thousands ('80 000 000'): what is typed or pasted keeps its
 * digits only, so '80 000 000', '80000000' and '80.000.000' are all 80000000, and nothing is null. The form holds
 * the number; rules about it (caps, the amount under the cost) are the form's, shown as the Field's message.
 */
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { Input } from './field';

export interface MoneyInputProps extends Omit<
  ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode'
> {
  /** Whole tenge, or null for none. */
  value: number | null;
  onValueChange: (value: number | null) => void;
}

/** The digits of what was typed as a number; none: null. */
export const moneyFromText = (typed: string): number | null => {
  const digits = typed.replace(/\D/g, '');
  return digits === '' ? null : Number(digits);
};

/** The sum as read: '80 000 000'; none: ''. */
export const moneyText = (value: number | null): string =>
  value == null ? '' : String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

export function MoneyInput({ value, onValueChange, className, ...props }: MoneyInputProps) {
  return (
    <Input
      data-slot="money-input"
      inputMode="numeric"
      autoComplete="off"
      className={cn('tabular-nums', className)}
      value={moneyText(value)}
      onChange={(e) => onValueChange(moneyFromText(e.target.value))}
      {...props}
    />
  );
}
