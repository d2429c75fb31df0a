/**
 * The events the contract panel, the alerts and the success card send: the sale kernel's own (core's SaleEvent),
 * but DONE, the success card's OK, which the page handles (a new policy starts).
 */
import type { PaymentMethod, SaleEvent } from '@sakta/core/sale';

export type { PaymentMethod };

type Of<T extends SaleEvent<unknown>['type']> = Extract<SaleEvent<unknown>, { type: T }>;

/** The panel's product field: the payment date of a transfer (property, casco). */
type PaymentDateEdit = { type: 'EDIT'; patch: { paymentDate: string } };

export type ContractPanelEvent =
  | Of<
      | 'SET_TREATY_DATE'
      | 'SET_TERM'
      | 'SET_PAYMENT_PHONE'
      | 'CALCULATE'
      | 'VERIFY'
      | 'SAVE_DRAFT'
      | 'CHECKOUT'
      | 'CHECK_PAYMENT'
    >
  | PaymentDateEdit;

export type PolicyAlertsEvent = Of<'DISMISS_ALERT'>;

/** OPEN_DOCUMENT: `document` 0 the policy, 1 the receipt (get-document's `type`); DONE: the OK (the page reloads). */
export type SuccessCardEvent = Of<'OPEN_DOCUMENT'> | { type: 'DONE' };
