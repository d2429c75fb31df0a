import { unprovided } from '../../shared/machines/unprovided';
import { and, assign, setup, type SnapshotFrom } from 'xstate';
import { ApiError, errorText } from '../../shared/api/errors';
import type { EpayWidget } from './epay.contract';

/**
 * Card payment of a contract /epay/{id} (spec part 1: section 2 "Contract payment screen", section 7 "Payment",
 * section 8 "Payment screen").
 *
 *   loading (get-to-epay) --ok--> widget (the provider's page in an overlay) --WIDGET_RESULT success--> paid
 *                                                                             --WIDGET_RESULT failure--> declined
 *                                                                             --CLOSE--> cancelled
 *            --failure--> failed (the server's message: the provider or the network is down, so 'Повторить')
 *            --refusal--> refused (the server's message: an unknown or already paid contract; trying again changes
 *                         nothing, so no retry is offered)
 *   declined | cancelled | failed --RETRY--> loading
 *
 * The app listens to window messages, keeps only those from the configured provider origin that parse as
 * EpayWidgetMessage, and sends WIDGET_RESULT; the machine also ignores a result for another invoice. Leaving
 * `widget` removes the overlay.
 */

export interface EpayContext {
  id: string;
  widget: EpayWidget | null;
  message: string | null;
}

export type EpayEvent =
  | { type: 'WIDGET_RESULT'; invoice: string; success: boolean; message?: string }
  | { type: 'CLOSE' }
  | { type: 'RETRY' };

export const epayMachine = setup({
  types: {
    context: {} as EpayContext,
    events: {} as EpayEvent,
    input: {} as { id: string },
  },
  actors: {
    loadPayment: unprovided<EpayWidget, { id: string }>('epayMachine', 'loadPayment'),
  },
  guards: {
    isThisInvoice: ({ context, event }) =>
      event.type === 'WIDGET_RESULT' && context.widget !== null && event.invoice === context.widget.invoice,
    isSuccess: ({ event }) => event.type === 'WIDGET_RESULT' && event.success,
    /** The server refused this contract (4xx): unknown or already paid, not a passing failure. */
    isRefusal: ({ event }) => {
      const error = (event as { error?: unknown }).error;
      return (
        error instanceof ApiError &&
        error.kind === 'rejected' &&
        error.status !== undefined &&
        error.status >= 400 &&
        error.status < 500
      );
    },
  },
}).createMachine({
  id: 'epay',
  context: ({ input }) => ({ id: input.id, widget: null, message: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      entry: assign({ widget: null, message: null }),
      invoke: {
        id: 'loadPayment',
        src: 'loadPayment',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'widget', actions: assign({ widget: ({ event }) => event.output }) },
        onError: [
          {
            guard: 'isRefusal',
            target: 'refused',
            actions: assign({ message: ({ event }) => errorText(event.error, '. ') }),
          },
          { target: 'failed', actions: assign({ message: ({ event }) => errorText(event.error, '. ') }) },
        ],
      },
    },
    widget: {
      on: {
        WIDGET_RESULT: [
          { guard: and(['isThisInvoice', 'isSuccess']), target: 'paid' },
          {
            guard: 'isThisInvoice',
            target: 'declined',
            actions: assign({
              // The provider's reason, if it gave one; without it the page shows its own text with the contract id.
              message: ({ event }) => (event.type === 'WIDGET_RESULT' && event.message) || null,
            }),
          },
        ],
        CLOSE: { target: 'cancelled', actions: assign({ message: null }) },
      },
    },
    paid: { type: 'final' },
    declined: { on: { RETRY: 'loading' } },
    cancelled: { on: { RETRY: 'loading' } },
    failed: { on: { RETRY: 'loading' } },
    refused: { type: 'final' },
  },
});

export type EpaySnapshot = SnapshotFrom<typeof epayMachine>;

export type EpayStatus = 'loading' | 'widget' | 'paid' | 'declined' | 'cancelled' | 'failed' | 'refused';

export interface EpayView {
  status: EpayStatus;
  message: string | null;
  widgetUrl: string | null;
}

export function selectEpayView(s: EpaySnapshot): EpayView {
  const status = (['loading', 'widget', 'paid', 'declined', 'cancelled', 'failed', 'refused'] as const).find(
    (v) => s.matches(v),
  ) as EpayStatus;
  return {
    status,
    message: s.context.message,
    widgetUrl: status === 'widget' ? (s.context.widget?.widgetUrl ?? null) : null,
  };
}
