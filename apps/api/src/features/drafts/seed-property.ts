import {
  DEFAULT_FRANCHISE,
  DEFAULT_PROGRAM_CONDITION,
  blankPropertyObject,
  risksRecord,
  type PropertyPolicy,
} from '@sakta/core/property';
import type { PolicyClient } from '@sakta/core';
import { almatyDate } from '../../services/almaty';

/**
 * A seeded property draft as the property page saves it (spec part 2 sections 2.3, 3.2, 3.5), so it opens on the
 * page: the insurer (also the insured), one object the tariff prices, the default program condition and risks, a
 * year from tomorrow; the bank (the beneficiary) is left for the seller to choose.
 */

const FLAT = {
  ...blankPropertyObject(),
  region_id: 1,
  address: 'г. Астана, пр. Кабанбай батыра, д. 11, кв. 54',
  year: '2015',
  cond_id: '000000081',
  kind_id: '000000066',
  wall_id: '000000087',
  cost: 45_000_000,
  amount: 40_000_000,
  loan_number: 'ИК-2026/0117',
  add_info: 'Квартира на 7 этаже',
  activity: 'Проживание',
  ownership: 'Собственность',
  landlord: 'Нет',
  tenant: 'Нет',
  condition: 'Хорошее',
  fire_alarm: 3,
} as const;

const EQUIPMENT = {
  ...FLAT,
  address: 'г. Алматы, ул. Толе би, д. 180, цех 2',
  year: '2021',
  cond_id: '',
  kind_id: '',
  wall_id: '',
  cost: 18_000_000,
  amount: 15_000_000,
  loan_number: 'КД-2026/0341',
  add_info: 'Токарный станок с ЧПУ',
  activity: 'Производство',
  fire_alarm: 2,
} as const;

export function seedPropertyPolicy(
  id: string,
  product: 'DSI_FI' | 'DSD_FI',
  insurer: PolicyClient,
  now: number,
): PropertyPolicy {
  const immovable = product === 'DSI_FI';
  const date = almatyDate(now, 1);
  return {
    number: id,
    product,
    insurer,
    isDrive: true,
    insureds: [insurer],
    beneficiary: null,
    leader: null,
    owners: [],
    objects: [immovable ? { ...FLAT } : { ...EQUIPMENT }],
    conditions: {
      is_immovable: immovable,
      kind: immovable ? '' : 'equipment',
      has_losses: false,
      is_indoors: true,
    },
    programCondition: { ...DEFAULT_PROGRAM_CONDITION, franchise: DEFAULT_FRANCHISE },
    risks: risksRecord(DEFAULT_FRANCHISE),
    treaty: { date, term: { unit: 'month', count: 12 }, end: almatyDate(now, 365) },
    signatory: null,
    manager: null,
    agent: null,
    paymentPhone: '',
    paymentDate: '',
    isEpay: false,
  };
}
