import { epayPostBackEndpoint, getToEpayEndpoint } from '@sakta/core';
import { route } from '../../platform/endpoint';
import { refused, Rejected } from '../../platform/http';
import { saleAuthorityRu } from '@sakta/core/sale/authority';
import { apiRu } from '../../platform/messages';
import {
  applyPostBack,
  createInvoice,
  EpayUnavailable,
  findContract,
  requestWidget,
} from '../../services/payments';

/**
 * Paying a sold policy by card, whatever the product (spec part 1: section 2 "Contract payment screen", section 7
 * "Payment"): the payer's public page /epay/{id} asks for the provider's widget, and the provider posts the outcome
 * back. Both answer without a login; the post-back changes nothing unless its signature verifies.
 */

function contractId(raw: string | undefined): number | null {
  return raw && /^\d{1,12}$/.test(raw) ? Number(raw) : null;
}

/**
 * GET /api/get-to-epay/{id} -> {result: true, data: {invoice, invoiceAlt, amount, currency, language, widgetUrl}}.
 * The back end asks the provider for the widget token with the client credentials (server to server); the
 * browser gets only the widget's URL. Unknown contract, paid contract or provider down: {result: false, message}.
 */
export const getToEpay = route(getToEpayEndpoint, async (c) => {
  const { db, config } = c.var;
  const id = contractId(c.req.param('id'));
  const contract = id === null ? undefined : findContract(db, id);
  if (!contract) throw refused(404, apiRu.contractNotFound);
  if (contract.payment_status === 'paid' || contract.policy_paid) throw refused(409, apiRu.contractPaid);
  // a later checkout or a change of the sale closed this link (core's rule, shared/sale/authority.ts)
  if (contract.voided) throw refused(409, saleAuthorityRu.linkClosed);
  const invoice = createInvoice(db, config, contract);
  try {
    const data = await requestWidget(config, contract, invoice);
    return c.json({ result: true as const, data });
  } catch (e) {
    if (!(e instanceof EpayUnavailable)) throw e;
    config.log(`[epay] contract ${contract.id}, invoice ${invoice}: ${e.message}`);
    throw refused(502, apiRu.epayUnavailable);
  }
});

/**
 * POST /api/epay/order/result/{id}: the provider's post-back (EpayPostBackSchema). Public, but nothing changes
 * unless the HMAC signature verifies with the shared secret (else 401) and the invoice was issued for this
 * contract with this amount. -> {result: true}.
 */
export const epayPostBack = route(epayPostBackEndpoint, async (c, req) => {
  const { db, config } = c.var;
  const body = await req.body();
  const id = contractId(c.req.param('id'));
  const outcome = id === null ? { kind: 'unknown-invoice' as const } : applyPostBack(db, config, id, body);
  switch (outcome.kind) {
    case 'ok':
      config.log(`[epay] contract ${id}: invoice ${body.invoice} ${body.status} (${body.reference})`);
      return c.json({ result: true as const });
    case 'returned':
      config.log(
        `[epay] contract ${id}: invoice ${body.invoice} not applied, to be returned: ${outcome.message}`,
      );
      throw new Rejected(409, [outcome.message]);
    case 'bad-signature':
      config.log(`[epay] post-back for contract ${c.req.param('id')} refused: bad signature`);
      throw new Rejected(401, [apiRu.badSignature]);
    case 'unknown-invoice':
      throw new Rejected(404, [apiRu.invoiceNotFound]);
    case 'amount-mismatch':
      throw new Rejected(409, [apiRu.amountMismatch]);
  }
});
