import { queryOptions } from '@tanstack/react-query';
import { dashboardEndpoint, myAgreementsEndpoint, type DashboardFilters } from '@sakta/core/home';
import type { ApiClient } from '@sakta/core/shared';
import { queryKeys } from './queries';

// The cached reads of home and the dashboard (see queries.ts), beside them so only their chunks carry their contract.

/** POST admin/admin-info: the admin dashboard's contracts for a filter (also the server's first paint). */
export function loadDashboard(api: ApiClient, filters: DashboardFilters, signal?: AbortSignal) {
  return api.call(dashboardEndpoint, { filters }, signal ? { signal } : {});
}

/** The admin dashboard's contracts for a filter, through the cache. */
export function dashboardQuery(api: ApiClient, filters: DashboardFilters) {
  return queryOptions({
    queryKey: [...queryKeys.dashboard, filters],
    queryFn: ({ signal }) => loadDashboard(api, filters, signal),
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
