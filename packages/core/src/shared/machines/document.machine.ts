import { unprovided } from './unprovided';
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { errorText } from '../api/errors';

/**
 * A document fetched when its item is opened: lists carry what their rows show, and the PDF of an agreement or a
 * terminated contract's application comes from its own call only when the user opens it.
 *
 *   loading --ok--> ready
 *           \--failure--> failed --RETRY--> loading
 *
 * Parents invoke it as the child 'document' (input `{request}`, handed to `fetchDocument`, which the app
 * provides and which answers the PDF as base64); views read it with `selectDocumentView`, and 'Повторить' sends
 * RETRY to the child.
 */

export interface DocumentInput {
  request: unknown;
}

export interface DocumentContext {
  request: unknown;
  /** The PDF, base64. */
  document: string | null;
  error: string | null;
}

export const documentMachine = setup({
  types: {
    context: {} as DocumentContext,
    input: {} as DocumentInput,
    events: {} as { type: 'RETRY' },
  },
  actors: {
    fetchDocument: unprovided<string, unknown>('documentMachine', 'fetchDocument'),
  },
}).createMachine({
  id: 'document',
  context: ({ input }) => ({ request: input.request, document: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'fetchDocument',
        src: 'fetchDocument',
        input: ({ context }: { context: DocumentContext }) => context.request,
        onDone: { target: 'ready', actions: assign({ document: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    ready: {},
    failed: {
      on: { RETRY: { target: 'loading', actions: assign({ error: null }) } },
    },
  },
});

export type DocumentSnapshot = SnapshotFrom<typeof documentMachine>;

export interface DocumentView {
  /** 'idle': no document is being shown. */
  status: 'idle' | 'loading' | 'ready' | 'failed';
  /** The PDF, base64, once loaded. */
  document: string | null;
  /** The failure's message ('Повторить' retries). */
  error: string | null;
}

export const IDLE_DOCUMENT_VIEW: DocumentView = { status: 'idle', document: null, error: null };

/** The child 'document' of a parent's snapshot, if it runs. */
export function asDocumentSnapshot(snapshot: unknown): DocumentSnapshot | undefined {
  const s = snapshot as Partial<DocumentSnapshot> | undefined;
  return s && typeof s === 'object' && 'context' in s && s.context && 'document' in s.context
    ? (s as DocumentSnapshot)
    : undefined;
}

export function selectDocumentView(s: DocumentSnapshot | undefined): DocumentView {
  if (!s) return IDLE_DOCUMENT_VIEW;
  return {
    status: s.matches('ready') ? 'ready' : s.matches('failed') ? 'failed' : 'loading',
    document: s.context.document,
    error: s.context.error,
  };
}

/** The document machine with its call: what the parents' `provide` hands in. */
export function provideDocument(fetch: (request: unknown) => Promise<string>) {
  return documentMachine.provide({ actors: { fetchDocument: fromPromise(({ input }) => fetch(input)) } });
}
