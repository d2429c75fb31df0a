import { lazyChunk } from '../lib/lazy-chunk';
import { PdfFrame, type PdfViewerProps } from './pdf-viewer-frame';

export type { PdfSource, PdfText, PdfViewerProps } from './pdf-viewer-frame';

/**
 * pdf.js is reachable only through this dynamic import: importing '@sakta/ui' never puts pdfjs-dist in a bundle
 * statically; the chunk (viewer + pdf.js) is fetched the first time a PdfViewer renders.
 */
const frame = (props: PdfViewerProps) => ({
  title: props.title,
  className: props.className,
  height: props.height,
  text: props.text,
});
const viewer = lazyChunk<PdfViewerProps>(() => import('./pdf-viewer-impl').then((m) => m.default), {
  loading: (props) => <PdfFrame {...frame(props)} status="loading" />,
  failed: (props) => <PdfFrame {...frame(props)} status="failed" />,
});

/** Starts fetching the viewer's code early (e.g. when a page that will show a PDF starts loading its data). */
export const preloadPdfViewer = viewer.preload;

/**
 * The product's PDF viewer: every page of the document drawn by pdf.js, fitted to the frame's width, in a
 * bordered scrollable frame (role=document, named by `title`); 'Загрузка документа...' while loading, an error
 * alert when the file cannot be read, 'Страница n из N' and, for a base64 source, a 'Скачать' link.
 */
export const PdfViewer = viewer.Lazy;
