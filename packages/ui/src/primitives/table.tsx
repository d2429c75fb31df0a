import { createContext, useContext, type ComponentProps, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { uiStrings } from '../lib/strings';
import { Spinner } from './spinner';

/**
 * How a table meets a frame narrower than itself:
 * - 'scroll' (the default): it scrolls sideways inside its frame;
 * - 'cards': it fits. Its headers wrap between words and its cells are tighter, so every column shows at the
 *   width the table is made for (a list of the spec's columns at 1440 px), and in a frame narrower than 48rem (a
 *   phone, a tablet, a laptop with a narrow window) each row becomes a card: its cells one under another, each
 *   headed by its column's name (`Td label`). The layout is CSS only (styles.css, a container query on the
 *   frame); rows, headers and cells carry their roles explicitly, because a browser may drop the semantics of a
 *   table whose display a stylesheet changes.
 */
export type TableLayout = 'scroll' | 'cards';

const CardsLayout = createContext(false);

export interface TableProps extends ComponentProps<'table'> {
  layout?: TableLayout;
}

export function Table({ className, layout = 'scroll', ...props }: TableProps) {
  const cards = layout === 'cards';
  return (
    <div
      data-slot="table-container"
      data-layout={layout}
      className="relative w-full overflow-x-auto rounded-lg border bg-card"
    >
      <CardsLayout.Provider value={cards}>
        <table
          data-slot="table"
          role={cards ? 'table' : undefined}
          className={cn('w-full caption-bottom text-sm', className)}
          {...props}
        />
      </CardsLayout.Provider>
    </div>
  );
}

/** The explicit role of a table's part in the cards layout (none otherwise: the element's own). */
function useCardsRole(role: string): string | undefined {
  return useContext(CardsLayout) ? role : undefined;
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
  const role = useCardsRole('rowgroup');
  return (
    <thead
      data-slot="table-header"
      role={role}
      className={cn('bg-muted/70 [&_tr]:border-b', className)}
      {...props}
    />
  );
}

export function TBody({ className, ...props }: ComponentProps<'tbody'>) {
  const role = useCardsRole('rowgroup');
  return (
    <tbody
      data-slot="table-body"
      role={role}
      className={cn('[&_tr:last-child]:border-0', className)}
      {...props}
    />
  );
}

export interface TrProps extends ComponentProps<'tr'> {
  selected?: boolean;
  /**
   * The whole row opens its record: a click anywhere on it, or Enter or Space while it has the focus. The row is
   * then a tab stop with a visible focus ring (name it with `aria-label`); it holds no other control, so the
   * keyboard meets one stop per record.
   */
  onActivate?: () => void;
}

export function Tr({ className, selected, onActivate, onClick, onKeyDown, ...props }: TrProps) {
  const role = useCardsRole('row');
  const activate = onActivate
    ? {
        tabIndex: 0,
        onClick: onActivate,
        onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>) => {
          onKeyDown?.(event);
          // the row's own keys only: a key pressed in something inside it is that thing's
          if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
          event.preventDefault();
          onActivate();
        },
      }
    : { onClick, onKeyDown };
  return (
    <tr
      data-slot="table-row"
      data-state={selected ? 'selected' : undefined}
      data-activate={onActivate ? '' : undefined}
      role={role}
      aria-selected={selected}
      className={cn(
        'border-b transition-colors hover:bg-muted/50 data-[state=selected]:bg-accent',
        onActivate &&
          'cursor-pointer outline-none focus-visible:bg-muted/50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
        className,
      )}
      {...activate}
      {...props}
    />
  );
}

export function Th({ className, scope = 'col', ...props }: ComponentProps<'th'>) {
  const role = useCardsRole(scope === 'row' ? 'rowheader' : 'columnheader');
  return (
    <th
      data-slot="table-head"
      scope={scope}
      role={role}
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

export interface TdProps extends ComponentProps<'td'> {
  action?: boolean;
  /** The column's name, shown above the value when the row is a card (Table layout 'cards'). */
  label?: string;
  /** In a card the cell takes the card's whole width (a name, the row's actions). */
  wide?: boolean;
}

export function Td({ className, action = false, label, wide = false, ...props }: TdProps) {
  const role = useCardsRole('cell');
  return (
    <td
      data-slot="table-cell"
      data-label={label}
      data-wide={wide ? '' : undefined}
      data-action={action ? '' : undefined}
      role={role}
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
  const row = useCardsRole('row');
  const cell = useCardsRole('cell');
  return (
    <tr data-slot="table-empty" role={row}>
      <td colSpan={colSpan} role={cell} className="px-3 py-10 text-center text-sm text-muted-foreground">
        {children}
      </td>
    </tr>
  );
}

/** The row a table shows while its rows load: a spinner with the text (said once, by the spinner). */
export function TableLoading({ colSpan, children }: { colSpan: number; children: string }) {
  const row = useCardsRole('row');
  const cell = useCardsRole('cell');
  return (
    <tr data-slot="table-loading" role={row}>
      <td colSpan={colSpan} role={cell} className="px-3 py-10">
        <div className="flex items-center justify-center gap-3 text-sm text-muted-foreground">
          <Spinner label={children} />
          <span aria-hidden="true">{children}</span>
        </div>
      </td>
    </tr>
  );
}
