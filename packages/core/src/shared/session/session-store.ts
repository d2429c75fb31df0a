import { SessionGrantSchema, type SessionGrant } from './contract';

/**
 * The session kept "encrypted locally" (spec part 1 sections 7 and 9: user, ttl, ttlDate and access token).
 *
 * Each value is encrypted with AES-GCM (256-bit key, a fresh random 12-byte IV per value, the storage key name as
 * additional authenticated data so values cannot be swapped between slots) and stored as base64(IV || ciphertext)
 * under 'user', 'ttl', 'ttlDate', 'access'. The key is a NON-EXTRACTABLE CryptoKey generated once and kept in
 * IndexedDB (database 'sakta', object store 'keys'): script can use it but never read its bytes, and the stored
 * strings are useless without it. clear() removes the four values and deletes the key, so a new session gets a
 * new key. Everything is injected, so the store runs in the browser and in Node tests alike.
 */

/*
 * core is compiled without the DOM library, so the store names the small part of IndexedDB, WebCrypto and Storage
 * it uses; `window.indexedDB`, `window.crypto` and `localStorage` (and fake-indexeddb / Node's webcrypto in tests)
 * satisfy these shapes.
 */
type Handler = ((ev: never) => unknown) | null;

export interface IdbRequestLike<T = unknown> {
  readonly result: T;
  readonly error: unknown;
  onsuccess: Handler;
  onerror: Handler;
}
export interface IdbOpenRequestLike extends IdbRequestLike<IdbDatabaseLike> {
  onupgradeneeded: Handler;
  onblocked: Handler;
}
export interface IdbObjectStoreLike {
  get(key: string): IdbRequestLike;
  add(value: unknown, key: string): IdbRequestLike;
  delete(key: string): IdbRequestLike;
}
export interface IdbTransactionLike {
  readonly error: unknown;
  objectStore(name: string): IdbObjectStoreLike;
  oncomplete: Handler;
  onerror: Handler;
  onabort: Handler;
}
export interface IdbDatabaseLike {
  readonly objectStoreNames: { contains(name: string): boolean };
  createObjectStore(name: string): unknown;
  transaction(storeName: string, mode: 'readonly' | 'readwrite'): IdbTransactionLike;
  close(): void;
}
export interface IdbFactoryLike {
  open(name: string, version?: number): IdbOpenRequestLike;
}
/** An opaque, non-extractable WebCrypto key. */
export type SessionKey = object;
export interface CryptoLike {
  getRandomValues<T extends Uint8Array<ArrayBuffer>>(array: T): T;
  readonly subtle: {
    generateKey(
      algorithm: { name: 'AES-GCM'; length: number },
      extractable: boolean,
      usages: Array<'encrypt' | 'decrypt'>,
    ): Promise<unknown>;
    encrypt(
      algorithm: { name: 'AES-GCM'; iv: Uint8Array<ArrayBuffer>; additionalData: Uint8Array<ArrayBuffer> },
      key: SessionKey,
      data: Uint8Array<ArrayBuffer>,
    ): Promise<ArrayBuffer>;
    decrypt(
      algorithm: { name: 'AES-GCM'; iv: Uint8Array<ArrayBuffer>; additionalData: Uint8Array<ArrayBuffer> },
      key: SessionKey,
      data: Uint8Array<ArrayBuffer>,
    ): Promise<ArrayBuffer>;
  };
}
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface SessionStoreDeps {
  indexedDB: IdbFactoryLike;
  crypto: CryptoLike;
  /** localStorage or anything with the same interface. */
  storage: StorageLike;
}

export interface SessionStore {
  /** The stored grant, or null (the storage is then cleared) if anything is missing, tampered with or invalid. */
  load(): Promise<SessionGrant | null>;
  save(grant: SessionGrant): Promise<void>;
  clear(): Promise<void>;
}

export const SESSION_DB_NAME = 'sakta';
export const SESSION_DB_VERSION = 1;
export const KEY_STORE = 'keys';
export const SESSION_KEY_ID = 'session';
export const SESSION_STORAGE_KEYS = ['user', 'ttl', 'ttlDate', 'access'] as const;
type Slot = (typeof SESSION_STORAGE_KEYS)[number];

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

export function createSessionStore(deps: SessionStoreDeps): SessionStore {
  const { indexedDB, crypto, storage } = deps;
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

  async function readKey(): Promise<SessionKey | null> {
    const value = await withStore('readonly', (s) => s.get(SESSION_KEY_ID));
    return typeof value === 'object' && value !== null && 'algorithm' in value ? value : null;
  }

  async function getOrCreateKey(): Promise<SessionKey> {
    const existing = await readKey();
    if (existing) return existing;
    const key = (await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
      'encrypt',
      'decrypt',
    ])) as SessionKey;
    try {
      // add() fails if another tab stored a key meanwhile: then everyone uses that one.
      await withStore('readwrite', (s) => s.add(key, SESSION_KEY_ID));
      return key;
    } catch {
      const other = await readKey();
      if (!other) throw new Error('could not store the session key');
      return other;
    }
  }

  async function encrypt(key: SessionKey, slot: Slot, plain: string): Promise<string> {
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

  async function decrypt(key: SessionKey, slot: Slot, stored: string): Promise<string> {
    const bytes = fromBase64(stored);
    if (bytes.length <= IV_BYTES) throw new Error('ciphertext too short');
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES), additionalData: encoder.encode(slot) },
      key,
      bytes.slice(IV_BYTES),
    );
    return decoder.decode(plain);
  }

  function removeValues() {
    for (const slot of SESSION_STORAGE_KEYS) storage.removeItem(slot);
  }

  async function clear(): Promise<void> {
    removeValues();
    await withStore('readwrite', (s) => s.delete(SESSION_KEY_ID));
  }

  async function load(): Promise<SessionGrant | null> {
    const stored = SESSION_STORAGE_KEYS.map((slot) => storage.getItem(slot));
    if (stored.every((v) => v === null)) return null;
    try {
      const key = await readKey();
      if (!key || stored.some((v) => v === null)) throw new Error('incomplete session');
      const [user, ttl, ttlDate, access] = await Promise.all(
        SESSION_STORAGE_KEYS.map((slot, i) => decrypt(key, slot, stored[i] as string)),
      );
      const parsed = SessionGrantSchema.safeParse({
        access_token: access,
        user: JSON.parse(user as string),
        ttl: Number(ttl),
        ttlDate,
      });
      if (!parsed.success) throw parsed.error;
      return parsed.data;
    } catch {
      await clear().catch(removeValues);
      return null;
    }
  }

  async function save(grant: SessionGrant): Promise<void> {
    const key = await getOrCreateKey();
    const plain: Record<Slot, string> = {
      user: JSON.stringify(grant.user),
      ttl: String(grant.ttl),
      ttlDate: grant.ttlDate,
      access: grant.access_token,
    };
    const values = await Promise.all(SESSION_STORAGE_KEYS.map((slot) => encrypt(key, slot, plain[slot])));
    SESSION_STORAGE_KEYS.forEach((slot, i) => storage.setItem(slot, values[i] as string));
  }

  return { load, save, clear };
}
