import { queryOptions } from '@tanstack/react-query';
import { dashboardEndpoint, myAgreementsEndpoint, type DashboardFilters } from '@sakta/core/home';
import type { ApiClient } from '@sakta/core/shared';
import { queryKeys } from './queries';

// The cached reads of home and the dashboard (see queries.ts), beside them so only their chunks carry their contract.

/** The admin dashboard's contracts for a filter (POST admin/admin-info). */
export function dashboardQuery(api: ApiClient, filters: DashboardFilters) {
  return queryOptions({
    queryKey: [...queryKeys.dashboard, filters],
    queryFn: ({ signal }) => api.call(dashboardEndpoint, { filters }, { signal }),
  });
}

/** GET agreement/my-agreements: the agreements waiting for the signed-in user (also the server's first paint). */
export async function loadMyAgreements(api: ApiClient, signal?: AbortSignal) {
  return (await api.call(myAgreementsEndpoint, undefined, signal ? { signal } : {})).data;
}

/** The agreements waiting for the signed-in user, through the cache. */
export function myAgreementsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.myAgreements,
    queryFn: ({ signal }) => loadMyAgreements(api, signal),
  });
}
