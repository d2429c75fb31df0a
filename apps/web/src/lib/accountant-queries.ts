/**
 * The query options of the accountant's terminals (/terminals), apart from lib/queries.ts so that the
 * organisation's contract loads with that page only, not with every signed-in page (queries.ts is in the shell).
 */
import { queryOptions } from '@tanstack/react-query';
import { accountantTerminalsEndpoint, singlePage, type ApiClient } from '@sakta/core';
import { queryKeys } from './queries';

/** The accountant's terminals (GET accountant/terminals) as the one page of the shared paged list. */
export function accountantTerminalsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.accountantTerminals,
    queryFn: async ({ signal }) =>
      singlePage((await api.call(accountantTerminalsEndpoint, undefined, { signal })).data),
  });
}
