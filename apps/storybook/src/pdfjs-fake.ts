/**
 * A stand-in for pdf.js in jsdom (pdf.js needs DOMMatrix and canvas, which jsdom lacks). It reads what the
 * viewer gives it like pdf.js would: bytes or a URL (data: URLs; any other URL fails like a 404),
 * refuses anything that does not start with '%PDF-', counts pages from the /Count entry, and records what it
 * was asked, so the tests check the viewer's own behaviour (loading, pages, errors, download).
 */
export const GlobalWorkerOptions = { workerSrc: '' };

export interface FakeCall {
  data?: Uint8Array;
  url?: string;
  httpHeaders?: Record<string, string>;
}

export const fake = {
  calls: [] as FakeCall[],
  rendered: [] as { page: number; width: number; height: number }[],
  destroyed: 0,
  /** Keeps getDocument pending (to see the loading state). */
  hold: false,
  reset() {
    this.calls = [];
    this.rendered = [];
    this.destroyed = 0;
    this.hold = false;
  },
};

const PAGE = { width: 595, height: 842 };

function bytesOf(call: FakeCall): Uint8Array | null {
  if (call.data) return call.data;
  const match = /^data:application\/pdf;base64,(.*)$/.exec(call.url ?? '');
  if (!match?.[1]) return null;
  return Uint8Array.from(atob(match[1]), (c) => c.charCodeAt(0));
}

async function open(call: FakeCall) {
  const bytes = bytesOf(call);
  const text = bytes ? new TextDecoder('latin1').decode(bytes) : '';
  if (!text.startsWith('%PDF-')) throw new Error('Invalid PDF structure.');
  const numPages = Number(/\/Count (\d+)/.exec(text)?.[1] ?? 1);
  return {
    numPages,
    getPage: (page: number) =>
      Promise.resolve({
        getViewport: ({ scale }: { scale: number }) => ({
          width: PAGE.width * scale,
          height: PAGE.height * scale,
        }),
        render: ({ canvas }: { canvas: HTMLCanvasElement }) => {
          fake.rendered.push({ page, width: canvas.width, height: canvas.height });
          return { promise: Promise.resolve(), cancel() {} };
        },
      }),
  };
}

export function getDocument(call: FakeCall) {
  fake.calls.push(call);
  const promise = fake.hold ? new Promise<never>(() => {}) : open(call);
  return {
    promise,
    destroy() {
      fake.destroyed++;
      return Promise.resolve();
    },
  };
}
