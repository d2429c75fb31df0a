import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../api/client';
import { ApiError } from '../../api/errors';
import { documentUploadEndpoint } from './endpoints';
import { identityRecord } from './testing/fixtures';

describe('the API client sends a multipart upload', () => {
  function clientAnswering(status: number, body: unknown) {
    const seen: Array<{ url: string; init: RequestInit }> = [];
    const api = createApiClient({
      baseUrl: '',
      getToken: () => 'tok',
      fetch: async (url, init = {}) => {
        seen.push({ url, init });
        return new Response(JSON.stringify(body), {
          status,
          headers: { 'Content-Type': 'application/json' },
        });
      },
    });
    return { api, seen };
  }

  it('as FormData with the bearer token and no JSON content type; the answer is checked', async () => {
    const { api, seen } = clientAnswering(200, { result: true, data: identityRecord });
    const form = new FormData();
    form.set('type_id', '00001');
    form.set('file', new Blob([new Uint8Array(10)], { type: 'image/png' }), 'a.png');
    await expect(api.upload(documentUploadEndpoint, form)).resolves.toEqual({
      result: true,
      data: identityRecord,
    });
    expect(seen[0]?.url).toBe('/api/document/upload');
    expect(seen[0]?.init.body).toBe(form);
    const headers = seen[0]?.init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok');
    expect(headers['Content-Type']).toBeUndefined();
  });

  it('a refusal is an ApiError with the server message; a malformed answer is malformed', async () => {
    const refused = clientAnswering(422, { result: false, message: 'Размер файла меньше 100 КБ' });
    await expect(refused.api.upload(documentUploadEndpoint, new FormData())).rejects.toMatchObject({
      kind: 'rejected',
      errors: ['Размер файла меньше 100 КБ'],
    });
    const odd = clientAnswering(200, { result: true, data: { id: 'x' } });
    const e = await odd.api.upload(documentUploadEndpoint, new FormData()).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiError);
    expect((e as ApiError).kind).toBe('malformed');
  });
});
