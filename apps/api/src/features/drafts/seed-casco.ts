import {
  blankCascoVehicle,
  cascoProgram,
  DEFAULT_DAMAGE_DEDUCTIBLE,
  type CascoPolicy,
  type CascoVehicle,
} from '@sakta/core/casco';
import type { PolicyClient } from '@sakta/core';
import { almatyDate } from '../../services/almaty';

/**
 * A seeded casco draft as the casco page saves it (spec part 2 sections 2.4, 3.2, 3.4), so it opens on the page: the
 * insurer (also the insured), two trucks of the register (features/casco/seed-data.ts) with their cost and insured
 * amount, the trucks' program, the three confirmations given, the loan and the appraisal report, a year from
 * tomorrow; the bank (the beneficiary) is left for the seller to choose.
 */

const ALMATY = { region_id: 2, big_city: true, kato: '750000000' } as const;

const HD78: CascoVehicle = {
  ...blankCascoVehicle(6),
  number: '456KTA02',
  vin: 'KMFGA17PPMC123456',
  year: '2021',
  color: 'Белый',
  mark: 'Hyundai',
  model: 'HD78',
  engine: { number: 'D4DD7654321', power: '140', volume: '3907' },
  registration: { number: '456KTA02', certificate: 'AF00223344', date: '2021-04-12', ...ALMATY },
  cost: 30_000_000,
  amount: 25_000_000,
};

const NQR90: CascoVehicle = {
  ...blankCascoVehicle(6),
  number: '777FRE01',
  vin: 'JAANQR90LP7100123',
  year: '2024',
  color: 'Синий',
  mark: 'Isuzu',
  model: 'NQR90',
  engine: { number: '4HK1882211', power: '155', volume: '5193' },
  registration: {
    number: '777FRE01',
    certificate: 'AF00556677',
    date: '2024-02-19',
    region_id: 1,
    big_city: true,
    kato: '710000000',
  },
  cost: 40_000_000,
  amount: 40_000_000,
};

export function seedCascoPolicy(id: string, insurer: PolicyClient, now: number): CascoPolicy {
  const vehicles = [HD78, NQR90];
  return {
    number: id,
    product: 'DSAT_CASCO_FRE',
    insurer,
    isDrive: true,
    insureds: [insurer],
    beneficiary: null,
    leader: null,
    owners: [],
    vehicles,
    program: cascoProgram(6, 1, insurer.filter.person, vehicles),
    conditions: {
      user_agreement: true,
      has_losses: false,
      is_fits: true,
      loan_number: 'КД-2026/0518',
      appraisal_report: '№ 112/26 от 14.02.2026',
      add_contracts: '',
      risk_damage: DEFAULT_DAMAGE_DEDUCTIBLE,
      vehicles_count: vehicles.length,
      add_info: '',
    },
    treaty: { date: almatyDate(now, 1), term: { unit: 'month', count: 12 }, end: almatyDate(now, 365) },
    signatory: null,
    manager: null,
    agent: null,
    paymentPhone: '',
    paymentDate: '',
    isEpay: false,
  };
}
