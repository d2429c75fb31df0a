/**
 * The cache of server state (TanStack Query): one QueryClient per signed-in session and the query options of
 * every cached read. Machines keep the flow: their load actors read through `queryClient.fetchQuery(...)` with
 * these options, so a list page shown again, or a next page fetched ahead, comes from the cache; a write
 * invalidates the lists it changes. core stays free of TanStack: the keys and options live here, in the app; the
 * options that name a screen's calls live beside it (home-queries.ts, termination-queries.ts), so the code every
 * signed-in page loads does not carry those screens' contracts.
 */
import { QueryClient, queryOptions, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';
import type { Page } from '@sakta/core';

/** A list read this recently is shown from the cache without a request (Back, a page visited again). */
export const LIST_STALE_MS = 30_000;
/** Shared dictionaries change with a deployment, not within a session. */
export const DICTIONARY_STALE_MS = 60 * 60_000;

/**
 * The session's cache. Failures go to the machines at once (they show the error and 'Повторить'), so no
 * automatic retry; no refetch on window focus either: a machine decides when its data loads.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: LIST_STALE_MS, retry: false, refetchOnWindowFocus: false },
    },
  });
}

/** Query keys: a feature's lists under one prefix, so a write invalidates them all at once. */
export const queryKeys = {
  terminationHistory: ['termination', 'history'] as const,
  dashboard: ['dashboard'] as const,
  myAgreements: ['home', 'my-agreements'] as const,
  dictionary: (name: string) => ['dictionary', name] as const,
  /** Every list of the organisation page (a save invalidates them all). */
  organisation: ['organisation'] as const,
  accountantTerminals: ['organisation', 'accountant-terminals'] as const,
  terminals: ['organisation', 'terminals'] as const,
  employees: ['organisation', 'employees'] as const,
  signatories: ['organisation', 'signatories'] as const,
  deletedEmployees: ['organisation', 'employees', 'deleted'] as const,
  departments: ['organisation', 'departments'] as const,
  /** The compliance records waiting for a decision (role 6's home tile); a decision invalidates it. */
  podftWaiting: ['podft', 'waiting'] as const,
};

/**
 * A shared dictionary (regions, countries, activity kinds, economic sectors, managers, agents: the sale flows'
 * dialogs): fetched once per session and shared by every dialog that reads it through
 * `queryClient.ensureQueryData(dictionaryQuery(name, load))`. `load` is the dictionary's endpoint call.
 */
export function dictionaryQuery<T>(name: string, load: (signal: AbortSignal) => Promise<T>) {
  return queryOptions({
    queryKey: queryKeys.dictionary(name),
    queryFn: ({ signal }) => load(signal),
    staleTime: DICTIONARY_STALE_MS,
    gcTime: Infinity,
  });
}

/**
 * Reads a page of a paged list through the cache and fetches the following one ahead (when the answer says
 * there is one), so 'next' shows at once.
 */
export async function fetchPageAhead<Item, K extends QueryKey>(
  queryClient: QueryClient,
  pageQuery: (page: number) => FetchQueryOptions<Page<Item>, Error, Page<Item>, K>,
  page: number,
): Promise<Page<Item>> {
  const answer = await queryClient.fetchQuery(pageQuery(page));
  const { current_page: current, last_page: last } = answer.meta;
  if (current < last) void queryClient.prefetchQuery(pageQuery(current + 1));
  return answer;
}
