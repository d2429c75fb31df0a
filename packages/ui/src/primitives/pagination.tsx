import type { ComponentProps } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { fmt } from '@sakta/core';
import { cn } from '../lib/cn';
import { uiStrings } from '../lib/strings';

/**
 * Page numbers to show: at most `size` consecutive pages around `page`, shifted to stay within 1..pageCount.
 * (Spec part 1 section 9: windows of 5 for history, policies, support; 3 for employees and departments.)
 */
export function pageWindow(page: number, pageCount: number, size: number): number[] {
  if (pageCount < 1 || size < 1) return [];
  const width = Math.min(size, pageCount);
  const current = Math.min(Math.max(1, page), pageCount);
  const start = Math.min(Math.max(1, current - Math.floor((width - 1) / 2)), pageCount - width + 1);
  return Array.from({ length: width }, (_, i) => start + i);
}

export interface PaginationProps extends Omit<ComponentProps<'nav'>, 'onChange'> {
  /** Current page, 1-based. */
  page: number;
  pageCount: number;
  /** How many page links to show around the current page. */
  window?: number;
  onPageChange: (page: number) => void;
}

const itemClass = cn(
  'inline-flex h-8 min-w-8 items-center justify-center rounded-md px-2 text-sm font-medium tabular-nums transition-colors outline-none',
  'text-foreground hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring',
  'disabled:pointer-events-none disabled:opacity-40',
  'aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground aria-[current=page]:hover:bg-primary-hover',
);

export function Pagination({
  page,
  pageCount,
  window = 5,
  onPageChange,
  className,
  ...props
}: PaginationProps) {
  if (pageCount <= 1) return null;
  const pages = pageWindow(page, pageCount, window);
  return (
    <nav
      data-slot="pagination"
      aria-label={uiStrings.pagination}
      className={cn('flex items-center justify-center', className)}
      {...props}
    >
      <ul className="flex items-center gap-1">
        <li>
          <button
            type="button"
            className={itemClass}
            disabled={page <= 1}
            aria-label={uiStrings.previousPage}
            onClick={() => onPageChange(page - 1)}
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
          </button>
        </li>
        {pages.map((p) => (
          <li key={p}>
            <button
              type="button"
              className={itemClass}
              aria-current={p === page ? 'page' : undefined}
              aria-label={fmt(uiStrings.page, { page: p })}
              onClick={() => p !== page && onPageChange(p)}
            >
              {p}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={itemClass}
            disabled={page >= pageCount}
            aria-label={uiStrings.nextPage}
            onClick={() => onPageChange(page + 1)}
          >
            <ChevronRight className="size-4" aria-hidden="true" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
