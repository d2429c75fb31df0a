import { ruPdf, type DocumentView } from '@sakta/core';
import { LoadFailedAlert } from './load-failed';
import { PdfViewer } from './pdf-viewer';
import { Spinner } from './spinner';

export interface LoadedPdfProps {
  /** The document as core's document machine shows it (selectDocumentView). */
  view: DocumentView;
  title: string;
  height?: number | string;
  downloadName?: string;
  /** 'Повторить' after a failed load (RETRY to the document machine). */
  onRetry: () => void;
}

/**
 * A document fetched when its item is opened: a loader while it comes, the failure with 'Повторить', then the
 * shared lazy PdfViewer. One component for every such document (agreements, termination applications).
 */
export function LoadedPdf({ view, title, height, downloadName, onRetry }: LoadedPdfProps) {
  if (view.status === 'ready' && view.document !== null)
    return (
      <PdfViewer
        source={{ base64: view.document }}
        title={title}
        height={height}
        downloadName={downloadName}
      />
    );
  if (view.status === 'failed')
    return (
      <LoadFailedAlert title={ruPdf.failed} message={view.error} retryLabel={ruPdf.retry} onRetry={onRetry} />
    );
  return (
    <div
      data-slot="loaded-pdf"
      className="grid min-h-32 place-items-center rounded-lg border bg-muted/40 p-6"
    >
      <Spinner label={ruPdf.loading} />
    </div>
  );
}
