import { describe, expect, it } from 'vitest';
import {
  DEMO_CUSTOMER_IINS as IIN,
  DEMO_DOCUMENT_ULIDS as ULID,
} from '../src/features/public-pages/demo-public';
import { seedPublic } from '../src/features/public-pages/seed';
import { SANDBOX_EPAY } from '../src/platform/config';
import { ENDPOINTS } from '../src/platform/routes';
import { postBackSignature } from '../src/services/epay-provider/signature';
import { createInvoice, findContract } from '../src/services/payments';
import { makeApp, post } from './helpers';

/**
 * The sandbox's dev endpoints (issue 23, findings 8 and 9): the re-send calls send real SMS texts, so they keep
 * the resend interval of every other code endpoint; production mode has none of them, and refuses what the
 * public sandbox values would sign.
 */

const TOO_SOON = (seconds: number) => ({
  result: false,
  errors: [`Код уже отправлен. Повторная отправка возможна через ${seconds} с.`],
});

/** The [sms] lines of the log: what the simulated gateway sent. */
function smsLog() {
  const lines: string[] = [];
  return { lines, log: (line: string) => void (line.startsWith('[sms]') && lines.push(line)) };
}

const RESEND_CALLS = [
  { path: '/api/dev/kdp/send', body: { iin: IIN.noCode } },
  { path: '/api/dev/functional/send', body: { ulid: ULID.noCode } },
] as const;

describe('the dev re-send calls keep the resend interval (SAKTA_CODE_RESEND_SECONDS)', () => {
  for (const call of RESEND_CALLS)
    it(`${call.path}: a burst sends one code; the next one after the interval`, async () => {
      const sms = smsLog();
      const { app, advance } = makeApp({ log: sms.log });
      sms.lines.length = 0; // the codes the start sent
      expect((await post(app, call.path, call.body)).status).toBe(200);
      for (let i = 0; i < 7; i++) {
        const again = await post(app, call.path, call.body);
        expect(again.status).toBe(429);
        expect(again.headers.get('Retry-After')).toBe('60');
        expect(await again.json()).toEqual(TOO_SOON(60));
      }
      expect(sms.lines).toHaveLength(1);
      advance(45_000);
      const soon = await post(app, call.path, call.body);
      expect(soon.headers.get('Retry-After')).toBe('15');
      expect(await soon.json()).toEqual(TOO_SOON(15));
      advance(15_000);
      expect((await post(app, call.path, call.body)).status).toBe(200);
      expect(sms.lines).toHaveLength(2);
    });

  it('counts the codes the start sent: a pending consent or document waits for the interval too', async () => {
    const { app, advance } = makeApp();
    const consent = await post(app, '/api/dev/kdp/send', { iin: IIN.pending });
    expect(consent.status).toBe(429);
    const document = await post(app, '/api/dev/functional/send', { ulid: ULID.pending });
    expect(await document.json()).toEqual(TOO_SOON(60));
    advance(60_000);
    expect((await post(app, '/api/dev/kdp/send', { iin: IIN.pending })).status).toBe(200);
    expect((await post(app, '/api/dev/functional/send', { ulid: ULID.pending })).status).toBe(200);
  });
});

describe('production mode', () => {
  const PRODUCTION = {
    mode: 'production' as const,
    epayClientSecret: 'a-client-secret-of-the-deployment',
    epaySigningSecret: 'a-post-back-secret-of-the-deployment',
  };

  it('has no dev endpoint: each of them answers 404 "Метод не найден"', async () => {
    const { app } = makeApp(PRODUCTION);
    const dev = ENDPOINTS.filter((e) => e.devOnly);
    expect(dev.length).toBeGreaterThan(0);
    for (const e of dev) {
      const path = e.method === 'GET' ? `${e.path}?subject=900101300017` : e.path;
      const res = await app.request(path, {
        method: e.method,
        ...(e.method === 'GET' ? {} : { headers: { 'Content-Type': 'application/json' }, body: '{}' }),
      });
      expect(res.status, `${e.method} ${e.path}`).toBe(404);
      expect(await res.json()).toEqual({ result: false, errors: ['Метод не найден'] });
    }
  });

  it("refuses a post-back signed with the public sandbox secret, and takes the deployment's", async () => {
    const { app, db, config } = makeApp(PRODUCTION);
    // Production seeds no contract: one is added as a sale would, with its invoice.
    seedPublic(db, { ...config, mode: 'demo' });
    const invoice = createInvoice(db, config, findContract(db, 1001)!);
    const fields = { invoice, status: 'success' as const, amount: 38540, reference: 'SANDBOX1' };
    const forged = await post(app, '/api/epay/order/result/1001', {
      ...fields,
      signature: postBackSignature(SANDBOX_EPAY.signingSecret, fields),
    });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({ result: false, errors: ['Неверная подпись'] });
    expect(findContract(db, 1001)!.payment_status).toBe('awaiting');

    const genuine = await post(app, '/api/epay/order/result/1001', {
      ...fields,
      signature: postBackSignature(PRODUCTION.epaySigningSecret, fields),
    });
    expect(await genuine.json()).toEqual({ result: true });
    expect(findContract(db, 1001)!.payment_status).toBe('paid');
  });
});
