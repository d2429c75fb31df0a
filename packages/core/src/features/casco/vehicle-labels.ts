import { ruSaleVehicle } from '../../shared/parties/vehicle/ru';
import { ruCasco } from './ru';
import type { CascoVehicleField } from './vehicle';

/** The field labels of the dialog (3.4): the shared vehicle's and casco's cost and amount. */
export const CASCO_VEHICLE_LABELS: Record<CascoVehicleField, string> = {
  number: ruSaleVehicle.fields.number,
  vin: ruSaleVehicle.fields.vin,
  cost: ruCasco.fields.cost,
  amount: ruCasco.fields.amount,
  year: ruSaleVehicle.fields.year,
  color: ruSaleVehicle.fields.color,
  mark: ruSaleVehicle.fields.mark,
  model: ruSaleVehicle.fields.model,
  'registration.certificate': ruSaleVehicle.fields.certificate,
  'registration.region_id': ruSaleVehicle.fields.region,
  'registration.date': ruSaleVehicle.fields.date,
  'engine.number': ruSaleVehicle.fields.engineNumber,
  'engine.power': ruSaleVehicle.fields.power,
  'engine.volume': ruSaleVehicle.fields.volume,
};
