import { reloadingList } from '../../shared/machines/form-states';
import { unprovided } from '../../shared/machines/unprovided';
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { errorText } from '../../shared/api/errors';
import type { AgreementVerifyRequest, MyAgreement } from './contract';
import type { CodeSent } from '../../shared/api/fields';
import { fmt } from '../../shared/i18n/ru';
import { ruHome } from './ru';
import {
  codeConfirmationMachine,
  type CodeConfirmationSnapshot,
} from '../../shared/machines/code-confirmation.machine';
import { codeChildOf, codeViewOf, type CodeView } from '../../shared/machines/code-confirmation.view';
import {
  IDLE_DOCUMENT_VIEW,
  asDocumentSnapshot,
  documentMachine,
  provideDocument,
  selectDocumentView,
  type DocumentSnapshot,
  type DocumentView,
} from '../../shared/machines/document.machine';

/**
 * The home page's agreements to confirm, 'На согласование' (spec part 1: section 2 "Home", "Agreement
 * confirmation modal"; section 4 "Home agreement confirmation"; section 7 agreement/my-*; section 9 300 s).
 *
 *   loading --ok--> ready.browsing --OPEN {id}--> ready.open --code confirmed--> loading.again --ok--> ready.browsing
 *           \--failure--> failed --RETRY--> loading    ^--CLOSE--/                        \--failure--> failed
 *
 * - The list loads (GET my-agreements); a failure shows its message with a retry.
 * - OPEN {id} (only for an agreement of the list, only while the list is shown) opens the modal for it and fires
 *   GET my-agreement-check/{id} (invoked as 'check': its answer is not used and its failure ignored). The PDF is
 *   fetched then, by the shared document machine (child 'document': my-agreement-document/{id}, with its own
 *   loading, failure and retry).
 * - The modal invokes the shared code-confirmation machine as child 'code' (resend locked 300 s, request {id};
 *   the app provides sendCode = my-agreement-send-otp/{id}, verifyCode = POST my-agreement-check/verify {id, code}).
 *   Step 0 the start button, step 1 code sent, step 2 four digits. The code machine itself clears a refused code
 *   with the server's message, returns to step 0 on a network error, and emits every failure
 *   (`{type: 'failure'}` on the child, for the app's notifications).
 * - CLOSE (Esc, outside click, 'Закрыть') dismisses the modal from any of its steps; the code step stops.
 * - A confirmed code closes the modal, emits `{type: 'success', message}` (the success notification) and reloads
 *   the list; the agreements stay visible (busy) while the list reloads.
 * - Should the code step crash, the modal closes and the failure is emitted.
 *
 * The app provides the calls with `provideAgreements({...})`.
 */

export const AGREEMENT_RESEND_SECONDS = 300;

export interface AgreementsContext {
  agreements: MyAgreement[];
  /** The agreement of the open modal. */
  openId: number | null;
  loadError: string | null;
}

export type AgreementsEvent = { type: 'OPEN'; id: number } | { type: 'CLOSE' } | { type: 'RETRY' };

export type AgreementsEmitted = { type: 'success'; message: string } | { type: 'failure'; message: string };

/** The code step's request: the agreement's id. */
export interface AgreementCodeRequest {
  id: number;
}

const titleOf = (context: AgreementsContext) =>
  context.agreements.find((a) => a.id === context.openId)?.title ?? '';

const list = reloadingList<AgreementsContext, AgreementsEvent>();

export const agreementsMachine = setup({
  types: {
    context: {} as AgreementsContext,
    events: {} as AgreementsEvent,
    emitted: {} as AgreementsEmitted,
  },
  actors: {
    loadAgreements: unprovided<MyAgreement[]>('agreementsMachine', 'loadAgreements'),
    checkAgreement: unprovided<unknown, { id: number }>('agreementsMachine', 'checkAgreement'),
    codeConfirmation: codeConfirmationMachine,
    documentLoader: documentMachine,
  },
  guards: {
    isListed: ({ context, event }) =>
      event.type === 'OPEN' && context.agreements.some((a) => a.id === event.id),
  },
  actions: {
    /** A failed check call changes nothing (declared so that the failure does not stop the machine). */
    ignoreCheckFailure: () => {},
    /** The modal closed: no agreement is open. */
    forget: assign({ openId: null }),
  },
}).createMachine({
  id: 'agreements',
  context: { agreements: [], openId: null, loadError: null },
  initial: 'loading',
  states: {
    /** `first` shows the loader; `again` reloads after a confirmation: the old items stay shown, busy. */
    loading: list.loading('loadAgreements', (agreements: MyAgreement[]) => ({ agreements })),
    failed: list.failed,
    ready: {
      initial: 'browsing',
      states: {
        browsing: {
          on: {
            OPEN: {
              guard: 'isListed',
              target: 'open',
              actions: assign({ openId: ({ event }) => event.id }),
            },
          },
        },
        open: {
          invoke: [
            {
              // records that the user opened the agreement; the answer is not used, a failure ignored
              id: 'check',
              src: 'checkAgreement',
              input: ({ context }) => ({ id: context.openId ?? 0 }),
              onError: { actions: 'ignoreCheckFailure' },
            },
            {
              // the PDF, fetched now that the agreement is open (the list carries none)
              id: 'document',
              src: 'documentLoader',
              onSnapshot: {},
              input: ({ context }) => ({ request: { id: context.openId ?? 0 } }),
            },
            {
              id: 'code',
              src: 'codeConfirmation',
              // the view reads the code step: every change of it is a change of this machine's snapshot
              onSnapshot: {},
              input: ({ context }) => ({
                request: { id: context.openId ?? 0 } satisfies AgreementCodeRequest,
                resendSeconds: AGREEMENT_RESEND_SECONDS,
              }),
              // without exitOnFirstStep the code machine only finishes confirmed
              onDone: {
                target: '#agreements.loading.again',
                actions: [
                  emit(({ context }) => ({
                    type: 'success' as const,
                    message: fmt(ruHome.agreement.confirmed, { title: titleOf(context) }),
                  })),
                  'forget',
                ],
              },
              onError: {
                target: 'browsing',
                actions: [
                  emit(({ event }) => ({ type: 'failure' as const, message: errorText(event.error) })),
                  'forget',
                ],
              },
            },
          ],
          on: { CLOSE: { target: 'browsing', actions: 'forget' } },
        },
      },
    },
  },
});

export type AgreementsSnapshot = SnapshotFrom<typeof agreementsMachine>;

/** The code step of the open modal, if it runs. */
function selectAgreementCode(s: AgreementsSnapshot): CodeConfirmationSnapshot | undefined {
  return codeChildOf(s);
}

/** The open agreement's PDF, if it is being shown. */
function selectAgreementDocument(s: AgreementsSnapshot): DocumentSnapshot | undefined {
  return asDocumentSnapshot(s.children.document?.getSnapshot());
}

export type AgreementsStatus = 'loading' | 'ready' | 'failed';

export interface AgreementsView {
  status: AgreementsStatus;
  /** The list reloads after a confirmation (the items stay shown). */
  refreshing: boolean;
  agreements: readonly MyAgreement[];
  loadError: string | null;
  /** An agreement can be opened (the list is shown and not reloading). */
  canOpen: boolean;
  /** The agreement of the open modal, or null (modal closed). */
  open: MyAgreement | null;
  /** The modal's code step (IDLE_CODE_VIEW while closed). */
  code: CodeView;
  /** The open agreement's PDF (IDLE_DOCUMENT_VIEW while closed). */
  document: DocumentView;
}

/**
 * The home list and modal as the UI shows them. `code` is the snapshot of the child 'code' (the app reads it with
 * its own subscription, since the parent's snapshot object does not change when only the child does).
 */
export function selectAgreementsView(
  s: AgreementsSnapshot,
  code: CodeConfirmationSnapshot | undefined = selectAgreementCode(s),
  document: DocumentSnapshot | undefined = selectAgreementDocument(s),
): AgreementsView {
  const open = s.matches({ ready: 'open' })
    ? (s.context.agreements.find((a) => a.id === s.context.openId) ?? null)
    : null;
  return {
    status: s.matches({ loading: 'first' }) ? 'loading' : s.matches('failed') ? 'failed' : 'ready',
    refreshing: s.matches({ loading: 'again' }),
    agreements: s.context.agreements,
    loadError: s.context.loadError,
    canOpen: s.matches({ ready: 'browsing' }),
    open,
    code: codeViewOf(open ? code : undefined),
    document: open ? selectDocumentView(document) : IDLE_DOCUMENT_VIEW,
  };
}

/** The calls of the agreements, for `provideAgreements`. */
export interface AgreementsCalls {
  /** GET /api/agreement/my-agreements (its `data`). */
  list(): Promise<MyAgreement[]>;
  /** GET /api/agreement/my-agreement-check/{id}. */
  check(id: number): Promise<unknown>;
  /** GET /api/agreement/my-agreement-document/{id} (its `document`, base64). */
  document(id: number): Promise<string>;
  /** GET /api/agreement/my-agreement-send-otp/{id}. */
  sendOtp(id: number): Promise<CodeSent>;
  /** POST /api/agreement/my-agreement-check/verify {id, code}. */
  verify(req: AgreementVerifyRequest): Promise<unknown>;
}

/** The agreements machine with its calls: what the app runs. */
export function provideAgreements(calls: AgreementsCalls) {
  return agreementsMachine.provide({
    actors: {
      loadAgreements: fromPromise(() => calls.list()),
      checkAgreement: fromPromise(({ input }) => calls.check(input.id)),
      documentLoader: provideDocument((request) => calls.document((request as AgreementCodeRequest).id)),
      codeConfirmation: codeConfirmationMachine.provide({
        actors: {
          sendCode: fromPromise(async ({ input }) => {
            const sent = await calls.sendOtp((input.request as AgreementCodeRequest).id);
            return { phone: sent.sendPhone };
          }),
          verifyCode: fromPromise(({ input }) =>
            calls.verify({ id: (input.request as AgreementCodeRequest).id, code: input.code }),
          ),
        },
      }),
    },
  });
}
