import { OGPO_CLIENT_RESIDENT } from '../../../shared/parties/client/testing/fixtures';
import { DEFAULT_PROGRAM_CONDITION } from '../conditions';
import type { PropertyPolicy } from '../contract';
import { blankPropertyObject, type PropertyObject } from '../object';
import { risksRecord } from '../risks';

/** An immovable office in Almaty a bank's client insures: every required field filled, nothing 5.5 refuses. */
export const PROPERTY_OFFICE: PropertyObject = {
  ...blankPropertyObject(),
  region_id: 2,
  address: 'г. Алматы, ул. Абая, 10, офис 5',
  year: '2005',
  cond_id: '000000081',
  kind_id: '000000067',
  wall_id: '000000083',
  cost: 80_000_000,
  amount: 60_000_000,
  loan_number: 'KZ-2026-001',
  add_info: 'Офис на 3 этаже',
  activity: 'Торговля',
  ownership: 'Собственность',
  landlord: 'Нет',
  tenant: 'Нет',
  condition: 'Хорошее',
  fire_alarm: 1,
};

/** An immovable policy of a resident person with the office, the default program condition and its risks. */
export const propertyPolicy = (p: Partial<PropertyPolicy> = {}): PropertyPolicy => ({
  number: '01JDSAKTA0000000000000000A',
  product: 'DSI_FI',
  insurer: OGPO_CLIENT_RESIDENT,
  isDrive: true,
  insureds: [OGPO_CLIENT_RESIDENT],
  beneficiary: null,
  leader: null,
  owners: [],
  objects: [PROPERTY_OFFICE],
  conditions: { is_immovable: true, kind: '', has_losses: false, is_indoors: true },
  programCondition: { ...DEFAULT_PROGRAM_CONDITION, franchise: 1 },
  risks: risksRecord(1),
  treaty: { date: '2026-11-27', term: { unit: 'month', count: 12 }, end: '2027-11-26' },
  signatory: null,
  manager: 3,
  agent: null,
  paymentPhone: '',
  paymentDate: '',
  isEpay: false,
  ...p,
});
