import { fmt } from '@sakta/core';
import type { ClientRecord } from '@sakta/core/ogpo/client';
import type { VerifyAnswer, VerifyClientRequest, VerifyVehicleRequest } from '@sakta/core/ogpo';
import { hasRegistration, normaliseVehicleCode, ruVehicle, type Vehicle } from '@sakta/core/ogpo/vehicle';
import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db';
import { almatyDate } from '../../services/almaty';
import {
  findByIin,
  findNonResidents,
  toClientRecord,
  type RegisterClientRow,
} from '../../services/state-register/clients';
import { registerVehicleByVin } from '../../services/state-register/vehicles';
import {
  PODFT_ENTITY,
  PODFT_TYPE,
  createPodft,
  latestPodft,
  onWatchlist,
  podftBlock,
  type PodftRecordRow,
} from '../../services/podft-records';
import { pricingRu } from './ru';

/**
 * verify/client and verify/vehicle (spec part 2 sections 4.1, 7.2, 8): the sandbox's honest checks on the state
 * register (docs/ogpo.md, "Verification, calculation and the code in the sandbox"). The answer always carries `success` (a reply without it is the
 * page's timeout).
 * - unknown to the register (a non-resident: nor saved by the client dialog): success false;
 * - a client whose identity document has expired: success false, canEdit (a new document fixes it);
 * - a wanted vehicle, a Kazakh vehicle without a full registration: success false;
 * - a politically exposed client (the register's flag or the card's), a client or vehicle on the sanctions list:
 *   success true with `podft`: a compliance record (status 1) is created, or the newest one's decision is given.
 */

const failed = (message: string, canEdit = false): VerifyAnswer => ({
  success: false,
  result: false,
  canEdit,
  message,
  podft: null,
});
const passed = (podft: VerifyAnswer['podft'] = null): VerifyAnswer => ({
  success: true,
  result: true,
  canEdit: false,
  message: pricingRu.verified,
  podft,
});

type Ctx = { db: Db; config: Pick<Config, 'now'>; userId: number };

/** The register's client of a request: a resident (or a non-resident with an IIN) by IIN, else by name. */
function registerClient(db: Db, req: Pick<VerifyClientRequest, 'iin' | 'surname' | 'name' | 'birthday'>) {
  if (req.iin) return findByIin(db, req.iin, ['person', 'entrepreneur', 'legal'])[0];
  if (!req.surname || !req.name) return undefined;
  return findNonResidents(db, {
    surname: req.surname,
    name: req.name,
    ...(req.birthday ? { birthday: req.birthday } : {}),
  })[0];
}

/** A non-resident the client dialog saved (client/set) without a register record. */
function savedNonResident(db: Db, req: VerifyClientRequest): ClientRecord | undefined {
  const row = db
    .prepare(
      `SELECT record FROM ogpo_clients WHERE upper(json_extract(record, '$.client.surname')) = upper(?)
        AND upper(json_extract(record, '$.client.name')) = upper(?) ORDER BY id DESC LIMIT 1`,
    )
    .get(req.surname, req.name) as { record: string } | undefined;
  return row ? (JSON.parse(row.record) as ClientRecord) : undefined;
}

/** Finds the party's newest compliance record, or opens one (status 1) for the reason it was flagged. */
function podftFor(
  ctx: Ctx,
  flagged: Omit<Parameters<typeof createPodft>[2], 'ulid' | 'userId'>,
  ulid: string,
) {
  const record: PodftRecordRow =
    latestPodft(ctx.db, flagged.entity, flagged.document) ??
    createPodft(ctx.db, ctx.config, { ...flagged, ulid, userId: ctx.userId });
  return podftBlock(record);
}

export function verifyClient(ctx: Ctx, req: VerifyClientRequest): VerifyAnswer {
  const row: RegisterClientRow | undefined = registerClient(ctx.db, req);
  const record = row ? toClientRecord(ctx.db, row) : req.resident ? undefined : savedNonResident(ctx.db, req);
  if (!record) return failed(pricingRu.clientUnknown);
  const until = record.document.until;
  if (until && until < almatyDate(ctx.config.now()))
    return failed(fmt(pricingRu.documentExpired, { until }), true);

  const document = record.client.iin || record.document.number;
  const politician = record.client.politician || req.politician;
  const sanctioned = onWatchlist(ctx.db, PODFT_ENTITY.client, record.client.iin, 'sanctions');
  if (!politician && !sanctioned) return passed();
  return passed(
    podftFor(
      ctx,
      {
        entity: PODFT_ENTITY.client,
        document,
        resident: record.filter.resident,
        person: record.filter.person,
        title: record.client.title,
        type: sanctioned ? PODFT_TYPE.sanctions : PODFT_TYPE.politician,
        politician,
        item: {
          client: {
            title: record.client.title,
            iin: record.client.iin,
            birthday: record.client.birthday,
            id: record.client.id,
          },
          document: { number: record.document.number, issued: record.document.issued },
          filter: { resident: record.filter.resident, person: record.filter.person },
          location: { address: record.location.address },
        },
      },
      req.ulid,
    ),
  );
}

/** A foreign vehicle the vehicle dialog saved (vehicle/set) without a register record. */
function savedForeignVehicle(db: Db, vin: string): Vehicle | undefined {
  const row = db
    .prepare('SELECT record FROM ogpo_vehicles WHERE vin = ? AND verify = 0 ORDER BY id DESC LIMIT 1')
    .get(vin) as { record: string } | undefined;
  return row ? (JSON.parse(row.record) as Vehicle) : undefined;
}

export function verifyVehicle(ctx: Ctx, req: VerifyVehicleRequest): VerifyAnswer {
  const vin = normaliseVehicleCode(req.vin);
  const vehicle =
    (vin && registerVehicleByVin(ctx.db, vin)) || (vin ? savedForeignVehicle(ctx.db, vin) : undefined);
  if (!vehicle) return failed(pricingRu.vehicleUnknown);
  if (onWatchlist(ctx.db, PODFT_ENTITY.vehicle, vin, 'wanted')) return failed(pricingRu.vehicleWanted);
  if (vehicle.verify && !hasRegistration(vehicle)) return failed(ruVehicle.noRegistration);
  if (!onWatchlist(ctx.db, PODFT_ENTITY.vehicle, vin, 'sanctions')) return passed();
  return passed(
    podftFor(
      ctx,
      {
        entity: PODFT_ENTITY.vehicle,
        document: vin,
        resident: vehicle.verify,
        person: true,
        title: [vehicle.color, vehicle.mark, vehicle.model].filter(Boolean).join(' '),
        type: PODFT_TYPE.sanctions,
        politician: null,
        item: {
          number: vehicle.number,
          vin,
          mark: vehicle.mark,
          model: vehicle.model,
          color: vehicle.color,
          id: vehicle.id,
          registration: {
            certificate: vehicle.registration.certificate,
            date: vehicle.registration.date,
            region_id: vehicle.registration.region_id,
          },
        },
      },
      req.ulid,
    ),
  );
}
