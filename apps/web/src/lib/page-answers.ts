import { getIpEndpoint, type User } from '@sakta/core/shared';
import { readPageData } from './prerendered';

/**
 * The API's answers a signed-in screen's first paint was made from, carried by the page (issue 45: the query cache
 * serialised into the page). The server paints the screen from its own API with the session the page request
 * carries (prerender/entry.tsx records those calls); the SPA then takes each answer once instead of asking again,
 * so a fresh tab's screen is live when its code has run, not a round trip later. Only GET calls with a JSON answer
 * are carried, never one whose answer depends on who asks from where (the user's address), and the SPA takes them
 * only for the same user, within ANSWER_TTL_MS of the page's start.
 */
export interface PageAnswers {
  /** The session the answers were made for (answersOwner). */
  user: string;
  /** Per call, its path and query: the answer's JSON text. */
  answers: Record<string, string>;
}

export const PAGE_ANSWERS_ID = 'sakta-answers';
export const ANSWER_TTL_MS = 15_000;
const PER_CALLER = new Set([getIpEndpoint.path]);

/** Whose answers they are: the user, and the APC the session was opened with (the answers may differ by it). */
export function answersOwner(user: Pick<User, 'id' | 'apc'>): string {
  return `${user.id}/${user.apc ?? ''}`;
}

/** A fetch that notes each successful GET of the API it makes, and what it noted so far. */
export function recordingFetch(fetch: typeof globalThis.fetch): {
  fetch: typeof globalThis.fetch;
  answers: Record<string, string>;
} {
  const answers: Record<string, string> = {};
  const recording = async (input: Request | string | URL, init?: RequestInit) => {
    const response = await fetch(input, init);
    const url = new URL(input instanceof Request ? input.url : input);
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    const json = response.headers.get('Content-Type')?.includes('application/json');
    if (
      method === 'GET' &&
      response.ok &&
      json &&
      url.pathname.startsWith('/api/') &&
      !PER_CALLER.has(url.pathname)
    )
      answers[url.pathname + url.search] = await response.clone().text();
    return response;
  };
  return { fetch: recording as typeof globalThis.fetch, answers };
}

export interface PageAnswerStore {
  /** The session's user is known: the answers are kept if they were made for them (answersOwner), else dropped. */
  admit(owner: string | null): void;
  /** Whether the page carries an answer (not yet taken) to the call of this path and query. */
  has(address: string): boolean;
  /** The page's answer to this call of the API client (a URL and a plain headers object), once, or null. */
  take(url: string, init?: RequestInit): Promise<Response> | null;
}

/** The answers of `carried` (null: the page carries none), taken at most once each. */
export function createPageAnswers(carried: PageAnswers | null, now: () => number): PageAnswerStore {
  let answers: Map<string, string> | null = null;
  let pending = carried;
  return {
    admit(owner) {
      if (pending && owner === pending.user) answers = new Map(Object.entries(pending.answers));
      pending = null;
    },
    has(address) {
      return answers?.has(address) ?? false;
    },
    take(url, init) {
      if (!answers || init?.body || (init?.method ?? 'GET') !== 'GET' || now() > ANSWER_TTL_MS) return null;
      const { pathname, search } = new URL(url, 'http://page');
      const address = pathname + search;
      const body = answers.get(address);
      if (body === undefined) return null;
      answers.delete(address);
      return Promise.resolve(
        new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } }),
      );
    },
  };
}

/** What the page carries (`<script type="application/json" id="sakta-answers">`, apps/api spa.ts), if anything. */
export function readPageAnswers(): PageAnswers | null {
  const value = readPageData(PAGE_ANSWERS_ID) as Partial<PageAnswers> | null;
  return typeof value?.user === 'string' && value.answers && typeof value.answers === 'object'
    ? (value as PageAnswers)
    : null;
}
