/**
 * Read-only label/value pairs (a contract's details, a policy's parties): a `dl` whose items keep `dt` and `dd`
 * together. Two layouts: `rows` (a fixed label column, for details panels) and `compact` (labels as wide as the
 * longest one, for dense cards). An empty value shows '—'.
 */
import { createContext, useContext, type ComponentProps, type ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { uiStrings } from '../lib/strings';

export const descriptionListVariants = cva('grid', {
  variants: {
    layout: {
      rows: 'gap-2',
      compact: 'gap-x-6 gap-y-1.5 text-sm sm:grid-cols-[max-content_1fr]',
    },
  },
  defaultVariants: { layout: 'rows' },
});

type Layout = NonNullable<VariantProps<typeof descriptionListVariants>['layout']>;

const LayoutContext = createContext<Layout>('rows');

export interface DescriptionListProps
  extends ComponentProps<'dl'>, VariantProps<typeof descriptionListVariants> {}

export function DescriptionList({ layout, className, ...props }: DescriptionListProps) {
  const value = layout ?? 'rows';
  return (
    <LayoutContext.Provider value={value}>
      <dl
        data-slot="description-list"
        data-layout={value}
        className={cn(descriptionListVariants({ layout: value }), className)}
        {...props}
      />
    </LayoutContext.Provider>
  );
}

const itemClass: Record<Layout, { item: string; term: string; details: string }> = {
  rows: {
    item: 'grid gap-0.5 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-3',
    term: 'text-sm text-muted-foreground',
    details: 'min-w-0 text-sm font-medium break-words',
  },
  compact: {
    item: 'contents',
    term: 'text-muted-foreground',
    details: 'font-medium break-words',
  },
};

export interface DescriptionItemProps extends Omit<ComponentProps<'div'>, 'children'> {
  label: ReactNode;
  /** The value; null or undefined reads '—'. */
  children?: ReactNode;
}

export function DescriptionItem({ label, children, className, ...props }: DescriptionItemProps) {
  const c = itemClass[useContext(LayoutContext)];
  return (
    <div data-slot="description-item" className={cn(c.item, className)} {...props}>
      <dt className={c.term}>{label}</dt>
      <dd className={c.details}>{children ?? uiStrings.notSet}</dd>
    </div>
  );
}
