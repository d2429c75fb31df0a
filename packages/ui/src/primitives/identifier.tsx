import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

/**
 * An identifier a person reads or copies whole (a policy or contract number '26-DSD-000123', an IIN or BIN, a VIN,
 * a phone '+7(701) 555-0101'): one piece, never broken across lines at its hyphens, spaces or brackets. The text
 * stays as it is (no non-breaking characters), so a copied number is the number.
 */
export function Identifier({ className, ...props }: ComponentProps<'span'>) {
  return <span data-slot="identifier" className={cn('whitespace-nowrap', className)} {...props} />;
}
