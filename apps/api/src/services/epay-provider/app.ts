import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { EPAY_CURRENCY, fmt, type EpayWidgetMessage } from '@sakta/core';
import type { Config, FetchLike } from '../../platform/config';
import { DECLINE_REASON, isDeclinedCard, maskCard, validateCard, type CardForm } from './card';
import { errorPage, resultPage, widgetPage } from './page';
import { WIDGET_TEXT, widgetLanguage, type WidgetLanguage } from './texts';
import { sendPostBack } from './post-back';
import { PROVIDER_TERMINALS } from './terminals';
import { createPayPages } from '../pay-pages/app';

/**
 * The simulated card payment provider (an Epay-like widget), a separate Hono app served on its own port and
 * origin (SAKTA_EPAY_PORT / SAKTA_EPAY_ORIGIN), so the SPA really embeds a page of another origin:
 *
 *   POST /oauth2/token (multipart, server to server)  grant_type=client_credentials, client_id, client_secret,
 *        invoiceID, amount, currency=KZT, terminal, postLink -> {access_token, expires_in, token_type, scope}
 *   GET  /widget?token=...&origin=<page origin>&lang=  the card form, in Russian or Kazakh (lang=kk); the page
 *        origin (or the Referer's) is recorded with the token and is the only frame ancestor (CSP) and the only
 *        postMessage target
 *   POST /terminal/authorize (JSON, server to server)  {terminal, login, password} -> 200 {authorized: true}
 *        or 401 {authorized: false, message}: the merchant credentials of a cash terminal (terminals.ts)
 *   GET  /bank/invoice?o&s, POST /bank/invoice/pay    the simulated online bank paying an invoice (transfer)
 *   POST /widget/pay                                   the form's submit: validates the card, sends the signed
 *        post-back to postLink, then posts {source:'sakta-epay', invoice, success, message?} to window.parent
 *
 * Sessions live in memory (a restart forgets unfinished payments, as a real provider's expire).
 */

export interface EpayProviderOptions {
  clientId: string;
  clientSecret: string;
  terminal: string;
  /** Signs the post-backs (shared with the back end). */
  signingSecret: string;
  /** Which page origins may embed the widget. */
  isAllowedOrigin: (origin: string) => boolean;
  now: () => number;
  /** Sends the post-back; tests wire it to the API app. */
  fetch: FetchLike;
  log: (line: string) => void;
  /** Token (payment session) lifetime, seconds. Default 1200. */
  tokenTtlSeconds?: number;
}

type PaymentStatus = 'pending' | 'paid' | 'declined' | 'cancelled' | 'failed';

interface Payment {
  token: string;
  invoice: string;
  amount: number;
  postLink: string;
  expiresAt: number;
  origin: string | null;
  status: PaymentStatus;
  result: EpayWidgetMessage | null;
  /** The widget's language, as the page asked at its opening. */
  language: WidgetLanguage;
}

const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;

/** Provider options from the sandbox configuration: the API's public origin and CORS origins may embed the widget
 * (and any http://localhost / 127.0.0.1 page in demo and test modes, for Vite and Playwright on other ports). */
export function providerOptionsFrom(config: Config): EpayProviderOptions {
  const own = new URL(config.publicUrl).origin;
  return {
    clientId: config.epayClientId,
    clientSecret: config.epayClientSecret,
    terminal: config.epayTerminal,
    signingSecret: config.epaySigningSecret,
    isAllowedOrigin: (origin) =>
      origin === own ||
      config.corsOrigins.includes(origin) ||
      (config.mode !== 'production' && LOCAL_ORIGIN.test(origin)),
    now: config.now,
    fetch: config.fetch,
    log: config.log,
  };
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The origin of a URL-ish text, or null. Only exact origins are accepted from the `origin` parameter. */
function originOf(text: string | undefined, exact: boolean): string | null {
  if (!text) return null;
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (exact && url.origin !== text.replace(/\/$/, '')) return null;
    return url.origin;
  } catch {
    return null;
  }
}

function str(v: unknown): string {
  return typeof v === 'string' ? v : '';
}

/** The page after a payment's outcome, in the widget's language. */
function result(p: Payment, origin: string, nonce: string): string {
  return resultPage(p.result!, origin, nonce, p.language, p.status === 'cancelled');
}

export function createEpayProvider(options: EpayProviderOptions): Hono {
  const ttl = options.tokenTtlSeconds ?? 1200;
  const payments = new Map<string, Payment>();
  const app = new Hono();

  function sweep(now: number) {
    for (const [token, p] of payments) if (p.expiresAt + 3_600_000 < now) payments.delete(token);
  }

  function html(
    c: Context,
    body: string,
    status: 200 | 400 | 403 | 404 | 422,
    nonce: string,
    frameAncestor: string | null,
  ) {
    c.header(
      'Content-Security-Policy',
      [
        "default-src 'none'",
        `style-src 'nonce-${nonce}'`,
        `script-src 'nonce-${nonce}'`,
        "form-action 'self'",
        "base-uri 'none'",
        `frame-ancestors ${frameAncestor ?? "'none'"}`,
      ].join('; '),
    );
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    c.header('X-Content-Type-Options', 'nosniff');
    return c.html(body, status);
  }

  const nonce = () => randomBytes(16).toString('base64');

  // The payer's online bank where an invoice (a transfer) is paid: on the provider's origin (pay-pages/app.ts).
  app.route('/', createPayPages({ kind: 'bank', ...options }));

  app.get('/', (c) =>
    c.text(`Sakta Pay: the sandbox card payment provider. POST /oauth2/token, GET /widget.`),
  );

  app.post('/terminal/authorize', async (c) => {
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    const [terminal, login, password] = ['terminal', 'login', 'password'].map((k) =>
      typeof body?.[k] === 'string' ? body[k] : '',
    ) as [string, string, string];
    const known = PROVIDER_TERMINALS.find((t) => t.terminal === terminal);
    const ok = known !== undefined && sameText(known.login, login) && sameText(known.password, password);
    options.log(`[epay] terminal ${terminal} authorization ${ok ? 'ok' : 'refused'}`);
    if (ok) return c.json({ authorized: true });
    return c.json(
      {
        authorized: false,
        message: known ? 'Неверный логин или пароль терминала' : 'Терминал не зарегистрирован',
      },
      401,
    );
  });

  app.post('/oauth2/token', async (c) => {
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      return c.json({ error: 'invalid_request', error_description: 'multipart/form-data expected' }, 400);
    }
    if (str(form.grant_type) !== 'client_credentials')
      return c.json(
        { error: 'unsupported_grant_type', error_description: 'grant_type must be client_credentials' },
        400,
      );
    if (
      !options.clientSecret ||
      !sameText(str(form.client_id), options.clientId) ||
      !sameText(str(form.client_secret), options.clientSecret)
    ) {
      options.log(`[epay] token refused: bad client credentials (client_id '${str(form.client_id)}')`);
      return c.json({ error: 'invalid_client', error_description: 'Client authentication failed' }, 401);
    }
    const invoice = str(form.invoiceID);
    const amount = Number(str(form.amount));
    const postLink = str(form.postLink);
    const problems: string[] = [];
    if (str(form.terminal) !== options.terminal) problems.push('unknown terminal');
    if (!/^\d{6,15}$/.test(invoice)) problems.push('invoiceID must be 6-15 digits');
    if (!Number.isFinite(amount) || amount <= 0) problems.push('amount must be a positive number');
    if (str(form.currency) !== EPAY_CURRENCY) problems.push(`currency must be ${EPAY_CURRENCY}`);
    if (!originOf(postLink, false)) problems.push('postLink must be an http(s) URL');
    if (problems.length)
      return c.json({ error: 'invalid_request', error_description: problems.join('; ') }, 400);

    const now = options.now();
    sweep(now);
    const token = randomBytes(24).toString('base64url');
    payments.set(token, {
      token,
      invoice,
      amount,
      postLink,
      expiresAt: now + ttl * 1000,
      origin: null,
      status: 'pending',
      result: null,
      language: 'ru',
    });
    return c.json({ access_token: token, expires_in: ttl, token_type: 'Bearer', scope: 'payment' });
  });

  /** The live payment of a token, or an error page. */
  function session(token: string): Payment | 'missing' | 'expired' {
    const p = payments.get(token);
    if (!p) return 'missing';
    if (options.now() >= p.expiresAt && p.status === 'pending') return 'expired';
    return p;
  }

  app.get('/widget', (c) => {
    const n = nonce();
    const language = widgetLanguage(c.req.query('lang'));
    const t = WIDGET_TEXT[language];
    const requested = originOf(c.req.query('origin'), true) ?? originOf(c.req.header('Referer'), false);
    const allowed = requested !== null && options.isAllowedOrigin(requested) ? requested : null;
    const p = session(c.req.query('token') ?? '');
    if (p === 'missing' || p === 'expired')
      return html(
        c,
        errorPage(t.unavailable, p === 'missing' ? t.sessionMissing : t.sessionExpired, n, language),
        p === 'missing' ? 404 : 400,
        n,
        allowed,
      );
    if (!allowed || (p.origin !== null && p.origin !== allowed)) {
      options.log(`[epay] widget refused for page origin '${requested ?? ''}'`);
      return html(c, errorPage(t.unavailable, t.originRefused, n, language), 403, n, null);
    }
    p.origin = allowed;
    p.language = language;
    if (p.status !== 'pending' && p.result) return html(c, result(p, allowed, n), 200, n, allowed);
    return html(c, widgetPage(p, n), 200, n, allowed);
  });

  const postBack = (p: Payment, status: 'success' | 'declined', card: string) =>
    sendPostBack(options, 'epay', p, status, {
      cardMask: maskCard(card),
      ...(status === 'declined' ? { reason: DECLINE_REASON } : {}),
    });

  app.post('/widget/pay', async (c) => {
    const n = nonce();
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      form = {};
    }
    const p = session(str(form.token));
    if (p === 'missing' || p === 'expired' || p.origin === null) {
      const language = p !== 'missing' && p !== 'expired' ? p.language : 'ru';
      const t = WIDGET_TEXT[language];
      return html(
        c,
        errorPage(t.unavailable, p === 'expired' ? t.sessionExpired : t.sessionMissing, n, language),
        p === 'expired' ? 400 : 404,
        n,
        p !== 'missing' && p !== 'expired' ? p.origin : null,
      );
    }
    const origin = p.origin;
    const t = WIDGET_TEXT[p.language];
    const finish = (status: PaymentStatus, message: EpayWidgetMessage) => {
      p.status = status;
      p.result = message;
      return html(c, result(p, origin, n), 200, n, origin);
    };
    // A second submit (double click, reload) shows the first outcome again.
    if (p.status !== 'pending' && p.result) return html(c, result(p, origin, n), 200, n, origin);

    const base = { source: 'sakta-epay' as const, invoice: p.invoice };
    if (str(form.action) === 'cancel')
      return finish('cancelled', { ...base, success: false, message: t.cancelled });

    const card: CardForm = {
      card: str(form.card),
      expiry: str(form.expiry),
      cvc: str(form.cvc),
      holder: str(form.holder),
    };
    const errors = validateCard(card, options.now(), t);
    if (Object.keys(errors).length) return html(c, widgetPage(p, n, card, errors), 422, n, origin);

    const declined = isDeclinedCard(card.card);
    const delivered = await postBack(p, declined ? 'declined' : 'success', card.card);
    if (typeof delivered === 'object')
      return finish('failed', {
        ...base,
        success: false,
        message: fmt(t.shopRefused, { reason: delivered.refused }),
      });
    if (!delivered)
      return finish('failed', {
        ...base,
        success: false,
        message: t.notConfirmed,
      });
    if (declined) return finish('declined', { ...base, success: false, message: t.declinedByIssuer });
    return finish('paid', { ...base, success: true });
  });

  return app;
}
