/**
 * The form kit of a list's filter: the screen's and the form's events, the form (Enter or the apply button applies
 * the draft) and its two buttons. The collapsible titled form and the choices are filter-section.tsx's, the text
 * and date fields text-field.tsx's and date-input.tsx's: this module is in the pages' shared chunk.
 */
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { Button } from './button';

/** What a screen's filter reports: a field typed, apply, reset. */
export interface FilterEvents<K extends string> {
  onEdit: (field: K, value: string) => void;
  onApply: () => void;
  onReset: () => void;
}

/** What a filtered list screen reports: a filter field typed, apply, reset; a page; 'Повторить'. */
export interface FilteredListEvents<F extends string> {
  onEditFilter: (field: F, value: string) => void;
  onApply: () => void;
  onResetFilters: () => void;
  onPage: (page: number) => void;
  onRetry: () => void;
}

/** The filter form shown or hidden by the screen's machine. */
export interface FilterToggleEvents {
  onToggleFilters: () => void;
}

/** The filter form's events from the screen's. */
export function filterEventsOf<F extends string>(screen: FilteredListEvents<F>): FilterEvents<F> {
  return { onEdit: screen.onEditFilter, onApply: screen.onApply, onReset: screen.onResetFilters };
}

/** The buttons' texts, from the feature's strings. */
export interface FilterLabels {
  apply: string;
  reset: string;
}

/** The filter's form: submitting it (Enter, the apply button) applies the draft, nothing is posted. */
export function FilterForm({
  onApply,
  ...props
}: Omit<ComponentProps<'form'>, 'onSubmit'> & { onApply: () => void }) {
  return (
    <form
      {...props}
      onSubmit={(e) => {
        e.preventDefault();
        onApply();
      }}
    />
  );
}

/** Apply (the form's submit) and 'Сбросить'. */
export function FilterActions({
  labels,
  onReset,
  className,
}: {
  labels: FilterLabels;
  onReset: () => void;
  className?: string;
}) {
  return (
    <div className={cn('flex gap-2', className)}>
      <Button type="submit">{labels.apply}</Button>
      <Button type="button" variant="outline" onClick={onReset}>
        {labels.reset}
      </Button>
    </div>
  );
}
