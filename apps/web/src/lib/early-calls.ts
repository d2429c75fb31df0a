import type { RouteId } from '@sakta/core';

/**
 * Render as you fetch, for a fresh tab (issue 31): the first data a signed-in screen shows is asked for as soon as
 * the session is read from the browser's store, while the screen's code is still on its way; when the screen then
 * makes that call, the API client's fetch takes the answer already under way instead of asking again.
 *
 * Only GET calls without parameters are listed (the path is the endpoint's, checked by early-calls.test.ts), each
 * is taken at most once, with the same token, within EARLY_CALL_TTL_MS; an early call that failed is made again.
 */
export const EARLY_CALLS: Partial<Record<RouteId, readonly string[]>> = {
  // home's largest element is the list 'На согласование'
  index: ['/api/agreement/my-agreements'],
};

export const EARLY_CALL_TTL_MS = 10_000;

interface EarlyCall {
  url: string;
  authorization: string;
  started: number;
  answer: Promise<Response>;
}

export interface EarlyCalls {
  /** Starts the early calls of the route at `routeId` with the session's token. */
  start(routeId: RouteId | undefined, token: string): void;
  /** The early answer of this request, once, or null: the caller fetches itself. */
  take(input: RequestInfo | URL, init?: RequestInit): Promise<Response> | null;
}

export function createEarlyCalls(options: {
  baseUrl: string;
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  now?: () => number;
}): EarlyCalls {
  const base = options.baseUrl.replace(/\/+$/, '');
  const now = options.now ?? (() => Date.now());
  const pending = new Map<string, EarlyCall>();
  return {
    start(routeId, token) {
      for (const path of (routeId && EARLY_CALLS[routeId]) || []) {
        const url = base + path;
        const authorization = `Bearer ${token}`;
        const answer = options.fetch(url, {
          method: 'GET',
          headers: { Accept: 'application/json', Authorization: authorization },
        });
        // a failed early call is made again by its screen; nobody waits for this one
        answer.catch(() => undefined);
        pending.set(url, { url, authorization, started: now(), answer });
      }
    },
    take(input, init) {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const early = pending.get(url);
      if (!early) return null;
      pending.delete(url);
      const headers = new Headers(init?.headers);
      const same =
        (init?.method ?? 'GET') === 'GET' &&
        init?.body == null &&
        headers.get('Authorization') === early.authorization &&
        now() - early.started <= EARLY_CALL_TTL_MS;
      if (!same) return null;
      return early.answer.catch(() => options.fetch(url, init ?? {}));
    },
  };
}
