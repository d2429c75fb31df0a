/**
 * The query options of the lists of /branches' tabs, apart from lib/queries.ts
 * so that their contracts load with those pages only, not with every signed-in page (queries.ts is in the shell).
 */
import { queryOptions } from '@tanstack/react-query';
import {
  deletedEmployeesEndpoint,
  departmentsListEndpoint,
  employeesListEndpoint,
  signatoriesListEndpoint,
  singlePage,
  terminalsListEndpoint,
  type ApiClient,
} from '@sakta/core';
import { queryKeys } from './queries';

/** The terminals tab's list (GET branches/list/terminals) as the one page of the shared paged list. */
export function terminalsListQuery(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.terminals,
    queryFn: async ({ signal }) =>
      singlePage((await api.call(terminalsListEndpoint, undefined, { signal })).data),
  });
}

/** The signatories (GET branches/list/signatories) as the one page of the shared paged list. */
export function signatoriesListQuery(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.signatories,
    queryFn: async ({ signal }) =>
      singlePage((await api.call(signatoriesListEndpoint, undefined, { signal })).data),
  });
}

/** GET branches/list/employees?page&...filter: one page of the employees (also the server's first paint). */
export function loadEmployeesPage(
  api: ApiClient,
  page: number,
  query: Record<string, string> = {},
  signal?: AbortSignal,
) {
  return api.call(employeesListEndpoint, undefined, {
    query: { ...query, page },
    ...(signal ? { signal } : {}),
  });
}

/** One page of the employees for a filter, through the cache. */
export function employeesPageQuery(api: ApiClient, page: number, query: Record<string, string> = {}) {
  return queryOptions({
    queryKey: [...queryKeys.employees, query, page],
    queryFn: ({ signal }) => loadEmployeesPage(api, page, query, signal),
  });
}

/** One page of the departments for a filter (GET branches/list/departments?page&...filter, administrator). */
export function departmentsPageQuery(api: ApiClient, page: number, query: Record<string, string> = {}) {
  return queryOptions({
    queryKey: [...queryKeys.departments, query, page],
    queryFn: ({ signal }) =>
      api.call(departmentsListEndpoint, undefined, { query: { ...query, page }, signal }),
  });
}

/** GET employees/deleted?page (administrator): one page of the deleted employees (also the server's first paint). */
export function loadDeletedEmployees(api: ApiClient, page: number, signal?: AbortSignal) {
  return api.call(deletedEmployeesEndpoint, undefined, { query: { page }, ...(signal ? { signal } : {}) });
}

/** One page of the deleted employees, through the cache. */
export function deletedEmployeesQuery(api: ApiClient, page: number) {
  return queryOptions({
    queryKey: [...queryKeys.deletedEmployees, page],
    queryFn: ({ signal }) => loadDeletedEmployees(api, page, signal),
  });
}
