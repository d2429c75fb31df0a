import { useEffect, useReducer, useState } from 'react';

/** When a lazy module is fetched although nothing needs it yet: after the page's own first requests. */
export const IDLE_PRELOAD_MS = 2000;

/** Code kept out of the first render (a dialog's focus trap, the notifications' view): fetched once, then at hand. */
export interface LazyModule<T> {
  /** The module's value once fetched, else null (a render reads it synchronously). */
  get: () => T | null;
  /** Fetches it (once; after a failure the next call tries again). */
  load: () => Promise<T>;
}

export function lazyModule<T>(fetch: () => Promise<T>): LazyModule<T> {
  let value: T | null = null;
  let loading: Promise<T> | null = null;
  return {
    get: () => value,
    load() {
      loading ??= fetch().then(
        (loaded) => (value = loaded),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
  };
}

/**
 * A lazy module in a component: fetched at once when `needed`, otherwise in an idle moment after the first render
 * (IDLE_PRELOAD_MS), so it is usually there before it is needed. `failed`: a fetch made because it was needed did
 * not arrive (offline, a new deployment); `retry` tries again.
 */
export function useLazyModule<T>(
  module: LazyModule<T>,
  needed: boolean,
): { value: T | null; failed: boolean; retry: () => void } {
  const [, loaded] = useReducer((n: number) => n + 1, 0);
  const [failed, setFailed] = useState(false);
  const [attempt, retry] = useReducer((n: number) => n + 1, 0);
  const value = module.get();
  useEffect(() => {
    if (value !== null) return undefined;
    let alive = true;
    const load = (reportFailure: boolean) =>
      void module.load().then(
        () => alive && loaded(),
        () => alive && reportFailure && setFailed(true),
      );
    if (needed) load(true);
    const idle = setTimeout(() => load(false), IDLE_PRELOAD_MS);
    return () => {
      alive = false;
      clearTimeout(idle);
    };
  }, [module, value, needed, attempt]);
  return {
    value,
    failed: failed && value === null,
    retry: () => {
      setFailed(false);
      retry();
    },
  };
}
