import { normaliseLicenceNumber, type DriverLicence } from '@sakta/core/ogpo/licence';
import type { Db } from '../../platform/db';

/**
 * The simulated state register (ЕСБД) of driving licences (spec part 2 sections 3.3 driver.document, 7.1
 * client/get-driver-license): a licence is found by its holder's IIN and its number. Non-residents' licences are
 * kept with the holder's name and country; those without an IIN cannot be looked up (the dialog takes a
 * non-resident's licence as typed).
 */

interface LicenceRow {
  number: string;
  issued: string;
}

/** The licence of `iin` with `number`, or null. */
export function findLicence(db: Db, iin: string, number: string): DriverLicence | null {
  const row = db
    .prepare('SELECT number, issued FROM register_licences WHERE iin = ? AND number = ?')
    .get(iin, normaliseLicenceNumber(number)) as LicenceRow | undefined;
  return row ? { number: row.number, issued: row.issued } : null;
}
