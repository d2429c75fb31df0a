/**
 * What every list and modal of the organisation page shares: the loading, empty and failed states of a table
 * (props for DataTableSection from the shared paged list's view) and a modal's loading or failed load.
 */
import type { ReactNode } from 'react';
import type { PagedListView } from '@sakta/core/shared';
import { ruOrganisation } from '@sakta/core/organisation';
import { pagedTableProps } from '../../primitives/data-table-section';
import { LoadFailedAlert } from '../../primitives/load-failed';
import { Spinner } from '../../primitives/spinner';

type PageLinks = { onPage: (page: number) => void; window: number };

/** DataTableSection's row count, loading, empty and failure props for a list view (and its pagination with `onPage`). */
export function listStateProps(list: PagedListView<unknown>, onRetry: () => void, pages?: PageLinks) {
  return pagedTableProps(list, ruOrganisation, { onRetry, ...pages });
}

/** A modal's body: the spinner while it loads, the failure with 'Повторить', else its form. */
export function ModalLoadState({
  view: { status, error },
  failedTitle,
  onRetry,
  children,
}: {
  /** The form machine's view: its status and the load's error. */
  view: { status: string; error: string | null };
  failedTitle: string;
  onRetry: () => void;
  children: ReactNode;
}) {
  if (status === 'loading')
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner /> {ruOrganisation.loading}
      </p>
    );
  if (status === 'loadFailed')
    return (
      <LoadFailedAlert
        title={failedTitle}
        message={error}
        retryLabel={ruOrganisation.retry}
        onRetry={onRetry}
      />
    );
  return <>{children}</>;
}
