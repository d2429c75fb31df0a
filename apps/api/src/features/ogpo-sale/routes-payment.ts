import {
  checkPaymentEndpoint,
  checkoutEndpoint,
  policyDocumentEndpoint,
  policyGetEndpoint,
} from '@sakta/core';
import { route, type EndpointDef } from '../../platform/endpoint';
import { pdfBase64 } from '../../services/pdf/render';
import { checkout } from './checkout';
import { policyDocument } from './documents';
import { checkPayment } from './payment';
import { policyGet } from './rewrite';

/**
 * The OGPO sale's payment calls (spec part 2 section 7.2): checkout, the payment check, the policy's documents and
 * the rewrite's policy-get. Paths, access and bodies come from core's declarations (sale/contract.ts); failures
 * answer {result: false, message}.
 */

/** POST /api/contracts/checkout {payment, epay, policy, paymentPhone, global?, isRewrite?}. */
export const contractsCheckout = route(checkoutEndpoint, async (c, req) =>
  c.json(checkout(c, await req.body())),
);

/** POST /api/contracts/check-payment {id, payment} -> the ticket or waiting. */
export const contractsCheckPayment = route(checkPaymentEndpoint, async (c, req) => {
  const { id } = await req.body();
  return c.json(checkPayment(c, id));
});

/** POST /api/policy/get-document {global, type} -> {result, document}: 0 the policy, 1 the receipt. */
export const policyGetDocument = route(policyDocumentEndpoint, async (c, req) => {
  const { global, type } = await req.body();
  const pdf = await policyDocument(c.var.db, c.var.config, global, type);
  return c.json({ result: true as const, document: pdfBase64(pdf) });
});

/** POST /api/contracts/ogpo/policy-get {global, isGlobal, isRewrite, phone?} -> the policy, or result false. */
export const ogpoPolicyGet = route(policyGetEndpoint, async (c, req) =>
  c.json(policyGet(c, await req.body())),
);

export const OGPO_PAYMENT_ENDPOINTS: readonly EndpointDef[] = [
  contractsCheckout,
  contractsCheckPayment,
  policyGetDocument,
  ogpoPolicyGet,
];
