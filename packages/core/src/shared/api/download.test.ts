import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createApiClient } from './client';
import { endpoint } from './common';
import { ApiError } from './errors';

/** The client's file downloads (the agreements' xlsx export): a file as a Blob, a failure as the usual ApiError. */

const exportEndpoint = endpoint({
  method: 'GET',
  path: '/api/file',
  access: ['admin'],
  body: undefined,
  response: z.unknown(),
});

function client(res: () => Response) {
  const seen: Array<{ url: string; headers: Record<string, string> }> = [];
  const api = createApiClient({
    baseUrl: '',
    getToken: () => 'tok',
    fetch: async (url, init) => {
      seen.push({ url, headers: init?.headers as Record<string, string> });
      return res();
    },
  });
  return { api, seen };
}

describe('download', () => {
  it('answers the file as a Blob, sending the bearer token and the query', async () => {
    const { api, seen } = client(
      () => new Response(new Uint8Array([80, 75, 3, 4]), { headers: { 'Content-Type': 'application/zip' } }),
    );
    const blob = await api.download(exportEndpoint, undefined, { query: { id: 7 } });
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([80, 75, 3, 4]));
    expect(seen[0]).toMatchObject({ url: '/api/file?id=7', headers: { Authorization: 'Bearer tok' } });
  });

  it("a refusal is the server's message; a lost network the network error", async () => {
    const { api } = client(
      () =>
        new Response(JSON.stringify({ result: false, message: 'Документ не найден' }), {
          status: 404,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    await expect(api.download(exportEndpoint, undefined)).rejects.toMatchObject({
      kind: 'rejected',
      errors: ['Документ не найден'],
    });
    const offline = createApiClient({
      baseUrl: '',
      getToken: () => null,
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await expect(offline.download(exportEndpoint, undefined)).rejects.toBeInstanceOf(ApiError);
  });
});
