import { and, assign, enqueueActions, raise } from 'xstate';
import { errorText, isApiError } from '../api/errors';
import type { SaleProduct } from './product';
import { ruSale } from './ru';
import { OTP_RESEND_SECONDS, SALE_PAUSES, type SaleSetup } from './sale.setup';
import type { SaleContext } from './types';

export const failureText = (error: unknown, fallback: string) =>
  isApiError(error) && error.kind !== 'network' ? errorText(error, '. ') || fallback : fallback;

export const paymentCode = (context: { payment: { method: string } | null }): 0 | 1 =>
  context.payment?.method === 'transfer' || !context.payment ? 0 : 1;

/**
 * `sale` (spec 4.1, 4.2, 7.2, 7.3): editing -> verifying (the terminal, every party) -> verified (0.5 s) ->
 * calculating -> calculated.code (the one-time code to the insurer, the shared code machine `otp`, when the
 * product asks it) -> calculated.payable -> checkingOut -> awaitingPayment <-> checkingPayment -> issued
 * (processing until 1C gives the global number, then done). A failed verification marks the cards, says why and
 * saves a draft; a party flagged by the podft check waits for the review (podftWaiting, VERIFY asks again). Any
 * change to the parties (not their documents), the treaty or the term goes back to editing and drops the
 * calculation, the code and the payment (4.1). A declined payment brings the payment choices back.
 */
export function saleRegion<P, T extends { kind: string }, Policy, Calc, VReq, VAns, Variant>(
  s: SaleSetup<P, T, Policy, Calc, VReq, VAns, Variant>,
  product: SaleProduct<P, T, Policy, Calc, VReq, VAns, Variant>,
) {
  const outcome = (context: SaleContext<P, T>, answers: unknown) =>
    product.verification.outcome(context, answers as VAns).kind;
  const codeRequest = product.codeRequest;
  const payable = s.createStateConfig({
    on: {
      CHECKOUT: {
        guard: 'canPay',
        target: `#${product.id}.open.sale.checkingOut`,
        actions: assign({ method: ({ event }) => event.method, saleMessage: null }),
      },
    },
  });
  // the one-time code to the insurer (4.2), when the product asks it: a new calculation starts it afresh
  const code = s.createStateConfig({
    invoke: {
      id: 'otp',
      src: 'otp',
      input: ({ context }) => ({ resendSeconds: OTP_RESEND_SECONDS, request: codeRequest(context) }),
      onDone: 'payable',
    },
  });
  const withCode = s.createStateConfig({ tags: ['editable'], initial: 'code', states: { code, payable } });
  // (typed as the one with the code: a product without it simply never is in `code`)
  const calculated = product.confirmsByCode
    ? withCode
    : (s.createStateConfig({
        tags: ['editable'],
        initial: 'payable',
        states: { payable },
      }) as typeof withCode);
  const first = product.verification.first;
  // EDIT exists for a product with fields of its own (its descriptor's `edit`); not while a dialog is open
  const editOn = s.createStateConfig({
    on: {
      EDIT: [
        {
          guard: and(['isEditable', 'partiesIdle', 'editResets']),
          target: '.editing',
          actions: ['applyEdit', 'resetCalculation'],
        },
        { guard: and(['isEditable', 'partiesIdle', 'editKeeps']), actions: 'applyEdit' },
      ],
    },
  }).on;
  const edits = (product.edit ? editOn : {}) as typeof editOn;
  // where verification's step ends: the calculation follows, or (a step of its own) the calculate button
  const afterVerification = first ? 'checked' : 'calculating';
  const verifies = s.createStateConfig({
    tags: ['editable'],
    on: { VERIFY: { guard: and(['partiesIdle', 'canVerify']), target: 'verifying' } },
  });
  const verifiesAndCalculates = s.createStateConfig({
    tags: ['editable'],
    on: {
      CALCULATE: {
        guard: and(['partiesIdle', 'canCalculate']),
        target: 'verifying',
        actions: assign({ saleMessage: null }),
      },
    },
  });
  // every party passed (a product whose verification is a step of its own): 'Рассчитать' (4.1: hasCalc)
  const checked = s.createStateConfig({
    tags: ['editable'],
    on: {
      CALCULATE: {
        guard: and(['partiesIdle', 'canCalculate']),
        target: 'calculating',
        actions: assign({ saleMessage: null }),
      },
    },
  });
  // podft waiting: VERIFY asks again; CALCULATE too when it verifies with the calculation
  const podftOn = s.createStateConfig({
    on: { CALCULATE: { guard: and(['partiesIdle', 'canCalculate']), target: 'verifying' } },
  }).on;
  const podftCalculates = (first ? {} : podftOn) as typeof podftOn;
  // (typed as if every product had `checked`: one that verifies with the calculation never is in it)
  const checkedStates = (first ? { checked } : {}) as { checked: typeof checked };
  return s.createStateConfig({
    initial: 'start',
    on: {
      POLICY_CHANGED: { guard: 'isEditable', target: '.editing', actions: 'resetCalculation' },
      ...edits,
      SET_TREATY_DATE: {
        guard: 'isEditable',
        target: '.editing',
        actions: [
          assign({ treaty: ({ context, event }) => ({ ...context.treaty, date: event.date }) }),
          'resetCalculation',
        ],
      },
      SET_TERM: {
        guard: and(['isEditable', 'isTermEditable']),
        target: '.editing',
        actions: [
          assign({ treaty: ({ context, event }) => ({ ...context.treaty, term: event.term }) }),
          'resetCalculation',
        ],
      },
      SET_PAYMENT_PHONE: {
        guard: 'isEditable',
        actions: assign({ paymentPhone: ({ event }) => event.phone }),
      },
    },
    states: {
      // a sale put back after its payment was requested waits for that payment; after its calculation, the code
      start: {
        always: [
          { guard: 'hasPayment', target: 'awaitingPayment' },
          { guard: 'hasCalculation', target: 'calculated' },
          { target: 'editing' },
        ],
      },
      editing: first ? verifies : verifiesAndCalculates,
      verifying: {
        tags: ['busy'],
        invoke: {
          id: 'verifyPolicy',
          src: 'verifyPolicy',
          input: ({ context }: { context: SaleContext<P, T> }) => product.verification.requests(context),
          onDone: [
            {
              guard: ({ context, event }) => outcome(context, event.output) === 'passed',
              target: 'verified',
              actions: 'applyVerification',
            },
            {
              guard: ({ context, event }) => outcome(context, event.output) === 'podft',
              target: 'podftWaiting',
              actions: 'applyVerification',
            },
            // failed: the cards are marked, the reason shown, and the policy kept as a draft (4.1)
            {
              target: 'editing',
              actions: ['applyVerification', 'notifySaleMessage', raise({ type: 'SAVE_DRAFT' })],
            },
          ],
          onError: {
            target: 'editing',
            actions: [
              assign({ saleMessage: ({ event }) => errorText(event.error, '. ') }),
              'notifySaleMessage',
            ],
          },
        },
      },
      podftWaiting: {
        tags: ['editable'],
        on: {
          VERIFY: { guard: 'partiesIdle', target: 'verifying' },
          ...podftCalculates,
        },
      },
      verified: {
        tags: ['busy'],
        invoke: { id: 'pause', src: 'pause', input: { ms: SALE_PAUSES.verified }, onDone: afterVerification },
      },
      ...checkedStates,
      calculating: {
        tags: ['busy'],
        invoke: {
          id: 'calculate',
          src: 'calculate',
          input: ({ context }) => ({ policy: product.policyOf(context) }),
          onDone: {
            target: 'calculated',
            actions: assign(({ context, event }) => product.calculated(context, event.output as Calc)),
          },
          // the parties stay verified when the product verifies first
          onError: {
            target: first ? 'checked' : 'editing',
            actions: [
              'applyCalculationFailure',
              assign({ saleMessage: ({ event }) => failureText(event.error, ruSale.calculationFailed) }),
              'notifySaleMessage',
            ],
          },
        },
      },
      calculated,
      checkingOut: {
        tags: ['busy'],
        invoke: {
          id: 'checkout',
          src: 'checkout',
          input: ({ context }: { context: SaleContext<P, T> }) => product.checkoutRequest(context),
          onDone: [
            {
              guard: ({ event }) => 'ticket' in event.output,
              target: 'issued',
              actions: assign({
                ticket: ({ event }) => ('ticket' in event.output ? event.output.ticket : null),
              }),
            },
            {
              target: 'awaitingPayment',
              actions: enqueueActions(({ context, event, enqueue }) => {
                if ('ticket' in event.output) return;
                const answer = event.output;
                const method = context.method ?? 'transfer';
                enqueue.assign({
                  payment: {
                    method,
                    policyId: answer.policyId,
                    url: answer.url,
                    invoice: answer.invoice ?? null,
                  },
                  saleMessage: null,
                });
                enqueue.emit({ type: 'notice', kind: 'success', message: ruSale.checkoutSent });
                if (method !== 'transfer') enqueue.emit({ type: 'openPayment', url: answer.url });
              }),
            },
          ],
          onError: {
            target: 'calculated.payable',
            actions: [
              assign({ saleMessage: ({ event }) => failureText(event.error, ruSale.checkoutFailed) }),
              'notifySaleMessage',
            ],
          },
        },
      },
      awaitingPayment: {
        initial: 'idle',
        on: {
          CHECK_PAYMENT: { target: 'checkingPayment', actions: assign({ waiting: null, saleMessage: null }) },
        },
        states: {
          idle: {},
          // 'not paid yet' stays for 3 s (spec 9)
          waiting: {
            invoke: {
              id: 'pause',
              src: 'pause',
              input: { ms: SALE_PAUSES.waiting },
              onDone: { target: 'idle', actions: assign({ waiting: null }) },
            },
          },
        },
      },
      checkingPayment: {
        tags: ['busy'],
        invoke: {
          id: 'checkPayment',
          src: 'checkPayment',
          input: ({ context }) => ({ id: context.payment!.policyId, payment: paymentCode(context) }),
          onDone: [
            {
              guard: ({ event }) => 'ticket' in event.output,
              target: 'issued',
              actions: assign({
                ticket: ({ event }) => ('ticket' in event.output ? event.output.ticket : null),
              }),
            },
            {
              // a declined payment: the payment choices come back, the message stays under them
              guard: ({ event }) => 'declined' in event.output && event.output.declined === true,
              target: 'calculated.payable',
              actions: [
                assign({
                  payment: null,
                  saleMessage: ({ event }) => ('message' in event.output && event.output.message) || null,
                }),
                'notifySaleMessage',
              ],
            },
            {
              target: 'awaitingPayment.waiting',
              actions: assign({
                waiting: ({ event }) => ('message' in event.output && event.output.message) || ruSale.waiting,
              }),
            },
          ],
          onError: {
            target: 'awaitingPayment',
            actions: [
              assign({ saleMessage: ({ event }) => failureText(event.error, ruSale.checkPaymentFailed) }),
              'notifySaleMessage',
            ],
          },
        },
      },
      // the success card; while 1C has not given the global number, the ticket is asked again every 2 s
      issued: {
        initial: 'start',
        states: {
          start: { always: [{ guard: 'isProcessing', target: 'processing' }, { target: 'done' }] },
          processing: {
            invoke: {
              id: 'pause',
              src: 'pause',
              input: { ms: SALE_PAUSES.processing },
              onDone: 'refreshing',
            },
          },
          refreshing: {
            invoke: {
              id: 'checkPayment',
              src: 'checkPayment',
              input: ({ context }) => ({ id: context.ticket!.policyId, payment: paymentCode(context) }),
              onDone: {
                target: 'start',
                actions: assign({
                  ticket: ({ context, event }) =>
                    'ticket' in event.output ? event.output.ticket : context.ticket,
                }),
              },
              onError: 'processing',
            },
          },
          done: {},
        },
      },
    },
  });
}
