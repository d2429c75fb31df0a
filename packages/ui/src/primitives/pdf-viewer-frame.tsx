import type { ReactNode, Ref, UIEvent } from 'react';
import { ruPdf, type Catalogue } from '@sakta/core';
import { cn } from '../lib/cn';
import { Alert } from './alert';
import { Spinner } from './spinner';

/** Where the PDF comes from: a URL (optionally with request headers) or the file itself as base64 (no data: prefix). */
export type PdfSource = { url: string; httpHeaders?: Record<string, string> } | { base64: string };

/** The viewer's words: core's `ruPdf`, or its translation (the customer pages' Kazakh). */
export type PdfText = Catalogue<typeof ruPdf>;

export interface PdfViewerProps {
  source: PdfSource;
  /** What the document is: the frame's accessible name (role=document) and the download's file name. */
  title: string;
  className?: string;
  /** CSS height of the scrollable frame (a number is pixels); default 70vh. */
  height?: number | string;
  /** File name of the 'Скачать' link of a base64 source; default `${title}.pdf`. */
  downloadName?: string;
  /** The viewer's words (default Russian). */
  text?: PdfText;
}

export type PdfFrameStatus = 'loading' | 'ready' | 'failed';

export interface PdfFrameProps extends Pick<PdfViewerProps, 'title' | 'className' | 'height' | 'text'> {
  status: PdfFrameStatus;
  /** The pages (status ready). */
  children?: ReactNode;
  /** Below the frame: page count and download link. */
  footer?: ReactNode;
  onScroll?: (event: UIEvent<HTMLDivElement>) => void;
  frameRef?: Ref<HTMLDivElement>;
}

/**
 * The viewer's frame, shared by the lazy fallback and the pdf.js implementation: a bordered, scrollable,
 * focusable region (role=document, named by the title) that shows the loading spinner, the error or the pages.
 */
export function PdfFrame({
  title,
  className,
  height = '70vh',
  status,
  children,
  footer,
  onScroll,
  frameRef,
  text = ruPdf,
}: PdfFrameProps) {
  return (
    <div data-slot="pdf-viewer" data-status={status} className={cn('flex min-w-0 flex-col gap-2', className)}>
      <div
        ref={frameRef}
        role="document"
        aria-label={title}
        aria-busy={status === 'loading' || undefined}
        // Scrollable content must be reachable with the keyboard.
        tabIndex={0}
        onScroll={onScroll}
        className="relative overflow-auto rounded-lg border bg-muted/70 p-3 outline-none focus-visible:ring-2 focus-visible:ring-ring sm:p-4"
        style={{ height }}
      >
        {status === 'loading' ? <PdfLoading label={text.loading} /> : null}
        {status === 'failed' ? <Alert variant="error" title={text.failed} className="bg-card" /> : null}
        {status === 'ready' ? children : null}
      </div>
      {footer}
    </div>
  );
}

function PdfLoading({ label }: { label: string }) {
  return (
    <div
      data-slot="pdf-loading"
      role="status"
      className="flex h-full min-h-40 flex-col items-center justify-center gap-3 text-sm text-muted-foreground"
    >
      <Spinner decorative size="lg" className="text-primary" />
      <span>{label}</span>
    </div>
  );
}

/** The bytes of a base64 PDF (a leading `data:...;base64,` is tolerated). */
export function base64ToBytes(base64: string): Uint8Array {
  const clean = base64.replace(/^data:[^,]*,/, '').replace(/\s/g, '');
  const binary = atob(clean);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** A data: URL of a base64 PDF, for the download link. */
export function pdfDataUrl(base64: string): string {
  return base64.startsWith('data:') ? base64 : `data:application/pdf;base64,${base64}`;
}
