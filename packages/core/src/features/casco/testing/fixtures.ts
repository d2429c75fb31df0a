import { OGPO_CLIENT_RESIDENT } from '../../../shared/parties/client/testing/fixtures';
import type { CascoPolicy, CascoVehicle, SpecialistVehicle } from '../contract';
import { cascoProgram, DEFAULT_DAMAGE_DEDUCTIBLE, resetProduct, type CascoVehicleType } from '../program';
import { blankCascoVehicle } from '../vehicle';

/**
 * Casco vehicles and a policy for tests and stories. The register's vehicles are those the sandbox seeds
 * (apps/api features/casco/seed-data.ts: the same plates and VINs; `vehicle_id` is the fixture's, the sandbox
 * answers its own row's), so a story and the demo agree; each casco vehicle is the register's with a cost and an
 * insured amount typed.
 */

/** As get-specialist-vehicle answers them. */
export const SPECIALIST_HD78: SpecialistVehicle = {
  id: null,
  vehicle_id: 9001,
  type_id: 6,
  number: '456KTA02',
  vin: 'KMFGA17PPMC123456',
  year: '2021',
  color: 'Белый',
  mark: 'Hyundai',
  model: 'HD78',
  engine: { number: 'D4DD7654321', power: '140', volume: '3907' },
  registration: {
    number: '456KTA02',
    certificate: 'AF00223344',
    date: '2021-04-12',
    region_id: 2,
    big_city: true,
    kato: '750000000',
  },
  verify: true,
};

/** A Mercedes-Benz Atego truck of 2014: more than 10 years old, which the program refuses (5.2). */
export const SPECIALIST_ATEGO: SpecialistVehicle = {
  ...SPECIALIST_HD78,
  vehicle_id: 9003,
  number: '214ATG04',
  vin: 'WDB9700231L123456',
  year: '2014',
  color: 'Красный',
  mark: 'Mercedes-Benz',
  model: 'Atego 1218',
  engine: { number: 'OM924LA112233', power: '177', volume: '4801' },
  registration: {
    number: '214ATG04',
    certificate: 'AF00114477',
    date: '2014-10-03',
    region_id: 5,
    big_city: false,
    kato: '150000000',
  },
};

export const SPECIALIST_CAT320: SpecialistVehicle = {
  id: null,
  vehicle_id: 9006,
  type_id: 15,
  number: '123SPT02',
  vin: 'CAT0320DCGZF01234',
  year: '2019',
  color: 'Жёлтый',
  mark: 'Caterpillar',
  model: '320D2',
  engine: { number: 'C71-4412345', power: '158', volume: '7010' },
  registration: {
    number: '123SPT02',
    certificate: 'ST00345678',
    date: '2019-08-20',
    region_id: 6,
    big_city: false,
    kato: '190000000',
  },
  verify: true,
};

/** The register's vehicle in the policy with its cost and insured amount. */
const priced = (v: SpecialistVehicle, cost: number, amount: number): CascoVehicle => ({
  ...blankCascoVehicle(v.type_id),
  ...v,
  cost,
  amount,
});

/** A Hyundai HD78 truck of 2021: cost 30 000 000, insured 25 000 000. */
export const CASCO_TRUCK: CascoVehicle = priced(SPECIALIST_HD78, 30_000_000, 25_000_000);

/** An Isuzu NQR90 truck of 2024: cost and insured 40 000 000. */
export const CASCO_TRUCK_2: CascoVehicle = {
  ...CASCO_TRUCK,
  vehicle_id: 9002,
  number: '777FRE01',
  vin: 'JAANQR90LP7100123',
  year: '2024',
  color: 'Синий',
  mark: 'Isuzu',
  model: 'NQR90',
  engine: { number: '4HK1882211', power: '155', volume: '5193' },
  registration: { ...CASCO_TRUCK.registration, number: '777FRE01', certificate: 'AF00556677', region_id: 1 },
  cost: 40_000_000,
  amount: 40_000_000,
};

/** A Schmitz Cargobull trailer of 2020 (no engine): cost 18 000 000, insured 15 000 000. */
export const CASCO_TRAILER: CascoVehicle = {
  ...blankCascoVehicle(10),
  vehicle_id: 9004,
  number: '345TRA02',
  vin: 'WSM00000003123456',
  year: '2020',
  color: 'Серый',
  mark: 'Schmitz Cargobull',
  model: 'SKO 24',
  registration: {
    number: '345TRA02',
    certificate: 'AF00778899',
    date: '2020-06-02',
    region_id: 2,
    big_city: true,
    kato: '750000000',
  },
  cost: 18_000_000,
  amount: 15_000_000,
};

/** A Caterpillar 320D2 excavator of 2019: cost 60 000 000, insured 55 000 000. */
export const CASCO_EXCAVATOR: CascoVehicle = priced(SPECIALIST_CAT320, 60_000_000, 55_000_000);

/**
 * A casco policy of a resident person for the type (trucks with the HD78 by default), the type's first product, the
 * three confirmations given (no prior losses), the damage deductible 1 %, a year from 2026-11-28.
 */
export const cascoPolicy = (p: Partial<CascoPolicy> = {}, type: CascoVehicleType = 6): CascoPolicy => {
  const vehicles = p.vehicles ?? [CASCO_TRUCK];
  const insurer = p.insurer === undefined ? OGPO_CLIENT_RESIDENT : p.insurer;
  const program = cascoProgram(type, resetProduct(type), insurer?.filter.person ?? true, vehicles);
  return {
    number: '01JDSAKTA0000000000000000C',
    product: type === 6 ? 'DSAT_CASCO_FRE' : type === 10 ? 'DSAT_CASCO_TRL' : 'DSAT_CASCO_SE1',
    insurer,
    isDrive: true,
    insureds: insurer ? [insurer] : [],
    beneficiary: null,
    leader: null,
    owners: [],
    vehicles,
    program,
    conditions: {
      user_agreement: true,
      has_losses: false,
      is_fits: true,
      loan_number: 'KZ-2026-101',
      appraisal_report: '№ 45/2026 от 20.11.2026',
      add_contracts: '',
      risk_damage: DEFAULT_DAMAGE_DEDUCTIBLE,
      vehicles_count: vehicles.length,
      add_info: '',
    },
    treaty: { date: '2026-11-28', term: { unit: 'month', count: 12 }, end: '2027-11-27' },
    signatory: null,
    manager: 3,
    agent: null,
    paymentPhone: '',
    paymentDate: '',
    isEpay: false,
    ...p,
  };
};
