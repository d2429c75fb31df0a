import {
  checkPaymentEndpoint,
  checkoutEndpoint,
  policyDocumentEndpoint,
  policyGetEndpoint,
} from '@sakta/core';
import { route, type EndpointDef } from '../../platform/endpoint';
import { ensureAccess } from '../../platform/ownership';
import { pdfBase64 } from '../../services/pdf/render';
import { checkout } from './checkout';
import { documentPolicy, policyDocument } from './documents';
import { policyFacts } from '../../services/policy-register/facts';
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

/**
 * POST /api/policy/get-document {global, type} -> {result, document}: 0 the policy, 1 the receipt; of a policy the
 * caller's role sees (core's policy scope: its seller is the caller, or in the caller's branch, or any for the
 * all-scope roles).
 */
export const policyGetDocument = route(policyDocumentEndpoint, async (c, req) => {
  const { global, type } = await req.body();
  const { db, config } = c.var;
  const p = documentPolicy(db, config, global);
  ensureAccess(c, 'read', policyFacts(c, p.creator_id));
  return c.json({ result: true as const, document: pdfBase64(await policyDocument(db, p, type)) });
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
