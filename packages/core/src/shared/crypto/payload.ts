/**
 * Encrypted status answers of the public pages (spec part 1 section 3: "Consent status (encrypted)", "Generic
 * code data (encrypted)").
 *
 * Scheme: AES-256-GCM (WebCrypto, the same code in the browser and in Node). The answer is `{payload}` where
 * payload = base64url(iv[12] || ciphertext || tag[16]) of the JSON data; the additional authenticated data is the
 * purpose, e.g. 'kdp-status:900101300017', so a payload of one IIN or ulid cannot be replayed for another. The
 * key (32 bytes, base64) is configuration of both sides: SAKTA_PAYLOAD_KEY for the back end, handed to the SPA by
 * the page that serves it (meta 'sakta-config'). Anyone who loads the SPA can read the key: the scheme keeps the
 * status away from caches and logs in between and makes a tampered answer fail; it is not a secret from the
 * page's own visitor. A payload that does not decrypt, or whose JSON does not parse, is a PayloadError.
 */

/** The sandbox's key in demo and test modes (never in production, which requires SAKTA_PAYLOAD_KEY). */
export const DEMO_PAYLOAD_KEY = 'c2FrdGEtZGVtby1wYXlsb2FkLWtleS0zMi1ieXRlcyE=';

export class PayloadError extends Error {
  override name = 'PayloadError';
}

const IV_BYTES = 12;

type Key = object;
type Gcm = { name: 'AES-GCM'; iv: Uint8Array<ArrayBuffer>; additionalData: Uint8Array<ArrayBuffer> };
/** The part of WebCrypto used here (core has no DOM types; Node and browsers both provide it). */
interface SubtleLike {
  importKey(f: 'raw', raw: Uint8Array<ArrayBuffer>, a: 'AES-GCM', x: boolean, u: string[]): Promise<Key>;
  encrypt(a: Gcm, key: Key, data: Uint8Array<ArrayBuffer>): Promise<ArrayBuffer>;
  decrypt(a: Gcm, key: Key, data: Uint8Array<ArrayBuffer>): Promise<ArrayBuffer>;
}

function subtle(): SubtleLike {
  const s = (globalThis as { crypto?: { subtle?: SubtleLike } }).crypto?.subtle;
  if (!s) throw new PayloadError('WebCrypto is not available');
  return s;
}

export function toBase64Url(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const std = text.replace(/-/g, '+').replace(/_/g, '/');
  const padded = std + '='.repeat((4 - (std.length % 4)) % 4);
  const bin = atob(padded);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

const keys = new Map<string, Promise<Key>>();

function importKey(keyBase64: string): Promise<Key> {
  let key = keys.get(keyBase64);
  if (!key) {
    let raw: Uint8Array<ArrayBuffer>;
    try {
      raw = fromBase64(keyBase64);
    } catch {
      throw new PayloadError('payload key is not base64');
    }
    if (raw.length !== 32) throw new PayloadError('payload key must be 32 bytes');
    key = subtle().importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']);
    keys.set(keyBase64, key);
  }
  return key;
}

const encoder = new TextEncoder();

export async function encryptPayload(keyBase64: string, purpose: string, data: unknown): Promise<string> {
  const key = await importKey(keyBase64);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = new Uint8Array(
    await subtle().encrypt(
      { name: 'AES-GCM', iv, additionalData: encoder.encode(purpose) },
      key,
      encoder.encode(JSON.stringify(data)),
    ),
  );
  const out = new Uint8Array(IV_BYTES + sealed.length);
  out.set(iv, 0);
  out.set(sealed, IV_BYTES);
  return toBase64Url(out);
}

/** Decrypts and parses; throws PayloadError when the payload is not base64, fails authentication or is not JSON. */
export async function decryptPayload(keyBase64: string, purpose: string, payload: string): Promise<unknown> {
  const key = await importKey(keyBase64);
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = fromBase64(payload);
  } catch {
    throw new PayloadError('payload is not base64');
  }
  if (bytes.length <= IV_BYTES + 16) throw new PayloadError('payload is too short');
  let plain: ArrayBuffer;
  try {
    plain = await subtle().decrypt(
      { name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES), additionalData: encoder.encode(purpose) },
      key,
      bytes.slice(IV_BYTES),
    );
  } catch {
    throw new PayloadError('payload does not decrypt');
  }
  try {
    return JSON.parse(new TextDecoder().decode(plain));
  } catch {
    throw new PayloadError('payload is not JSON');
  }
}
