import { useCallback, useEffect, useLayoutEffect, useRef, useState, type UIEvent } from 'react';
import * as pdfjs from 'pdfjs-dist';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { fmt, ruPdf } from '@sakta/core';
import { base64ToBytes, pdfDataUrl, PdfFrame, type PdfViewerProps } from './pdf-viewer-frame';

/*
 * The pdf.js implementation of PdfViewer. Only ever loaded through the React.lazy wrapper in pdf-viewer.tsx, so
 * pdf.js (~130 KB gzip plus its worker) is a chunk of its own that only the pages showing a PDF download.
 */
pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

type LoadState = { status: 'loading' } | { status: 'ready'; doc: PDFDocumentProxy } | { status: 'failed' };

/** Width used before the frame is measured (and where layout does not exist, as in jsdom). */
const FALLBACK_WIDTH = 800;

export default function PdfViewerImpl({
  source,
  title,
  className,
  height,
  downloadName,
  text = ruPdf,
}: PdfViewerProps) {
  // Primitive keys, so a new `source` object with the same content does not reload the document.
  const url = 'url' in source ? source.url : null;
  const headers = 'url' in source && source.httpHeaders ? JSON.stringify(source.httpHeaders) : null;
  const base64 = 'base64' in source ? source.base64 : null;

  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [failedPage, setFailedPage] = useState(false);
  const [width, setWidth] = useState(0);
  const [current, setCurrent] = useState(1);
  const frameRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setState({ status: 'loading' });
    setFailedPage(false);
    setCurrent(1);
    let task: ReturnType<typeof pdfjs.getDocument>;
    try {
      task = pdfjs.getDocument(
        base64 !== null
          ? { data: base64ToBytes(base64), isEvalSupported: false }
          : {
              isEvalSupported: false,
              url: url ?? '',
              ...(headers ? { httpHeaders: JSON.parse(headers) as Record<string, string> } : {}),
            },
      );
    } catch {
      // atob throws on text that is not base64
      setState({ status: 'failed' });
      return undefined;
    }
    let active = true;
    task.promise.then(
      (doc) => {
        if (active) setState({ status: 'ready', doc });
      },
      () => {
        if (active) setState({ status: 'failed' });
      },
    );
    return () => {
      active = false;
      void task.destroy();
    };
  }, [url, headers, base64]);

  // Pages fit the frame's inner width and follow it when it changes.
  useLayoutEffect(() => {
    const frame = frameRef.current;
    if (!frame) return undefined;
    const measure = () => {
      const style = getComputedStyle(frame);
      const inner =
        frame.clientWidth - (parseFloat(style.paddingLeft) || 0) - (parseFloat(style.paddingRight) || 0);
      setWidth(Math.max(0, Math.floor(inner)));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(frame);
    return () => observer.disconnect();
  }, [state.status]);

  const onScroll = useCallback((event: UIEvent<HTMLDivElement>) => {
    const frame = event.currentTarget;
    const pages = frame.querySelectorAll<HTMLElement>('[data-slot="pdf-page"]');
    const line = frame.scrollTop + frame.clientHeight / 3;
    let page = 1;
    pages.forEach((el, i) => {
      if (el.offsetTop <= line) page = i + 1;
    });
    setCurrent(page);
  }, []);

  const onPageFailed = useCallback(() => setFailedPage(true), []);

  const status = state.status === 'ready' && failedPage ? 'failed' : state.status;
  const total = state.status === 'ready' ? state.doc.numPages : 0;
  const pageWidth = width || FALLBACK_WIDTH;

  const footer =
    status === 'ready' || base64 !== null ? (
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
        <span data-slot="pdf-page-count">
          {status === 'ready' ? fmt(text.page, { n: Math.min(current, total), total }) : null}
        </span>
        {base64 !== null ? (
          <a
            href={pdfDataUrl(base64)}
            download={downloadName ?? `${title}.pdf`}
            className="rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
          >
            {text.download}
          </a>
        ) : null}
      </div>
    ) : null;

  return (
    <PdfFrame
      title={title}
      className={className}
      height={height}
      status={status}
      footer={footer}
      onScroll={onScroll}
      frameRef={frameRef}
      text={text}
    >
      {state.status === 'ready' ? (
        <div className="flex flex-col items-center gap-3 sm:gap-4">
          {Array.from({ length: total }, (_, i) => (
            <PdfPage
              key={i + 1}
              doc={state.doc}
              pageNumber={i + 1}
              total={total}
              width={pageWidth}
              label={text.page}
              onFailed={onPageFailed}
            />
          ))}
        </div>
      ) : null}
    </PdfFrame>
  );
}

interface PdfPageProps {
  doc: PDFDocumentProxy;
  pageNumber: number;
  total: number;
  /** CSS pixels the page is fitted to. */
  width: number;
  /** 'Страница {n} из {total}' in the viewer's language. */
  label: string;
  onFailed: () => void;
}

/** One page drawn on a canvas at the device's pixel ratio, displayed at `width` CSS pixels. */
function PdfPage({ doc, pageNumber, total, width, label, onFailed }: PdfPageProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    let active = true;
    let task: RenderTask | null = null;
    doc
      .getPage(pageNumber)
      .then((page) => {
        const canvas = canvasRef.current;
        if (!active || !canvas) return undefined;
        const natural = page.getViewport({ scale: 1 });
        const cssScale = width / natural.width;
        const ratio = window.devicePixelRatio || 1;
        const viewport = page.getViewport({ scale: cssScale * ratio });
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.style.width = `${Math.floor(natural.width * cssScale)}px`;
        canvas.style.height = `${Math.floor(natural.height * cssScale)}px`;
        task = page.render({ canvas, viewport });
        return task.promise;
      })
      .catch((error: unknown) => {
        // A re-render (new width) or unmount cancels the previous drawing: not a failure.
        if (active && (error as { name?: string } | null)?.name !== 'RenderingCancelledException') onFailed();
      });
    return () => {
      active = false;
      task?.cancel();
    };
  }, [doc, pageNumber, width, onFailed]);

  return (
    <canvas
      ref={canvasRef}
      data-slot="pdf-page"
      role="img"
      aria-label={fmt(label, { n: pageNumber, total })}
      className="max-w-full rounded-sm bg-white shadow-card"
    />
  );
}
