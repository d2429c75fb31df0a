import {
  OGPO_CLIENT_NON_RESIDENT,
  OGPO_CLIENT_RESIDENT,
} from '../../../../shared/parties/client/testing/fixtures';
import type { OgpoPolicy } from '../../sale/contract';
import { foreignVehicle, kazakhVehicle } from '../../vehicle/testing/fixtures';

/**
 * Policies for the tariff's and the sandbox's tests: a resident Standard one (Ахметов, class 5 in the register,
 * drives his Camry of 2019 registered in Almaty) and a Temporary-entry one (a non-resident with a foreign car).
 */
export const TARIFF_STANDARD_POLICY: OgpoPolicy = {
  number: '01JDM9ZK3T8Q4W6X2Y7V5R1N0P',
  product: 'OGPO_WEB_EA',
  product_type: 1,
  insurer: OGPO_CLIENT_RESIDENT,
  insureds: [],
  isDrive: true,
  vehicle: [kazakhVehicle],
  leader: null,
  beneficiary: [],
  treaty: { date: '2026-11-26', term: { unit: 'month', count: 12 }, end: '2027-11-25' },
  manager: 4,
  agent: null,
  apc: null,
  paymentPhone: '+7(701) 512-0128',
};

export const TARIFF_TEMPORARY_POLICY: OgpoPolicy = {
  ...TARIFF_STANDARD_POLICY,
  product_type: 2,
  insurer: OGPO_CLIENT_NON_RESIDENT,
  vehicle: [foreignVehicle],
  treaty: { date: '2026-11-26', term: { unit: 'day', count: 5 }, end: '2026-11-30' },
};
