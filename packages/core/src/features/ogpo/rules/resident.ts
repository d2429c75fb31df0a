import { fmt } from '../../../shared/i18n/ru';
import type { ClientFilter } from '../../../shared/parties/client/contract';
import type { PolicyVehicle } from '../sale/contract';
import { FOREIGN_REGION_ID, TRANSIT_REGION_ID } from '../../../shared/parties/vehicle/regions';
import { ruRules } from './ru';

/**
 * Resident rules of OGPO (spec part 2 section 5.3). The spec's rule, and how it is read here (docs/ogpo.md "Resident
 * rules"):
 * - 1 Standard: "insurer, insured and vehicle only resident with a resident vehicle, or mixed". Everyone resident
 *   with a Kazakh-registered vehicle, or any mix of residents and non-residents, is accepted (a foreign vehicle of a
 *   mixed policy gets region 17). Refused: nothing resident at all (every party non-resident and every vehicle
 *   foreign: that is a Temporary entry): each card says why, the banner 'Оформление невозможно: машина не
 *   зарегистрированна в РК'.
 * - 2 Temporary entry: all non-resident. A resident insurer 'Страхователь не может резидентом для …', a resident
 *   insured and the banner 'Оформление невозможно: в полисе присутствует резидент', a Kazakh vehicle 'Авто с
 *   казахстанской регистрацией не допускается для …'.
 * - 3 Transit: the vehicle must be non-resident ('Авто с казахстанской регистрацией не допускается для …').
 * - Another product type: 'Неверный тип продукта'.
 * A party is resident by its filter.resident; a vehicle by `verify` (resident and registered in the republic). The
 * default insured of a legal-entity insurer (default-insured.ts, the only insured that is no person) names nobody:
 * the rules leave it out.
 */

/** What the rules read of a party: its filter's residency and kind. */
type Residency = { filter: Pick<ClientFilter, 'resident' | 'person'> };

export interface ResidentRulesInput {
  product_type: number;
  insurer: Residency | null;
  insureds: ReadonlyArray<Residency>;
  vehicle: ReadonlyArray<Pick<PolicyVehicle, 'verify'>>;
}

/** What each card shows (null: the card is fine) and the red banner (residentRulesError, 3.1). */
export interface ResidentRules {
  insurer: string | null;
  insured: (string | null)[];
  vehicle: (string | null)[];
  error: string | null;
}

const isResident = (p: Residency) => p.filter.resident;
const isKazakh = (v: Pick<PolicyVehicle, 'verify'>) => v.verify === true;

/** An insured the rules judge: a person (the default insured is none). */
const named = (p: Residency) => p.filter.person;

export function residentRules(policy: ResidentRulesInput): ResidentRules {
  const parties = [...(policy.insurer ? [policy.insurer] : []), ...policy.insureds.filter(named)];
  const ok: ResidentRules = {
    insurer: null,
    insured: policy.insureds.map(() => null),
    vehicle: policy.vehicle.map(() => null),
    error: null,
  };
  const type = policy.product_type;
  if (type !== 1 && type !== 2 && type !== 3) return { ...ok, error: ruRules.resident.productType };
  const product = ruRules.products[type];
  const say = (template: string) => fmt(template, { product });

  if (type === 1) {
    const anyResident = parties.some(isResident) || policy.vehicle.some(isKazakh);
    // judged once there is a vehicle and a party (a policy being built may still become mixed)
    if (anyResident || parties.length === 0 || policy.vehicle.length === 0) return ok;
    return {
      insurer: policy.insurer ? say(ruRules.resident.insurerNonResident) : null,
      insured: policy.insureds.map((p) => (named(p) ? say(ruRules.resident.insuredNonResident) : null)),
      vehicle: policy.vehicle.map(() => say(ruRules.resident.foreignVehicle)),
      error: ruRules.resident.notRegistered,
    };
  }

  const vehicle = policy.vehicle.map((v) => (isKazakh(v) ? say(ruRules.resident.kazakhVehicle) : null));
  const vehicleError = vehicle.find((m) => m !== null) ?? null;
  if (type === 3) return { ...ok, vehicle, error: vehicleError };

  const insurer = policy.insurer && isResident(policy.insurer) ? say(ruRules.resident.insurerResident) : null;
  const insured = policy.insureds.map((p) =>
    named(p) && isResident(p) ? ruRules.resident.residentPresent : null,
  );
  const error = parties.some(isResident) ? ruRules.resident.residentPresent : vehicleError;
  return { insurer, insured, vehicle, error };
}

/**
 * The registration region a vehicle of the policy gets (5.3, 9): 18 for Transit, 17 for Temporary entry and for a
 * foreign vehicle in Standard; a Kazakh vehicle of Standard keeps its own.
 */
export function vehicleRegionFor(
  productType: number,
  vehicle: { verify?: boolean; registration?: { region_id?: number | null } | null },
): number | null {
  if (productType === 3) return TRANSIT_REGION_ID;
  if (productType === 2 || vehicle.verify !== true) return FOREIGN_REGION_ID;
  return vehicle.registration?.region_id ?? null;
}
