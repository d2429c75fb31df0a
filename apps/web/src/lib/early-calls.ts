import { canAccess, matchRoute, type SessionUser } from '@sakta/core';

/**
 * Render as you fetch, for a fresh tab (issue 31): the first data a signed-in screen shows is asked for as soon as
 * the session is read from the browser's store, while the screen's code is still on its way; when the screen then
 * makes that call, the API client's fetch takes the answer already under way instead of asking again.
 *
 * Listed by the address (path and query) of a screen's default view are the GET calls it makes first, each an
 * endpoint's path with the query the screen sends (checked by early-calls.test.ts); they start only for that
 * address and for a user the route lets in. Each is taken at most once, with the same token, within
 * EARLY_CALL_TTL_MS; an early call that failed is made again.
 */
// a sale opens once the seller's address is read, the product is offered and the sellers are listed (one after the
// other in the page's machine: early, they are asked for together)
const SALE = ['/api/get-ip', '/api/products/availability', '/api/dictionaries/order/managers'];
// a property or casco sale's contract panel lists the signatories too (2.3)
const FI_SALE = [...SALE, '/api/dictionaries/signatories'];

export const EARLY_CALLS: Readonly<Record<string, readonly string[]>> = {
  // home's largest element is the list 'На согласование'
  '/': ['/api/agreement/my-agreements'],
  '/termination': ['/api/contracts/functional/history?page=1'],
  '/drafts': ['/api/draft/get?page=1'],
  '/branches': ['/api/branches/index', '/api/branches/list/employees?page=1'],
  '/financial-institutions/properties': FI_SALE,
  '/financial-institutions/casco': FI_SALE,
  // a new OGPO sale of either variant (the product choice, /ogpo alone, asks for nothing)
  '/ogpo?product=1': SALE,
  '/ogpo?product=2': SALE,
};

/** The address whose early calls start, if the screen there has any and the user may open it. */
export function earlyAddress(location: { pathname: string; search: string }, user: SessionUser | null) {
  const address = location.pathname + location.search;
  const def = matchRoute(location.pathname);
  return def && user && canAccess(user, def) && EARLY_CALLS[address] ? address : undefined;
}

export const EARLY_CALL_TTL_MS = 10_000;

interface EarlyCall {
  authorization: string;
  started: number;
  answer: Promise<Response>;
}

export interface EarlyCalls {
  /** Starts the early calls of the address (earlyAddress) with the session's token, those `wanted` (all by default). */
  start(address: string | undefined, token: string, wanted?: (path: string) => boolean): void;
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
    start(address, token, wanted = () => true) {
      for (const path of ((address && EARLY_CALLS[address]) || []).filter(wanted)) {
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
