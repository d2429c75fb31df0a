// The OGPO sale as the page makes it, for scripts/security-probe.mjs (the calls of apps/api/test/ogpo-sale-helpers.ts
// over HTTP): the insurer and the car from the simulated state register, the insurer's one-time code, checkout,
// a card payment through the simulated provider, 1C's global number; and the pictures a seller uploads.
import { deflateSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { BASE, RESERVE_APC, call, lastCode, signIn, sleep, status, ulid } from './probe-client.mjs';

/** A customer of the register (found, drives) and another one (a pensioner with a licence). */
export const INSURER = '850315300128';
export const OTHER_INSURER = '600501300336';

/** The card that succeeds in the simulated provider (docs/public-pages.md and docs/sandbox.md, "How a tester pays"). */
const TEST_CARD = '4111 1111 1111 1111';

function tomorrow() {
  const d = new Date(Date.now() + 5 * 3600_000 + 24 * 3600_000); // Almaty is UTC+5
  return d.toISOString().slice(0, 10);
}

function yearLater(date) {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + 1);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/**
 * A sale the seller builds: the insurer (who drives) and the car from the register, confirmed by the insurer's
 * one-time code. `apc`: what the request says the agent code is.
 */
export async function buildSale(seller, { iin, car = '123ABC02', paymentPhone, apc = null }) {
  const client = await seller.post('/api/client/get', {
    resident: true,
    person: true,
    verify: true,
    insurer: true,
    iin,
  });
  const vehicle = await seller.post('/api/vehicle/get', {
    filter: { verify: true, isNumber: true },
    number: car,
  });
  const insurer = client.json?.data?.[0];
  const found = vehicle.json?.data?.[0];
  if (!insurer || !found)
    throw new Error(`register lookup failed: client ${client.status}, vehicle ${vehicle.status}`);
  const number = ulid();
  await confirmCode(seller, number, insurer.client.phone);
  const date = tomorrow();
  return {
    number,
    product: 'OGPO_WEB_EA',
    product_type: 1,
    insurer,
    insureds: [],
    isDrive: true,
    vehicle: [found],
    leader: null,
    beneficiary: [],
    treaty: { date, term: { unit: 'month', count: 12 }, end: yearLater(date) },
    manager: null,
    agent: null,
    apc,
    paymentPhone,
    premium: null,
  };
}

/** The insurer's one-time code: sent, read as the insurer would (the dev outbox), confirmed. */
export async function confirmCode(seller, number, phone) {
  const otp = { ulid: number, phone, email: '', resident: true, person: true };
  const sent = await seller.post('/api/otp/send', otp);
  if (sent.status !== 200) throw new Error(`otp/send: ${sent.status} ${sent.text.slice(0, 200)}`);
  const digits = phone.replace(/\D/g, '');
  const code = sent.json.code ?? (await lastCode({ subject: `${number}:${digits}`, purpose: 'ogpo' }));
  const verified = await seller.post('/api/otp/verify', { ulid: number, phone, email: '', code });
  if (verified.status !== 200)
    throw new Error(`otp/verify: ${verified.status} ${verified.text.slice(0, 200)}`);
}

/** checkout by card: the answer ({policyId, url} to pay, or a ticket when nothing is due). */
export function checkoutByCard(seller, policy, extra = {}) {
  return seller.post('/api/contracts/checkout', {
    payment: 1,
    epay: true,
    policy,
    paymentPhone: policy.paymentPhone,
    ...extra,
  });
}

/** Pays /epay/{id} with the card that succeeds, through the simulated provider's widget, as the payer's browser. */
export async function payByCard(paymentUrl) {
  const id = paymentUrl.split('/').pop();
  const started = await call('GET', `/api/get-to-epay/${id}`);
  const widgetUrl = started.json?.data?.widgetUrl;
  if (!widgetUrl) throw new Error(`get-to-epay: ${started.status} ${started.text.slice(0, 200)}`);
  const widget = new URL(widgetUrl);
  widget.searchParams.set('origin', BASE.origin);
  await fetch(widget);
  const year = (new Date().getFullYear() + 2) % 100;
  const res = await fetch(new URL('/widget/pay', widget.origin), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      token: widget.searchParams.get('token') ?? '',
      action: 'pay',
      card: TEST_CARD,
      expiry: `12/${String(year).padStart(2, '0')}`,
      cvc: '123',
      holder: 'SECURITY PROBE',
    }),
  });
  if (!(await res.text()).includes('Оплата прошла успешно')) throw new Error('the card payment failed');
}

/** The policy's ticket once 1C gave it its global number (SAKTA_1C_DELAY_SECONDS, default 5 s). */
export async function waitIssued(seller, policyId, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const res = await seller.post('/api/contracts/check-payment', { id: policyId, payment: 1 });
    if (res.json?.ticket?.global) return res.json.ticket;
    await sleep(1000);
  }
  throw new Error(`policy ${policyId} got no global number in ${timeoutMs / 1000} s`);
}

/** A sale sold by card and issued: {policy, policyId, global}. */
export async function issuedSale(seller, sale, extra = {}) {
  const policy = await buildSale(seller, sale);
  const res = await checkoutByCard(seller, policy, extra);
  if (res.status !== 200 || !res.json?.url) return { refused: res, policy };
  await payByCard(res.json.url);
  const ticket = await waitIssued(seller, res.json.policyId);
  return { policy, policyId: res.json.policyId, global: ticket.global };
}

/**
 * The victim of findings 5 and 6: role 7 (no APC) sells a policy whose request names role 8's APC, paid by card
 * and issued. If checkout refuses that APC, the same sale without it.
 */
export async function victimSale(ctx) {
  if (ctx.victim) return ctx.victim;
  const seller = await signIn(7);
  const sale = { iin: INSURER, paymentPhone: '+7(701) 555-0199', apc: RESERVE_APC };
  let sold = await issuedSale(seller, sale);
  if (sold.refused) {
    ctx.apcRefusal = sold.refused;
    sold = await issuedSale(seller, { ...sale, apc: null });
    if (sold.refused) throw new Error(`the victim's sale failed: checkout ${status(sold.refused)}`);
  }
  ctx.victim = { seller, ...sold };
  return ctx.victim;
}

/** Uploads a picture of the sale's insurer as the seller: the record kept. */
export async function uploadPicture(seller, sale, bytes = picture(), name = 'udostoverenie.png') {
  const form = new FormData();
  const fields = {
    policy_ulid: sale.number,
    c_id: String(sale.insurer.client.id ?? 900_000 + Math.floor(Math.random() * 99_999)),
    kind: '1',
    type_id: '00001',
    title: sale.insurer.client.title,
    iin: sale.insurer.client.iin,
  };
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.set('file', new File([bytes], name, { type: 'image/png' }));
  return seller.upload('/api/document/upload', form);
}

// ------------------------------------------------------------------------------------------------ pictures

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function ihdr(width, height) {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return pngChunk('IHDR', data);
}

/** A real PNG picture (noise, so it stays over the 100 KB minimum once compressed). */
export function picture(width = 500, height = 500) {
  const rows = [];
  for (let y = 0; y < height; y++) rows.push(Buffer.from([0]), randomBytes(width * 3));
  return Buffer.concat([
    PNG_SIGNATURE,
    ihdr(width, height),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** What the attacker uploaded: a PNG signature and header, then an HTML page with a script. */
export function pngHeaderThenHtml() {
  const html = Buffer.from(
    '<!doctype html><html><body><script>alert(document.domain)</script></body></html>\n',
  );
  return Buffer.concat([PNG_SIGNATURE, ihdr(800, 600), html, Buffer.alloc(150_000, 0x20)]);
}
