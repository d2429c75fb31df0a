import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db';
import { addRegisterVehicles } from '../../services/state-register/vehicles';
import { CASCO_SEED_VEHICLES } from './seed-data';

/**
 * Casco's demo (demo and test modes): the trucks, trailers and special machinery of the register
 * get-specialist-vehicle answers from. Idempotent: a vehicle is added by VIN once.
 */
export function seedCasco(db: Db, config: Pick<Config, 'mode'>): number {
  if (config.mode === 'production') return 0;
  return db.transaction(() => addRegisterVehicles(db, CASCO_SEED_VEHICLES))();
}
