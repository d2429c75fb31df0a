/**
 * The events the contract panel, the alerts and the success card send to the policy machine (named in core's
 * sale-view.types), declared here loosely: the machine owns their handling.
 */
import type { ContractPanelView, Term } from '@sakta/core/ogpo';

export type PaymentMethod = NonNullable<ContractPanelView['payment']>['method'];

export type ContractPanelEvent =
  | { type: 'SET_TREATY_DATE'; date: string }
  | { type: 'SET_TERM'; term: Term }
  | { type: 'SET_PAYMENT_PHONE'; phone: string }
  | { type: 'CALCULATE' }
  | { type: 'VERIFY' }
  | { type: 'SAVE_DRAFT' }
  | { type: 'CHECKOUT'; method: PaymentMethod }
  | { type: 'CHECK_PAYMENT' };

export type PolicyAlertsEvent = { type: 'DISMISS_ALERT' };

/** OPEN_DOCUMENT: `document` 0 the policy, 1 the receipt (get-document's `type`); DONE: the OK (the page reloads). */
export type SuccessCardEvent = { type: 'OPEN_DOCUMENT'; document: 0 | 1 } | { type: 'DONE' };
