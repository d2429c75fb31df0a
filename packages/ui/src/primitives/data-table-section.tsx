/**
 * A titled list of records (the termination history and search results today; employees, drafts, acts with the
 * sale flows): heading, then either the load error with 'Повторить' or the table with its header, a loading row
 * until the first rows arrive, an empty row, the rows, and the pagination under it. The table stays while a next
 * page loads (marked busy), so the previous page is visible until the new one replaces it.
 */
import type { ReactNode } from 'react';
import { FormSection } from './form-section';
import { LoadFailedAlert } from './load-failed';
import { Table, TableEmpty, TableLoading, TBody, THead } from './table';

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
          <Table aria-busy={loading || undefined}>
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
