import { describe, expect, it } from 'vitest';
import { safeStorage } from './safe-storage';

describe('safeStorage', () => {
  it('uses the real storage when it works', () => {
    const real = new Map<string, string>();
    const store = safeStorage(() => ({
      getItem: (k: string) => real.get(k) ?? null,
      setItem: (k: string, v: string) => void real.set(k, v),
      removeItem: (k: string) => void real.delete(k),
    }));
    store.setItem('user', 'x');
    expect(real.get('user')).toBe('x');
    expect(store.getItem('user')).toBe('x');
  });

  it('falls back to memory when reading localStorage throws, or when its calls throw', () => {
    const blocked = safeStorage(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(blocked.getItem('user')).toBeNull();
    blocked.setItem('user', 'x');
    expect(blocked.getItem('user')).toBe('x');
    blocked.clear();
    expect(blocked.getItem('user')).toBeNull();

    const throwing = safeStorage(() => ({
      getItem: () => null,
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
      removeItem: () => {},
    }));
    throwing.setItem('user', 'y');
    expect(throwing.getItem('user')).toBe('y');
  });
});
