import { describe, expect, it } from 'vitest';
import { answering, failure } from '../../testing/fake-api';
import { ClientRecordSchema } from './contract';
import { clientGetEndpoint, clientRecognizeDataEndpoint, clientSetEndpoint } from './endpoints';
import {
  OGPO_CLIENT_LEGAL,
  OGPO_CLIENT_NON_RESIDENT,
  OGPO_CLIENT_RESIDENT,
  OGPO_CONSENT_10,
} from './testing/fixtures';

/** The client calls' contract: what the client sends and which answers it accepts (a malformed one is an error). */
describe('client contract', () => {
  it('the fixtures are records of the contract', () => {
    for (const r of [OGPO_CLIENT_RESIDENT, OGPO_CLIENT_NON_RESIDENT, OGPO_CLIENT_LEGAL])
      expect(ClientRecordSchema.safeParse(r).success).toBe(true);
  });

  it('client/get: found clients, or a consent status', async () => {
    const found = answering({ result: true, data: [OGPO_CLIENT_RESIDENT] });
    const body = { resident: true, person: true, verify: true, insurer: true, iin: '850315300128' };
    expect(await found.api.call(clientGetEndpoint, body)).toEqual({
      result: true,
      data: [OGPO_CLIENT_RESIDENT],
    });
    expect(found.sent[0]!.url).toBe('http://api.test/api/client/get');
    expect(JSON.parse(found.sent[0]!.init!.body as string)).toEqual(body);
    const consent = answering({ result: true, consent: OGPO_CONSENT_10 });
    expect(await consent.api.call(clientGetEndpoint, body)).toEqual({
      result: true,
      consent: OGPO_CONSENT_10,
    });
  });

  it('a malformed answer or a refusal is an ApiError with its message', async () => {
    const body = { resident: true, person: true, verify: true, insurer: true, iin: '850315300128' };
    const bad = answering({ result: true, data: [{ client: {} }] });
    expect((await failure(bad.api.call(clientGetEndpoint, body))).kind).toBe('malformed');
    const refused = answering({ result: false, message: 'Укажите ИИН' }, 400);
    expect((await failure(refused.api.call(clientGetEndpoint, body))).errors).toEqual(['Укажите ИИН']);
    const odd = answering({ result: true, type: 7 });
    expect((await failure(odd.api.call(clientRecognizeDataEndpoint, { task_id: 'a' }))).kind).toBe(
      'malformed',
    );
  });

  it('client/set sends one record in an array and answers it with its id', async () => {
    const saved = { ...OGPO_CLIENT_RESIDENT, client: { ...OGPO_CLIENT_RESIDENT.client, id: 12 } };
    const { api, sent } = answering({ result: true, data: saved, message: 'Данные успешно обновлены' });
    expect((await api.call(clientSetEndpoint, [OGPO_CLIENT_RESIDENT])).data.client.id).toBe(12);
    expect(JSON.parse(sent[0]!.init!.body as string)).toHaveLength(1);
  });
});
