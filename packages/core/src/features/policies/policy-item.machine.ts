import { formStates } from '../../shared/machines/form-states';
import { unprovided } from '../../shared/machines/unprovided';
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { errorText } from '../../shared/api/errors';
import { fmt } from '../../shared/i18n/ru';
import type { PolicyDetail } from './contract';
import {
  policyDocumentFileName,
  policyDocuments,
  showsPolicyListDocuments,
  type PolicyDocumentEntry,
  type PolicyDocumentKind,
} from './documents';
import { ruPolicies } from './ru';

/**
 * The policy modal (spec part 2 sections 2.7, 3.9, 4.5, 7.5, 8, 9): one policy loaded by POST /api/policy/item
 * with its id or its contract number; the policy list and the operator-error screen both open it.
 *
 *   loading (loadItem {id}) --ok--> ready --failure--> failed --RETRY--> loading
 *   ready, two regions:
 *     info:     idle --REFRESH--> refreshing (loadItem {id}) --ok--> idle, the policy replaced and the notice
 *                                                                   'Данные по {number} обновлено успешно' ('Обновлено')
 *                                                         --failure--> idle with the message (and an error notice)
 *     document: idle --OPEN_DOCUMENT {kind}--> fetching --ok--> linked (the PDF's link) --60 s (linkTimer)--> idle
 *                                                       --failure--> failed (the message under the document, and an
 *                                                                    error notice); OPEN_DOCUMENT again from linked
 *                                                                    or failed fetches the one asked.
 * A document can be asked only when the policy offers it (status 1 or 7, no error, a global id; by product).
 * The link's 60 s (section 9 'Policy PDF link revoked after 60 s') is the machine's `linkTimer`, so the view and
 * the browser's object URL follow it.
 */

export interface PolicyItemInput {
  /** The policy's id, or its local or global contract number (the modal opened by contract number). */
  id: number | string;
}

export interface PolicyItemContext {
  id: number | string;
  policy: PolicyDetail | null;
  error: string | null;
  refreshError: string | null;
  /** The document asked, fetched or failed. */
  documentKind: PolicyDocumentKind | null;
  /** The PDF, base64, while its link lives. */
  document: string | null;
  documentError: string | null;
}

export type PolicyItemEvent =
  { type: 'RETRY' } | { type: 'REFRESH' } | { type: 'OPEN_DOCUMENT'; kind: PolicyDocumentKind };

export type PolicyItemEmitted = {
  type: 'notice';
  kind: 'success' | 'error';
  title?: string;
  message: string;
};

const entryOf = (context: PolicyItemContext, kind: PolicyDocumentKind | null) =>
  context.policy ? policyDocuments(context.policy).find((d) => d.kind === kind) : undefined;

const numberOf = (p: PolicyDetail) => p.global_id ?? p.number ?? String(p.id);

const kit = formStates<PolicyItemContext, PolicyItemEvent>();

export const policyItemMachine = setup({
  types: {
    context: {} as PolicyItemContext,
    events: {} as PolicyItemEvent,
    input: {} as PolicyItemInput,
    emitted: {} as PolicyItemEmitted,
  },
  actors: {
    loadItem: unprovided<PolicyDetail, { id: number | string }>('policyItemMachine', 'loadItem'),
    /** The document's PDF, base64. */
    fetchDocument: unprovided<string, PolicyDocumentEntry['request']>('policyItemMachine', 'fetchDocument'),
    /** Settles when the document's link is to be revoked (60 s). */
    linkTimer: fromPromise<void, void>(() => new Promise((resolve) => setTimeout(resolve, 60_000))),
  },
  guards: {
    isOffered: ({ context, event }) => event.type === 'OPEN_DOCUMENT' && !!entryOf(context, event.kind),
  },
  actions: {
    /** A failed call's message as the error notice. */
    errorNotice: emit(({ event }) => ({
      type: 'notice' as const,
      kind: 'error' as const,
      message: errorText((event as { error?: unknown }).error),
    })),
    askDocument: assign({
      documentKind: ({ event }) => (event.type === 'OPEN_DOCUMENT' ? event.kind : null),
      document: null,
      documentError: null,
    }),
  },
}).createMachine({
  id: 'policyItem',
  context: ({ input }) => ({
    id: input.id,
    policy: null,
    error: null,
    refreshError: null,
    documentKind: null,
    document: null,
    documentError: null,
  }),
  initial: 'loading',
  states: {
    loading: kit.loading(
      'loadItem',
      ({ context }) => ({ id: context.id }),
      (policy: PolicyDetail) => ({ policy }),
      { done: 'ready', failed: 'failed' },
    ),
    failed: kit.loadFailed,
    ready: {
      type: 'parallel',
      states: {
        info: {
          initial: 'idle',
          states: {
            idle: { on: { REFRESH: 'refreshing' } },
            refreshing: {
              tags: ['refreshing'],
              entry: assign({ refreshError: null }),
              invoke: {
                id: 'refreshItem',
                src: 'loadItem',
                input: ({ context }) => ({ id: context.policy?.id ?? context.id }),
                onDone: {
                  target: 'idle',
                  actions: [
                    assign({ policy: ({ event }) => event.output }),
                    emit(({ event }) => ({
                      type: 'notice' as const,
                      kind: 'success' as const,
                      title: ruPolicies.modal.refreshedTitle,
                      message: fmt(ruPolicies.modal.refreshed, { number: numberOf(event.output) }),
                    })),
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: [assign({ refreshError: ({ event }) => errorText(event.error) }), 'errorNotice'],
                },
              },
            },
          },
        },
        document: {
          initial: 'idle',
          on: { OPEN_DOCUMENT: { guard: 'isOffered', target: '.fetching', actions: 'askDocument' } },
          states: {
            idle: {},
            fetching: {
              tags: ['fetching'],
              invoke: {
                id: 'fetchDocument',
                src: 'fetchDocument',
                input: ({ context }) => entryOf(context, context.documentKind)!.request,
                onDone: { target: 'linked', actions: assign({ document: ({ event }) => event.output }) },
                onError: {
                  target: 'failed',
                  actions: [assign({ documentError: ({ event }) => errorText(event.error) }), 'errorNotice'],
                },
              },
            },
            linked: {
              invoke: {
                id: 'linkTimer',
                src: 'linkTimer',
                onDone: { target: 'idle', actions: assign({ document: null, documentKind: null }) },
              },
            },
            failed: {},
          },
        },
      },
    },
  },
});

export type PolicyItemSnapshot = SnapshotFrom<typeof policyItemMachine>;

export interface PolicyDocumentView extends PolicyDocumentEntry {
  fetching: boolean;
  /** The PDF (base64) while its 60 s link lives, and the file name to save it as. */
  link: { document: string; fileName: string } | null;
  /** Why it could not be fetched (under the document). */
  error: string | null;
}

export interface PolicyItemView {
  status: 'loading' | 'ready' | 'failed';
  /** The modal's title: 'Договор {number}'. */
  title: string;
  policy: PolicyDetail | null;
  error: string | null;
  refreshing: boolean;
  refreshError: string | null;
  showsDocuments: boolean;
  documents: PolicyDocumentView[];
}

export function selectPolicyItemView(s: PolicyItemSnapshot): PolicyItemView {
  const c = s.context;
  const p = c.policy;
  const status = s.matches('ready') ? 'ready' : s.matches('failed') ? 'failed' : 'loading';
  const fetching = s.hasTag('fetching');
  const linked = s.matches({ ready: { document: 'linked' } });
  const failed = s.matches({ ready: { document: 'failed' } });
  return {
    status,
    title: fmt(ruPolicies.modal.title, { number: p ? numberOf(p) : String(c.id) }),
    policy: p,
    error: c.error,
    refreshing: s.hasTag('refreshing'),
    refreshError: c.refreshError,
    showsDocuments: !!p && showsPolicyListDocuments(p),
    documents: p
      ? policyDocuments(p).map((d) => {
          const mine = c.documentKind === d.kind;
          return {
            ...d,
            fetching: mine && fetching,
            link:
              mine && linked && c.document
                ? { document: c.document, fileName: policyDocumentFileName(d, p.global_id ?? '') }
                : null,
            error: mine && failed ? c.documentError : null,
          };
        })
      : [],
  };
}

/** The calls of the modal, for `providePolicyItem`. */
export interface PolicyItemCalls {
  /** POST /api/policy/item {id}. */
  load(id: number | string): Promise<PolicyDetail>;
  /** get-document, get-document-dc or get-document-ds as the entry says: the PDF, base64. */
  document(request: PolicyDocumentEntry['request']): Promise<string>;
}

export function providePolicyItem(calls: PolicyItemCalls) {
  return policyItemMachine.provide({
    actors: {
      loadItem: fromPromise(({ input }) => calls.load(input.id)),
      fetchDocument: fromPromise(({ input }) => calls.document(input)),
    },
  });
}
