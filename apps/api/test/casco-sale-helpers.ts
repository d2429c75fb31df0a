import { expect } from 'vitest';
import type { PolicyClient } from '@sakta/core';
import {
  cascoProgram,
  resetProduct,
  type CascoPolicy,
  type CascoVehicle,
  type CascoVehicleType,
} from '@sakta/core/casco';
import {
  CASCO_EXCAVATOR,
  CASCO_TRAILER,
  CASCO_TRUCK,
  CASCO_TRUCK_2,
  OGPO_CHIEF_SAVED,
  OGPO_CLIENT_RESIDENT,
} from '@sakta/core/testing';
import type { makeApp } from './helpers';
import {
  ENTITY_BIN,
  callAs,
  HALYK_BIN,
  PAYMENT_DATE,
  PERSON_IIN,
  registerClient,
  SIGNATORY,
} from './property-sale-helpers';

/**
 * A casco sale for financial institutions as the page sends it: a resident person insures two trucks of a bank's
 * loan (the Hyundai HD78 of 2021 and the Isuzu NQR90 of 2024, core's fixtures and the sandbox register's demo
 * vehicles). Sale `n` is its ulid. `registerCascoSale` builds it with the parties as the state register answers
 * them, for the sale's calls that check them. makeApp's clock: 2026-03-02 14:00 Almaty.
 */

export const cascoSaleUlid = (n: number) => `01JSAKC${String(n).padStart(19, '0')}`;

export const TRUCK = CASCO_TRUCK;
export const TRUCK_2 = CASCO_TRUCK_2;
export const TRAILER = CASCO_TRAILER;
export const EXCAVATOR = CASCO_EXCAVATOR;

/** The JCB 3CX backhoe loader of 2021 of the register: cost 40 000 000, insured 35 000 000. */
export const BACKHOE: CascoVehicle = {
  ...CASCO_EXCAVATOR,
  vehicle_id: 9007,
  number: '456SPT01',
  vin: 'JCB3CX4TJL2912345',
  year: '2021',
  mark: 'JCB',
  model: '3CX',
  engine: { number: 'SB320-40123', power: '92', volume: '4400' },
  registration: {
    ...CASCO_EXCAVATOR.registration,
    number: '456SPT01',
    certificate: 'ST00456789',
    region_id: 1,
  },
  cost: 40_000_000,
  amount: 35_000_000,
};

/** The Komatsu WA380-8 loader of 2018 of the register: cost and insured 65 000 000. */
export const LOADER: CascoVehicle = {
  ...CASCO_EXCAVATOR,
  vehicle_id: 9008,
  number: '789SPT05',
  vin: 'KMTWA073C01012345',
  year: '2018',
  mark: 'Komatsu',
  model: 'WA380-8',
  engine: { number: 'SAA6D107E-3345', power: '191', volume: '6690' },
  registration: {
    ...CASCO_EXCAVATOR.registration,
    number: '789SPT05',
    certificate: 'ST00567890',
    region_id: 5,
  },
  cost: 65_000_000,
  amount: 65_000_000,
};

/** The policy of sale `n` for the vehicles' type, its first product, the confirmations given. */
export const cascoPolicyOf = (
  n = 1,
  over: Partial<CascoPolicy> = {},
  type: CascoVehicleType = 6,
): CascoPolicy => {
  const vehicles = over.vehicles ?? [TRUCK, TRUCK_2];
  const insurer = over.insurer === undefined ? OGPO_CLIENT_RESIDENT : over.insurer;
  const product = resetProduct(type);
  return {
    number: cascoSaleUlid(n),
    product: type === 6 ? 'DSAT_CASCO_FRE' : type === 10 ? 'DSAT_CASCO_TRL' : 'DSAT_CASCO_SE1',
    insurer,
    isDrive: true,
    insureds: [],
    beneficiary: null,
    leader: null,
    owners: [],
    vehicles,
    program: cascoProgram(type, product, insurer?.filter.person ?? true, vehicles),
    conditions: {
      user_agreement: true,
      has_losses: false,
      is_fits: true,
      loan_number: 'KZ-2026-101',
      appraisal_report: '№ 45/2026 от 20.02.2026',
      add_contracts: '',
      risk_damage: 1,
      vehicles_count: vehicles.length,
      add_info: '',
    },
    treaty: { date: '2026-03-03', term: { unit: 'month', count: 12 }, end: '2027-03-02' },
    signatory: null,
    manager: null,
    agent: null,
    paymentPhone: '',
    paymentDate: '',
    isEpay: false,
    ...over,
  };
};

type App = ReturnType<typeof makeApp>;

/**
 * Sale `n` with the parties as the register answers them: the person insurer (also the insured), or the legal
 * entity Дала Логистик with its leader, an owner, the signatory and the payment date; Halyk as the beneficiary.
 */
export async function registerCascoSale(
  t: App,
  n: number,
  o: { insurer?: 'person' | 'entity'; type?: CascoVehicleType; vehicles?: CascoVehicle[] } = {},
): Promise<CascoPolicy> {
  const entity = o.insurer === 'entity';
  const insurer: PolicyClient = await registerClient(t, entity ? ENTITY_BIN : PERSON_IIN, !entity);
  const beneficiary = await registerClient(t, HALYK_BIN, false);
  const vehicles = o.vehicles ?? [TRUCK, TRUCK_2];
  return cascoPolicyOf(
    n,
    {
      insurer,
      insureds: [insurer],
      beneficiary,
      vehicles,
      ...(entity
        ? {
            leader: OGPO_CHIEF_SAVED,
            owners: [OGPO_CHIEF_SAVED],
            signatory: SIGNATORY,
            paymentDate: PAYMENT_DATE,
          }
        : { paymentPhone: '+7(701) 555-0199' }),
    },
    o.type ?? 6,
  );
}

/** The page's calculate of the policy in its sale: checkout-fi charges only a version the server priced. */
export async function calculateCasco(t: App, policy: CascoPolicy, token = t.tokenFor(3)) {
  const r = await callAs(t, '/api/calculate/financial-institutions-casco', { policy }, token);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.premium as number;
}

export function cascoCheckoutBody(policy: CascoPolicy, way: 'transfer' | 'card' | 'kaspi') {
  return {
    payment: way === 'transfer' ? 0 : 1,
    epay: way === 'card',
    policy,
    paymentPhone: policy.paymentPhone || '+7(701) 555-0199',
  };
}
