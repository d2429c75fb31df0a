import { describe, expect, it } from 'vitest';
import { documentsMessage, requiredDocuments, type RequiredDocumentsInput } from './documents';

const img = (...types: string[]) => types.map((type_id) => ({ type_id }));
const licence = { number: 'BN123456', issued: '2015-06-01' };
const resident = {
  filter: { resident: true, person: true },
  driver: { pensioner: false, document: licence },
};
const nonResident = (images: string[], pensioner = false) => ({
  filter: { resident: false, person: true },
  driver: { pensioner, document: licence },
  images: img(...images),
});
const entity = (images: string[]) => ({
  filter: { resident: true, person: false },
  driver: null,
  images: img(...images),
});
const base: RequiredDocumentsInput = {
  insurer: resident,
  insureds: [],
  isDrive: true,
  vehicle: [{ verify: true }],
  leader: null,
  beneficiary: [],
};

describe('requiredDocuments (spec 5.4)', () => {
  it('a resident who drives a Kazakh car needs no images, only a licence', () => {
    const check = requiredDocuments(base);
    expect(check).toMatchObject({ imagesComplete: true, licencesComplete: true, missingTypes: [] });
    expect(documentsMessage(check, true)).toBeNull();
  });

  it.each<[string, string[], boolean, boolean]>([
    ['a non-resident with one type', ['00001'], false, false],
    ['a non-resident with two images of one type', ['00001', '00001'], false, false],
    ['a non-resident with two distinct types', ['00001', '00028'], false, true],
    ['a non-resident pensioner with two types', ['00001', '00028'], true, false],
    ['a non-resident pensioner with three types', ['00001', '00028', '00033'], true, true],
  ])('%s', (_name, images, pensioner, complete) => {
    const check = requiredDocuments({ ...base, insurer: nonResident(images, pensioner) });
    expect(check.insurer).toBe(complete);
    expect(check.imagesComplete).toBe(complete);
  });

  it('a non-resident driver and a foreign vehicle each need their own images', () => {
    const check = requiredDocuments({
      ...base,
      insureds: [nonResident(['00001', '00028']), nonResident([])],
      vehicle: [{ verify: false, images: img('00021') }, { verify: false }],
    });
    expect(check.insureds).toEqual([true, false]);
    expect(check.vehicles).toEqual([true, false]);
    expect(check.imagesComplete).toBe(false);
    expect(documentsMessage(check, true)).toBe('Прикрепите все документы');
    // before the calculation the missing images are not announced yet
    expect(documentsMessage(check, false)).toBeNull();
  });

  it('a legal entity needs a leader, a beneficial owner and the images 555, 666, 777, 888', () => {
    const bare = requiredDocuments({ ...base, isDrive: false, insurer: entity(['555', '666']) });
    expect(bare).toMatchObject({
      noLeader: true,
      noBeneficiaries: true,
      missingTypes: ['777', '888'],
      imagesComplete: false,
    });
    const full = requiredDocuments({
      ...base,
      isDrive: false,
      insurer: entity(['555', '666', '777', '888']),
      leader: { resident: true },
      beneficiary: [{ resident: true }],
    });
    expect(full).toMatchObject({
      noLeader: false,
      noBeneficiaries: false,
      missingTypes: [],
      imagesComplete: true,
    });
  });

  it('a non-resident leader needs 111 and the non-resident owner n needs 111 + n, on the insurer or on themselves', () => {
    const check = requiredDocuments({
      ...base,
      isDrive: false,
      insurer: entity(['555', '666', '777', '888', '113']),
      leader: { resident: false },
      beneficiary: [{ resident: false, images: img('112') }, { resident: false }, { resident: false }],
    });
    expect(check.missingTypes).toEqual(['111', '114']);
    expect(check.imagesComplete).toBe(false);
  });

  it('every insured needs a licence number and issue date; the insurer too when it drives', () => {
    const noLicence = { ...resident, driver: { pensioner: false, document: { number: 'BN1', issued: '' } } };
    const check = requiredDocuments({ ...base, insurer: noLicence, insureds: [resident, noLicence] });
    expect(check.licences).toEqual([true, false]);
    expect(check.insurerLicence).toBe(false);
    expect(documentsMessage(check, false)).toBe('Прикрепите водительское удостоверение');
    expect(requiredDocuments({ ...base, insurer: noLicence, isDrive: false }).licencesComplete).toBe(true);
  });
});
