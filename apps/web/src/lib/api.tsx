import { createContext, useContext, type ReactNode } from 'react';
import { createApiClient, type ApiClient, type SessionStatus } from '@sakta/core';
import { config } from '../config';
import { createEarlyCalls } from './early-calls';
import { createPageAnswers, readPageAnswers } from './page-answers';

const ApiContext = createContext<ApiClient | null>(null);

/** The calls a fresh tab's screen makes first, started with the session (lib/early-calls.ts). */
export const earlyCalls = createEarlyCalls({
  baseUrl: config.apiBaseUrl,
  fetch: (input, init) => fetch(input, init),
});

/** The answers a signed-in screen's first paint was made from, which the page carries (lib/page-answers.ts). */
export const pageAnswers = createPageAnswers(readPageAnswers(), () => performance.now());

/**
 * The one API client of the app. Every call carries the session's bearer token; an answer 'Token is Expired' or
 * 'Token is Invalid' from any call is reported to the session (which clears storage and returns to /login).
 */
export function createAppApi(
  getToken: () => string | null,
  onSessionError: (status: SessionStatus) => void,
): ApiClient {
  return createApiClient({
    baseUrl: config.apiBaseUrl,
    fetch: (input, init) =>
      pageAnswers.take(input, init) ?? earlyCalls.take(input, init) ?? fetch(input, init),
    getToken,
    onSessionError,
  });
}

export function ApiProvider({ api, children }: { api: ApiClient; children: ReactNode }) {
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

export function useApi(): ApiClient {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi outside ApiProvider');
  return api;
}
