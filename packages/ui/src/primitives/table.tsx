import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';
import { uiStrings } from '../lib/strings';
import { Spinner } from './spinner';

export function Table({ className, ...props }: ComponentProps<'table'>) {
  return (
    <div data-slot="table-container" className="relative w-full overflow-x-auto rounded-lg border bg-card">
      <table data-slot="table" className={cn('w-full caption-bottom text-sm', className)} {...props} />
    </div>
  );
}

export function TableCaption({ className, ...props }: ComponentProps<'caption'>) {
  return (
    <caption
      data-slot="table-caption"
      className={cn('py-3 text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}

export function THead({ className, ...props }: ComponentProps<'thead'>) {
  return (
    <thead data-slot="table-header" className={cn('bg-muted/70 [&_tr]:border-b', className)} {...props} />
  );
}

export function TBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody data-slot="table-body" className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

export interface TrProps extends ComponentProps<'tr'> {
  selected?: boolean;
}

export function Tr({ className, selected, ...props }: TrProps) {
  return (
    <tr
      data-slot="table-row"
      data-state={selected ? 'selected' : undefined}
      aria-selected={selected}
      className={cn(
        'border-b transition-colors hover:bg-muted/50 data-[state=selected]:bg-accent',
        className,
      )}
      {...props}
    />
  );
}

export function Th({ className, scope = 'col', ...props }: ComponentProps<'th'>) {
  return (
    <th
      data-slot="table-head"
      scope={scope}
      className={cn(
        'h-10 px-3 text-left align-middle text-xs font-semibold tracking-wide whitespace-nowrap text-muted-foreground uppercase',
        className,
      )}
      {...props}
    />
  );
}

/**
 * The row's action cell ('Открыть'): it stays at the right edge while a wide table scrolls sideways on a phone, so
 * the action is reachable without scrolling.
 */
const ACTION_CELL = 'sticky right-0 bg-card/95 backdrop-blur-sm';

export function Td({ className, action = false, ...props }: ComponentProps<'td'> & { action?: boolean }) {
  return (
    <td
      data-slot="table-cell"
      className={cn('px-3 py-2.5 align-middle', action && ACTION_CELL, className)}
      {...props}
    />
  );
}

export interface TableEmptyProps {
  /** Number of columns the message spans. */
  colSpan: number;
  children?: ReactNode;
}

/** A row saying the table has no rows ('Нет данных' unless given). */
export function TableEmpty({ colSpan, children = uiStrings.emptyTable }: TableEmptyProps) {
  return (
    <tr data-slot="table-empty">
      <td colSpan={colSpan} className="px-3 py-10 text-center text-sm text-muted-foreground">
        {children}
      </td>
    </tr>
  );
}

/** The row a table shows while its rows load: a spinner with the text (said once, by the spinner). */
export function TableLoading({ colSpan, children }: { colSpan: number; children: string }) {
  return (
    <tr data-slot="table-loading">
      <td colSpan={colSpan} className="px-3 py-10">
        <div className="flex items-center justify-center gap-3 text-sm text-muted-foreground">
          <Spinner label={children} />
          <span aria-hidden="true">{children}</span>
        </div>
      </td>
    </tr>
  );
}
