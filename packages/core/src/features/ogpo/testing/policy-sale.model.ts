import { flat } from '../policy/policy-context';
import { ApiError } from '../../../shared/api/errors';
import { doneEvent, errorEvent, type MachineModel, type ModelEvent } from '../../../shared/testing/runner';
import type { policyMachine } from '../policy/policy.machine';
import { type PolicySnapshot } from '../policy/policy.machine';
import { isPodftRefused } from '../../../shared/sale/verification';
import { policyModelMachine } from './policy-model-machine';
import {
  OGPO_ADMIN_USER,
  OGPO_CALCULATION,
  OGPO_CHECKOUT_INVOICE,
  OGPO_COMPLETE_POLICY,
  OGPO_SELLER_IP,
  OGPO_POLICY_NUMBER,
  OGPO_REWRITE_NUMBER,
  OGPO_RESERVE_USER,
  OGPO_TICKET,
  OGPO_TICKET_PROCESSING,
  OGPO_VERIFY_FAILED,
  OGPO_VERIFY_PASSED,
  OGPO_VERIFY_PODFT,
  OGPO_VERIFY_REFUSED,
  OGPO_VERIFY_TIMEOUT,
  OGPO_BOTH_OFFERED,
  ogpoInput,
} from './fixtures';

const machine = policyModelMachine;

/**
 * The graph's vertex for the sale: the regions, and what the guards read of the context (the chosen payment, a
 * ticket being processed, the treaty, the payment phone, the alert's seconds, the requests of the opening). The
 * texts and marks the views show follow from the path's last events and are checked on each step.
 */
function serializeSale(s: PolicySnapshot): string {
  const c = flat(s.context);
  return JSON.stringify([
    s.value,
    c.method,
    c.payment?.method ?? null,
    c.ticket?.processing ?? null,
    c.treaty,
    c.paymentPhone,
    c.alert,
    c.draftRequest,
    c.keptSale !== null,
    c.rewriteRequest,
    c.rewriteError !== null,
    c.pageMessage !== null,
    // a refused insurer holds 'Рассчитать' (issue 44 item 1)
    isPodftRefused(c.insurer),
  ]);
}

const kept = { policy: OGPO_COMPLETE_POLICY, draftId: null, payment: null };

/**
 * The sale of a complete policy (kept in the browser, so no dialog is needed): verification with each outcome (a
 * refused insurer among them), calculation, the code, the three ways to pay, the payment check, the ticket while 1C numbers it, the draft, and
 * the changes that drop the calculation. The sellers' calls never answer (the kept manager is chosen).
 */
export const policySaleModel = {
  name: 'ogpo-policy-sale',
  machine,
  input: ogpoInput(1, OGPO_ADMIN_USER, { kept }),
  serializeState: serializeSale,
  events: <ModelEvent<typeof policyMachine>[]>[
    doneEvent('loadIp', { ip: OGPO_SELLER_IP }),
    doneEvent('loadAvailability', OGPO_BOTH_OFFERED),
    { type: 'CALCULATE' },
    { type: 'VERIFY' },
    doneEvent('verifyPolicy', OGPO_VERIFY_PASSED),
    doneEvent('verifyPolicy', OGPO_VERIFY_PODFT),
    doneEvent('verifyPolicy', OGPO_VERIFY_FAILED),
    doneEvent('verifyPolicy', OGPO_VERIFY_REFUSED),
    doneEvent('verifyPolicy', OGPO_VERIFY_TIMEOUT),
    errorEvent('verifyPolicy', new TypeError('Failed to fetch')),
    doneEvent('pause', undefined),
    doneEvent('calculate', OGPO_CALCULATION),
    errorEvent('calculate', ApiError.rejected(['Тип ТС не найден в тарифе'], 200)),
    doneEvent('otp', { confirmed: true, code: '1234', request: null, error: null }),
    { type: 'CHECKOUT', method: 'transfer' },
    { type: 'CHECKOUT', method: 'kaspi' },
    doneEvent('checkout', OGPO_CHECKOUT_INVOICE),
    doneEvent('checkout', { result: true, ticket: OGPO_TICKET_PROCESSING }),
    errorEvent('checkout', new TypeError('Failed to fetch')),
    { type: 'CHECK_PAYMENT' },
    doneEvent('checkPayment', { result: true, waiting: true, message: 'Оплата ещё не поступила' }),
    doneEvent('checkPayment', {
      result: true,
      waiting: true,
      declined: true,
      message: 'Платёж отклонён. Выберите способ оплаты и оплатите ещё раз',
    }),
    doneEvent('checkPayment', { result: true, ticket: OGPO_TICKET_PROCESSING }),
    doneEvent('checkPayment', { result: true, ticket: OGPO_TICKET }),
    { type: 'OPEN_DOCUMENT', document: 1 },
    { type: 'OPEN_DOCUMENT', document: 0 },
    { type: 'CLOSE_DOCUMENT' },
    errorEvent('checkPayment', new TypeError('Failed to fetch')),
    { type: 'POLICY_CHANGED' },
  ],
} satisfies MachineModel<typeof policyMachine>;

/**
 * The terms and the draft: the first day of cover, the term (only an administrator changes it) and the payment
 * phone, on the Standard and the Temporary-entry variant; saving the policy as a draft.
 */
export const policyTermsModel = {
  name: 'ogpo-policy-terms',
  machine,
  inputs: [ogpoInput(1, OGPO_ADMIN_USER, { kept }), ogpoInput(2, OGPO_RESERVE_USER)],
  serializeState: serializeSale,
  events: <ModelEvent<typeof policyMachine>[]>[
    doneEvent('loadIp', { ip: OGPO_SELLER_IP }),
    doneEvent('loadAvailability', OGPO_BOTH_OFFERED),
    { type: 'SET_TREATY_DATE', date: '2026-12-01' },
    { type: 'SET_TREATY_DATE', date: '2026-11-20' },
    { type: 'SET_TERM', term: { unit: 'month', count: 6 } },
    { type: 'SET_TERM', term: { unit: 'day', count: 10 } },
    { type: 'SET_TERM', term: { unit: 'day', count: 7 } },
    { type: 'SET_PAYMENT_PHONE', phone: '+7(701) 710-0128' },
    { type: 'SAVE_DRAFT' },
    doneEvent('saveDraft', { id: OGPO_POLICY_NUMBER }),
    errorEvent('saveDraft', ApiError.rejected(['Черновик не сохранён'], 200)),
  ],
} satisfies MachineModel<typeof policyMachine>;

const withoutTerminal = { ...OGPO_RESERVE_USER, hasTerminal: false };

/**
 * Opening: a draft (found, of another variant, missing, failing), a rewrite (found, refused with the insurer's IIN
 * and asked again with a phone, refused without), a sale kept after its payment was requested or after its
 * calculation (the premium and the code step come back), and the blocking
 * alert of a seller without a terminal (closable once its 3 s have passed).
 */
export const policyOpeningModel = {
  name: 'ogpo-policy-opening',
  machine,
  inputs: [
    ogpoInput(1, OGPO_ADMIN_USER, {
      draft: '01JDMA0000000000000000DRFT',
    }),
    ogpoInput(1, OGPO_ADMIN_USER, { draft: '1024' }),
    ogpoInput(1, OGPO_ADMIN_USER, {
      rewrite: { global: 'KZ-OGPO-2026-0000321', isGlobal: true },
    }),
    ogpoInput(1, OGPO_ADMIN_USER, {
      kept: {
        policy: OGPO_COMPLETE_POLICY,
        draftId: null,
        payment: { method: 'card', policyId: 501, url: '/epay/501', invoice: null },
      },
    }),
    ogpoInput(1, OGPO_ADMIN_USER, {
      kept: {
        policy: OGPO_COMPLETE_POLICY,
        draftId: null,
        payment: null,
        calculation: { premium: 14_577, calculationDate: '2026-11-26 10:15:00' },
      },
    }),
    ogpoInput(2, withoutTerminal),
    // a draft asked for over an unsaved sale in progress: the seller is asked (a saved one: casco's model)
    ogpoInput(1, OGPO_ADMIN_USER, {
      draft: '01JDMA0000000000000000DRFT',
      kept: { policy: OGPO_COMPLETE_POLICY, draftId: null, payment: null },
    }),
  ],
  serializeState: serializeSale,
  events: <ModelEvent<typeof policyMachine>[]>[
    doneEvent('loadIp', { ip: OGPO_SELLER_IP }),
    doneEvent('loadAvailability', OGPO_BOTH_OFFERED),
    doneEvent('loadDraft', {
      result: true,
      id: '01JDMA0000000000000000DRFT',
      policy: {
        ...OGPO_COMPLETE_POLICY,
        number: '01JDMA0000000000000000DRFT',
        treaty: { ...OGPO_COMPLETE_POLICY.treaty, date: '2026-10-01' },
      },
    }),
    doneEvent('loadDraft', { result: true, id: '1024', policy: OGPO_COMPLETE_POLICY }),
    doneEvent('loadDraft', {
      result: true,
      id: '1025',
      policy: { ...OGPO_COMPLETE_POLICY, product_type: 2 },
    }),
    doneEvent('loadDraft', { result: false }),
    errorEvent('loadDraft', new TypeError('Failed to fetch')),
    { type: 'OPEN_DRAFT' },
    { type: 'KEEP_SALE' },
    { type: 'RETRY' },
    doneEvent('policyGet', {
      result: true,
      policy: { ...OGPO_COMPLETE_POLICY, number: OGPO_REWRITE_NUMBER, global: 'KZ-OGPO-2026-0000321' },
    }),
    doneEvent('policyGet', { result: false, error: 'Подтвердите телефон страхователя', iin: '850315300128' }),
    doneEvent('policyGet', { result: false, error: 'Полис не найден' }),
    errorEvent('policyGet', new TypeError('Failed to fetch')),
    { type: 'REWRITE', phone: '+7(701) 710-0128' },
    { type: 'TICK', seconds: 1 },
    { type: 'TICK', seconds: 3 },
    { type: 'DISMISS_ALERT' },
    { type: 'SHOW_ALERT', message: 'Неверный тип продукта', seconds: 10 },
    { type: 'CHECK_PAYMENT' },
  ],
} satisfies MachineModel<typeof policyMachine>;
