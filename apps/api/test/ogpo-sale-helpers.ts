import { expect } from 'vitest';
import {
  CheckPaymentAnswerSchema,
  CheckoutAnswerSchema,
  type CheckoutRequest,
  type OgpoPolicy,
  type Ticket,
} from '@sakta/core';
import type { ClientRecord } from '@sakta/core/ogpo/client';
import type { Vehicle } from '@sakta/core/ogpo/vehicle';
import { createPayPages } from '../src/services/pay-pages/app';
import type { makeApp } from './helpers';
import { post } from './helpers';

/**
 * The OGPO sale's payment tests: a policy built from the simulated state register (a resident insurer who also
 * drives, a Kazakh passenger car), checkout and check-payment calls, and the three ways to pay: the card page's
 * provider, the bank's invoice page (on the provider's origin) and the Kaspi page (its own app, wired here).
 * makeApp's clock stands at 2026-03-02 14:00 Almaty: the treaty runs from tomorrow for 12 months. The calls come in
 * the page's order, which the server enforces (issue 42): calculate, then the insurer's code, then checkout, each
 * of the same policy.
 */

export type Sale = ReturnType<typeof makeApp>;

export const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The ulid of a test sale: '01JSAKE' and 19 digits. */
export const saleUlid = (n: number) => `01JSAKE${String(n).padStart(19, '0')}`;

/** A call as the demo user of a role, or as the holder of a token. */
export async function call(t: Sale, path: string, body: unknown, as: 0 | 1 | 3 | 7 | { token: string } = 3) {
  const token = typeof as === 'number' ? t.tokenFor(as) : as.token;
  const res = await post(t.app, path, body, auth(token));
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/**
 * A resident insurer who drives (850315300128) and the car 123ABC02, as the register answers them, in sale `n`
 * calculated and confirmed by the insurer's code; the sale is the demo manager's, or the token holder's.
 */
export async function policyOf(t: Sale, n = 1, seller: { token: string } = { token: t.tokenFor(3) }) {
  const policy = await unconfirmedPolicyOf(t, n, seller);
  await confirmSale(t, policy, seller);
  return policy;
}

/** The same policy before its calculation and code: nothing names its sale yet. */
export async function unconfirmedPolicyOf(
  t: Sale,
  n = 1,
  seller: { token: string } = { token: t.tokenFor(3) },
): Promise<OgpoPolicy> {
  const ask = (path: string, body: unknown) => call(t, path, body, seller);
  const client = await ask('/api/client/get', {
    resident: true,
    person: true,
    verify: true,
    insurer: true,
    iin: '850315300128',
  });
  const vehicle = await ask('/api/vehicle/get', {
    filter: { verify: true, isNumber: true },
    number: '123ABC02',
  });
  const insurer = (client.body.data as ClientRecord[])[0]!;
  const car = (vehicle.body.data as Vehicle[])[0]!;
  return {
    number: saleUlid(n),
    product: 'OGPO_WEB_EA',
    product_type: 1,
    insurer,
    insureds: [],
    isDrive: true,
    vehicle: [car],
    leader: null,
    beneficiary: [],
    treaty: { date: '2026-03-03', term: { unit: 'month', count: 12 }, end: '2027-03-02' },
    manager: null,
    agent: null,
    apc: null,
    paymentPhone: '+7(701) 555-0199',
    premium: null,
  };
}

/** The page's calculate of the policy in its sale: the server's premium, kept for this version of the sale. */
export async function calculate(
  t: Sale,
  policy: OgpoPolicy,
  seller: { token: string } = { token: t.tokenFor(3) },
) {
  const res = await call(t, '/api/calculate/ogpo', { policy }, seller);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.premium as number;
}

/**
 * The page's order up to checkout: the policy calculated, then confirmed by the insurer's code sent to its phone
 * (the code follows the calculation; checkout needs both on the version it is given).
 */
export async function confirmSale(
  t: Sale,
  policy: OgpoPolicy,
  seller: { token: string } = { token: t.tokenFor(3) },
) {
  await calculate(t, policy, seller);
  await confirmCode(t, policy.number, policy.insurer!.client.phone, seller);
}

/**
 * The insurer confirms the calculated sale by the one-time code (checkout refuses a sale without it): by SMS to its
 * phone, or by mail to its e-mail when it has no phone.
 */
export async function confirmCode(
  t: Sale,
  ulid: string,
  phone: string,
  seller: { token: string } = { token: t.tokenFor(3) },
  email = '',
) {
  const body = { ulid, phone, email };
  const sent = await call(t, '/api/otp/send', { ...body, resident: true, person: true }, seller);
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const verified = await call(t, '/api/otp/verify', { ...body, code: sent.body.code }, seller);
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
}

export function checkoutBody(policy: OgpoPolicy, way: 'transfer' | 'card' | 'kaspi'): CheckoutRequest {
  return {
    payment: way === 'transfer' ? 0 : 1,
    epay: way === 'card',
    policy,
    paymentPhone: policy.paymentPhone,
  };
}

export async function checkout(
  t: Sale,
  body: CheckoutRequest,
  seller: { token: string } = { token: t.tokenFor(3) },
) {
  const res = await call(t, '/api/contracts/checkout', body, seller);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const answer = CheckoutAnswerSchema.parse(res.body);
  if (!('url' in answer)) throw new Error('expected a payment to make');
  return answer;
}

export async function checkPayment(t: Sale, id: number, payment: 0 | 1 = 1) {
  const res = await call(t, '/api/contracts/check-payment', { id, payment });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return CheckPaymentAnswerSchema.parse(res.body);
}

export async function ticketOf(t: Sale, id: number): Promise<Ticket> {
  const answer = await checkPayment(t, id);
  if (!('ticket' in answer)) throw new Error(`policy ${id} is still waiting`);
  return answer.ticket;
}

/** The simulated Kaspi app of a test server: its post-backs go to the test's API app. */
export function kaspiOf(t: Sale) {
  return createPayPages({
    kind: 'kaspi',
    signingSecret: t.config.epaySigningSecret,
    fetch: async (url, init) => t.app.request(url, init),
    now: t.config.now,
    log: () => {},
  });
}

/** Submits a payment page's form (the signed order and the button pressed). */
export function submitPage(
  app: { request: (url: string, init?: RequestInit) => Response | Promise<Response> },
  pageUrl: string,
  action: 'pay' | 'decline',
) {
  const url = new URL(pageUrl);
  const path = url.pathname === '/bank/invoice' ? '/bank/invoice/pay' : url.pathname;
  return app.request(`${url.origin}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      o: url.searchParams.get('o') ?? '',
      s: url.searchParams.get('s') ?? '',
      action,
    }).toString(),
  });
}

/** Pays a card payment on /epay/{id} through the provider simulator with the test card that succeeds. */
export async function payByCard(t: Sale, paymentUrl: string) {
  const id = paymentUrl.split('/').pop();
  const started = (await (await t.app.request(`/api/get-to-epay/${id}`)).json()) as {
    data: { widgetUrl: string };
  };
  const widget = new URL(started.data.widgetUrl);
  widget.searchParams.set('origin', 'http://localhost:5173');
  await t.provider.request(widget.toString());
  const res = await t.provider.request('http://localhost:8081/widget/pay', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      token: widget.searchParams.get('token') ?? '',
      action: 'pay',
      card: '4111 1111 1111 1111',
      expiry: '12/30',
      cvc: '123',
      holder: 'ERLAN AKHMETOV',
    }).toString(),
  });
  expect(await res.text()).toContain('Оплата прошла успешно');
}
