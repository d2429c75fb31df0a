import { normaliseVehicleCode, type Vehicle } from '@sakta/core/parties/vehicle';
import type { Db } from '../../platform/db';

/**
 * The simulated state register (ЕСБД) of vehicles (spec part 2 sections 3.4, 7.1 vehicle/get): vehicles registered
 * in the republic (verify true) and foreign ones (verify false, Temporary entry), found by plate, VIN or
 * registration certificate; casco's trucks, trailers and special machinery (get-specialist-vehicle) by type. Answers
 * from the seeded table register_vehicles (migration 011).
 */

export interface RegisterVehicleRow {
  id: number;
  verify: 0 | 1;
  type_id: number;
  number: string;
  vin: string;
  body: string;
  year: string;
  color: string;
  mark: string;
  model: string;
  engine_number: string;
  engine_power: string;
  engine_volume: string;
  certificate: string;
  reg_date: string;
  region_id: number | null;
  big_city: 0 | 1 | null;
  kato: string;
}

/** A register row as core's Vehicle (a new vehicle for the sale: id null). */
export function vehicleOf(row: RegisterVehicleRow): Vehicle {
  return {
    id: null,
    type_id: row.type_id,
    number: row.number,
    vin: row.vin,
    ...(row.body ? { body: row.body } : {}),
    year: row.year,
    color: row.color,
    mark: row.mark,
    model: row.model,
    engine: { number: row.engine_number, power: row.engine_power, volume: row.engine_volume },
    registration: {
      number: row.number,
      certificate: row.certificate,
      date: row.reg_date,
      region_id: row.region_id,
      big_city: row.big_city === null ? null : row.big_city === 1,
      kato: row.kato,
    },
    verify: row.verify === 1,
  };
}

export interface RegisterVehicleQuery {
  /** true: the vehicles registered in the republic; false: foreign ones. */
  verify: boolean;
  number?: string;
  vin?: string;
  certificate?: string;
}

/** The register's vehicles matching the one given key (normalised), in id order. */
export function findRegisterVehicles(db: Db, q: RegisterVehicleQuery): Vehicle[] {
  const [column, value] =
    q.number !== undefined
      ? ['number', q.number]
      : q.vin !== undefined
        ? ['vin', q.vin]
        : q.certificate !== undefined
          ? ['certificate', q.certificate]
          : [null, ''];
  if (column === null) return [];
  const rows = db
    .prepare(`SELECT * FROM register_vehicles WHERE verify = ? AND ${column} = ? ORDER BY id`)
    .all(q.verify ? 1 : 0, normaliseVehicleCode(value)) as RegisterVehicleRow[];
  return rows.map(vehicleOf);
}

/** The register's row of a VIN (either register), or null. */
export function registerVehicleByVin(db: Db, vin: string): Vehicle | null {
  const row = db.prepare('SELECT * FROM register_vehicles WHERE vin = ?').get(normaliseVehicleCode(vin)) as
    RegisterVehicleRow | undefined;
  return row ? vehicleOf(row) : null;
}

/** A vehicle the register is seeded with (demo and test modes); its engine as [number, power, volume]. */
export interface RegisterVehicleSeed {
  verify: 0 | 1;
  type_id: number;
  number: string;
  vin: string;
  year: string;
  color: string;
  mark: string;
  model: string;
  engine: [number: string, power: string, volume: string];
  certificate: string;
  date: string;
  region_id: number | null;
  big_city: 0 | 1 | null;
  kato: string;
}

/** Adds the vehicles the register has not (by VIN); rows already there are never changed. Returns how many. */
export function addRegisterVehicles(db: Db, vehicles: readonly RegisterVehicleSeed[]): number {
  const add = db.prepare(`INSERT OR IGNORE INTO register_vehicles
    (verify, type_id, number, vin, year, color, mark, model, engine_number, engine_power, engine_volume,
     certificate, reg_date, region_id, big_city, kato)
    VALUES (@verify, @type_id, @number, @vin, @year, @color, @mark, @model, @engine_number, @engine_power,
     @engine_volume, @certificate, @date, @region_id, @big_city, @kato)`);
  let added = 0;
  for (const v of vehicles) {
    const [engine_number, engine_power, engine_volume] = v.engine;
    added += add.run({ ...v, engine_number, engine_power, engine_volume }).changes;
  }
  return added;
}

/**
 * The register's vehicle of the type registered in the republic, by VIN when given, else by plate (both cleaned),
 * with its register id; null when there is none of that type.
 */
export function registerVehicleOfType(
  db: Db,
  q: { type: number; number: string; vin: string },
): { id: number; vehicle: Vehicle } | null {
  const vin = normaliseVehicleCode(q.vin);
  const [column, value] = vin ? ['vin', vin] : ['number', normaliseVehicleCode(q.number)];
  if (!value) return null;
  const row = db
    .prepare(
      `SELECT * FROM register_vehicles WHERE verify = 1 AND type_id = ? AND ${column} = ? ORDER BY id LIMIT 1`,
    )
    .get(q.type, value) as RegisterVehicleRow | undefined;
  return row ? { id: row.id, vehicle: vehicleOf(row) } : null;
}
