import { and, assign, emit, not, stateIn } from 'xstate';
import { errorText } from '../api/errors';
import { draftDigest } from './draft-digest';
import type { SaleProduct } from './product';
import { ruSale } from './ru';
import { ALERT_SECONDS, type SaleSetup } from './sale.setup';

/**
 * The page's other regions: `draft` (SAVE_DRAFT saves the policy, 'Сохранено'; saving again updates the same
 * draft; what was saved is remembered, draft-digest.ts), `document` (the issued policy's documents, 2.1: the receipt
 * link, once 1C gave the global number) and `alert` (the blocking alert dialog, closable once its countdown ends: 3 s
 * for 'Без терминала нельзя заключить полис!' at opening, 10 s for an error a change brought).
 */
export function pageRegions<P, T extends { kind: string }, Policy, Calc, VReq, VAns, Variant>(
  s: SaleSetup<P, T, Policy, Calc, VReq, VAns, Variant>,
  product: SaleProduct<P, T, Policy, Calc, VReq, VAns, Variant>,
) {
  const draft = s.createStateConfig({
    initial: 'idle',
    states: {
      idle: {
        on: {
          SAVE_DRAFT: {
            guard: and(['canSaveDraft', not(stateIn(`#${product.id}.open.sale.issued`))]),
            target: 'saving',
            actions: assign({
              draftNotice: null,
              savingDigest: ({ context }) => draftDigest(product.policyOf(context)),
            }),
          },
        },
      },
      saving: {
        invoke: {
          id: 'saveDraft',
          src: 'saveDraft',
          input: ({ context }) => ({ policy: product.policyOf(context) }),
          onDone: {
            target: 'idle',
            actions: [
              assign({
                draftId: ({ event }) => event.output.id,
                draftNotice: ruSale.draftSaved,
                // what was sent is the draft now; a change made while it was saving is not
                savedDigest: ({ context }) => context.savingDigest,
              }),
              emit({ type: 'notice', kind: 'success', message: ruSale.draftSaved }),
            ],
          },
          onError: {
            target: 'idle',
            actions: emit(({ event }) => ({
              type: 'notice' as const,
              kind: 'error' as const,
              message: errorText(event.error, '. '),
            })),
          },
        },
      },
    },
  });
  /** The issued policy's document open in the viewer: the policy (get-document type 0) or the receipt (type 1). */
  const viewing = (type: 0 | 1) => ({
    invoke: {
      id: 'document',
      src: 'document' as const,
      input: ({ context }: { context: { ticket: { global: string | null } | null } }) => ({
        request: { global: context.ticket!.global as string, type },
      }),
    },
    on: { CLOSE_DOCUMENT: { target: 'closed' } },
  });
  const document = s.createStateConfig({
    initial: 'closed',
    states: {
      closed: {
        on: {
          OPEN_DOCUMENT: [
            { guard: and(['hasGlobal', ({ event }) => event.document === 0]), target: 'policy' },
            { guard: 'hasGlobal', target: 'receipt' },
          ],
        },
      },
      policy: viewing(0),
      receipt: viewing(1),
    },
  });
  const alert = s.createStateConfig({
    initial: 'start',
    on: {
      SHOW_ALERT: {
        target: '.shown',
        actions: assign({ alert: ({ event }) => ({ message: event.message, secondsLeft: event.seconds }) }),
      },
    },
    states: {
      start: {
        always: [
          {
            guard: 'lacksTerminalAlert',
            target: 'shown',
            actions: assign({
              alert: { message: ruSale.noTerminalAlert, secondsLeft: ALERT_SECONDS.noTerminal },
            }),
          },
          { target: 'hidden' },
        ],
      },
      hidden: {},
      shown: {
        invoke: { id: 'clock', src: 'clock' },
        on: {
          TICK: {
            actions: assign({
              alert: ({ context, event }) =>
                context.alert && {
                  ...context.alert,
                  secondsLeft: Math.max(0, context.alert.secondsLeft - Math.max(1, event.seconds ?? 1)),
                },
            }),
          },
          DISMISS_ALERT: { guard: 'alertClosable', target: 'hidden', actions: assign({ alert: null }) },
        },
      },
    },
  });
  return { draft, document, alert };
}
