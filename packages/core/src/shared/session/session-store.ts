import { SessionGrantSchema, type SessionGrant } from './contract';
import { sealedKey } from './sealed';

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

export { KEY_STORE, SESSION_DB_NAME, SESSION_DB_VERSION } from './sealed';
export const SESSION_KEY_ID = 'session';
export const SESSION_STORAGE_KEYS = ['user', 'ttl', 'ttlDate', 'access'] as const;
type Slot = (typeof SESSION_STORAGE_KEYS)[number];

export function createSessionStore(deps: SessionStoreDeps): SessionStore {
  const { storage } = deps;
  const sealed = sealedKey(deps.indexedDB, deps.crypto, SESSION_KEY_ID);
  const readKey = sealed.read;
  const decrypt = (key: SessionKey, slot: Slot, stored: string) => sealed.open(key, slot, stored);

  function removeValues() {
    for (const slot of SESSION_STORAGE_KEYS) storage.removeItem(slot);
  }

  async function clear(): Promise<void> {
    removeValues();
    await sealed.remove();
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
    const key = await sealed.getOrCreate();
    const plain: Record<Slot, string> = {
      user: JSON.stringify(grant.user),
      ttl: String(grant.ttl),
      ttlDate: grant.ttlDate,
      access: grant.access_token,
    };
    const values = await Promise.all(SESSION_STORAGE_KEYS.map((slot) => sealed.seal(key, slot, plain[slot])));
    SESSION_STORAGE_KEYS.forEach((slot, i) => storage.setItem(slot, values[i] as string));
  }

  return { load, save, clear };
}
