import type { CheckoutAnswer, PaymentMethod } from '@sakta/core';
import type { SalePolicy as CorePolicy } from '@sakta/core/sale';
import { fiPaymentHints, type CheckoutFiRequest } from '@sakta/core/sale/fi';
import { Rejected, parseValue, refused, type AppContext } from '../../platform/http';
import { almatyDate } from '../../services/almaty';
import {
  productOf,
  type SalePolicy,
  type SaleProduct,
  type SaleProducts,
} from '../../services/sale-products';
import { ensureSale } from '../../services/sales';
import { isActiveSignatory, signatoriesRu } from '../../services/signatories';
import { checkout } from './checkout';

/**
 * POST /api/contracts/checkout-fi (spec part 2 sections 4.1, 5.6, 7.2): the checkout of a financial institution's
 * policy (property, casco). The product is the one of the policy's code among the sale's products that gives the
 * payment facts of 5.6; the policy is read by that product's schema. Before the sale's checkout (checkout.ts,
 * which prices the policy on the server and writes it into the register), the rules of 5.6 (core's
 * `fiPaymentHints`): a valid signatory for every way; a transfer needs the payment date (not before tomorrow in
 * Almaty) and, for a legal entity, its leader and a beneficial owner; a legal entity pays by transfer only; the
 * company's signatory chosen in the contract panel (2.3), if any, is an active one. The first rule broken is the
 * answer (400). The payment date goes to the bank's invoice of a transfer.
 */

export const checkoutFiRu = {
  unknownProduct: 'Неизвестный продукт',
  notFi: 'Продукт {product} оформляется другим запросом',
} as const;

/** 0 transfer; 1 online: the card provider (Epay) when `epay`, else Kaspi. */
const methodOf = (req: { payment: 0 | 1; epay: boolean }): PaymentMethod =>
  req.payment === 0 ? 'transfer' : req.epay ? 'card' : 'kaspi';

/** The policy read by its product's schema; its messages in checkout's failure shape ({result: false, message}). */
function policyOf(product: SaleProduct, value: unknown): SalePolicy {
  try {
    return parseValue(product.policySchema, value);
  } catch (e) {
    if (e instanceof Rejected) throw new Rejected(e.status, e.errors, 'message');
    throw e;
  }
}

export function checkoutFi(
  c: AppContext,
  products: SaleProducts,
  req: CheckoutFiRequest<CorePolicy>,
): CheckoutAnswer {
  const product = productOf(products, req.policy.product);
  if (!product) throw refused(404, checkoutFiRu.unknownProduct);
  if (!product.paymentFacts) throw refused(400, checkoutFiRu.notFi.replace('{product}', req.policy.product));
  ensureSale(c, req.policy.number);
  const policy = policyOf(product, req.policy);
  const facts = product.paymentFacts(policy);
  const method = methodOf(req);
  const [hint] = fiPaymentHints({ ...facts, minDate: almatyDate(c.var.config.now(), 1) }, method);
  if (hint) throw refused(400, hint);
  // who signs for the company (2.3): none yet, or one of its active signatories (a blocked one signs no more)
  const { signatoryId } = policy as { signatoryId?: number | null };
  if (signatoryId != null && !isActiveSignatory(c.var.db, signatoryId))
    throw refused(400, signatoriesRu.unavailable);
  return checkout(c, product, {
    payment: req.payment,
    epay: req.epay,
    policy,
    paymentPhone: req.paymentPhone,
    ...(method === 'transfer' ? { paymentDate: facts.paymentDate } : {}),
  });
}
