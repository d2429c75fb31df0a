import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { ApiError } from '../../api/errors';
import { checkConsent, provideClientDialog, type ClientDialogCalls } from './client-calls';
import { blankRecord, clientGetRequest, editableRecord, isQueryComplete } from './client-dialog.machine';
import { EMPTY_QUERY, FLAGS_OF_MODE, prepared } from './client-record';
import { OGPO_CLIENT_RESIDENT } from './testing/fixtures';

const input = { role: 'insured' as const, productType: 1 as const, userRole: 3, today: '2026-03-02' };

function calls(over: Partial<ClientDialogCalls> = {}): ClientDialogCalls {
  return {
    get: vi.fn(async () => ({ data: [OGPO_CLIENT_RESIDENT] })),
    set: vi.fn(async (r) => ({ ...r, client: { ...r.client, id: 5 } })),
    forceKdp: vi.fn(async () => ({ message: 'ok' })),
    acceptKdp: vi.fn(async () => ({ result: true })),
    isKdpAccepted: vi.fn(async () => false),
    recognizeUpload: vi.fn(async () => ({ task_id: 't' })),
    recognizeData: vi.fn(async () => ({ result: true as const, type: 0 as const })),
    ...over,
  };
}

describe('the consent check: one consent, one code, two ways', () => {
  it('a 4-digit code is confirmed with kdp/accept; without one, the consent system is asked', async () => {
    const c = calls();
    expect(await checkConsent(c, '900722400456', '4821')).toBe('confirmed');
    expect(c.acceptKdp).toHaveBeenCalledWith({ iin: '900722400456', code: '4821' });
    expect(await checkConsent(c, '900722400456', '')).toBe('notYet');
    const given = calls({ isKdpAccepted: vi.fn(async () => true) });
    expect(await checkConsent(given, '900722400456', '12')).toBe('given');
    expect(given.acceptKdp).not.toHaveBeenCalled();
    const wrong = calls({
      acceptKdp: vi.fn(async () => Promise.reject(ApiError.rejected(['Неверный код'], 400))),
    });
    await expect(checkConsent(wrong, '900722400456', '0000')).rejects.toBeInstanceOf(ApiError);
  });
});

describe('the search request of each mode', () => {
  const base = { input, flags: { resident: true, person: true, verify: true } };
  it.each([
    [
      0,
      { iin: '850315300128' },
      true,
      { iin: '850315300128', resident: true, person: true, verify: true, insurer: false, step: 0 },
    ],
    [0, { iin: '850315300127' }, false, null],
    [2, { iin: '150340001008' }, true, { iin: '150340001008' }],
    [
      3,
      { surname: ' MUELLER ', name: 'ANNA', birthday: '1986-08-30' },
      true,
      { surname: 'MUELLER', name: 'ANNA', birthday: '1986-08-30' },
    ],
    [3, { surname: 'MUELLER', name: '' }, false, null],
    [1, {}, false, null],
  ] as const)('mode %s %j', (mode, q, complete, request) => {
    const query = { iin: '', surname: '', name: '', birthday: '', phone: '', ...q };
    expect(isQueryComplete({ mode, query })).toBe(complete);
    if (request) expect(clientGetRequest({ ...base, mode, query })).toMatchObject(request);
  });

  it('a new client after not found: the kind of the mode, defaults 250 and 10 for every kind (3.3, 9)', () => {
    const query = { iin: '150340001008', surname: '', name: '', birthday: '', phone: '' };
    const legal = blankRecord({
      mode: 2,
      flags: { resident: true, person: false, verify: true },
      query,
      input,
    });
    expect(legal.client).toMatchObject({
      iin: '150340001008',
      activity_kind_id: 250,
      economics_sector_id: 10,
    });
    expect(legal.document.type_id).toBe(7);
    expect(legal.driver).toBeNull();
    const nr = blankRecord({
      mode: 3,
      flags: { resident: false, person: true, verify: false },
      query: { ...query, iin: '', surname: 'SMITH', name: 'JOHN', birthday: '2003-08-15' },
      input,
    });
    expect(nr.client.title).toBe('SMITH JOHN');
    expect(nr.document.type_id).toBe(12);
    expect(nr.driver).toMatchObject({ age: 22, age_experience_id: 2 });
    // a natural person too (issue 43 item 22): the form hides the two fields, the defaults go with the client
    expect(nr.client).toMatchObject({ activity_kind_id: 250, economics_sector_id: 10 });
    const resident = blankRecord({
      mode: 0,
      flags: FLAGS_OF_MODE[0]!,
      query: { ...query, iin: '850315300128' },
      input,
    });
    expect(resident.client).toMatchObject({ activity_kind_id: 250, economics_sector_id: 10 });
  });

  it('a found client without an economics sector or activity kind gets 10 and 250; one with them keeps them', () => {
    const found = blankRecord({
      mode: 0,
      flags: FLAGS_OF_MODE[0]!,
      query: { ...EMPTY_QUERY, iin: '850315300128' },
      input,
    });
    const bare = { ...found, client: { ...found.client, economics_sector_id: null, activity_kind_id: null } };
    expect(prepared(bare, { input }).client).toMatchObject({
      economics_sector_id: 10,
      activity_kind_id: 250,
    });
    const own = { ...found, client: { ...found.client, economics_sector_id: 7, activity_kind_id: 6 } };
    expect(prepared(own, { input }).client).toMatchObject({ economics_sector_id: 7, activity_kind_id: 6 });
  });
});

describe('the policy machine’s request', () => {
  it('listed IINs and documents are the duplicates; a partial record is edited over a blank one', () => {
    const actor = createActor(provideClientDialog(calls()), {
      input: {
        role: 'insurer',
        productType: 2,
        userRole: 0,
        listed: { iins: ['850315300128'], documents: ['C01X00T47'] },
        record: { filter: { resident: false, person: true }, client: { surname: 'SMITH', name: 'JOHN' } },
      },
    }).start();
    const s = actor.getSnapshot();
    expect(s.matches('form')).toBe(true);
    expect(s.context.env.present).toEqual([
      { iin: '850315300128', document: '' },
      { iin: '', document: 'C01X00T47' },
    ]);
    expect(s.context.record).toMatchObject({
      filter: { resident: false, person: true, verify: false },
      client: { surname: 'SMITH', name: 'JOHN', iin: '' },
      document: { type_id: 12, number: '' },
      bank: { iik: '' },
    });
    expect(s.context.env.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // a whole record this dialog saved is kept as it is
    expect(editableRecord(OGPO_CLIENT_RESIDENT)).toEqual(OGPO_CLIENT_RESIDENT);
  });
});

describe('provideClientDialog', () => {
  it('runs the search and the save through the calls', async () => {
    const c = calls();
    const actor = createActor(provideClientDialog(c), { input }).start();
    actor.send({ type: 'QUERY', patch: { iin: '850315300128' } });
    actor.send({ type: 'SEARCH' });
    await waitFor(actor, (s) => s.matches('found'));
    expect(c.get).toHaveBeenCalledWith(expect.objectContaining({ iin: '850315300128', insurer: false }));
    actor.send({ type: 'PICK', index: 0 });
    actor.send({ type: 'SUBMIT' });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toMatchObject({ kind: 'saved', record: { client: { id: 5 } } });
  });
});
