import {
  epayPostBackEndpoint,
  formatKzt,
  publicSmsText,
  type CheckoutAnswer,
  type Ticket,
} from '@sakta/core';
import { saleAuthorityRu } from '@sakta/core/sale/authority';
import { sessionApc } from '../../platform/auth';
import { hasApc } from '../../platform/users';
import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db';
import { Rejected, refused, type AppContext } from '../../platform/http';
import {
  createInvoice,
  createPayment,
  findContract,
  type ContractRow,
  type PaymentMethod,
} from '../../services/payments';
import { payPagePath, type PayPageKind } from '../../services/pay-pages/link';
import {
  insertPolicy,
  markPaid,
  openPolicyOfDraft,
  paidPolicyOfDraft,
  updateOpenPolicy,
  type RegisterPolicy,
} from '../../services/policy-register/repo';
import { checkSale } from '../../services/sale-checks';
import { sendText } from '../../services/sms';
import { replacedPolicy, rewriteSettlement, saleRewriteRu } from '../../services/sale-rewrite';
import { readLedger, stepSale } from '../../services/sale-ledger';
import { ensureSale, saleOwner } from '../../services/sales';
import type { SalePolicy, SaleProduct } from '../../services/sale-products';
import { codeConfirmed } from './code';
import { registerInput } from './register-input';

/**
 * POST /api/contracts/checkout (spec part 2 sections 4.1, 5.6, 7.2), for every product: the sale's policy goes into
 * the register awaiting payment, with the premium its product computes on the server (the page's `premium` is never
 * read) and the APC of the session (the page's `apc` is never read), and the payer is sent where to pay: an invoice
 * paid on the bank's page (transfer), the card page /epay/{id}, or the mobile bank's page (Kaspi). Checkout again
 * before payment updates the same policy; after payment it answers the ticket. Only the sale's owner checks out.
 *
 * A rewrite (`isRewrite` with the old policy's global number; OGPO's policy-get grants it) replaces an issued policy
 * of the same product granted to this sale and this seller for the same insurer, while no other paid policy
 * replaces it. It pays the difference to the old policy's premium of the register (nothing when the new premium is
 * not higher); 1C cancels the old policy (status 8) when it issues the new one, which it does only once the new one
 * is paid.
 */

export const checkoutRu = {
  noCode: saleAuthorityRu.noCode,
  noInsurer: 'Добавьте страхователя',
  sent: 'Оплата успешно отправлено!',
  entityCard: 'Юридические лица оплачивают перечислением: оплата картой недоступна',
  rewriteNotFound: saleRewriteRu.notFound,
} as const;

/** What checkout reads of its request, whatever the product. */
export interface SaleCheckout {
  /** 0 transfer, 1 card (`epay`) or Kaspi. */
  payment: 0 | 1;
  epay: boolean;
  policy: SalePolicy;
  paymentPhone: string;
  global?: string | null;
  isRewrite?: boolean;
  /** The day a transfer is to be paid by (checkout-fi, 5.6): the bank's invoice shows it. */
  paymentDate?: string;
}

export function ticketOf(p: RegisterPolicy): Ticket {
  return {
    policyId: p.id,
    number: p.number ?? String(p.id),
    global: p.status === 1 || p.status === 8 ? p.global_id : null,
    processing: p.status === 7,
    from: p.date_from ?? '',
    to: p.date_to ?? '',
    premium: p.premium,
  };
}

function method(req: SaleCheckout): PaymentMethod {
  if (req.payment === 0) return 'transfer';
  return req.epay ? 'card' : 'kaspi';
}

/** Where the payer pays: the card page of this server, or a signed link to the bank's or mobile bank's page. */
function paymentUrl(
  config: Config,
  payment: ContractRow,
  invoice: string,
  req: Pick<SaleCheckout, 'paymentPhone' | 'paymentDate'>,
): string {
  if (payment.method === 'card') return `/epay/${payment.id}`;
  const kind: PayPageKind = payment.method === 'transfer' ? 'bank' : 'kaspi';
  const path = payPagePath(config.epaySigningSecret, {
    kind,
    invoice,
    amount: payment.premium,
    number: payment.number,
    payer: payment.insurer_title,
    phone: req.paymentPhone,
    ...(kind === 'bank' && req.paymentDate ? { due: req.paymentDate } : {}),
    postLink: config.publicUrl + epayPostBackEndpoint.path.replace('{id}', String(payment.id)),
  });
  return (kind === 'bank' ? config.epayOrigin : config.kaspiOrigin) + path;
}

/**
 * The card payment's link to the payer's phone (the SMS 'Оплата успешно отправлено!' speaks of), in Russian: the
 * sandbox does not know the payer's language, so the link carries none and the page picks it (core's language.ts).
 */
function sendPaymentLink(config: Config, payment: ContractRow, amount: number, phone: string): void {
  const link = `${config.publicUrl}/epay/${payment.id}`;
  sendText(
    config,
    phone,
    publicSmsText('payment', null, { number: String(payment.id), amount: formatKzt(amount), link }),
  );
}

/** The premium the product computes for the policy; its refusals in checkout's `{result: false, message}` shape. */
function premiumOf(db: Db, product: SaleProduct, policy: SalePolicy, now: number): number {
  try {
    return product.premium(db, policy, now);
  } catch (e) {
    if (e instanceof Rejected) throw new Rejected(e.status, e.errors, 'message');
    throw e;
  }
}

/**
 * The APC the sale is credited to (spec part 2 section 6): the seller's own session's; when the administrator checks
 * out another seller's sale, the APC that seller saved the sale's draft with, if it is theirs.
 */
function saleApc(c: AppContext, owner: number, ulid: string): string | null {
  if (owner === c.var.auth.user.id) return sessionApc(c);
  const { db } = c.var;
  const saved = db
    .prepare("SELECT json_extract(policy, '$.apc') AS apc FROM drafts WHERE id = ?")
    .get(ulid) as { apc: string | null } | undefined;
  return saved?.apc && hasApc(db, owner, saved.apc) ? saved.apc : null;
}

export function checkout(c: AppContext, product: SaleProduct, req: SaleCheckout): CheckoutAnswer {
  const { db, config } = c.var;
  const p = req.policy;
  ensureSale(c, p.number);
  const incomplete = product.incomplete(p);
  if (incomplete) throw refused(400, incomplete);
  if (!p.insurer) throw refused(400, checkoutRu.noInsurer);
  if (req.payment === 1 && req.epay && !p.insurer.filter.person) throw refused(400, checkoutRu.entityCard);

  const paid = paidPolicyOfDraft(db, p.number);
  if (paid) return { result: true, ticket: ticketOf(paid) };

  // the server's own checks, whatever calls came before: the data's version, the terminal, the treaty, every party
  // verified on the register (a flagged one gets its compliance record, whose decision the premium waits for)
  checkSale(c, product, p, 'message');
  const now = config.now();
  const premium = premiumOf(db, product, p, now);
  // core's rule: this version calculated at this premium (above zero), the code confirmed on it; the sale's earlier
  // payment links are voided
  stepSale({ db, now }, p.number, { type: 'checkout', premium, needsCode: product.needsInsurerCode });
  // the insurer confirmed this sale by the one-time code sent to the insurer's own phone, or e-mail without one (4.2)
  if (product.needsInsurerCode && !codeConfirmed(db, p.number, p.insurer.client))
    throw refused(400, checkoutRu.noCode);
  const global = req.isRewrite ? (req.global ?? p.global ?? null) : null;
  const old = global ? replacedPolicy(c, product, p, global, 'message') : null;
  // the policy is the sale owner's, whoever checks it out (the administrator may check out a seller's sale)
  const owner = saleOwner(db, p.number) ?? c.var.auth.user.id;
  const input = registerInput(product, p, {
    premium,
    apc: saleApc(c, owner, p.number),
    paymentType: req.payment === 1 ? 1 : 0,
    paymentPhone: req.paymentPhone,
    creatorId: owner,
    replacesId: old?.id ?? null,
    now,
  });
  // A rewrite pays the difference to the register's premium of the policy it replaces (nothing when not higher).
  const amount = old ? rewriteSettlement(premium, old).add_payment : premium;

  return db.transaction((): CheckoutAnswer => {
    const open = openPolicyOfDraft(db, p.number);
    let policyId: number;
    if (open) {
      updateOpenPolicy(db, open.id, input);
      policyId = open.id;
    } else policyId = insertPolicy(db, input);
    // the policy it replaces, or none (a checkout again that is no longer a rewrite cancels nothing)
    db.prepare('UPDATE policies SET replaces_id = ? WHERE id = ?').run(old?.id ?? null, policyId);

    if (amount === 0) {
      markPaid(db, policyId, now);
      const issued = db.prepare('SELECT * FROM policies WHERE id = ?').get(policyId) as RegisterPolicy;
      return { result: true, ticket: ticketOf(issued) };
    }
    const paymentId = createPayment(db, {
      policyId,
      method: method(req),
      amount,
      now,
      saleVersion: readLedger(db, p.number).version,
    });
    const payment = findContract(db, paymentId)!;
    const invoice = createInvoice(db, config, payment);
    if (payment.method === 'card') sendPaymentLink(config, payment, amount, req.paymentPhone);
    return {
      result: true,
      policyId,
      url: paymentUrl(config, payment, invoice, req),
      invoice,
      message: checkoutRu.sent,
    };
  })();
}
