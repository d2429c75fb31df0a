import { ruSale } from '@sakta/core/sale';
import {
  DEFAULT_INSURED,
  defaultInsuredProblem,
  isDefaultInsured,
  namedInsureds,
  ruRules,
  type OgpoPolicy,
  type VerifyAnswer,
  type VerifyClientRequest,
  type VerifyVehicleRequest,
} from '@sakta/core/ogpo';
import { hasRegistration, normaliseVehicleCode, ruVehicle, type Vehicle } from '@sakta/core/ogpo/vehicle';
import type { Db } from '../../platform/db';
import {
  failedVerification as failed,
  passedVerification as passed,
  podftFor,
  verifyRegisterClient,
  type VerifyContext,
} from '../../services/client-verification';
import { partyFailures, partyQuery } from '../../services/sale-checks';
import { findById } from '../../services/state-register/clients';
import { registerVehicleByVin } from '../../services/state-register/vehicles';
import { PODFT_ENTITY, PODFT_TYPE, onWatchlist } from '../../services/podft-records';
import { pricingRu } from './ru';

/**
 * verify/client and verify/vehicle (spec part 2 sections 4.1, 7.2, 8): the sandbox's honest checks on the state
 * register (docs/ogpo.md, "Verification, calculation and the code in the sandbox"). The answer always carries
 * `success` (a reply without it is the page's timeout).
 * - a client: the sale's shared verification (services/client-verification.ts): unknown, an expired identity
 *   document, a politically exposed or sanctioned client (a compliance record);
 * - a wanted vehicle, a Kazakh vehicle without a full registration: success false;
 * - a vehicle on the sanctions list: success true with `podft`: a compliance record (status 1) is created, or the
 *   newest one's decision is given.
 */

export const verifyClient = (ctx: VerifyContext, req: VerifyClientRequest): VerifyAnswer =>
  verifyRegisterClient(ctx, req);

/** A foreign vehicle the vehicle dialog saved (vehicle/set) without a register record. */
function savedForeignVehicle(db: Db, vin: string): Vehicle | undefined {
  const row = db
    .prepare('SELECT record FROM ogpo_vehicles WHERE vin = ? AND verify = 0 ORDER BY id DESC LIMIT 1')
    .get(vin) as { record: string } | undefined;
  return row ? (JSON.parse(row.record) as Vehicle) : undefined;
}

export function verifyVehicle(
  ctx: VerifyContext,
  req: Pick<VerifyVehicleRequest, 'ulid' | 'vin'>,
): VerifyAnswer {
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

/**
 * The default insured of a legal-entity insurer (4.1), as the page sent it: where it may stand (alone, for a legal
 * entity), and the register's client 2 it claims to be. The failures, none when it stands or is not there.
 */
function defaultInsuredFailures(db: Db, policy: OgpoPolicy): string[] {
  const problem = defaultInsuredProblem(policy);
  if (problem) return [problem];
  if (!policy.insureds.some(isDefaultInsured)) return [];
  const row = findById(db, DEFAULT_INSURED.esbd_id);
  return row && row.kind === 'legal' ? [] : [ruRules.defaultInsured.unavailable];
}

/**
 * The server's own verification of an OGPO policy (calculate, checkout): the insurer and every named driver as
 * verify/client asks about them, the default insured of a legal-entity insurer as the register has it, every vehicle
 * as verify/vehicle does. The failures, none when all passed.
 */
export function verifyOgpoPolicy(ctx: VerifyContext, policy: OgpoPolicy): string[] {
  const parties = [...(policy.insurer ? [policy.insurer] : []), ...namedInsureds(policy.insureds)];
  const vehicles = policy.vehicle.flatMap((v) => {
    const answer = verifyVehicle(ctx, { ulid: policy.number, vin: v.vin ?? '' });
    return answer.success ? [] : [answer.message ?? ruSale.verifyFailed];
  });
  return [
    ...partyFailures(
      ctx,
      parties.map((p) => partyQuery(policy.number, p, true)),
    ),
    ...defaultInsuredFailures(ctx.db, policy),
    ...vehicles,
  ];
}
