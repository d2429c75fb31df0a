import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { searchChief } from './chief-calls';
import { chiefDialogInput } from './chief-dialog.machine';
import { blankChief, canSearchChief, missingChiefFields } from './rules';
import { OGPO_CHIEF_LEADER } from './testing/fixtures';

describe('the policy machine’s request', () => {
  it('a whole record is edited; the policy’s entry opens the search with its document', () => {
    expect(chiefDialogInput({ kind: 'leader', record: OGPO_CHIEF_LEADER })).toEqual({
      query: { role: 'leader', iin: '', document: '' },
      record: OGPO_CHIEF_LEADER,
    });
    expect(
      chiefDialogInput({
        kind: 'beneficiary',
        record: { id: 41, title: 'x', added: true, doc: '042304039' },
      }),
    ).toEqual({
      query: { role: 'beneficiary', iin: '', document: '042304039' },
    });
    expect(chiefDialogInput({ kind: 'beneficiary' })).toEqual({
      query: { role: 'beneficiary', iin: '', document: '' },
    });
  });
});

describe('chief rules (5.1)', () => {
  it.each([
    [{ iin: '760911300022', document: '' }, true],
    [{ iin: '76091130002', document: '' }, false],
    [{ iin: '', document: '042304039' }, true],
    [{ iin: '', document: '  ' }, false],
  ])('search enabled for %j: %s', (q, expected) => {
    expect(canSearchChief(q)).toBe(expected);
  });

  it('required fields', () => {
    expect(missingChiefFields(OGPO_CHIEF_LEADER)).toEqual([]);
    expect(missingChiefFields(blankChief({ iin: '', document: 'X1' }))).toEqual([
      'surname',
      'name',
      'birthday',
      'document.issued',
      'iin',
    ]);
    expect(missingChiefFields({ ...OGPO_CHIEF_LEADER, resident: false, iin: '' })).toEqual([]);
  });

  it('the search: found, refused (not found), network failure', async () => {
    const ok = {
      get: async () => ({ record: OGPO_CHIEF_LEADER, id: 9, title: 'x' }),
      set: async () => ({ id: 1, title: '', added: true, doc: '' }),
    };
    expect(await searchChief(ok, { iin: '760911300022', document: 'ignored' })).toEqual({
      rows: [OGPO_CHIEF_LEADER],
    });
    const refused = { ...ok, get: async () => Promise.reject(ApiError.rejected(['Клиент не найден'], 404)) };
    expect(await searchChief(refused, { iin: '', document: 'X' })).toEqual({
      rows: [],
      notice: 'Клиент не найден',
    });
    const down = {
      ...ok,
      get: async () => Promise.reject(ApiError.network(new TypeError('Failed to fetch'))),
    };
    await expect(searchChief(down, { iin: '', document: 'X' })).rejects.toBeInstanceOf(ApiError);
  });
});
