import {
  policyDrivers,
  epayPostBackEndpoint,
  fmt,
  type CheckoutAnswer,
  type CheckoutRequest,
  type Ticket,
} from '@sakta/core';
import type { Config } from '../../platform/config';
import { otpConfirmed } from './otp';
import type { Db } from '../../platform/db';
import { refused } from '../../platform/http';
import {
  createInvoice,
  createPayment,
  findContract,
  type ContractRow,
  type PaymentMethod,
} from '../../services/payments';
import { payPagePath, type PayPageKind } from '../../services/pay-pages/link';
import {
  findByNumber,
  insertPolicy,
  markPaid,
  openPolicyOfDraft,
  paidPolicyOfDraft,
  updateOpenPolicy,
  type NewPolicy,
  type RegisterPolicy,
} from '../../services/policy-register/repo';
import { premiumOf } from './premium';
import { OGPO_PRODUCT_TITLE, registerParty, registerVehicle } from './register-input';

/**
 * POST /api/contracts/checkout (spec part 2 sections 4.1, 5.6, 7.2): the sale's policy goes into the register
 * awaiting payment, with the premium the sandbox computes (the page's `premium` is never read), and the payer is
 * sent where to pay: an invoice paid on the bank's page (transfer), the card page /epay/{id}, or the mobile bank's
 * page (Kaspi). Checkout again before payment updates the same policy; after payment it answers the ticket.
 */

export const checkoutRu = {
  noCode: 'Страхователь не подтвердил оформление кодом из СМС',
  sent: 'Оплата успешно отправлено!',
  incomplete: 'Добавьте страхователя, водителя и транспортное средство',
  entityCard: 'Юридические лица оплачивают перечислением: оплата картой недоступна',
  rewriteNotFound: 'Договор {global} не найден или не может быть переоформлен',
  paidByRewrite: 'Доплата не требуется: договор переоформлен',
} as const;

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

function method(req: CheckoutRequest): PaymentMethod {
  if (req.payment === 0) return 'transfer';
  return req.epay ? 'card' : 'kaspi';
}

/** The policy of a rewrite (issued, not terminated), or a refusal. */
function replacedPolicy(db: Db, global: string): RegisterPolicy {
  const old = findByNumber(db, global);
  if (!old || old.status !== 1 || old.terminated_at !== null || old.product_code !== 'OGPO_WEB_EA')
    throw refused(404, fmt(checkoutRu.rewriteNotFound, { global }));
  return old;
}

function newPolicy(req: CheckoutRequest, premium: number, userId: number, now: number): NewPolicy {
  const p = req.policy;
  return {
    draftUlid: p.number,
    productCode: 'OGPO_WEB_EA',
    productTitle: OGPO_PRODUCT_TITLE,
    productType: p.product_type,
    premium,
    paymentType: req.payment === 1 ? 1 : 0,
    paymentPhone: req.paymentPhone,
    creatorId: userId,
    policy: { ...p, premium },
    insurer: p.insurer ? registerParty(p.insurer) : null,
    vehicles: p.vehicle.map(registerVehicle),
    insureds: policyDrivers(p).map((d) => {
      const r = registerParty(d);
      return { title: r.title, iin: r.iin, person: r.person };
    }),
    beneficiary: null,
    dateFrom: p.treaty.date,
    dateTo: p.treaty.end,
    replacesId: null,
    now,
  };
}

/** Where the payer pays: the card page of this server, or a signed link to the bank's or mobile bank's page. */
function paymentUrl(config: Config, payment: ContractRow, invoice: string, phone: string): string {
  if (payment.method === 'card') return `/epay/${payment.id}`;
  const kind: PayPageKind = payment.method === 'transfer' ? 'bank' : 'kaspi';
  const path = payPagePath(config.epaySigningSecret, {
    kind,
    invoice,
    amount: payment.premium,
    number: payment.number,
    payer: payment.insurer_title,
    phone,
    postLink: config.publicUrl + epayPostBackEndpoint.path.replace('{id}', String(payment.id)),
  });
  return (kind === 'bank' ? config.epayOrigin : config.kaspiOrigin) + path;
}

export function checkout(db: Db, config: Config, userId: number, req: CheckoutRequest): CheckoutAnswer {
  const p = req.policy;
  if (!p.insurer || !p.vehicle.length || !policyDrivers(p).length) throw refused(400, checkoutRu.incomplete);
  if (req.payment === 1 && req.epay && !p.insurer.filter.person) throw refused(400, checkoutRu.entityCard);

  const paid = paidPolicyOfDraft(db, p.number);
  if (paid) return { result: true, ticket: ticketOf(paid) };

  const priced = premiumOf(db, p);
  if ('error' in priced) throw refused(400, priced.error);
  // the insurer confirmed this sale by the one-time code (spec 4.2)
  if (!otpConfirmed(db, p.number, p.insurer.client.phone)) throw refused(400, checkoutRu.noCode);
  const now = config.now();
  const global = req.isRewrite ? (req.global ?? p.global ?? null) : null;
  const old = global ? replacedPolicy(db, global) : null;
  const input = { ...newPolicy(req, priced.premium, userId, now), replacesId: old?.id ?? null };
  // A rewrite pays the difference to the policy it replaces (nothing when the new premium is not higher).
  const amount = old ? Math.max(0, priced.premium - old.premium) : priced.premium;

  return db.transaction((): CheckoutAnswer => {
    const open = openPolicyOfDraft(db, p.number);
    let policyId: number;
    if (open) {
      updateOpenPolicy(db, open.id, input);
      policyId = open.id;
    } else policyId = insertPolicy(db, input);
    if (old) db.prepare('UPDATE policies SET replaces_id = ? WHERE id = ?').run(old.id, policyId);

    if (amount === 0) {
      markPaid(db, policyId, now);
      const issued = db.prepare('SELECT * FROM policies WHERE id = ?').get(policyId) as RegisterPolicy;
      return { result: true, ticket: ticketOf(issued) };
    }
    const paymentId = createPayment(db, { policyId, method: method(req), amount, now });
    const payment = findContract(db, paymentId)!;
    const invoice = createInvoice(db, config, payment);
    return {
      result: true,
      policyId,
      url: paymentUrl(config, payment, invoice, req.paymentPhone),
      invoice,
      message: checkoutRu.sent,
    };
  })();
}
