import type { Db } from '../../platform/db';
import { SEED_LICENCES, SEED_VEHICLES } from './seed-vehicles-data';

/**
 * The demo register of vehicles and licences (demo and test modes). Idempotent: a vehicle is added by VIN, a
 * licence by number; rows already there are never changed.
 */
export function seedVehicleRegister(db: Db): { vehicles: number; licences: number } {
  const addVehicle = db.prepare(`INSERT OR IGNORE INTO register_vehicles
    (verify, type_id, number, vin, year, color, mark, model, engine_number, engine_power, engine_volume,
     certificate, reg_date, region_id, big_city, kato)
    VALUES (@verify, @type_id, @number, @vin, @year, @color, @mark, @model, @engine_number, @engine_power,
     @engine_volume, @certificate, @date, @region_id, @big_city, @kato)`);
  const addLicence =
    db.prepare(`INSERT OR IGNORE INTO register_licences (iin, holder, country_id, number, issued)
    VALUES (@iin, @holder, @country_id, @number, @issued)`);
  let vehicles = 0;
  let licences = 0;
  db.transaction(() => {
    for (const v of SEED_VEHICLES) {
      const [engine_number, engine_power, engine_volume] = v.engine;
      vehicles += addVehicle.run({ ...v, engine_number, engine_power, engine_volume }).changes;
    }
    for (const l of SEED_LICENCES) licences += addLicence.run(l).changes;
  })();
  return { vehicles, licences };
}
