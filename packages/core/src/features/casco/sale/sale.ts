import { ApiError } from '../../../shared/api/errors';
import { fiEdit, fiPartiesOf, fiPolicyParties, fiVerificationRequests } from '../../../shared/sale/fi/sale';
import { NO_FI_CHECKS } from '../../../shared/sale/fi/parties';
import { paymentPhoneAfterCalculation } from '../../../shared/sale/payment-phone';
import { treatyEnd } from '../../../shared/sale/treaty';
import type { CascoCalculation, CascoCalculationItem, CascoPolicy, CascoVehicle } from '../contract';
import { cascoCodeOf, cascoProgram, offersProduct, resetProduct, type CascoProgram } from '../program';
import type { CascoContext, CascoEdit, CascoParts, CascoSale } from './casco-context';

/**
 * The casco sale's pure part (spec part 2 sections 2.4, 3.2, 3.4, 4.1, 7.2, 9): the program as the page keeps it
 * (the product code derives from the program product; a new vehicle type resets the product), the policy as it is
 * sent and put back, the calculation's answer (each vehicle's premium, or 'Ошибка при получении премии' for the
 * vehicles the tariff refused), and the page's own fields as EDIT changes them; the parties are the financial
 * institutions' (shared/sale/fi/sale.ts).
 */

/** The program with its limit and what is available (section 9). */
export const programOf = (p: Pick<CascoParts, 'program' | 'insurer' | 'vehicles'>): CascoProgram =>
  cascoProgram(p.program.type, p.program.product, p.insurer?.filter.person ?? true, p.vehicles);

/** The policy's tariff in percent: the premium over the vehicles' insured amounts (4 decimals), once calculated. */
export function policyTariff(c: Pick<CascoSale, 'premium' | 'vehicles'>): number | null {
  const amount = c.vehicles.reduce((sum, v) => sum + (v.amount ?? 0), 0);
  if (c.premium === null || amount <= 0) return null;
  return Math.round((c.premium / amount) * 100 * 10_000) / 10_000;
}

/** The policy (3.2) as calculate, checkout-fi and draft/save take it. */
export function cascoPolicyOf(c: CascoSale): CascoPolicy {
  return {
    number: c.number,
    product: cascoCodeOf(c.program.product),
    ...fiPolicyParties(c),
    vehicles: c.vehicles,
    program: programOf(c),
    conditions: { ...c.conditions, vehicles_count: c.vehicles.length },
    treaty: { date: c.treaty.date, term: c.treaty.term, end: treatyEnd(c.treaty.date, c.treaty.term) },
    manager: c.manager,
    agent: c.agent,
    paymentPhone: c.paymentPhone,
    isEpay: c.method === 'card',
    calculationDate: c.calculationDate,
    premium: c.premium,
    tariff: policyTariff(c),
    ...(c.ip ? { ip: c.ip } : {}),
  };
}

/** A saved policy (a draft, the sale kept in the browser) put back. */
export function cascoPartsOf(policy: CascoPolicy): CascoParts {
  return {
    ...fiPartiesOf(policy),
    program: { type: policy.program.type, product: policy.program.product },
    vehicles: policy.vehicles,
    conditions: policy.conditions,
    items: null,
  };
}

/** Each vehicle with its item of the calculation: its premium, or 'Ошибка при получении премии' (8). */
function withItems(vehicles: readonly CascoVehicle[], items: readonly CascoCalculationItem[], date: string) {
  return vehicles.map((v, i): CascoVehicle => {
    const item = items[i];
    if (!item) return v;
    return item.result
      ? {
          ...v,
          premium: item.premium,
          calc: { result: true, premium: item.premium, message: '', calculationDate: date },
        }
      : {
          ...v,
          premium: null,
          calc: { result: false, premium: null, message: item.message, calculationDate: date },
        };
  });
}

/** The calculation put on the policy: each vehicle's premium, the premium, the payment phone (4.1). */
export function calculated(context: CascoContext, answer: CascoCalculation) {
  const c = context.policy;
  return {
    policy: {
      ...c,
      items: answer.items,
      vehicles: withItems(c.vehicles, answer.items, answer.calculationDate),
    },
    premium: answer.premium,
    calculationDate: answer.calculationDate,
    paymentPhone: paymentPhoneAfterCalculation(context.paymentPhone, c.insurer),
  };
}

/**
 * A calculation some vehicle could not get a premium for (the casco calls raise it, as the server's refusal it is):
 * the answer, whose items mark every vehicle, and its message.
 */
export class CascoCalculationRefused extends ApiError {
  constructor(readonly answer: Extract<CascoCalculation, { result: false }>) {
    super('rejected', answer.message);
  }
}

/** The marks of a refused calculation on the vehicles' cards; null for any other failure. */
export function calculationFailed(context: CascoContext, error: unknown): CascoParts | null {
  if (!(error instanceof CascoCalculationRefused)) return null;
  const c = context.policy;
  return {
    ...c,
    items: error.answer.items,
    vehicles: withItems(c.vehicles, error.answer.items, error.answer.calculationDate),
  };
}

/** What a change drops besides the calculation (4.1): the verification marks and the vehicles' premiums. */
export const withoutCalculation = (p: CascoParts): CascoParts => ({
  ...p,
  checks: NO_FI_CHECKS,
  items: null,
  vehicles: p.vehicles.some((v) => v.premium !== null || v.calc !== null)
    ? p.vehicles.map((v) => ({ ...v, premium: null, calc: null }))
    : p.vehicles,
});

// ------------------------------------------------------------------ the page's own fields (EDIT)

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * EDIT {patch}: the parties' fields as the FI sale takes them (the checkbox, the signatories, the payment date); the
 * program: a vehicle type that does not offer the product resets it to the type's first (4.1), and vehicles of
 * another type than the program's stay listed (their cards say so); the conditions as typed. The program and the
 * conditions drop the calculation (4.1). A patch of any other field, or one that changes nothing, is refused.
 */
export function cascoEdit(c: CascoContext, patch: CascoEdit): { policy: CascoParts; resets: boolean } | null {
  const { isDrive, signatory, signatoryId, paymentDate, program, conditions, ...others } = patch;
  if (Object.keys(others).length > 0) return null;
  const p = c.policy;
  const fi = fiEdit(p, {
    ...(isDrive !== undefined ? { isDrive } : {}),
    ...(signatory !== undefined ? { signatory } : {}),
    ...(signatoryId !== undefined ? { signatoryId } : {}),
    ...(paymentDate !== undefined ? { paymentDate } : {}),
  });
  if (!fi) return null;
  const next: CascoParts = { ...p, ...fi.parties };
  // a vehicle type offers its own products: another type's product is reset to the type's first (4.1)
  if (program)
    next.program = {
      type: program.type,
      product: offersProduct(program.type, program.product) ? program.product : resetProduct(program.type),
    };
  if (conditions) next.conditions = { ...p.conditions, ...conditions };
  const own = !same(next.program, p.program) || !same(next.conditions, p.conditions);
  if (!own && Object.keys(fi.parties).length === 0) return null;
  return { policy: next, resets: own || fi.resets };
}

/** verify/client-fi for each party of the casco policy (7.2). */
export const verificationRequests = (c: CascoSale) =>
  fiVerificationRequests(c, cascoCodeOf(c.program.product));
