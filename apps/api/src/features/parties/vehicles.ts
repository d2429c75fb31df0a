import {
  FOREIGN_REGION_ID,
  normaliseVehicleCode,
  ruVehicle,
  vehicleProblem,
  type Vehicle,
  type VehicleGetRequest,
} from '@sakta/core/ogpo/vehicle';
import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db';
import { Rejected } from '../../platform/http';
import { formatAlmaty } from '../../services/almaty';
import { findRegisterVehicles, registerVehicleByVin } from '../../services/state-register/vehicles';

/**
 * The vehicle calls' rules (spec part 2 sections 5.2, 5.3, 7.1): the register lookup, saving the sale's vehicles
 * (a resident vehicle only as the register knows it, with its full registration; a foreign one with region 17).
 */

export const vehicleApiRu = {
  oneKey: 'Укажите гос. номер, VIN или номер техпаспорта (одно из трёх).',
  numberFlag: 'Признак поиска по гос. номеру не совпадает с запросом.',
} as const;

/**
 * vehicle/get: the register's vehicles for the one key given, each with `verified_at` (when the register answered:
 * the page keeps a register's type, 3.4) and the sale's saved id when the VIN was saved before.
 */
export function searchVehicles(db: Db, config: Pick<Config, 'now'>, req: VehicleGetRequest): Vehicle[] {
  const keys = (['number', 'vin', 'certificate'] as const).filter((k) => req[k] !== undefined);
  if (keys.length !== 1) throw new Rejected(400, [vehicleApiRu.oneKey]);
  if (req.filter.isNumber !== (keys[0] === 'number')) throw new Rejected(400, [vehicleApiRu.numberFlag]);
  const savedId = db.prepare('SELECT id FROM ogpo_vehicles WHERE vin = ? ORDER BY id DESC LIMIT 1');
  return findRegisterVehicles(db, {
    verify: req.filter.verify,
    [keys[0] as string]: req[keys[0] as 'number'],
  }).map((v) => ({
    ...v,
    id: (savedId.get(v.vin) as { id: number } | undefined)?.id ?? null,
    verified_at: formatAlmaty(config.now()),
  }));
}

function today(config: Pick<Config, 'now'>): Date {
  return new Date(config.now());
}

/**
 * The record to keep for a vehicle the sale sends: a resident one must be the register's (its data win, so a
 * browser cannot invent a registration) and have a full registration; a foreign one gets region 17.
 */
function checkedVehicle(db: Db, config: Pick<Config, 'now'>, sent: Vehicle): Vehicle {
  const v: Vehicle = {
    ...sent,
    number: normaliseVehicleCode(sent.number),
    vin: normaliseVehicleCode(sent.vin),
  };
  let record: Vehicle;
  if (v.verify) {
    const reg = v.vin ? registerVehicleByVin(db, v.vin) : null;
    if (!reg || !reg.verify) throw new Rejected(404, [ruVehicle.unknownVehicle]);
    record = { ...reg, id: v.id };
  } else {
    record = { ...v, registration: { ...v.registration, region_id: FOREIGN_REGION_ID } };
  }
  const problem = vehicleProblem(record, { product: 1, listed: [], today: today(config) });
  if (problem) throw new Rejected(422, [problem]);
  return record;
}

/** Saves one vehicle: an id updates that row (404 when unknown); none updates the row of its VIN or adds one. */
function saveOne(db: Db, config: Pick<Config, 'now'>, userId: number, sent: Vehicle): Vehicle {
  const record = checkedVehicle(db, config, sent);
  const now = new Date(config.now()).toISOString();
  let id = record.id && record.id > 0 ? record.id : null;
  if (id !== null) {
    if (!db.prepare('SELECT id FROM ogpo_vehicles WHERE id = ?').get(id))
      throw new Rejected(404, [ruVehicle.unknownVehicle]);
  } else if (record.vin) {
    id =
      (
        db.prepare('SELECT id FROM ogpo_vehicles WHERE vin = ? ORDER BY id DESC LIMIT 1').get(record.vin) as
          { id: number } | undefined
      )?.id ?? null;
  }
  if (id === null) {
    const info = db
      .prepare(
        `INSERT INTO ogpo_vehicles (vin, number, verify, record, user_id, created_at, updated_at)
        VALUES (?, ?, ?, '{}', ?, ?, ?)`,
      )
      .run(record.vin, record.number, record.verify ? 1 : 0, userId, now, now);
    id = Number(info.lastInsertRowid);
  }
  const saved: Vehicle = { ...record, id };
  db.prepare(
    'UPDATE ogpo_vehicles SET vin = ?, number = ?, verify = ?, record = ?, updated_at = ? WHERE id = ?',
  ).run(saved.vin, saved.number, saved.verify ? 1 : 0, JSON.stringify(saved), now, id);
  return saved;
}

/** vehicle/set and set-simple: all or nothing. */
export function saveVehicles(
  db: Db,
  config: Pick<Config, 'now'>,
  userId: number,
  vehicles: Vehicle[],
): Vehicle[] {
  return db.transaction(() => vehicles.map((v) => saveOne(db, config, userId, v)))();
}
