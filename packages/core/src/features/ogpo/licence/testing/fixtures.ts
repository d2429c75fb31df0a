import type { DriverLicence } from '../contract';

/** The licences of the shared demo data (the sandbox's register seeds the same ones). */
export const RESIDENT_LICENCES: Readonly<Record<string, DriverLicence>> = {
  '850315300128': { number: 'BN123456', issued: '2005-06-10' },
  '900722400456': { number: 'AA654321', issued: '2012-09-03' },
  '020412600914': { number: 'KZ001234', issued: '2025-08-14' },
  '600501300336': { number: 'AB111222', issued: '1985-02-11' },
  '990101400555': { number: 'AC777888', issued: '2019-04-25' },
};
/** A resident with no licence in the register. */
export const IIN_WITHOUT_LICENCE = '951228400660';
export const LICENCE_FIXTURE_TODAY = '2026-11-25';
