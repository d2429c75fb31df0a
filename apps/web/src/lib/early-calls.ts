import { canAccess, matchRoute, type RouteId, type SessionUser } from '@sakta/core';

/**
 * Render as you fetch, for a fresh tab (issue 31): the first data a signed-in screen shows is asked for as soon as
 * the session is read from the browser's store, while the screen's code is still on its way; when the screen then
 * makes that call, the API client's fetch takes the answer already under way instead of asking again.
 *
 * Listed are the GET calls of a screen's default view (its address without a query: the first page, no filter),
 * each an endpoint's path with the query the screen sends (checked by early-calls.test.ts); they start only for
 * that address and for a user the route lets in. Each is taken at most once, with the same token, within
 * EARLY_CALL_TTL_MS; an early call that failed is made again.
 */
// a sale page opens once the seller's address is read and the product is offered, its sellers listed (one after the
// other in the page's machine: early, they are asked for together)
const SALE = ['/api/get-ip', '/api/products/availability', '/api/dictionaries/order/managers'];

export const EARLY_CALLS: Partial<Record<RouteId, readonly string[]>> = {
  // home's largest element is the list 'На согласование'
  index: ['/api/agreement/my-agreements'],
  termination: ['/api/contracts/functional/history?page=1'],
  drafts: ['/api/draft/get?page=1'],
  branches: ['/api/branches/index', '/api/branches/list/employees?page=1'],
  properties: SALE,
  casco: SALE,
};

/** The early calls' route for this address and user, if the screen has any and the user may open it. */
export function earlyRoute(location: { pathname: string; search: string }, user: SessionUser | null) {
  const def = matchRoute(location.pathname);
  if (!def || location.search !== '' || !user || !canAccess(user, def)) return undefined;
  return def.id;
}

export const EARLY_CALL_TTL_MS = 10_000;

interface EarlyCall {
  authorization: string;
  started: number;
  answer: Promise<Response>;
}

export interface EarlyCalls {
  /** Starts the early calls of the route at `routeId` with the session's token. */
  start(routeId: RouteId | undefined, token: string): void;
  /** The early answer of this request (the API client's: a URL and a plain headers object), once, or null. */
  take(url: string, init?: RequestInit): Promise<Response> | null;
}

export function createEarlyCalls(options: {
  baseUrl: string;
  fetch: (input: string, init: RequestInit) => Promise<Response>;
}): EarlyCalls {
  const base = options.baseUrl.replace(/\/+$/, '');
  const pending = new Map<string, EarlyCall>();
  return {
    start(routeId, token) {
      for (const path of (routeId && EARLY_CALLS[routeId]) || []) {
        const authorization = `Bearer ${token}`;
        const answer = options.fetch(base + path, {
          method: 'GET',
          headers: { Accept: 'application/json', Authorization: authorization },
        });
        // a failed early call is made again by its screen; nobody waits for this one
        answer.catch(() => undefined);
        pending.set(base + path, { authorization, started: Date.now(), answer });
      }
    },
    take(url, init) {
      const early = pending.get(url);
      pending.delete(url);
      return early &&
        !init?.body &&
        (init?.method ?? 'GET') === 'GET' &&
        (init?.headers as Record<string, string> | undefined)?.Authorization === early.authorization &&
        Date.now() - early.started <= EARLY_CALL_TTL_MS
        ? early.answer.catch(() => options.fetch(url, init ?? {}))
        : null;
    },
  };
}
