import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';

/** Shared status colours of Badge and StatusDot. */
export type Tone = 'primary' | 'success' | 'danger' | 'warning' | 'neutral';

export const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap [&_svg]:size-3',
  {
    variants: {
      variant: {
        primary: 'border-primary/20 bg-primary-soft text-primary',
        success: 'border-success/20 bg-success-soft text-success',
        danger: 'border-danger/20 bg-danger-soft text-danger',
        warning: 'border-warning/25 bg-warning-soft text-warning',
        neutral: 'border-border bg-neutral-soft text-neutral',
      } satisfies Record<Tone, string>,
    },
    defaultVariants: { variant: 'neutral' },
  },
);

export interface BadgeProps extends ComponentProps<'span'>, VariantProps<typeof badgeVariants> {}

export function Badge({ className, variant, ...props }: BadgeProps) {
  return (
    <span
      data-slot="badge"
      data-variant={variant ?? 'neutral'}
      className={cn(badgeVariants({ variant }), className)}
      {...props}
    />
  );
}

const dotColors: Record<Tone, string> = {
  primary: 'bg-primary',
  success: 'bg-success',
  danger: 'bg-danger',
  warning: 'bg-orange',
  neutral: 'bg-neutral',
};

export interface StatusDotProps extends Omit<ComponentProps<'span'>, 'children'> {
  tone?: Tone;
  /** Status in words: read by screen readers, shown beside the dot when `showLabel`. */
  label: string;
  showLabel?: boolean;
}

/** A coloured dot for a status; the colour never carries the meaning alone (label for screen readers). */
export function StatusDot({
  tone = 'neutral',
  label,
  showLabel = false,
  className,
  ...props
}: StatusDotProps) {
  return (
    <span
      data-slot="status-dot"
      data-tone={tone}
      className={cn('inline-flex items-center gap-2 text-sm', className)}
      {...props}
    >
      <span className={cn('size-2 shrink-0 rounded-full', dotColors[tone])} aria-hidden="true" />
      <span className={showLabel ? undefined : 'sr-only'}>{label}</span>
    </span>
  );
}
