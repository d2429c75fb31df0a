import type {
  CryptoLike,
  IdbDatabaseLike,
  IdbFactoryLike,
  IdbObjectStoreLike,
  IdbRequestLike,
  SessionKey,
} from './session-store';

/**
 * Values sealed with a key the script can use but never read (spec part 1 sections 7 and 9, "encrypted locally"):
 * AES-GCM with a 256-bit NON-EXTRACTABLE CryptoKey kept in IndexedDB (database 'sakta', object store 'keys') under
 * its own id, a fresh random 12-byte IV per value, and the value's slot name as additional authenticated data so
 * values cannot be swapped between slots; stored as base64(IV || ciphertext). The session and the sale kept in the
 * browser each have a key of their own: clearing the session (its key deleted) does not lose a sale in progress.
 */

export const SESSION_DB_NAME = 'sakta';
export const SESSION_DB_VERSION = 1;
export const KEY_STORE = 'keys';

const IV_BYTES = 12;

function request<T>(req: IdbRequestLike<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function toBase64(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const bin = atob(text);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

export interface SealedKey {
  /** The key, or null when none was made (or it was removed). */
  read(): Promise<SessionKey | null>;
  getOrCreate(): Promise<SessionKey>;
  remove(): Promise<void>;
  seal(key: SessionKey, slot: string, plain: string): Promise<string>;
  /** Throws when the value was sealed with another key or slot, or was tampered with. */
  open(key: SessionKey, slot: string, stored: string): Promise<string>;
}

/** The key stored under `keyId`, and sealing and opening values with it. */
export function sealedKey(indexedDB: IdbFactoryLike, crypto: CryptoLike, keyId: string): SealedKey {
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();

  function openDb(): Promise<IdbDatabaseLike> {
    return new Promise((resolve, reject) => {
      const req = indexedDB.open(SESSION_DB_NAME, SESSION_DB_VERSION);
      req.onupgradeneeded = () => {
        if (!req.result.objectStoreNames.contains(KEY_STORE)) req.result.createObjectStore(KEY_STORE);
      };
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
      req.onblocked = () => reject(new Error('IndexedDB open blocked'));
    });
  }

  async function withStore(
    mode: 'readonly' | 'readwrite',
    run: (store: IdbObjectStoreLike) => IdbRequestLike,
  ): Promise<unknown> {
    const db = await openDb();
    try {
      const tx = db.transaction(KEY_STORE, mode);
      const done = new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
        tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
      });
      const [result] = await Promise.all([request(run(tx.objectStore(KEY_STORE))), done]);
      return result;
    } finally {
      db.close();
    }
  }

  async function read(): Promise<SessionKey | null> {
    const value = await withStore('readonly', (s) => s.get(keyId));
    return typeof value === 'object' && value !== null && 'algorithm' in value ? value : null;
  }

  async function getOrCreate(): Promise<SessionKey> {
    const existing = await read();
    if (existing) return existing;
    const key = (await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
      'encrypt',
      'decrypt',
    ])) as SessionKey;
    try {
      // add() fails if another tab stored a key meanwhile: then everyone uses that one.
      await withStore('readwrite', (s) => s.add(key, keyId));
      return key;
    } catch {
      const other = await read();
      if (!other) throw new Error(`could not store the ${keyId} key`);
      return other;
    }
  }

  async function seal(key: SessionKey, slot: string, plain: string): Promise<string> {
    const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
    const data = await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: encoder.encode(slot) },
      key,
      encoder.encode(plain),
    );
    const out = new Uint8Array(IV_BYTES + data.byteLength);
    out.set(iv, 0);
    out.set(new Uint8Array(data), IV_BYTES);
    return toBase64(out);
  }

  async function open(key: SessionKey, slot: string, stored: string): Promise<string> {
    const bytes = fromBase64(stored);
    if (bytes.length <= IV_BYTES) throw new Error('ciphertext too short');
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES), additionalData: encoder.encode(slot) },
      key,
      bytes.slice(IV_BYTES),
    );
    return decoder.decode(plain);
  }

  return {
    read,
    getOrCreate,
    remove: async () => void (await withStore('readwrite', (s) => s.delete(keyId))),
    seal,
    open,
  };
}
