import type { CascoCalculation } from '../contract';
import type { CascoCode } from '../program';
import { CascoCalculationRefused } from '../sale/sale';
import {
  FI_BANK,
  FI_ENTITY,
  FI_LEADER,
  FI_NOW,
  FI_NUMBER,
  FI_SIGNATORY,
} from '../../../shared/sale/fi/testing/fixtures';
import { CASCO_EXCAVATOR, CASCO_TRUCK, CASCO_TRUCK_2, cascoPolicy } from './fixtures';

/**
 * The casco sale's fixtures for its models, stories and component tests: the sale's input at the FI moment, a
 * person's and a legal entity's complete policies, the calculation and its refusal of a vehicle. (Apart from
 * casco.model.ts, so that stories import them without the models.)
 */

export const cascoInput = <U, X extends object = object>(productType: CascoCode, user: U, extra?: X) => ({
  productType,
  number: FI_NUMBER,
  user,
  now: FI_NOW,
  ...(extra ?? ({} as X)),
});

/** A person's complete policy of two trucks for the bank, insured by the checkbox, from tomorrow. */
export const CASCO_PERSON_POLICY = cascoPolicy({
  beneficiary: FI_BANK,
  vehicles: [CASCO_TRUCK, CASCO_TRUCK_2],
  treaty: { date: '2026-11-26', term: { unit: 'month', count: 12 }, end: '2027-11-25' },
  paymentPhone: '+7(701) 710-0128',
  paymentDate: '2026-11-28',
  manager: 4,
});
/** A legal entity's policy of special machinery (its 1 000 000 000 limit), with its chiefs and signatory. */
export const CASCO_ENTITY_POLICY = cascoPolicy(
  {
    insurer: FI_ENTITY,
    insureds: [FI_ENTITY],
    beneficiary: FI_BANK,
    leader: FI_LEADER,
    owners: [FI_LEADER],
    signatory: FI_SIGNATORY,
    vehicles: [CASCO_EXCAVATOR],
    treaty: { date: '2026-11-26', term: { unit: 'month', count: 12 }, end: '2027-11-25' },
    paymentDate: '2026-11-28',
    manager: 4,
  },
  15,
);

export const CASCO_CALCULATION: Extract<CascoCalculation, { result: true }> = {
  result: true,
  items: [
    { result: true, tariff: 1.8, premium: 450_000 },
    { result: true, tariff: 1.8, premium: 720_000 },
  ],
  premium: 1_170_000,
  calculationDate: '2026-11-25 11:05:00',
};
export const CASCO_REFUSED = new CascoCalculationRefused({
  result: false,
  items: [
    { result: true, tariff: 1.8, premium: 450_000 },
    { result: false, message: 'Ошибка при получении премии', error: '"Год выпуска" не старше 10 лет' },
  ],
  premium: null,
  message: 'ТС 777FRE01: "Год выпуска" не старше 10 лет',
  calculationDate: '2026-11-25 11:05:00',
});
