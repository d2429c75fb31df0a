import { describe, expect, it } from 'vitest';
import { CLIENT_FIELDS, clientCardDetails, clientKind } from './fields';
import {
  blankBlock,
  FIELD_MATRIX,
  fieldRuleErrors,
  fieldState,
  missingFields,
  sectionFields,
} from './form-fields';
import { clientErrors } from './validation';
import { OGPO_CLIENT_RESIDENT, OGPO_CLIENT_LEGAL, OGPO_CLIENT_NON_RESIDENT } from './testing/fixtures';

describe('the field matrix (5.1): data, read by one function', () => {
  it('every field has a cell for every kind', () => {
    for (const f of CLIENT_FIELDS)
      expect(Object.keys(FIELD_MATRIX[f]).sort()).toEqual([
        'entrepreneur',
        'legal',
        'nonResident',
        'resident',
      ]);
  });

  it.each([
    // field, kind, step, from register -> shown, required, disabled
    ['client.iin', 'resident', 'edit', true, { shown: true, required: true, disabled: true }],
    ['client.iin', 'resident', 'edit', false, { shown: true, required: true, disabled: false }],
    ['client.iin', 'nonResident', 'edit', false, { shown: true, required: false, disabled: false }],
    ['client.title', 'legal', 'edit', true, { shown: true, required: true, disabled: true }],
    ['client.title', 'resident', 'edit', false, { shown: false, required: false, disabled: false }],
    ['client.surname_eng', 'nonResident', 'edit', false, { shown: true, required: false, disabled: false }],
    ['client.surname_eng', 'resident', 'edit', false, { shown: false, required: false, disabled: false }],
    ['client.country_id', 'nonResident', 'edit', false, { shown: true, required: true, disabled: false }],
    ['client.economics_sector_id', 'legal', 'edit', true, { shown: true, required: true, disabled: false }],
    ['client.phone', 'resident', 'found', true, { shown: true, required: true, disabled: true }],
    ['client.phone', 'nonResident', 'edit', false, { shown: true, required: false, disabled: false }],
    ['document.until', 'legal', 'edit', false, { shown: false, required: false, disabled: false }],
    ['location.address', 'entrepreneur', 'edit', true, { shown: true, required: true, disabled: false }],
  ] as const)('%s of %s at %s (register %s)', (field, kind, step, reg, expected) => {
    expect(fieldState(field, kind, step, reg)).toEqual(expected);
  });

  it('the kind of a record', () => {
    expect(clientKind(OGPO_CLIENT_RESIDENT)).toBe('resident');
    expect(clientKind(OGPO_CLIENT_NON_RESIDENT)).toBe('nonResident');
    expect(clientKind(OGPO_CLIENT_LEGAL)).toBe('legal');
    expect(
      clientKind({
        ...OGPO_CLIENT_RESIDENT,
        entrepreneur: { name: '', number: '', address: '', date: '', activity_kind_id: null },
      }),
    ).toBe('entrepreneur');
  });

  it('missing required fields; a complete record has none and no errors', () => {
    expect(missingFields(OGPO_CLIENT_RESIDENT)).toEqual([]);
    expect(clientErrors(OGPO_CLIENT_RESIDENT)).toEqual([]);
    expect(clientErrors(OGPO_CLIENT_NON_RESIDENT)).toEqual([]);
    expect(clientErrors(OGPO_CLIENT_LEGAL)).toEqual([]);
    const r = {
      ...OGPO_CLIENT_RESIDENT,
      client: { ...OGPO_CLIENT_RESIDENT.client, phone: '', birthday: '' },
    };
    expect(missingFields(r)).toEqual(['client.birthday', 'client.phone']);
    expect(clientErrors(r)).toEqual(['Пожалуйста, заполните все обязательные поля, чтобы продолжить.']);
    // a non-resident's phone is optional, a legal entity needs no surname
    expect(
      missingFields({
        ...OGPO_CLIENT_NON_RESIDENT,
        client: { ...OGPO_CLIENT_NON_RESIDENT.client, phone: '' },
      }),
    ).toEqual([]);
  });

  it('errors of the rules together, in order', () => {
    const r = {
      ...OGPO_CLIENT_NON_RESIDENT,
      client: { ...OGPO_CLIENT_NON_RESIDENT.client, surname: 'Mюллер', email: 'x@y' },
    };
    expect(clientErrors(r, [{ iin: '', document: OGPO_CLIENT_NON_RESIDENT.document.number }])).toEqual([
      'Строка должна содержать только латиницу / кириллицу (включая казахский алфавит). Повторите распознавание паспорта.',
      'Некорректный email',
      `Клиент с документом "${OGPO_CLIENT_NON_RESIDENT.document.number}" уже есть в списке`,
    ]);
  });
});

describe('the field table: one row a field, read by the form, the blank record, the rules and the card', () => {
  it('the blank record starts from the table and the kind; the card shows only the fields marked for it', () => {
    expect(blankBlock('location')).toEqual({ address: '' });
    expect(blankBlock('client')).toMatchObject({ iin: '', politician: false, sex: 1, country_id: null });
    // no field of today's table is marked for the card: its rows are the kind, residency, bank and differences
    expect(clientCardDetails(OGPO_CLIENT_RESIDENT)).toEqual([]);
    expect(sectionFields('contacts')).toEqual(['location.address', 'client.phone', 'client.email']);
    // the document's type is not typed: it comes with the document chosen
    expect(sectionFields('document')).not.toContain('document.type_id');
  });

  it("the fields' own rules, in the table's order, for the kind they apply to", () => {
    const nonResident = {
      ...OGPO_CLIENT_NON_RESIDENT,
      client: { ...OGPO_CLIENT_NON_RESIDENT.client, surname: 'Mюллер', email: 'a@@b' },
    };
    expect(fieldRuleErrors(nonResident).map(([f]) => f)).toEqual(['client.surname', 'client.email']);
    // a resident's Cyrillic and Latin name is not a non-resident's mixed script
    const resident = {
      ...OGPO_CLIENT_RESIDENT,
      client: { ...OGPO_CLIENT_RESIDENT.client, surname: 'Mюллер' },
    };
    expect(fieldRuleErrors(resident)).toEqual([]);
  });
});
