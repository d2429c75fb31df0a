import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { FetchLike } from '../../platform/config';
import { sendPostBack } from '../epay-provider/post-back';
import { readOrder, type PayOrder, type PayPageKind } from './link';
import { payPage, resultPage } from './page';

/**
 * The simulated payment pages a payer opens in a new tab (spec part 2 section 7.2, checkout):
 *
 *   kind 'bank'   GET /bank/invoice?o&s   the invoice of a transfer in the payer's online bank; POST /bank/invoice/pay
 *                 pays it. Mounted on the card provider's origin (the insurer's payment provider).
 *   kind 'kaspi'  GET /kaspi/pay?o&s      the mobile bank's purchase to confirm; POST /kaspi/pay. Its own server,
 *                 port and origin (SAKTA_KASPI_PORT / SAKTA_KASPI_ORIGIN), like a real mobile bank.
 *
 * The link carries the order signed by the back end (link.ts); paying sends the signed post-back (the card
 * provider's format) to the order's postLink; declining sends a 'declined' one. Stateless: a second submit sends
 * the same invoice again, which the back end takes as a repeat.
 */

export interface PayPagesOptions {
  kind: PayPageKind;
  /** Verifies the links and signs the post-backs (shared with the back end). */
  signingSecret: string;
  fetch: FetchLike;
  now: () => number;
  log: (line: string) => void;
}

export function createPayPages(options: PayPagesOptions): Hono {
  const app = new Hono();
  const { kind } = options;
  const base = kind === 'bank' ? '/bank/invoice' : '/kaspi/pay';
  const submitPath = kind === 'bank' ? '/bank/invoice/pay' : '/kaspi/pay';

  function html(c: Context, body: string, status: 200 | 400 | 409 | 502, nonce: string) {
    c.header(
      'Content-Security-Policy',
      `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
    );
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    c.header('X-Content-Type-Options', 'nosniff');
    return c.html(body, status);
  }

  const bad = (c: Context, nonce: string) =>
    html(c, resultPage(kind, nonce, false, 'Ссылка на оплату недействительна.'), 400, nonce);

  if (kind === 'kaspi') app.get('/', (c) => c.text('Kaspi (sandbox): GET /kaspi/pay?o&s'));

  app.get(base, (c) => {
    const nonce = randomBytes(16).toString('base64');
    const o = c.req.query('o') ?? '';
    const s = c.req.query('s') ?? '';
    const order = readOrder(options.signingSecret, o, s);
    if (!order || order.kind !== kind) return bad(c, nonce);
    return html(c, payPage(order, o, s, nonce), 200, nonce);
  });

  const postBack = (order: PayOrder, status: 'success' | 'declined') =>
    sendPostBack(
      options,
      kind,
      order,
      status,
      status === 'declined' ? { reason: 'Плательщик отклонил оплату' } : {},
    );

  app.post(submitPath, async (c) => {
    const nonce = randomBytes(16).toString('base64');
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const text = (k: string) => (typeof form[k] === 'string' ? form[k] : '');
    const order = readOrder(options.signingSecret, text('o'), text('s'));
    if (!order || order.kind !== kind) return bad(c, nonce);
    const pay = text('action') !== 'decline';
    const delivered = await postBack(order, pay ? 'success' : 'declined');
    if (typeof delivered === 'object')
      return html(
        c,
        resultPage(kind, nonce, false, `Страховщик не принял платёж: ${delivered.refused}`),
        409,
        nonce,
      );
    if (!delivered)
      return html(
        c,
        resultPage(
          kind,
          nonce,
          false,
          'Страховщик не подтвердил платёж. Деньги не списаны, попробуйте позже.',
        ),
        502,
        nonce,
      );
    return html(
      c,
      resultPage(kind, nonce, pay, pay ? `Счёт № ${order.invoice} оплачен.` : 'Оплата отклонена.'),
      200,
      nonce,
    );
  });

  return app;
}
