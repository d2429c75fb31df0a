import { describe, expect, it } from 'vitest';
import {
  OGPO_CLIENT_ENTREPRENEUR,
  OGPO_CLIENT_LEGAL,
  OGPO_CLIENT_RESIDENT,
} from '../../parties/client/testing/fixtures';
import { ruFi } from './ru';
import {
  blankSignatory,
  foundationTypes,
  needsSignatory,
  normalizeSignatory,
  requiredSignatoryFields,
  signatoryErrors,
  signatoryFields,
  signatoryValid,
  type Signatory,
} from './signatory';

const TODAY = '2026-11-27';
const resident: Signatory = {
  resident: true,
  iin: '850315300128',
  surname: 'Ахметов',
  name: 'Ерлан',
  patronymic: '',
  position: 'Директор',
  foundation_type: 'Устав',
  foundation_number: '',
  foundation_date: '',
};

describe('the insurer signatory (spec part 2 sections 3.6, 4.1, 5.6)', () => {
  it('is asked of a legal entity and of an entrepreneur without a certificate number, not of a person', () => {
    expect(needsSignatory(OGPO_CLIENT_LEGAL)).toBe(true);
    expect(needsSignatory(OGPO_CLIENT_RESIDENT)).toBe(false);
    expect(needsSignatory(null)).toBe(false);
    const entrepreneur = OGPO_CLIENT_ENTREPRENEUR;
    expect(needsSignatory(entrepreneur)).toBe(false);
    expect(
      needsSignatory({ ...entrepreneur, entrepreneur: { ...entrepreneur.entrepreneur!, number: ' ' } }),
    ).toBe(true);
  });

  it('offers a person Свидетельство and Талон, an entity Устав, Доверенность and Приказ', () => {
    expect(foundationTypes(OGPO_CLIENT_ENTREPRENEUR)).toEqual(['Свидетельство', 'Талон']);
    expect(foundationTypes(OGPO_CLIENT_LEGAL)).toEqual(['Устав', 'Доверенность', 'Приказ']);
  });

  it('a resident on Устав needs surname, name, a 12-digit IIN and position, no number or date', () => {
    expect(signatoryErrors(resident, OGPO_CLIENT_LEGAL, TODAY)).toEqual({});
    expect(signatoryFields(resident)).not.toContain('foundation_number');
    expect(signatoryErrors({ ...resident, iin: '85031530012' }, OGPO_CLIENT_LEGAL, TODAY)).toEqual({
      iin: ruFi.signatory.iin,
    });
    expect(signatoryErrors(blankSignatory(), OGPO_CLIENT_LEGAL, TODAY)).toEqual({
      surname: ruFi.signatory.required,
      name: ruFi.signatory.required,
      position: ruFi.signatory.required,
      iin: ruFi.signatory.required,
      foundation_type: ruFi.signatory.required,
      foundation_number: ruFi.signatory.required,
      foundation_date: ruFi.signatory.required,
    });
  });

  it('another foundation needs its number and a date not after today', () => {
    const proxy = { ...resident, foundation_type: 'Доверенность' as const };
    expect(signatoryErrors(proxy, OGPO_CLIENT_LEGAL, TODAY)).toEqual({
      foundation_number: ruFi.signatory.required,
      foundation_date: ruFi.signatory.required,
    });
    const dated = { ...proxy, foundation_number: '15', foundation_date: '2026-11-28' };
    expect(signatoryErrors(dated, OGPO_CLIENT_LEGAL, TODAY)).toEqual({
      foundation_date: ruFi.signatory.futureDate,
    });
    expect(signatoryValid({ ...dated, foundation_date: TODAY }, OGPO_CLIENT_LEGAL, TODAY)).toBe(true);
  });

  it('a non-resident needs no IIN but always the number and date, even on Устав', () => {
    const foreign = { ...resident, resident: false, iin: '' };
    expect(signatoryFields(foreign)).toContain('foundation_date');
    expect(signatoryFields(foreign)).not.toContain('iin');
    expect(Object.keys(signatoryErrors(foreign, OGPO_CLIENT_LEGAL, TODAY))).toEqual([
      'foundation_number',
      'foundation_date',
    ]);
  });

  it('marks required exactly the shown fields an empty signatory is refused for', () => {
    const blank = blankSignatory();
    expect(new Set(requiredSignatoryFields(blank))).toEqual(
      new Set(Object.keys(signatoryErrors(blank, OGPO_CLIENT_LEGAL, TODAY))),
    );
    expect(requiredSignatoryFields(resident)).toEqual([
      'iin',
      'surname',
      'name',
      'position',
      'foundation_type',
    ]);
    expect(requiredSignatoryFields({ ...resident, resident: false, iin: '' })).toEqual([
      'surname',
      'name',
      'position',
      'foundation_type',
      'foundation_number',
      'foundation_date',
    ]);
  });

  it('a foundation type the insurer kind does not offer is refused and dropped', () => {
    const wrong = { ...resident, foundation_type: 'Талон' as const };
    expect(signatoryErrors(wrong, OGPO_CLIENT_LEGAL, TODAY).foundation_type).toBe(ruFi.signatory.required);
    expect(normalizeSignatory(wrong, OGPO_CLIENT_LEGAL).foundation_type).toBe('');
  });

  it('the block keeps what it shows: Устав drops number and date, a non-resident drops the IIN', () => {
    const charter = { ...resident, foundation_number: '7', foundation_date: '2020-01-01' };
    expect(normalizeSignatory(charter, OGPO_CLIENT_LEGAL)).toMatchObject({
      foundation_number: '',
      foundation_date: '',
    });
    expect(normalizeSignatory({ ...resident, resident: false }, OGPO_CLIENT_LEGAL).iin).toBe('');
    expect(normalizeSignatory({ ...resident, iin: '850 315 300 128' }, OGPO_CLIENT_LEGAL).iin).toBe(
      '850315300128',
    );
  });

  it('the signatory of an insurer that needs none never blocks', () => {
    expect(signatoryValid(null, OGPO_CLIENT_RESIDENT, TODAY)).toBe(true);
    expect(signatoryValid(null, OGPO_CLIENT_LEGAL, TODAY)).toBe(false);
  });
});
