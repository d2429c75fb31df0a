import type { webcrypto } from 'node:crypto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../testing/memory-storage';
import type { SessionGrant } from './contract';
import { createSessionStore, SESSION_STORAGE_KEYS } from './session-store';

const grant: SessionGrant = {
  access_token: 'eyJhbGciOiJIUzI1NiJ9.secret-token-payload.signature',
  user: {
    id: 7,
    login: 'agent',
    surname: 'Иванов',
    name: 'Иван',
    patronymic: 'Иванович',
    iin: '900101300057',
    phone: '+7(701) 123-4567',
    email: 'agent@example.kz',
    birthday: '1990-01-01',
    role: 4,
    c_id: null,
    apc: null,
    hasTerminal: true,
  },
  ttl: 3600,
  ttlDate: '2026-05-01T10:00:00.000Z',
};

function setup() {
  const storage = new MemoryStorage();
  const indexedDB = new IDBFactory();
  const store = createSessionStore({ indexedDB, crypto: globalThis.crypto, storage });
  return { storage, indexedDB, store };
}

/** Flips one bit in the ciphertext part (after the 12-byte IV) of a stored value. */
function tamper(value: string): string {
  const bytes = Uint8Array.from(atob(value), (c) => c.charCodeAt(0));
  bytes[bytes.length - 1]! ^= 1;
  return btoa(String.fromCharCode(...bytes));
}

describe('createSessionStore', () => {
  it('returns null when nothing is stored', async () => {
    const { store } = setup();
    await expect(store.load()).resolves.toBeNull();
  });

  it('round-trips a grant', async () => {
    const { store } = setup();
    await store.save(grant);
    await expect(store.load()).resolves.toEqual(grant);
  });

  it('stores user, ttl, ttlDate and access under their keys, none of them readable', async () => {
    const { store, storage } = setup();
    await store.save(grant);
    expect([...storage.map.keys()].sort()).toEqual([...SESSION_STORAGE_KEYS].sort());
    const all = [...storage.map.values()].join('\n');
    expect(all).not.toContain(grant.access_token);
    expect(all).not.toContain('secret-token');
    expect(all).not.toContain(grant.user.iin);
    expect(all).not.toContain('Иванов');
    expect(all).not.toContain('3600');
    expect(all).not.toContain('2026-05-01');
  });

  it('uses a fresh IV for every value (same plaintext, different ciphertext)', async () => {
    const { store, storage } = setup();
    await store.save(grant);
    const first = storage.getItem('access');
    await store.save(grant);
    expect(storage.getItem('access')).not.toBe(first);
    await expect(store.load()).resolves.toEqual(grant);
  });

  it('keeps a non-extractable AES-GCM key in IndexedDB "sakta"/"keys"', async () => {
    const { store, indexedDB } = setup();
    await store.save(grant);
    const key = await new Promise<webcrypto.CryptoKey>((resolve, reject) => {
      const open = indexedDB.open('sakta');
      open.onsuccess = () => {
        const req = open.result.transaction('keys', 'readonly').objectStore('keys').get('session');
        req.onsuccess = () => {
          open.result.close();
          resolve(req.result as webcrypto.CryptoKey);
        };
        req.onerror = () => reject(req.error);
      };
      open.onerror = () => reject(open.error);
    });
    expect(key.extractable).toBe(false);
    expect(key.algorithm.name).toBe('AES-GCM');
    await expect(globalThis.crypto.subtle.exportKey('raw', key)).rejects.toThrow();
  });

  it('a tampered ciphertext loads as null and clears the storage', async () => {
    const { store, storage } = setup();
    await store.save(grant);
    storage.setItem('access', tamper(storage.getItem('access')!));
    await expect(store.load()).resolves.toBeNull();
    expect(storage.map.size).toBe(0);
  });

  it('a missing value loads as null and clears the rest', async () => {
    const { store, storage } = setup();
    await store.save(grant);
    storage.removeItem('ttlDate');
    await expect(store.load()).resolves.toBeNull();
    expect(storage.map.size).toBe(0);
  });

  it('values written in plaintext (or garbage) load as null', async () => {
    const { store, storage } = setup();
    await store.save(grant);
    storage.setItem('user', JSON.stringify(grant.user));
    await expect(store.load()).resolves.toBeNull();
    expect(storage.map.size).toBe(0);
  });

  it('a grant that no longer matches the schema loads as null', async () => {
    const { store } = setup();
    await store.save({ ...grant, ttl: -5 });
    await expect(store.load()).resolves.toBeNull();
  });

  it('values encrypted under another key (another browser profile) load as null', async () => {
    const a = setup();
    await a.store.save(grant);
    const b = setup();
    for (const [k, v] of a.storage.map) b.storage.setItem(k, v);
    await expect(b.store.load()).resolves.toBeNull();
  });

  it('clear removes all four values and the key; a later save still works', async () => {
    const { store, storage } = setup();
    await store.save(grant);
    const before = storage.getItem('access');
    await store.clear();
    expect(storage.map.size).toBe(0);
    await expect(store.load()).resolves.toBeNull();
    // Restoring the old ciphertext after clear does not revive the session: its key is gone.
    await store.save(grant);
    storage.setItem('access', before!);
    await expect(store.load()).resolves.toBeNull();
    await store.save(grant);
    await expect(store.load()).resolves.toEqual(grant);
  });
});
