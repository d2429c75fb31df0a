import { fmt } from '@sakta/core';
import { driverLicenceEndpoint, ruLicence, type DriverLicence } from '@sakta/core/ogpo/licence';
import type { Db } from '../../platform/db';
import { route } from '../../platform/endpoint';
import { Rejected } from '../../platform/http';
import { findLicence } from '../../services/state-register/licences';

/** An OGPO driver's licence on the simulated state register (spec part 2 sections 3.3 driver.document, 7.1, 8). */

/** The register's licence, or 404 'Документ по номеру {number} не найдено.' */
export function driverLicence(db: Db, iin: string, number: string): DriverLicence {
  const found = findLicence(db, iin, number);
  if (!found) throw new Rejected(404, [fmt(ruLicence.notFound, { number })]);
  return found;
}

/** POST /api/client/get-driver-license {iin, number} -> {result, data {issued, number}}. */
export const getDriverLicence = route(driverLicenceEndpoint, async (c, req) => {
  const { iin, number } = await req.body();
  return c.json({ result: true as const, data: driverLicence(c.var.db, iin, number) });
});
