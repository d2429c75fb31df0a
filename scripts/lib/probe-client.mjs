// The HTTP side of scripts/security-probe.mjs: calls to a running sandbox as its users make them (JSON with a
// bearer token, multipart uploads), the demo logins of the README, the code a customer would read on the phone
// (GET /api/dev/last-code, demo and test modes), and the addresses the probe may send traffic to.
import { networkInterfaces } from 'node:os';

export const BASE = new URL(process.env.SAKTA_URL ?? 'http://127.0.0.1:8080');
export const DEMO_PASSWORD = 'Sakta-demo-2026!';
/** The demo users' IINs by role (README, "Demo logins"); role 8's APC. */
export const DEMO_IIN = {
  0: '900101300017',
  1: '900101300027',
  2: '900101300037',
  3: '900101300047',
  4: '900101300057',
  5: '900101300067',
  6: '900101300077',
  7: '900101300087',
  8: '900101300097',
  9: '900101300106',
  10: '900101300116',
};
export const RESERVE_APC = 'APC0097';

/** This machine's addresses the network reaches (not the loopback, not link-local). */
export function networkAddresses() {
  return Object.values(networkInterfaces())
    .flat()
    .filter((a) => a && !a.internal && !a.address.startsWith('fe80:'))
    .map((a) => a.address);
}

/** The probe talks only to this machine: the loopback or one of its own addresses. */
export function isThisMachine(host) {
  const bare = host.replace(/^\[|\]$/g, '');
  return bare === 'localhost' || bare === '::1' || /^127\./.test(bare) || networkAddresses().includes(bare);
}

/** An answer for the probe's line: the status and the server's message. */
export function status(res) {
  const message = res.json?.message ?? res.json?.error ?? res.json?.errors?.join(', ');
  return message ? `${res.status} '${message}'` : String(res.status);
}

/** One call: {status, json (null when the answer is not JSON), text, headers}. */
export async function call(method, path, { token, body, form, headers = {}, base = BASE } = {}) {
  const init = { method, headers: { ...headers } };
  if (token) init.headers.Authorization = `Bearer ${token}`;
  if (form) init.body = form;
  else if (body !== undefined) {
    init.headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const res = await fetch(new URL(path, base), init);
  const text = await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    // a PDF, a page, or an empty answer
  }
  return { status: res.status, json, text, headers: res.headers };
}

/** A signed-in demo user of a role: post(path, body) and get(path) with its token. */
export async function signIn(role, apc) {
  const res = await call('POST', '/api/login', {
    body: { iin: DEMO_IIN[role], password: DEMO_PASSWORD, ...(apc ? { apc } : {}) },
  });
  const token = res.json?.access_token;
  if (res.status !== 200 || !token)
    throw new Error(`login of role ${role} failed: ${res.status} ${res.text.slice(0, 200)}`);
  return {
    role,
    token,
    post: (path, body) => call('POST', path, { token, body }),
    get: (path) => call('GET', path, { token }),
    upload: (path, form) => call('POST', path, { token, form }),
  };
}

/** The last code sent (GET /api/dev/last-code: demo and test modes), by phone or subject. */
export async function lastCode(query) {
  const res = await call('GET', `/api/dev/last-code?${new URLSearchParams(query)}`);
  if (res.status !== 200) throw new Error(`no code for ${JSON.stringify(query)}: ${res.status}`);
  return res.json.code;
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A fresh ULID (a sale's number). */
export function ulid() {
  let time = Date.now();
  let head = '';
  for (let i = 0; i < 10; i++) {
    head = CROCKFORD[time % 32] + head;
    time = Math.floor(time / 32);
  }
  let tail = '';
  for (let i = 0; i < 16; i++) tail += CROCKFORD[Math.floor(Math.random() * 32)];
  return head + tail;
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
