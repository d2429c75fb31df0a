import { queryOptions } from '@tanstack/react-query';
import { terminationHistoryEndpoint } from '@sakta/core/termination';
import type { ApiClient } from '@sakta/core/shared';
import { queryKeys } from './queries';

// The termination screen's cached read (see queries.ts), beside its screen so only its chunk carries its contract.

/** GET contracts/functional/history?page: one page of the termination history (also the server's first paint). */
export function loadTerminationHistory(api: ApiClient, page: number, signal?: AbortSignal) {
  return api.call(terminationHistoryEndpoint, undefined, { query: { page }, ...(signal ? { signal } : {}) });
}

/** One page of the termination history, through the cache. */
export function terminationHistoryQuery(api: ApiClient, page: number) {
  return queryOptions({
    queryKey: [...queryKeys.terminationHistory, page],
    queryFn: ({ signal }) => loadTerminationHistory(api, page, signal),
  });
}
