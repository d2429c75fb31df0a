import { Component, lazy, Suspense, type ReactNode } from 'react';
import { PdfFrame, type PdfViewerProps } from './pdf-viewer-frame';

export type { PdfSource, PdfViewerProps } from './pdf-viewer-frame';

/**
 * pdf.js is reachable only through this dynamic import: importing '@sakta/ui' never puts pdfjs-dist in a bundle
 * statically; the chunk (viewer + pdf.js) is fetched the first time a PdfViewer renders.
 */
const loadImpl = () => import('./pdf-viewer-impl');
const PdfViewerImpl = lazy(loadImpl);

/** Starts fetching the viewer's code early (e.g. when a page that will show a PDF starts loading its data). */
export function preloadPdfViewer(): Promise<unknown> {
  return loadImpl();
}

/** Shows the error frame when the viewer's code cannot be loaded (offline, a new deployment). */
class ChunkErrorBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * The product's PDF viewer: every page of the document drawn by pdf.js, fitted to the frame's width, in a
 * bordered scrollable frame (role=document, named by `title`); 'Загрузка документа...' while loading, an error
 * alert when the file cannot be read, 'Страница n из N' and, for a base64 source, a 'Скачать' link.
 */
export function PdfViewer(props: PdfViewerProps) {
  const frame = { title: props.title, className: props.className, height: props.height };
  return (
    <ChunkErrorBoundary fallback={<PdfFrame {...frame} status="failed" />}>
      <Suspense fallback={<PdfFrame {...frame} status="loading" />}>
        <PdfViewerImpl {...props} />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
