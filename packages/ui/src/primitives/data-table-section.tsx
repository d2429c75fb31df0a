/**
 * A titled list of records (the termination history and search results today; employees, drafts, acts with the
 * sale flows): heading, then either the load error with 'Повторить' or the table with its header, a loading row
 * until the first rows arrive, an empty row, the rows, and the pagination under it. The table stays while a next
 * page loads (marked busy), so the previous page is visible until the new one replaces it.
 */
import type { ReactNode } from 'react';
import type { PagedListView } from '@sakta/core/shared';
import { FormSection } from './form-section';
import { LoadFailedAlert } from './load-failed';
import { Pagination } from './pagination';
import { Table, TableEmpty, TableLoading, TBody, THead, type TableLayout } from './table';

export interface DataTableSectionProps {
  title: ReactNode;
  /** The header row's cells (`Th`). */
  columns: ReactNode;
  /** How many columns the loading and empty rows span. */
  columnCount: number;
  /** The rows (`Tr`); none: the empty row. */
  children?: ReactNode;
  rowCount: number;
  /** Loading (the first rows, or the next page over the previous one). */
  loading?: boolean;
  /** True: the loading row replaces the rows even if some are shown (a new search). */
  replaceWhileLoading?: boolean;
  loadingLabel: string;
  emptyLabel?: string;
  /** A failed load: shown instead of the table. */
  failure?: { title: string; message?: string | null; retryLabel: string; onRetry: () => void } | null;
  /** Under the table (`Pagination`). */
  footer?: ReactNode;
  'data-slot'?: string;
  className?: string;
  /** 'cards': the table fits its frame, and its rows are cards in a narrow one (see `Table`). */
  layout?: TableLayout;
}

export function DataTableSection({
  title,
  columns,
  columnCount,
  children,
  rowCount,
  loading = false,
  replaceWhileLoading = false,
  loadingLabel,
  emptyLabel,
  failure,
  footer,
  className,
  layout,
  'data-slot': slot = 'data-table-section',
}: DataTableSectionProps) {
  const showLoading = loading && (replaceWhileLoading || rowCount === 0);
  return (
    <FormSection title={title} level={2} data-slot={slot} className={className}>
      {failure ? (
        <LoadFailedAlert
          title={failure.title}
          message={failure.message}
          retryLabel={failure.retryLabel}
          onRetry={failure.onRetry}
        />
      ) : (
        <>
          <Table aria-busy={loading || undefined} layout={layout}>
            <THead>
              <tr>{columns}</tr>
            </THead>
            <TBody>
              {showLoading ? (
                <TableLoading colSpan={columnCount}>{loadingLabel}</TableLoading>
              ) : rowCount === 0 ? (
                <TableEmpty colSpan={columnCount}>{emptyLabel}</TableEmpty>
              ) : (
                children
              )}
            </TBody>
          </Table>
          {footer}
        </>
      )}
    </FormSection>
  );
}

/** What a paged list's table says: while loading, when empty, when the load failed. */
export interface PagedTableStrings {
  loading: string;
  empty: string;
  loadFailed: string;
  retry: string;
}

/**
 * DataTableSection's row count, loading, empty and failure props and its pagination footer (`window` page links,
 * none for a single page) for the shared paged list's view.
 */
export function pagedTableProps(
  list: PagedListView<unknown>,
  strings: PagedTableStrings,
  { onRetry, onPage, window = 5 }: { onRetry: () => void; onPage?: (page: number) => void; window?: number },
): Pick<
  DataTableSectionProps,
  'rowCount' | 'loading' | 'loadingLabel' | 'emptyLabel' | 'failure' | 'footer'
> {
  return {
    rowCount: list.items.length,
    loading: list.status === 'loading',
    loadingLabel: strings.loading,
    emptyLabel: strings.empty,
    failure:
      list.status === 'failed'
        ? { title: strings.loadFailed, message: list.message, retryLabel: strings.retry, onRetry }
        : null,
    footer: onPage ? (
      <Pagination
        page={list.page}
        pageCount={list.pageCount}
        window={window}
        onPageChange={onPage}
        aria-busy={list.status === 'loading' || undefined}
      />
    ) : null,
  };
}
