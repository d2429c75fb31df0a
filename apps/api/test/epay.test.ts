import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEMO_PAYLOAD_KEY,
  EpayWidgetMessageSchema,
  GetToEpayAnswerSchema,
  type EpayWidget,
} from '@sakta/core';
import { ConfigError, SANDBOX_EPAY, SANDBOX_EPAY_CONFIG, loadConfig } from '../src/platform/config';
import { createEpayProvider, providerOptionsFrom } from '../src/services/epay-provider/app';
import { luhn } from '../src/services/epay-provider/card';
import { postBackSignature } from '../src/services/epay-provider/signature';
import { findContract } from '../src/services/payments';
import { ENDPOINTS } from '../src/platform/routes';
import { injectRuntimeConfig } from '../src/platform/spa';
import { T0, get, makeApp, post } from './helpers';

type Harness = ReturnType<typeof makeApp>;

const PAGE_ORIGIN = 'http://localhost:5173';
const SUCCESS_CARD = { card: '4111 1111 1111 1111', expiry: '12/30', cvc: '123', holder: 'AIGERIM SAPAROVA' };
const DECLINED_CARD = { ...SUCCESS_CARD, card: '4000 0000 0000 0002' };

async function startPayment(h: Harness, id: number): Promise<EpayWidget> {
  const res = await get(h.app, `/api/get-to-epay/${id}`);
  expect(res.status).toBe(200);
  return GetToEpayAnswerSchema.parse(await res.json()).data;
}

function tokenOf(widget: EpayWidget): string {
  return new URL(widget.widgetUrl).searchParams.get('token')!;
}

async function openWidget(h: Harness, widget: EpayWidget, origin = PAGE_ORIGIN) {
  const url = new URL(widget.widgetUrl);
  url.searchParams.set('origin', origin);
  return h.provider.request(url.toString());
}

function submit(h: Harness, token: string, fields: Record<string, string>) {
  return h.provider.request('http://localhost:8081/widget/pay', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, ...fields }).toString(),
  });
}

/** The message the result page posts to window.parent, and the target origin, read from its script. */
function postedMessage(html: string): { message: unknown; origin: string } {
  const m = /var m=(.*?);var o=(.*?);if\(window\.parent/.exec(html);
  if (!m) throw new Error('no postMessage script in the page');
  return { message: JSON.parse(m[1]!), origin: JSON.parse(m[2]!) as string };
}

function tokenForm(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return form;
}

const TOKEN_FIELDS = {
  grant_type: 'client_credentials',
  client_id: SANDBOX_EPAY.clientId,
  client_secret: SANDBOX_EPAY.clientSecret,
  invoiceID: '000010010001',
  amount: '38540',
  currency: 'KZT',
  terminal: SANDBOX_EPAY.terminal,
  postLink: 'http://127.0.0.1:8080/api/epay/order/result/1001',
};

/** Card payment: the simulated provider, get-to-epay and the post-back; the configuration of the public pages. */

describe('the card provider simulator', () => {
  it('issues a token for the right client credentials (multipart) and refuses others', async () => {
    const { provider } = makeApp();
    const ok = await provider.request('/oauth2/token', { method: 'POST', body: tokenForm(TOKEN_FIELDS) });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({
      access_token: expect.any(String),
      expires_in: 1200,
      token_type: 'Bearer',
    });

    const bad = await provider.request('/oauth2/token', {
      method: 'POST',
      body: tokenForm({ ...TOKEN_FIELDS, client_secret: 'guess' }),
    });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toMatchObject({ error: 'invalid_client' });

    const wrongCurrency = await provider.request('/oauth2/token', {
      method: 'POST',
      body: tokenForm({ ...TOKEN_FIELDS, currency: 'USD', invoiceID: '12' }),
    });
    expect(wrongCurrency.status).toBe(400);
    expect(((await wrongCurrency.json()) as { error_description: string }).error_description).toBe(
      'invoiceID must be 6-15 digits; currency must be KZT',
    );
  });

  it('serves the widget in Russian with the amount, labelled card fields and test cards; CSP frames it only in the page origin', async () => {
    const h = makeApp();
    const widget = await startPayment(h, 1001);
    const res = await openWidget(h, widget);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toContain('text/html');
    const csp = res.headers.get('Content-Security-Policy')!;
    expect(csp).toContain(`frame-ancestors ${PAGE_ORIGIN}`);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toMatch(/style-src 'nonce-[A-Za-z0-9+/=]+'/);
    const html = await res.text();
    expect(html).toContain('<html lang="ru">');
    expect(html).toContain('38\u00A0540,00\u00A0тг.');
    expect(html).toContain(`№ ${widget.invoice}`);
    for (const [id, label] of [
      ['f-card', 'Номер карты'],
      ['f-expiry', 'Срок (ММ/ГГ)'],
      ['f-cvc', 'CVC'],
      ['f-holder', 'Имя держателя карты'],
    ])
      expect(html).toContain(`<label for="${id}">${label}</label>`);
    expect(html).toMatch(/<button class="primary" type="submit" name="action" value="pay">Оплатить/);
    expect(html).toContain('>Отмена</button>');
    expect(html).toContain('4111 1111 1111 1111');
    expect(html).toContain('4000 0000 0000 0002');
    // Self-contained: no external resources.
    expect(html).not.toMatch(/\s(src|href)=["']?https?:/);
    const nonce = /nonce-([A-Za-z0-9+/=]+)/.exec(csp)![1];
    expect(html).toContain(`<style nonce="${nonce}">`);
  });

  it('refuses to be embedded by a foreign origin, and by a second origin once one is recorded', async () => {
    const h = makeApp();
    const widget = await startPayment(h, 1001);
    const evil = await openWidget(h, widget, 'https://evil.example');
    expect(evil.status).toBe(403);
    expect(evil.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect((await openWidget(h, widget)).status).toBe(200);
    expect((await openWidget(h, widget, 'http://localhost:9999')).status).toBe(403);
  });

  it('in production mode embeds only in the API public origin or the CORS origins, not any localhost', async () => {
    const h = makeApp();
    const options = providerOptionsFrom({
      ...h.config,
      mode: 'production',
      publicUrl: 'https://sakta.example.kz',
      corsOrigins: ['https://office.sakta.kz'],
    });
    expect(options.isAllowedOrigin('https://sakta.example.kz')).toBe(true);
    expect(options.isAllowedOrigin('https://office.sakta.kz')).toBe(true);
    expect(options.isAllowedOrigin('http://localhost:5173')).toBe(false);
    expect(providerOptionsFrom(h.config).isAllowedOrigin('http://127.0.0.1:4173')).toBe(true);
  });

  it('takes the page origin from the Referer when the URL does not give it', async () => {
    const h = makeApp();
    const widget = await startPayment(h, 1002);
    const res = await h.provider.request(widget.widgetUrl, {
      headers: { Referer: 'http://127.0.0.1:8080/epay/1002' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Security-Policy')).toContain('frame-ancestors http://127.0.0.1:8080');
  });

  it('shows Russian messages for invalid fields and keeps the typed values (never the CVC)', async () => {
    const h = makeApp();
    const widget = await startPayment(h, 1001);
    await openWidget(h, widget);
    const res = await submit(h, tokenOf(widget), {
      action: 'pay',
      card: '4111 1111 1111 1112',
      expiry: '01/26',
      cvc: '12',
      holder: 'Айгерим',
    });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain('Неверный номер карты');
    expect(html).toContain('Срок действия карты истёк');
    expect(html).toContain('CVC — 3 цифры на обороте карты');
    expect(html).toContain('Укажите имя держателя латинскими буквами, как на карте');
    expect(html).toContain('aria-invalid="true" aria-describedby="f-card-error"');
    expect(html).toContain('value="4111 1111 1111 1112"');
    expect(html).not.toContain('value="12"');
    expect(findContract(h.db, 1001)!.payment_status).toBe('awaiting');
    expect(luhn('4111111111111111')).toBe(true);
    expect(luhn('4000000000000002')).toBe(true);
    expect(luhn('4111111111111112')).toBe(false);
  });

  it('speaks Kazakh when the page opens it with lang=kk: the form, its messages and the outcome it posts', async () => {
    const h = makeApp();
    const widget = await startPayment(h, 1005);
    const url = new URL(widget.widgetUrl);
    url.searchParams.set('origin', PAGE_ORIGIN);
    url.searchParams.set('lang', 'kk');
    const page = await (await h.provider.request(url.toString())).text();
    expect(page).toContain('<html lang="kk">');
    expect(page).toContain('<h1>Картамен төлеу</h1>');
    expect(page).toContain('<label for="f-card">Карта нөмірі</label>');
    expect(page).toContain('45\u00A0210,50\u00A0тг. төлеу</button>');
    const wrong = await (
      await submit(h, tokenOf(widget), { action: 'pay', ...SUCCESS_CARD, card: '4111 1111 1111 1112' })
    ).text();
    expect(wrong).toContain('Карта нөмірі қате');
    const html = await (await submit(h, tokenOf(widget), { action: 'pay', ...DECLINED_CARD })).text();
    expect(html).toContain('<h1>Төлем өтпеді</h1>');
    expect(postedMessage(html).message).toMatchObject({ message: 'Операцияны эмитент банк қабылдамады' });
  });
});

describe('card payment of a contract', () => {
  it('get-to-epay: the widget data of core EpayWidgetSchema, one open invoice of digits however often it is called', async () => {
    const h = makeApp();
    const first = await startPayment(h, 1001);
    expect(first).toEqual({
      invoice: '000010010001',
      invoiceAlt: 'ALT-000010010001',
      amount: 38540,
      currency: 'KZT',
      language: 'RUS',
      widgetUrl: expect.stringMatching(/^http:\/\/localhost:8081\/widget\?token=[\w-]+$/),
    });
    const second = await startPayment(h, 1001);
    expect(second.invoice).toBe('000010010001');
    expect(tokenOf(second)).not.toBe(tokenOf(first));
    for (let i = 0; i < 5; i++) await startPayment(h, 1001);
    const rows = h.db.prepare('SELECT count(*) AS n FROM payment_invoices WHERE payment_id = 1001').get() as {
      n: number;
    };
    expect(rows.n).toBe(1);
    // No credential reaches the browser.
    const body = JSON.stringify(second);
    expect(body).not.toContain(SANDBOX_EPAY.clientSecret);
    expect(body).not.toContain(SANDBOX_EPAY.clientId);
  });

  it('a successful card payment marks the contract paid, and the page tells the opener (only its origin)', async () => {
    const h = makeApp();
    const widget = await startPayment(h, 1003);
    await openWidget(h, widget);
    const res = await submit(h, tokenOf(widget), { action: 'pay', ...SUCCESS_CARD });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Security-Policy')).toContain(`frame-ancestors ${PAGE_ORIGIN}`);
    const html = await res.text();
    expect(html).toContain('Оплата прошла успешно');
    const posted = postedMessage(html);
    expect(posted.origin).toBe(PAGE_ORIGIN);
    expect(EpayWidgetMessageSchema.parse(posted.message)).toEqual({
      source: 'sakta-epay',
      invoice: widget.invoice,
      success: true,
    });
    const contract = findContract(h.db, 1003)!;
    expect(contract).toMatchObject({
      payment_status: 'paid',
      invoice: widget.invoice,
      paid_at: new Date(T0).toISOString(),
    });
    expect(contract.payment_reference).toMatch(/^SP\d{12}$/);
    // A second submit shows the same outcome and pays nothing twice.
    const again = await submit(h, tokenOf(widget), { action: 'pay', ...SUCCESS_CARD });
    expect(postedMessage(await again.text()).message).toEqual(posted.message);

    // Now the contract is paid: get-to-epay refuses.
    const paid = await get(h.app, '/api/get-to-epay/1003');
    expect(paid.status).toBe(409);
    expect(await paid.json()).toEqual({ result: false, message: 'Договор уже оплачен' });
  });

  it('the declined test card declines: the contract says declined and can be paid again', async () => {
    const h = makeApp();
    const widget = await startPayment(h, 1002);
    await openWidget(h, widget);
    const html = await (await submit(h, tokenOf(widget), { action: 'pay', ...DECLINED_CARD })).text();
    expect(html).toContain('Оплата не прошла');
    expect(postedMessage(html).message).toEqual({
      source: 'sakta-epay',
      invoice: widget.invoice,
      success: false,
      message: 'Операция отклонена банком-эмитентом',
    });
    expect(findContract(h.db, 1002)).toMatchObject({ payment_status: 'declined', paid_at: null });

    const retry = await startPayment(h, 1002);
    expect(retry.invoice).not.toBe(widget.invoice);
    await openWidget(h, retry);
    await submit(h, tokenOf(retry), { action: 'pay', ...SUCCESS_CARD });
    expect(findContract(h.db, 1002)).toMatchObject({ payment_status: 'paid', invoice: retry.invoice });
  });

  it('"Отмена" tells the opener "Оплата отменена" and changes nothing', async () => {
    const h = makeApp();
    const widget = await startPayment(h, 1001);
    await openWidget(h, widget);
    const html = await (await submit(h, tokenOf(widget), { action: 'cancel' })).text();
    expect(postedMessage(html).message).toEqual({
      source: 'sakta-epay',
      invoice: widget.invoice,
      success: false,
      message: 'Оплата отменена',
    });
    expect(findContract(h.db, 1001)!.payment_status).toBe('awaiting');
  });

  it('a post-back with a forged signature gets 401 and changes nothing', async () => {
    const h = makeApp();
    const widget = await startPayment(h, 1001);
    const fields = {
      invoice: widget.invoice,
      status: 'success' as const,
      amount: 38540,
      reference: 'FORGED1',
    };
    const forged = await post(h.app, '/api/epay/order/result/1001', {
      ...fields,
      signature: postBackSignature('not-the-shared-secret', fields),
    });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({ result: false, errors: ['Неверная подпись'] });
    expect(findContract(h.db, 1001)).toMatchObject({ payment_status: 'awaiting', payment_reference: null });

    // Signed right but for another amount or another contract: refused too.
    const cheaper = { ...fields, amount: 1 };
    const r1 = await post(h.app, '/api/epay/order/result/1001', {
      ...cheaper,
      signature: postBackSignature(SANDBOX_EPAY.signingSecret, cheaper),
    });
    expect(r1.status).toBe(409);
    const r2 = await post(h.app, '/api/epay/order/result/1002', {
      ...fields,
      signature: postBackSignature(SANDBOX_EPAY.signingSecret, fields),
    });
    expect(r2.status).toBe(404);
    expect(findContract(h.db, 1001)!.payment_status).toBe('awaiting');

    // The genuine one works.
    const ok = await post(h.app, '/api/epay/order/result/1001', {
      ...fields,
      signature: postBackSignature(SANDBOX_EPAY.signingSecret, fields),
    });
    expect(await ok.json()).toEqual({ result: true });
    expect(findContract(h.db, 1001)).toMatchObject({ payment_status: 'paid', payment_reference: 'FORGED1' });
  });

  it('refuses an unknown and a paid contract with the spec messages', async () => {
    const h = makeApp();
    for (const id of ['9999', 'abc']) {
      const res = await get(h.app, `/api/get-to-epay/${id}`);
      expect(res.status, id).toBe(404);
      expect(await res.json()).toEqual({ result: false, message: 'Договор не найден' });
    }
    const paid = await get(h.app, '/api/get-to-epay/1004');
    expect(await paid.json()).toEqual({ result: false, message: 'Договор уже оплачен' });
  });

  it('answers "Платёжный сервис недоступен" when the provider is down or refuses the credentials', async () => {
    const down = makeApp({
      fetch: () => Promise.reject(new TypeError('fetch failed: ECONNREFUSED')),
    });
    const res = await get(down.app, '/api/get-to-epay/1001');
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({
      result: false,
      message: 'Платёжный сервис недоступен. Попробуйте позже.',
    });

    const lines: string[] = [];
    const wrong = makeApp({ log: (l) => lines.push(l) });
    // The provider was made with the sandbox secret; the API now sends another one.
    wrong.config.epayClientSecret = 'a-wrong-client-secret';
    const refused = await get(wrong.app, '/api/get-to-epay/1001');
    expect(await refused.json()).toEqual({
      result: false,
      message: 'Платёжный сервис недоступен. Попробуйте позже.',
    });
    expect(lines.some((l) => l.includes('token refused: HTTP 401'))).toBe(true);
  });

  it('when the post-back cannot reach the shop, the widget says so and nothing is paid', async () => {
    const h = makeApp();
    const provider = createEpayProvider({
      ...providerOptionsFrom(h.config),
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    const tokenRes = await provider.request('/oauth2/token', {
      method: 'POST',
      body: tokenForm(TOKEN_FIELDS),
    });
    const { access_token } = (await tokenRes.json()) as { access_token: string };
    await provider.request(`/widget?token=${access_token}&origin=${encodeURIComponent(PAGE_ORIGIN)}`);
    const res = await provider.request('/widget/pay', {
      method: 'POST',
      body: new URLSearchParams({ token: access_token, action: 'pay', ...SUCCESS_CARD }),
    });
    expect(postedMessage(await res.text()).message).toMatchObject({ success: false });
    expect(findContract(h.db, 1001)!.payment_status).toBe('awaiting');
  });

  it('the widget session expires after 20 minutes', async () => {
    const h = makeApp();
    const widget = await startPayment(h, 1001);
    h.advance(1200_000);
    const res = await openWidget(h, widget);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Время на оплату истекло');
  });
});

describe('configuration of the public pages', () => {
  const tmp: string[] = [];
  afterEach(() => {
    for (const d of tmp.splice(0)) rmSync(d, { recursive: true, force: true });
  });
  function dir(): string {
    const d = mkdtempSync(join(tmpdir(), 'sakta-api-'));
    tmp.push(d);
    return d;
  }

  it('has sandbox defaults in demo mode', () => {
    const c = loadConfig({ SAKTA_DATA_DIR: dir() });
    expect(c).toMatchObject({
      publicUrl: 'http://127.0.0.1:8080',
      payloadKey: DEMO_PAYLOAD_KEY,
      epayPort: 8081,
      epayOrigin: 'http://localhost:8081',
      ...SANDBOX_EPAY_CONFIG,
    });
    expect(loadConfig({ SAKTA_DATA_DIR: dir(), PORT: '9000' })).toMatchObject({
      publicUrl: 'http://127.0.0.1:9000',
      epayPort: 9001,
      epayOrigin: 'http://localhost:9001',
    });
  });

  it('reads the environment', () => {
    const key = Buffer.alloc(32, 9).toString('base64');
    const c = loadConfig({
      SAKTA_DATA_DIR: dir(),
      SAKTA_PUBLIC_URL: 'https://sakta.example.kz/',
      SAKTA_PAYLOAD_KEY: key,
      SAKTA_EPAY_PORT: '7001',
      SAKTA_EPAY_ORIGIN: 'https://pay.example.kz/',
      SAKTA_EPAY_CLIENT_ID: 'client-1',
      SAKTA_EPAY_CLIENT_SECRET: 'a-client-secret-of-the-shop',
      SAKTA_EPAY_TERMINAL: 'terminal-1',
      SAKTA_EPAY_SIGNING_SECRET: 'a-shared-post-back-secret',
    });
    expect(c).toMatchObject({
      publicUrl: 'https://sakta.example.kz',
      payloadKey: key,
      epayPort: 7001,
      epayOrigin: 'https://pay.example.kz',
      epayClientId: 'client-1',
      epayClientSecret: 'a-client-secret-of-the-shop',
      epayTerminal: 'terminal-1',
      epaySigningSecret: 'a-shared-post-back-secret',
    });
  });

  it('refuses a bad payload key or URL, and production without its secrets when starting', () => {
    const d = dir();
    expect(() => loadConfig({ SAKTA_DATA_DIR: d, SAKTA_PAYLOAD_KEY: 'c2hvcnQ=' })).toThrow(ConfigError);
    expect(() => loadConfig({ SAKTA_DATA_DIR: d, SAKTA_PAYLOAD_KEY: 'c2hvcnQ=' })).toThrow(
      /SAKTA_PAYLOAD_KEY/,
    );
    expect(() => loadConfig({ SAKTA_DATA_DIR: d, SAKTA_PUBLIC_URL: 'ftp://x' })).toThrow(/SAKTA_PUBLIC_URL/);
    expect(() => loadConfig({ SAKTA_DATA_DIR: d, SAKTA_EPAY_SIGNING_SECRET: 'short' })).toThrow(
      /SAKTA_EPAY_SIGNING_SECRET/,
    );
    const production = {
      SAKTA_DATA_DIR: d,
      SAKTA_MODE: 'production',
      SAKTA_TOKEN_SECRET: 'a-secret-from-the-environment',
    };
    expect(() => loadConfig(production, { requireSecrets: true })).toThrow(
      'production mode needs SAKTA_PAYLOAD_KEY, SAKTA_EPAY_CLIENT_SECRET, SAKTA_EPAY_SIGNING_SECRET',
    );
    // Without requireSecrets the sandbox defaults are still never used in production: the secrets stay empty.
    expect(loadConfig(production)).toMatchObject({
      payloadKey: '',
      epayClientSecret: '',
      epaySigningSecret: '',
    });
    expect(
      loadConfig(
        {
          ...production,
          SAKTA_PAYLOAD_KEY: Buffer.alloc(32, 1).toString('base64'),
          SAKTA_EPAY_CLIENT_SECRET: 'a-client-secret-of-the-shop',
          SAKTA_EPAY_SIGNING_SECRET: 'a-shared-post-back-secret',
        },
        { requireSecrets: true },
      ).mode,
    ).toBe('production');
    // Production without its own token secret (a demo run's generated file must not carry over), or with one of
    // the public demo values, does not start.
    const { SAKTA_TOKEN_SECRET: _given, ...noTokenSecret } = production;
    expect(() =>
      loadConfig(
        {
          ...noTokenSecret,
          SAKTA_PAYLOAD_KEY: Buffer.alloc(32, 1).toString('base64'),
          SAKTA_EPAY_CLIENT_SECRET: 'a-client-secret-of-the-shop',
          SAKTA_EPAY_SIGNING_SECRET: 'a-shared-post-back-secret',
        },
        { requireSecrets: true },
      ),
    ).toThrow('production mode needs SAKTA_TOKEN_SECRET');
    expect(() =>
      loadConfig(
        {
          ...production,
          SAKTA_PAYLOAD_KEY: DEMO_PAYLOAD_KEY,
          SAKTA_EPAY_CLIENT_SECRET: 'a-client-secret-of-the-shop',
          SAKTA_EPAY_SIGNING_SECRET: SANDBOX_EPAY.signingSecret,
        },
        { requireSecrets: true },
      ),
    ).toThrow(
      'production mode refuses the public demo value of SAKTA_PAYLOAD_KEY, SAKTA_EPAY_SIGNING_SECRET: set your own secret (see docs/sandbox.md, "Modes")',
    );
  });

  it('a provider without a client secret refuses every token; a back end without the signing secret every post-back', async () => {
    const h = makeApp({ epayClientSecret: '', epaySigningSecret: '' });
    const res = await h.provider.request('/oauth2/token', {
      method: 'POST',
      body: tokenForm({ ...TOKEN_FIELDS, client_secret: '' }),
    });
    expect(res.status).toBe(401);
    const fields = { invoice: '000010010001', status: 'success' as const, amount: 38540, reference: 'X1' };
    const postBack = await post(h.app, '/api/epay/order/result/1001', {
      ...fields,
      signature: postBackSignature('', fields),
    });
    expect(postBack.status).toBe(401);
  });

  it('the SPA page carries the payload key and the provider origin in <meta name="sakta-config">', async () => {
    const d = dir();
    writeFileSync(
      join(d, 'index.html'),
      '<!doctype html><html><head><title>Sakta</title></head><body><div id="root"></div></body></html>',
    );
    const { app } = makeApp({ staticDir: d, epayOrigin: 'https://pay.example.kz' });
    for (const path of ['/', '/epay/1001', '/index.html']) {
      const html = await (await app.request(path)).text();
      const meta = /<meta name="sakta-config" content="([^"]*)">\n<\/head>/.exec(html);
      expect(meta, path).not.toBeNull();
      const json = meta![1]!
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&');
      expect(JSON.parse(json)).toEqual({
        payloadKey: DEMO_PAYLOAD_KEY,
        epayOrigin: 'https://pay.example.kz',
        sandbox: true,
      });
    }
    // Production mode: no sandbox marker.
    const production = makeApp({ staticDir: d, mode: 'production' });
    expect(await (await production.app.request('/')).text()).toContain('&quot;sandbox&quot;:false');
    expect(
      injectRuntimeConfig('<div>x</div>', { payloadKey: 'k', epayOrigin: '"><script>', sandbox: false }),
    ).toBe(
      '<meta name="sakta-config" content="{&quot;payloadKey&quot;:&quot;k&quot;,&quot;epayOrigin&quot;:&quot;\\&quot;&gt;&lt;script&gt;&quot;,&quot;sandbox&quot;:false}"><div>x</div>',
    );
  });

  it('the calls without a session are exactly the public pages’ (and health, login, logout)', () => {
    expect(
      ENDPOINTS.filter((e) => e.access === 'public' && !e.devOnly).map((e) => `${e.method} ${e.path}`),
    ).toEqual([
      'GET /api/health',
      'POST /api/login',
      'POST /api/logout',
      'POST /api/reset-password',
      'POST /api/check-code',
      'POST /api/set-password',
      'GET /api/kdp/check-status',
      'POST /api/kdp/accept',
      'GET /api/kdp/get-document',
      'GET /api/functional/otp/get-data',
      'POST /api/functional/otp/accept',
      'GET /api/get-to-epay/:id',
      'POST /api/epay/order/result/:id',
    ]);
    expect(ENDPOINTS.filter((e) => e.devOnly).map((e) => `${e.method} ${e.path}`)).toEqual([
      'GET /api/dev/last-code',
      'POST /api/dev/kdp/send',
      'POST /api/dev/functional/send',
    ]);
  });
});
