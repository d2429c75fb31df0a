import type { ComponentProps, ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { cn } from '../lib/cn';

export const alertVariants = cva(
  'relative flex w-full items-start gap-3 rounded-lg border px-4 py-3 text-sm [&>svg]:mt-0.5 [&>svg]:size-4 [&>svg]:shrink-0',
  {
    variants: {
      variant: {
        info: 'border-primary/25 bg-primary-soft text-[#1e3a8a] [&>svg]:text-primary',
        success: 'border-success/25 bg-success-soft text-[#14532d] [&>svg]:text-success',
        warning: 'border-warning/30 bg-warning-soft text-[#78350f] [&>svg]:text-warning',
        error: 'border-danger/30 bg-danger-soft text-danger [&>svg]:text-danger',
      },
    },
    defaultVariants: { variant: 'info' },
  },
);

export type AlertVariant = NonNullable<VariantProps<typeof alertVariants>['variant']>;

const icons: Record<AlertVariant, typeof Info> = {
  info: Info,
  success: CircleCheck,
  warning: TriangleAlert,
  error: CircleAlert,
};

export interface AlertProps extends Omit<ComponentProps<'div'>, 'title'>, VariantProps<typeof alertVariants> {
  title?: ReactNode;
}

/** A message block; errors are announced at once (role=alert), other kinds politely (role=status). */
export function Alert({ className, variant, title, children, ...props }: AlertProps) {
  const kind = variant ?? 'info';
  const Icon = icons[kind];
  return (
    <div
      data-slot="alert"
      data-variant={kind}
      role={kind === 'error' ? 'alert' : 'status'}
      className={cn(alertVariants({ variant: kind }), className)}
      {...props}
    >
      <Icon aria-hidden="true" />
      <div className="grid gap-0.5">
        {title ? (
          <div data-slot="alert-title" className="font-semibold">
            {title}
          </div>
        ) : null}
        {children ? <div data-slot="alert-description">{children}</div> : null}
      </div>
    </div>
  );
}
