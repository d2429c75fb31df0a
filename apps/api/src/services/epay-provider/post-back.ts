import { randomInt } from 'node:crypto';
import type { EpayPostBack } from '@sakta/core';
import type { FetchLike } from '../../platform/config';
import { postBackSignature } from './signature';

/**
 * Sends a payment's signed post-back (core's EpayPostBack) to the shop: the card provider after the widget, the
 * simulated bank and mobile bank after their pages (pay-pages/). True when the shop answered {result: true}; the
 * shop's reason when it refused the payment (409: it keeps the money to give back).
 */

export interface PostBackSender {
  signingSecret: string;
  fetch: FetchLike;
  now: () => number;
  log: (line: string) => void;
}

export interface PostBackOrder {
  invoice: string;
  amount: number;
  postLink: string;
}

/** Delivered and accepted (true), refused by the shop with its reason, or not delivered (false). */
export type PostBackDelivery = true | false | { refused: string };

export async function sendPostBack(
  sender: PostBackSender,
  tag: string,
  order: PostBackOrder,
  status: 'success' | 'declined',
  extra: Pick<EpayPostBack, 'cardMask' | 'reason'> = {},
): Promise<PostBackDelivery> {
  const prefix = tag === 'epay' ? 'SP' : tag.slice(0, 2).toUpperCase();
  const reference = `${prefix}${String(sender.now()).slice(-8)}${String(randomInt(0, 10_000)).padStart(4, '0')}`;
  const fields = { invoice: order.invoice, status, amount: order.amount, reference } as const;
  const body: EpayPostBack = {
    ...fields,
    ...extra,
    signature: postBackSignature(sender.signingSecret, fields),
  };
  try {
    const res = await sender.fetch(order.postLink, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    const answer = (await res.json().catch(() => null)) as {
      result?: unknown;
      errors?: unknown;
      message?: unknown;
    } | null;
    sender.log(`[${tag}] post-back ${order.invoice} ${status} -> ${order.postLink}: HTTP ${res.status}`);
    if (res.ok && answer?.result === true) return true;
    // the shop answered and refused the payment (a link it closed, a policy paid already): its reason
    const reason = Array.isArray(answer?.errors) ? answer.errors.join(', ') : answer?.message;
    return res.status === 409 && typeof reason === 'string' && reason ? { refused: reason } : false;
  } catch (e) {
    sender.log(`[${tag}] post-back ${order.invoice} to ${order.postLink} failed: ${(e as Error).message}`);
    return false;
  }
}
