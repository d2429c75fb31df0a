import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@sakta/core';
import { DOCUMENTS_FIXTURE_ULID, identityRecord, podftAnswer } from '@sakta/core/testing';
import { documentUploadCalls, podftDocumentsCalls } from '../parties/documents-calls';
import { licenceDialogCalls, vehicleDialogCalls } from './vehicles-calls';

/** The API client over a fake fetch that records each request and answers `body`. */
function apiAnswering(body: unknown, status = 200) {
  const requests: Array<{ url: string; init: RequestInit }> = [];
  const api = createApiClient({
    baseUrl: '',
    getToken: () => 'token',
    fetch: vi.fn(async (url: string, init: RequestInit = {}) => {
      requests.push({ url, init });
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  });
  return { api, requests };
}

describe('the OGPO dialogs wired to the API', () => {
  it('document/upload is multipart: the fields and the file', async () => {
    const { api, requests } = apiAnswering({ result: true, data: identityRecord });
    const file = new File([new Uint8Array(8)], 'udostoverenie.png', { type: 'image/png' });
    const saved = await documentUploadCalls(api).upload({
      fields: {
        policy_ulid: DOCUMENTS_FIXTURE_ULID,
        c_id: '12',
        kind: '1',
        type_id: '00001',
        iin: '900722400456',
      },
      file,
    });
    expect(saved).toEqual(identityRecord);
    expect(requests[0]?.url).toBe('/api/document/upload');
    const form = requests[0]?.init.body as FormData;
    expect(Object.fromEntries([...form.entries()].filter(([k]) => k !== 'file'))).toEqual({
      policy_ulid: DOCUMENTS_FIXTURE_ULID,
      c_id: '12',
      kind: '1',
      type_id: '00001',
      iin: '900722400456',
    });
    expect((form.get('file') as File).name).toBe('udostoverenie.png');
  });

  it('document/delete sends the record as JSON', async () => {
    const { api, requests } = apiAnswering({ result: true, deleted: 1 });
    await documentUploadCalls(api).remove(identityRecord);
    expect(requests[0]?.url).toBe('/api/document/delete');
    expect(JSON.parse(requests[0]?.init.body as string)).toEqual(identityRecord);
  });

  it('podft/upload sends the chosen sides only; a refusal carries the server message', async () => {
    const { api, requests } = apiAnswering(podftAnswer);
    const front = new File([new Uint8Array(8)], 'front.png', { type: 'image/png' });
    await expect(
      podftDocumentsCalls(api).upload({
        fields: { id: '12', ulid: DOCUMENTS_FIXTURE_ULID, entity: '0' },
        front,
        back: null,
      }),
    ).resolves.toEqual(podftAnswer);
    const form = requests[0]?.init.body as FormData;
    expect(form.get('id')).toBe('12');
    expect(form.get('front')).toBeInstanceOf(File);
    expect(form.get('back')).toBeNull();
    const refused = apiAnswering({ result: false, message: 'Объект проверки не найден' }, 404);
    await expect(
      podftDocumentsCalls(refused.api).upload({
        fields: { id: '12', ulid: DOCUMENTS_FIXTURE_ULID, entity: '1' },
        front,
        back: null,
      }),
    ).rejects.toMatchObject({ errors: ['Объект проверки не найден'] });
  });

  it('vehicle/get and client/get-driver-license answer their data', async () => {
    const vehicles = apiAnswering({ result: true, data: [] });
    await expect(
      vehicleDialogCalls(vehicles.api).get({ filter: { verify: true, isNumber: true }, number: '123ABC02' }),
    ).resolves.toEqual([]);
    const licence = apiAnswering({ result: true, data: { number: 'BN123456', issued: '2005-06-10' } });
    await expect(
      licenceDialogCalls(licence.api).getDriverLicence({ iin: '850315300128', number: 'BN123456' }),
    ).resolves.toEqual({ number: 'BN123456', issued: '2005-06-10' });
  });
});
