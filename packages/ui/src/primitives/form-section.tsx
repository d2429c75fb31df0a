/**
 * A titled part of a form or a panel (the bank block, the beneficiary, 'Страхователь'): a region named by its
 * heading, so screen readers list it and tests find it by name. Levels and sizes are variants, not new copies.
 */
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';

export const formSectionVariants = cva('grid min-w-0', {
  variants: {
    variant: {
      /** Plain: the parts of a form or a modal. */
      default: 'gap-3',
      /** Tighter: the parts of a read-only panel. */
      compact: 'gap-2',
      /** A framed block inside a form (the bank details when the refund goes to a card). */
      boxed: 'gap-3 rounded-lg border p-4',
    },
  },
  defaultVariants: { variant: 'default' },
});

const headingVariants = cva('font-semibold text-foreground', {
  variants: { level: { 2: 'text-base', 3: 'text-sm' } },
  defaultVariants: { level: 3 },
});

export interface FormSectionProps
  extends Omit<ComponentProps<'section'>, 'title'>, VariantProps<typeof formSectionVariants> {
  title: ReactNode;
  /** The heading's level in the page: 2 for a screen's main parts, 3 inside a modal or a form (default). */
  level?: 2 | 3;
}

export function FormSection({ title, level = 3, variant, className, children, ...props }: FormSectionProps) {
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section
      data-slot="form-section"
      aria-labelledby={id}
      className={cn(formSectionVariants({ variant }), className)}
      {...props}
    >
      <Heading id={id} data-slot="form-section-title" className={headingVariants({ level })}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
