/**
 * An API client over a fake fetch that answers every call with one body, for the contract tests of each
 * feature: what was sent (url, init) is recorded, and `failure` unwraps the ApiError a call is rejected with.
 */
import { expect } from 'vitest';
import { createApiClient, type FetchLike } from '../api/client';
import { ApiError } from '../api/errors';

export interface Sent {
  url: string;
  init: RequestInit | undefined;
}

export function answering(body: unknown, status = 200) {
  const sent: Sent[] = [];
  const fetch: FetchLike = async (url, init) => {
    sent.push({ url, init });
    return new Response(JSON.stringify(body), { status });
  };
  return { api: createApiClient({ baseUrl: 'http://api.test', fetch, getToken: () => null }), sent };
}

export async function failure(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(ApiError);
    return e as ApiError;
  }
  throw new Error('the call succeeded');
}
