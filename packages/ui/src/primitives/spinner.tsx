import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { uiStrings } from '../lib/strings';

export interface SpinnerProps extends Omit<ComponentProps<'span'>, 'children'> {
  /** Text for screen readers. */
  label?: string;
  /** Hidden from assistive technology (inside a button that already says what is happening). */
  decorative?: boolean;
  size?: 'sm' | 'md' | 'lg';
}

const sizes = { sm: 'size-4', md: 'size-5', lg: 'size-8' } as const;

/** Loading indicator: role=status with an sr-only label 'Загрузка'. */
export function Spinner({
  label = uiStrings.loading,
  decorative = false,
  size = 'md',
  className,
  ...props
}: SpinnerProps) {
  return (
    <span
      data-slot="spinner"
      role={decorative ? undefined : 'status'}
      aria-hidden={decorative || undefined}
      className={cn('inline-flex items-center justify-center', className)}
      {...props}
    >
      <svg className={cn('animate-spin', sizes[size])} viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {decorative ? null : <span className="sr-only">{label}</span>}
    </span>
  );
}
