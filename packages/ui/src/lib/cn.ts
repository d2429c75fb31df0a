import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names (shadcn/ui's `cn` without tailwind-merge: that library alone is ~8 KB gzip on every route).
 * Components therefore never rely on a later utility overriding an earlier one of the same property: variants
 * and `className` add properties, they don't fight over them.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
