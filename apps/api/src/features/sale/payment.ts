import type { CheckPaymentAnswer } from '@sakta/core';
import { refused, type AppContext } from '../../platform/http';
import { latestPayment } from '../../services/payments';
import { runOneC } from '../../services/policy-register/one-c';
import { findRegisterPolicy } from '../../services/policy-register/repo';
import { ensurePolicySale } from '../../services/sales';
import { ticketOf } from './checkout';

/**
 * POST /api/contracts/check-payment {id, payment} (spec part 2 sections 4.1, 7.2): `waiting` while the policy's
 * payment has not arrived; then the ticket. A paid policy is 'in processing' (status 7) until the simulated 1C
 * gives the global number (one-c.ts): the ticket says processing, global null, until then. Only the owner of the
 * policy's sale (and the administrator) checks it.
 */

export const paymentRu = {
  notFound: 'Договор не найден',
  waiting: 'Оплата ещё не поступила',
  declined: 'Платёж отклонён. Выберите способ оплаты и оплатите ещё раз',
  failed: 'Ошибка проверки оплаты, попробуйте ещё раз.',
} as const;

export function checkPayment(c: AppContext, id: number): CheckPaymentAnswer {
  const { db, config } = c.var;
  runOneC(db, config);
  const policy = findRegisterPolicy(db, id);
  if (!policy) throw refused(404, paymentRu.notFound);
  ensurePolicySale(c, policy, 'read');
  if (policy.status === 0) {
    const declined = latestPayment(db, id)?.payment_status === 'declined';
    return declined
      ? { result: true, waiting: true, declined: true, message: paymentRu.declined }
      : { result: true, waiting: true, message: paymentRu.waiting };
  }
  if (policy.status === 1 || policy.status === 7 || policy.status === 8)
    return { result: true, ticket: ticketOf(policy) };
  throw refused(409, paymentRu.failed);
}
