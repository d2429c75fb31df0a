import {
  DEFAULT_PROGRAM_CONDITION,
  risksRecord,
  type PropertyObjectRecord,
  type PropertyPolicy,
} from '@sakta/core/property';
import { OGPO_CLIENT_RESIDENT, PROPERTY_OFFICE } from '@sakta/core/testing';

/**
 * A property sale for financial institutions as the page sends it: a resident person insures two buildings of a
 * bank's loan (an office and a warehouse in Almaty), nothing 5.5 refuses. Sale `n` is its ulid.
 */

export const propertySaleUlid = (n: number) => `01JSAKP${String(n).padStart(19, '0')}`;

/** The office: brick, 2005, fire alarm to the state fire service's desk, no guard (core's test fixture). */
export const OFFICE: PropertyObjectRecord = PROPERTY_OFFICE;

/** The warehouse: concrete, 2012, fire alarm to a private desk, guarded round the clock. */
export const WAREHOUSE: PropertyObjectRecord = {
  ...OFFICE,
  address: 'г. Алматы, ул. Рыскулова, 140',
  year: '2012',
  kind_id: '000000074',
  wall_id: '000000086',
  cost: 45_000_000,
  amount: 40_000_000,
  loan_number: 'KZ-2026-002',
  has_security: true,
  security: 'round_the_clock',
  fire_alarm: 2,
};

export const propertyPolicyOf = (n = 1, over: Partial<PropertyPolicy> = {}): PropertyPolicy => ({
  number: propertySaleUlid(n),
  product: 'DSI_FI',
  insurer: OGPO_CLIENT_RESIDENT,
  isDrive: true,
  insureds: [],
  beneficiary: null,
  leader: null,
  owners: [],
  objects: [OFFICE, WAREHOUSE],
  conditions: { is_immovable: true, kind: '', has_losses: false, is_indoors: true },
  programCondition: { ...DEFAULT_PROGRAM_CONDITION, franchise: 1 },
  risks: risksRecord(1),
  treaty: { date: '2026-03-03', term: { unit: 'month', count: 12 }, end: '2027-03-02' },
  signatory: null,
  manager: null,
  agent: null,
  paymentPhone: '',
  paymentDate: '',
  isEpay: false,
  ...over,
});
