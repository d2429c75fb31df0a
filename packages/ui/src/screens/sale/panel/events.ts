/**
 * The events the contract panel, the alerts and the success card send: the policy machine's own (core's
 * PolicyEvent), but DONE, the success card's OK, which the page handles (a new policy starts).
 */
import type { PaymentMethod, PolicyEvent } from '@sakta/core/ogpo';

export type { PaymentMethod };

type Of<T extends PolicyEvent['type']> = Extract<PolicyEvent, { type: T }>;

export type ContractPanelEvent = Of<
  | 'SET_TREATY_DATE'
  | 'SET_TERM'
  | 'SET_PAYMENT_PHONE'
  | 'CALCULATE'
  | 'VERIFY'
  | 'SAVE_DRAFT'
  | 'CHECKOUT'
  | 'CHECK_PAYMENT'
>;

export type PolicyAlertsEvent = Of<'DISMISS_ALERT'>;

/** OPEN_DOCUMENT: `document` 0 the policy, 1 the receipt (get-document's `type`); DONE: the OK (the page reloads). */
export type SuccessCardEvent = Of<'OPEN_DOCUMENT'> | { type: 'DONE' };
