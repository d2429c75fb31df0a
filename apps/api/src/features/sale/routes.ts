import { checkPaymentEndpoint, checkoutEndpoint, policyDocumentEndpoint } from '@sakta/core';
import { saleSignatoriesEndpoint } from '@sakta/core/sale';
import { checkoutFi as checkoutFiEndpoint } from '@sakta/core/sale/fi';
import {
  orderAgentsEndpoint,
  orderManagersEndpoint,
  otpSendEndpoint,
  otpVerifyEndpoint,
} from '@sakta/core/ogpo';
import { route, type EndpointDef } from '../../platform/endpoint';
import { refused } from '../../platform/http';
import { ensureAccess } from '../../platform/ownership';
import { pdfBase64 } from '../../services/pdf/render';
import { policyFacts } from '../../services/policy-register/facts';
import { productOf, type SaleProducts } from '../../services/sale-products';
import { activeSignatories } from '../../services/signatories';
import { epayPostBack, getToEpay } from './card-payment';
import { checkout } from './checkout';
import { checkoutFi } from './checkout-fi';
import { sendOtp, verifyOtp } from './code';
import { documentPolicy, policyDocument } from './documents';
import { checkPayment } from './payment';
import { isCompanyAgent, isOrderManager, orderAgents, orderManagers } from './sellers';
import { verifyTerminalRoute } from './terminal';

/**
 * The sale of every product (spec part 2 sections 4.1, 7.1, 7.2): the sellers of the contract panel, the terminal
 * check, the insurer's one-time code, checkout, the payment (the card page, the provider's post-back, the payment
 * check) and the sold policy's documents. Paths, access and bodies come from core's declarations; a policy's product
 * (its code) comes from the policy, and the products are the ones the composition root hands in.
 */

export const saleRu = {
  unknownProduct: 'Неизвестный продукт',
  managerNotFound: 'Менеджер не найден',
} as const;

/** GET /api/dictionaries/order/managers -> {result, data}. */
const orderManagersRoute = route(orderManagersEndpoint, (c) =>
  c.json({ result: true as const, data: orderManagers(c.var.db, c.var.auth.user.id) }),
);

/** GET /api/dictionaries/signatories -> {result, data}: the company's active signatories (2.3). */
const signatoriesRoute = route(saleSignatoriesEndpoint, (c) =>
  c.json({ result: true as const, data: activeSignatories(c.var.db) }),
);

/** POST /api/dictionaries/order/agents {id, product} -> {result, data, isCompany}. */
const orderAgentsRoute = route(orderAgentsEndpoint, async (c, req) => {
  const { id } = await req.body();
  const { db } = c.var;
  if (!isOrderManager(db, id)) throw refused(404, saleRu.managerNotFound);
  const { user } = c.var.auth;
  const isCompany = isCompanyAgent(db, user.id);
  const agents = orderAgents(db, id);
  // a company agent sells as itself: it heads the list
  const data = isCompany
    ? [...agents.filter((a) => a.id === user.id), ...agents.filter((a) => a.id !== user.id)]
    : agents;
  return c.json({ result: true as const, data, isCompany });
});

/** POST /api/otp/send -> {result, type, sendPhone, code (sandbox only)}. */
const otpSendRoute = route(otpSendEndpoint, async (c, req) => c.json(sendOtp(c, await req.body())));

/** POST /api/otp/verify -> {result}; a wrong code {result: false, message}. */
const otpVerifyRoute = route(otpVerifyEndpoint, async (c, req) => c.json(verifyOtp(c, await req.body())));

/** POST /api/contracts/check-payment {id, payment} -> the ticket or waiting. */
const checkPaymentRoute = route(checkPaymentEndpoint, async (c, req) => {
  const { id } = await req.body();
  return c.json(checkPayment(c, id));
});

/** The sale's calls that need its products: the checkouts and the sold policy's documents. */
function productRoutes(products: SaleProducts) {
  /** POST /api/contracts/checkout {payment, epay, policy, paymentPhone, global?, isRewrite?}. */
  const checkoutRoute = route(checkoutEndpoint, async (c, req) => {
    const body = await req.body();
    const product = productOf(products, body.policy.product);
    if (!product) throw refused(404, saleRu.unknownProduct);
    return c.json(checkout(c, product, body));
  });

  /** POST /api/contracts/checkout-fi {payment, epay, policy, paymentPhone}: a financial institution's policy. */
  const checkoutFiRoute = route(checkoutFiEndpoint, async (c, req) =>
    c.json(checkoutFi(c, products, await req.body())),
  );

  /**
   * POST /api/policy/get-document {global, type} -> {result, document}: 0 the policy, 1 the receipt; of a policy the
   * caller's role sees (core's policy scope: its seller is the caller, or in the caller's branch, or any for the
   * all-scope roles).
   */
  const policyDocumentRoute = route(policyDocumentEndpoint, async (c, req) => {
    const { global, type } = await req.body();
    const { db, config } = c.var;
    const p = documentPolicy(db, config, global);
    ensureAccess(c, 'read', policyFacts(c, p.creator_id));
    return c.json({
      result: true as const,
      document: pdfBase64(await policyDocument(db, products, p, type)),
    });
  });

  return { checkoutRoute, checkoutFiRoute, policyDocumentRoute };
}

/** The payer's card page and the provider's post-back: public, listed among the pages met without a session. */
export const SALE_PUBLIC_ENDPOINTS: readonly EndpointDef[] = [getToEpay, epayPostBack];

/** The sale's protected calls for the given products. */
export function saleEndpoints(products: SaleProducts): readonly EndpointDef[] {
  const { checkoutRoute, checkoutFiRoute, policyDocumentRoute } = productRoutes(products);
  return [
    orderManagersRoute,
    orderAgentsRoute,
    signatoriesRoute,
    verifyTerminalRoute,
    otpSendRoute,
    otpVerifyRoute,
    checkoutRoute,
    checkoutFiRoute,
    checkPaymentRoute,
    policyDocumentRoute,
  ];
}
