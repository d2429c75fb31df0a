import type { StorageLike } from './session-store';

/** localStorage's shape as far as the app uses it (core is built without the DOM library). */
type BrowserStorage = StorageLike & { clear?(): void };

/**
 * The browser's localStorage when it can be used, or an in-memory stand-in when reading it throws (storage
 * blocked by the browser's settings, a sandboxed frame, a full quota): the app then works for the open tab and
 * forgets the session on reload, instead of failing to start.
 */
export function safeStorage(get: () => BrowserStorage): StorageLike & { clear(): void } {
  const memory = new Map<string, string>();
  let real: BrowserStorage | null = null;
  try {
    const candidate = get();
    // Some browsers hand out a storage object whose every call throws.
    candidate.getItem('sakta-probe');
    real = candidate;
  } catch {
    real = null;
  }
  const attempt = <T>(use: (s: BrowserStorage) => T, fallback: () => T): T => {
    if (real) {
      try {
        return use(real);
      } catch {
        real = null;
      }
    }
    return fallback();
  };
  return {
    getItem: (key) =>
      attempt(
        (s) => s.getItem(key),
        () => memory.get(key) ?? null,
      ),
    setItem: (key, value) =>
      attempt(
        (s) => s.setItem(key, value),
        () => void memory.set(key, value),
      ),
    removeItem: (key) =>
      attempt(
        (s) => s.removeItem(key),
        () => void memory.delete(key),
      ),
    clear: () => {
      memory.clear();
      attempt(
        (s) => s.clear?.(),
        () => undefined,
      );
    },
  };
}
