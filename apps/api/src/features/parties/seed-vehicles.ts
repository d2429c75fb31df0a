import type { Db } from '../../platform/db';
import { addRegisterVehicles } from '../../services/state-register/vehicles';
import { SEED_LICENCES, SEED_VEHICLES } from './seed-vehicles-data';

/**
 * The demo register of vehicles and licences (demo and test modes). Idempotent: a vehicle is added by VIN, a
 * licence by number; rows already there are never changed.
 */
export function seedVehicleRegister(db: Db): { vehicles: number; licences: number } {
  const addLicence =
    db.prepare(`INSERT OR IGNORE INTO register_licences (iin, holder, country_id, number, issued)
    VALUES (@iin, @holder, @country_id, @number, @issued)`);
  let vehicles = 0;
  let licences = 0;
  db.transaction(() => {
    vehicles = addRegisterVehicles(db, SEED_VEHICLES);
    for (const l of SEED_LICENCES) licences += addLicence.run(l).changes;
  })();
  return { vehicles, licences };
}
