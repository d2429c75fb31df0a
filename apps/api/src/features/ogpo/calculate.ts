import {
  DEFAULT_INSURED,
  DEFAULT_INSURED_DRIVER,
  defaultInsuredProblem,
  isDefaultInsured,
  namedInsureds,
  ogpoPremium,
  ogpoPremiumInput,
  residentRules,
  type Calculation,
  type OgpoPolicy,
  type PolicyClient,
  type PolicyVehicle,
} from '@sakta/core/ogpo';
import { FOREIGN_REGION_ID, normaliseVehicleCode } from '@sakta/core/ogpo/vehicle';
import type { Db } from '../../platform/db';
import { Rejected, type AppContext } from '../../platform/http';
import { formatAlmaty } from '../../services/almaty';
import {
  findById,
  findByIin,
  findNonResidents,
  type RegisterClientRow,
} from '../../services/state-register/clients';
import { registerVehicleByVin } from '../../services/state-register/vehicles';
import { PODFT_ENTITY, podftProblems } from '../../services/podft-records';
import { replacedPolicy, rewriteSettlement } from '../../services/sale-rewrite';
import type { SaleProduct } from '../../services/sale-products';
import { pricingRu } from './ru';

/**
 * calculate/ogpo (spec part 2 sections 4.1, 7.2): the premium by core's `ogpoPremium`, recomputed from the state
 * register, never from the page: each driver's bonus-malus class (the register's, else the entry class '3'), age
 * (from the register's birthday at the treaty date) and pensioner flag; each Kazakh vehicle's type, year, region
 * and major-city flag; the default insured of a legal-entity insurer (4.1) as the register's client 2, class 3 and age
 * and experience 2. From the page only the parties' identity, the experience flag, the treaty and the product.
 * `premium` in the request is ignored; checkout charges the same premium (registerPremium). Refusals
 * `{result: false, errors}`: the resident rules (5.3), a party whose compliance record is undecided or refused, a
 * vehicle the register does not know, and every tariff error.
 */

const ENTRY_CLASS = '3';

function registerRow(db: Db, p: PolicyClient): RegisterClientRow | undefined {
  if (isDefaultInsured(p)) return findById(db, DEFAULT_INSURED.esbd_id);
  if (p.client.iin) return findByIin(db, p.client.iin, ['person', 'entrepreneur', 'legal'])[0];
  if (!p.client.surname || !p.client.name) return undefined;
  return findNonResidents(db, { surname: p.client.surname, name: p.client.name })[0];
}

/** Full years from `birthday` to `on` ('YYYY-MM-DD'). */
function ageOn(birthday: string, on: string): number {
  const years = Number(on.slice(0, 4)) - Number(birthday.slice(0, 4));
  return on.slice(5) < birthday.slice(5) ? years - 1 : years;
}

/** The driver as the register knows them: age at the treaty date, pensioner; the card keeps only the experience. */
function driverFromRegister(
  p: PolicyClient,
  row: RegisterClientRow | undefined,
  treatyDate: string,
): PolicyClient {
  // the default insured names nobody: it is priced as the spec's driver (4.1: age and experience 2)
  if (isDefaultInsured(p)) return { ...p, driver: DEFAULT_INSURED_DRIVER };
  const card = p.driver;
  const under2 = card
    ? card.experience || card.age_experience_id === 1 || card.age_experience_id === 3
    : false;
  const age = row?.birthday ? ageOn(row.birthday, treatyDate) : (card?.age ?? null);
  const young = age === null || age < 25;
  const id = young ? (under2 ? 1 : 2) : under2 ? 3 : 4;
  return {
    ...p,
    driver: {
      age,
      experience: under2,
      pensioner: row ? row.pensioner === 1 : false,
      age_experience_id: id,
      document: card?.document ?? { number: '', issued: '' },
    },
  };
}

function vehicleFromRegister(db: Db, v: PolicyVehicle): PolicyVehicle {
  const reg = v.vin ? registerVehicleByVin(db, normaliseVehicleCode(v.vin)) : null;
  if (reg) return { ...v, ...reg, id: v.id };
  if (v.verify) throw new Rejected(422, [pricingRu.vehicleUnknown]);
  return { ...v, registration: { ...v.registration, region_id: FOREIGN_REGION_ID, big_city: false } };
}

/** The compliance records of the policy's parties (by IIN, else document) and vehicles (by VIN). */
function podftSubjects(policy: OgpoPolicy) {
  const named = namedInsureds(policy.insureds);
  const parties = [...(policy.insurer ? [policy.insurer] : []), ...named].map((p) => ({
    entity: PODFT_ENTITY.client,
    document: p.client.iin || p.document.number,
  }));
  const vehicles = policy.vehicle.map((v) => ({
    entity: PODFT_ENTITY.vehicle,
    document: normaliseVehicleCode(v.vin),
  }));
  return [...parties, ...vehicles];
}

/**
 * The premium of the policy as the state register knows its parties and vehicles, and the drivers' classes: what
 * calculate answers and what checkout charges. Throws the refusals above.
 */
export function registerPremium(db: Db, policy: OgpoPolicy): Pick<Calculation, 'premium' | 'classes'> {
  const insureds = defaultInsuredProblem(policy);
  if (insureds) throw new Rejected(422, [insureds]);
  const rules = residentRules(policy);
  if (rules.error) throw new Rejected(422, [rules.error]);
  const podft = podftProblems(db, podftSubjects(policy));
  if (podft.length > 0) throw new Rejected(409, podft);

  const insurerRow = policy.insurer ? registerRow(db, policy.insurer) : undefined;
  const insuredRows = policy.insureds.map((p) => registerRow(db, p));
  const classOf = (row: RegisterClientRow | undefined) => row?.class || ENTRY_CLASS;
  const classes = {
    insurer: policy.insurer && policy.insurer.filter.person ? classOf(insurerRow) : null,
    insureds: insuredRows.map(classOf),
  };
  const checked: OgpoPolicy = {
    ...policy,
    insurer: policy.insurer ? driverFromRegister(policy.insurer, insurerRow, policy.treaty.date) : null,
    insureds: policy.insureds.map((p, i) => driverFromRegister(p, insuredRows[i], policy.treaty.date)),
    vehicle: policy.vehicle.map((v) => vehicleFromRegister(db, v)),
  };
  const priced = ogpoPremium(ogpoPremiumInput(checked, { classes }));
  if ('error' in priced) throw new Rejected(422, [priced.error]);
  return { premium: priced.premium, classes };
}

/**
 * calculate/ogpo's answer: the register's premium and classes; for a rewrite (3.1) the old policy's premium deducted
 * (`refund`) and what is to pay (`add_payment`), as checkout will charge it (services/sale-rewrite.ts), after the same
 * check that the rewrite is this sale's; 0 and 0 for a sale that replaces no policy.
 */
export function calculateOgpo(
  c: AppContext,
  product: Pick<SaleProduct, 'codes' | 'rewriteGrant'>,
  policy: OgpoPolicy,
): Calculation {
  const { db, config } = c.var;
  const { premium, classes } = registerPremium(db, policy);
  const global = policy.isRewrite ? (policy.global ?? null) : null;
  const old = global ? replacedPolicy(c, product, policy, global, 'errors') : null;
  return {
    result: true,
    premium,
    calculationDate: formatAlmaty(config.now()),
    classes,
    ...rewriteSettlement(premium, old),
  };
}
