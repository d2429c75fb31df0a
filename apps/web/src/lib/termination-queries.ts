import { queryOptions } from '@tanstack/react-query';
import { terminationHistoryEndpoint } from '@sakta/core/termination';
import type { ApiClient } from '@sakta/core/shared';
import { queryKeys } from './queries';

// The termination screen's cached read (see queries.ts), beside its screen so only its chunk carries its contract.

/** One page of the termination history (GET contracts/functional/history?page). */
export function terminationHistoryQuery(api: ApiClient, page: number) {
  return queryOptions({
    queryKey: [...queryKeys.terminationHistory, page],
    queryFn: ({ signal }) => api.call(terminationHistoryEndpoint, undefined, { query: { page }, signal }),
  });
}
