import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEMO_PAYLOAD_KEY,
  PayloadError,
  decryptPayload,
  encryptPayload,
  fromBase64,
  toBase64Url,
} from './payload';

const PURPOSE = 'kdp-status:900101300017';
const STATUS = { isOtpSended: true, isKdpAccepted: false };
const OTHER_KEY = Buffer.alloc(32, 7).toString('base64');

/** Decodes a payload, lets `edit` change its bytes, and encodes it again. */
function rewrite(payload: string, edit: (bytes: Uint8Array) => Uint8Array): string {
  return toBase64Url(edit(fromBase64(payload)));
}

/** Seals raw bytes with the documented layout iv|ciphertext|tag, through WebCrypto directly. */
async function sealRaw(keyBase64: string, purpose: string, plain: Uint8Array<ArrayBuffer>): Promise<string> {
  const key = await crypto.subtle.importKey('raw', fromBase64(keyBase64), 'AES-GCM', false, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(purpose) },
      key,
      plain,
    ),
  );
  return toBase64Url(new Uint8Array([...iv, ...sealed]));
}

async function payloadError(p: Promise<unknown>): Promise<PayloadError> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(PayloadError);
    return e as PayloadError;
  }
  throw new Error('the payload was accepted');
}

describe('encryptPayload / decryptPayload', () => {
  it('round-trips the consent status and the generic code data', async () => {
    const payload = await encryptPayload(DEMO_PAYLOAD_KEY, PURPOSE, STATUS);
    expect(await decryptPayload(DEMO_PAYLOAD_KEY, PURPOSE, payload)).toEqual(STATUS);

    const data = { isOtpSended: true, isOtpAccepted: null, type: 'termination', document: 'JVBERi0xLjQK' };
    const ulid = 'functional-otp:01HZX3V9Q7W8E5R2T4Y6M8N0PA';
    expect(
      await decryptPayload(DEMO_PAYLOAD_KEY, ulid, await encryptPayload(DEMO_PAYLOAD_KEY, ulid, data)),
    ).toEqual(data);
  });

  it('writes base64url without padding, 12 + plaintext + 16 bytes long, with a fresh IV each time', async () => {
    const a = await encryptPayload(DEMO_PAYLOAD_KEY, PURPOSE, STATUS);
    const b = await encryptPayload(DEMO_PAYLOAD_KEY, PURPOSE, STATUS);
    expect(a).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(fromBase64(a).length).toBe(12 + JSON.stringify(STATUS).length + 16);
    expect(a).not.toBe(b);
    expect(fromBase64(a).slice(0, 12)).not.toEqual(fromBase64(b).slice(0, 12));
  });

  it('refuses a payload made for another purpose (the IIN is authenticated data)', async () => {
    const payload = await encryptPayload(DEMO_PAYLOAD_KEY, PURPOSE, STATUS);
    const e = await payloadError(decryptPayload(DEMO_PAYLOAD_KEY, 'kdp-status:900101300027', payload));
    expect(e.message).toBe('payload does not decrypt');
    await payloadError(decryptPayload(DEMO_PAYLOAD_KEY, 'functional-otp:900101300017', payload));
  });

  it.each([
    ['the IV', 0],
    ['the ciphertext', 14],
    ['the tag', -1],
  ])('refuses a payload with one changed byte in %s', async (_part, at) => {
    const payload = await encryptPayload(DEMO_PAYLOAD_KEY, PURPOSE, STATUS);
    const tampered = rewrite(payload, (bytes) => {
      const copy = bytes.slice();
      const i = at < 0 ? copy.length + at : at;
      copy[i] = (copy[i] ?? 0) ^ 0x01;
      return copy;
    });
    expect(tampered).not.toBe(payload);
    const e = await payloadError(decryptPayload(DEMO_PAYLOAD_KEY, PURPOSE, tampered));
    expect(e.message).toBe('payload does not decrypt');
  });

  it('refuses a payload cut short by one byte', async () => {
    const payload = await encryptPayload(DEMO_PAYLOAD_KEY, PURPOSE, STATUS);
    const cut = rewrite(payload, (bytes) => bytes.slice(0, -1));
    expect((await payloadError(decryptPayload(DEMO_PAYLOAD_KEY, PURPOSE, cut))).message).toBe(
      'payload does not decrypt',
    );
  });

  it('refuses a payload sealed with another key', async () => {
    const payload = await encryptPayload(OTHER_KEY, PURPOSE, STATUS);
    const e = await payloadError(decryptPayload(DEMO_PAYLOAD_KEY, PURPOSE, payload));
    expect(e.message).toBe('payload does not decrypt');
  });

  it('refuses text that is not base64', async () => {
    const e = await payloadError(decryptPayload(DEMO_PAYLOAD_KEY, PURPOSE, 'не base64!'));
    expect(e.message).toBe('payload is not base64');
    expect(e.name).toBe('PayloadError');
  });

  it('refuses a payload no longer than IV and tag (28 bytes) before trying to decrypt it', async () => {
    for (const size of [0, 1, 12, 28]) {
      const e = await payloadError(
        decryptPayload(DEMO_PAYLOAD_KEY, PURPOSE, toBase64Url(new Uint8Array(size))),
      );
      expect(e.message).toBe('payload is too short');
    }
    // 29 bytes is long enough to try, and fails authentication
    const e = await payloadError(decryptPayload(DEMO_PAYLOAD_KEY, PURPOSE, toBase64Url(new Uint8Array(29))));
    expect(e.message).toBe('payload does not decrypt');
  });

  it('refuses an authentic payload whose plaintext is not JSON', async () => {
    const payload = await sealRaw(DEMO_PAYLOAD_KEY, PURPOSE, new TextEncoder().encode('isOtpSended=true'));
    const e = await payloadError(decryptPayload(DEMO_PAYLOAD_KEY, PURPOSE, payload));
    expect(e.message).toBe('payload is not JSON');
  });

  it('accepts an authentic JSON plaintext sealed by WebCrypto directly (the layout is iv|ct|tag)', async () => {
    const payload = await sealRaw(
      DEMO_PAYLOAD_KEY,
      PURPOSE,
      new TextEncoder().encode('{"isKdpAccepted":true}'),
    );
    expect(await decryptPayload(DEMO_PAYLOAD_KEY, PURPOSE, payload)).toEqual({ isKdpAccepted: true });
  });

  it.each([
    ['16 bytes', Buffer.alloc(16, 1).toString('base64')],
    ['31 bytes', Buffer.alloc(31, 1).toString('base64')],
    ['33 bytes', Buffer.alloc(33, 1).toString('base64')],
    ['empty', ''],
  ])('refuses a key of %s on both sides', async (_size, key) => {
    expect((await payloadError(encryptPayload(key, PURPOSE, STATUS))).message).toBe(
      'payload key must be 32 bytes',
    );
    expect((await payloadError(decryptPayload(key, PURPOSE, 'AAAA'))).message).toBe(
      'payload key must be 32 bytes',
    );
  });

  it('refuses a key that is not base64', async () => {
    const e = await payloadError(decryptPayload('ключ!', PURPOSE, 'AAAA'));
    expect(e.message).toBe('payload key is not base64');
  });

  it('the demo key is 32 bytes', () => {
    expect(fromBase64(DEMO_PAYLOAD_KEY)).toHaveLength(32);
  });
});

describe('interoperability with node:crypto (the documented scheme)', () => {
  const keyBytes = fromBase64(DEMO_PAYLOAD_KEY);

  it("decrypts a payload sealed by Node's aes-256-gcm with iv|ct|tag and the purpose as AAD", async () => {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', keyBytes, iv);
    cipher.setAAD(Buffer.from(PURPOSE, 'utf8'));
    const ct = Buffer.concat([cipher.update(JSON.stringify(STATUS), 'utf8'), cipher.final()]);
    const payload = Buffer.concat([iv, ct, cipher.getAuthTag()]).toString('base64url');
    expect(await decryptPayload(DEMO_PAYLOAD_KEY, PURPOSE, payload)).toEqual(STATUS);
    // the standard base64 alphabet with padding is read too
    const std = Buffer.from(payload, 'base64url').toString('base64');
    expect(await decryptPayload(DEMO_PAYLOAD_KEY, PURPOSE, std)).toEqual(STATUS);
  });

  it("Node's aes-256-gcm decrypts a payload made by encryptPayload", async () => {
    const data = { isOtpSended: false, isOtpAccepted: null, type: 'Договор', document: null };
    const bytes = Buffer.from(await encryptPayload(DEMO_PAYLOAD_KEY, PURPOSE, data), 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', keyBytes, bytes.subarray(0, 12));
    decipher.setAAD(Buffer.from(PURPOSE, 'utf8'));
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    const plain = Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]);
    expect(JSON.parse(plain.toString('utf8'))).toEqual(data);
  });
});

describe('toBase64Url / fromBase64', () => {
  it('round-trips any bytes, and agrees with Buffer base64url', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        const text = toBase64Url(bytes);
        expect(text).toMatch(/^[A-Za-z0-9_-]*$/);
        expect(text).toBe(Buffer.from(bytes).toString('base64url'));
        expect(fromBase64(text)).toEqual(new Uint8Array(bytes));
        expect(fromBase64(Buffer.from(bytes).toString('base64'))).toEqual(new Uint8Array(bytes));
      }),
    );
  });

  it('maps the bytes that need - and _ in the url alphabet', () => {
    expect(toBase64Url(new Uint8Array([0xfb, 0xff, 0xbf]))).toBe('-_-_');
    expect(fromBase64('-_-_')).toEqual(new Uint8Array([0xfb, 0xff, 0xbf]));
    expect(toBase64Url(new Uint8Array([0xff]))).toBe('_w');
  });
});
