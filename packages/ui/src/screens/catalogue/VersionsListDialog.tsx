import { displayDate, ruCatalogues, type Version } from '@sakta/core';
import { Modal, ModalContent } from '../../primitives/modal';
import { LoadFailedAlert } from '../../primitives/load-failed';
import { Spinner } from '../../primitives/spinner';

/**
 * The versions list the footer's version opens for every user (spec part 1 section 2 "Main layout"): each version
 * with its date and release notes, newest first.
 */
export interface VersionsListDialogProps {
  open: boolean;
  status: 'loading' | 'ready' | 'failed';
  versions: readonly Version[];
  error: string | null;
  onRetry: () => void;
  onClose: () => void;
}

const t = ruCatalogues.versions;

export function VersionsListDialog({
  open,
  status,
  versions,
  error,
  onRetry,
  onClose,
}: VersionsListDialogProps) {
  return (
    <Modal open={open} onClose={onClose}>
      <ModalContent
        aria-describedby={undefined}
        className="max-w-xl"
        data-slot="versions-list"
        title={t.listTitle}
      >
        {status === 'loading' ? (
          <div className="flex justify-center py-6">
            <Spinner label={ruCatalogues.common.loading} />
          </div>
        ) : status === 'failed' ? (
          <LoadFailedAlert
            title={t.listTitle}
            message={error}
            retryLabel={ruCatalogues.common.retry}
            onRetry={onRetry}
          />
        ) : versions.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t.listEmpty}</p>
        ) : (
          // a long list scrolls: focusable, so the keyboard scrolls it too (its name is the dialog's title)
          <ol
            tabIndex={0}
            aria-label={t.listTitle}
            className="grid max-h-[60vh] gap-4 overflow-y-auto rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {versions.map((v) => (
              <li key={v.id} className="grid gap-1 border-b pb-3 last:border-b-0">
                <div className="flex items-baseline justify-between gap-2">
                  <h3 className="font-semibold">
                    {t.version} {v.version}
                  </h3>
                  <span className="text-xs text-muted-foreground">{displayDate(v.created)}</span>
                </div>
                {v.description ? <p className="text-sm whitespace-pre-line">{v.description}</p> : null}
              </li>
            ))}
          </ol>
        )}
      </ModalContent>
    </Modal>
  );
}
