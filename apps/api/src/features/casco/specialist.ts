import type { SpecialistVehicleAnswer, SpecialistVehicleRequest } from '@sakta/core/casco';
import { ruSaleVehicle } from '@sakta/core/parties/vehicle';
import type { Db } from '../../platform/db';
import { registerVehicleOfType } from '../../services/state-register/vehicles';

/**
 * get-specialist-vehicle (spec part 2 sections 3.4, 7.1, 8): the truck, trailer or special machine of the program's
 * type registered in the republic, by VIN when the dialog sends one, else by plate, from the sandbox's state register
 * (register_vehicles, seeded with casco's demo vehicles: features/casco/seed-data.ts). A vehicle of another type is
 * not the program's: not found, as none at all ('Авто не найдено', 8).
 */
export function specialistVehicle(db: Db, q: SpecialistVehicleRequest): SpecialistVehicleAnswer {
  const found = registerVehicleOfType(db, q);
  if (!found) return { result: false, data: null, message: ruSaleVehicle.notFound };
  return { result: true, data: { ...found.vehicle, type_id: q.type, vehicle_id: found.id } };
}
