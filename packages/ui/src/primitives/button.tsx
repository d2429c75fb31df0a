import { useLayoutEffect, useRef, type ComponentProps } from 'react';
import { Slot } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { Spinner } from './spinner';

export const buttonVariants = cva(
  [
    'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium',
    'transition-colors outline-none select-none',
    'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
    'disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50',
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  ],
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
        secondary: 'bg-muted text-foreground shadow-sm hover:bg-border/70',
        outline: 'border border-input bg-card text-foreground shadow-sm hover:bg-muted',
        ghost: 'text-foreground hover:bg-muted',
        destructive:
          'bg-danger text-danger-foreground shadow-sm hover:bg-danger-hover focus-visible:ring-danger',
        link: 'h-auto px-0 text-primary underline-offset-4 hover:underline',
      },
      size: {
        default: 'h-9 px-4 py-2',
        sm: 'h-8 px-3 text-xs',
        lg: 'h-11 px-6 text-base',
        icon: 'size-9',
      },
    },
    compoundVariants: [{ variant: 'link', className: 'h-auto px-0 py-0' }],
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type ButtonVariant = NonNullable<VariantProps<typeof buttonVariants>['variant']>;
export type ButtonSize = NonNullable<VariantProps<typeof buttonVariants>['size']>;

export interface ButtonProps extends ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  /** Render the single child (a link) with the button's look instead of a button element. */
  asChild?: boolean;
  /** Shows a spinner and disables the button; keep the label meaningful ('Пожалуйста, подождите...'). */
  loading?: boolean;
}

/**
 * A button disabled while its action runs loses the keyboard's focus to the page (the browser moves it to the
 * body): when the action ends, a button that had the focus when it started takes it back, unless the focus went
 * somewhere else meanwhile, so a keyboard user goes on from where they were ('Проверить авторизацию' in a modal).
 */
function useFocusBackAfterLoading(loading: boolean) {
  const self = useRef<HTMLButtonElement | null>(null);
  const started = useRef(false);
  // a layout effect: it runs before the browser moves the focus off the disabled button
  useLayoutEffect(() => {
    if (loading) {
      started.current = document.activeElement === self.current;
      return;
    }
    if (!started.current) return;
    started.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) self.current?.focus();
  }, [loading]);
  return self;
}

export function Button({
  className,
  variant,
  size,
  asChild = false,
  loading = false,
  disabled,
  type,
  children,
  ref,
  ...props
}: ButtonProps) {
  const self = useFocusBackAfterLoading(loading);
  if (asChild) {
    return (
      <Slot.Root
        data-slot="button"
        ref={ref}
        className={cn(buttonVariants({ variant, size }), className)}
        {...props}
      >
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      ref={(node) => {
        self.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      }}
      data-slot="button"
      data-variant={variant ?? 'default'}
      data-loading={loading || undefined}
      type={type ?? 'button'}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    >
      {loading ? <Spinner decorative size="sm" /> : null}
      {children}
    </button>
  );
}
