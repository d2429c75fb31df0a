import {
  needsPaymentPhone as insurerPaysByPhone,
  paymentPhoneAfterCalculation as phoneAfterCalculation,
  paymentPhoneReady as phoneReady,
} from '../../../shared/sale/payment-phone';
import type {
  Calculation,
  OgpoPolicy,
  PartyPodft,
  PolicyClient,
  PolicyVehicle,
  VerifyAnswer,
  VerifyClientRequest,
  VerifyVehicleRequest,
} from '../sale/contract';
import { isEntity } from './parties';
import { isDefaultInsured, namedInsureds, vehicleRegionFor } from '../rules';
import type { Checks, SaleParties } from './policy-context';

export type { Checks, PartyMark, SaleParties } from './policy-context';
export { NO_CHECKS } from './policy-context';
import { treatyEnd } from '../../../shared/sale/treaty';
import { markOf, verdictOf, withPodftBlock } from '../../../shared/sale/verification';

/**
 * The sale's pure part (spec part 2 sections 3.1, 4.1, 5.4, 7.2, 8): the policy as it is sent, a saved policy put
 * back, what verification asks and what its answers mean, and why calculation or payment is not possible yet.
 */

/** The policy (3.1) as calculate, checkout and draft/save take it: the parties are the dialogs' records. */
export function policyOf(c: SaleParties): OgpoPolicy {
  return {
    number: c.number,
    product: 'OGPO_WEB_EA',
    product_type: c.productType,
    insurer: c.insurer,
    insureds: c.insureds,
    isDrive: c.isDrive,
    // regions 17 and 18 (5.3): a foreign vehicle, Temporary entry, Transit
    vehicle: c.vehicles.map((v) => withRegion(c.productType, v)),
    leader: c.leader,
    beneficiary: c.beneficiaries,
    treaty: { date: c.treaty.date, term: c.treaty.term, end: treatyEnd(c.treaty.date, c.treaty.term) },
    manager: c.manager,
    agent: c.agent,
    apc: c.apc,
    paymentPhone: c.paymentPhone,
    premium: c.premium,
    ...(c.settlement ? { refund: c.settlement.refund, add_payment: c.settlement.addPayment } : {}),
    ...(c.ip ? { ip: c.ip } : {}),
    ...(c.rewrite ? { global: c.rewrite.global, isRewrite: true } : {}),
  };
}

function withRegion(productType: number, v: PolicyVehicle): PolicyVehicle {
  const region = vehicleRegionFor(productType, v);
  return region === (v.registration?.region_id ?? null)
    ? v
    : { ...v, registration: { ...(v.registration ?? {}), region_id: region } };
}

/** A saved policy (a draft, the rewritten policy, or the sale kept in the browser) put back in the context. */
export function partiesOf(policy: OgpoPolicy) {
  return {
    insurer: policy.insurer,
    insureds: policy.insureds,
    isDrive: policy.isDrive,
    vehicles: policy.vehicle,
    leader: policy.leader,
    beneficiaries: policy.beneficiary,
    manager: policy.manager,
    agent: policy.agent,
    paymentPhone: policy.paymentPhone,
    treaty: { date: policy.treaty.date, term: policy.treaty.term },
  };
}

// ------------------------------------------------------------------ verification (7.2)

export interface VerificationRequests {
  /** verify/terminal for every role but the administrator's. */
  terminal: { c_id: string } | null;
  /** The insurer first, then the insureds. */
  clients: VerifyClientRequest[];
  vehicles: VerifyVehicleRequest[];
}

export interface VerificationAnswers {
  terminal: { result: boolean; message?: string } | null;
  clients: VerifyAnswer[];
  vehicles: VerifyAnswer[];
}

function clientRequest(c: SaleParties, p: PolicyClient, isInsured: boolean): VerifyClientRequest {
  const driver = isInsured ? p.driver : null;
  return {
    ulid: c.number,
    product: 'OGPO_WEB_EA',
    product_type: c.productType,
    rewrite: c.rewrite !== null,
    isInsured,
    resident: p.filter.resident,
    iin: p.client.iin ?? '',
    title: p.client.title ?? '',
    surname: p.client.surname ?? '',
    name: p.client.name ?? '',
    patronymic: p.client.patronymic ?? '',
    birthday: p.client.birthday ?? '',
    phone: p.client.phone ?? '',
    document_type: p.document?.type_id ?? null,
    politician: p.client.politician === true,
    pensioner: p.driver?.pensioner === true,
    ...(driver
      ? {
          experience: driver.experience ? (1 as const) : (3 as const),
          class_id: p.class?.class_id ?? null,
          age: driver.age ?? null,
        }
      : {}),
  };
}

export function verificationRequests(c: SaleParties): VerificationRequests {
  const clients: VerifyClientRequest[] = [];
  if (c.insurer) clients.push(clientRequest(c, c.insurer, c.isDrive));
  // the default insured of a legal entity names nobody to verify (rules/default-insured.ts)
  namedInsureds(c.insureds).forEach((p) => clients.push(clientRequest(c, p, true)));
  return {
    terminal: c.user.role === 0 ? null : { c_id: c.user.c_id ?? '' },
    clients,
    vehicles: c.vehicles.map((v) => ({
      ulid: c.number,
      product: 'OGPO_WEB_EA',
      product_type: c.productType,
      rewrite: c.rewrite !== null,
      region_id: v.registration?.region_id ?? null,
      kato: v.registration?.kato ?? null,
      vin: v.vin ?? '',
      number: v.number ?? '',
    })),
  };
}

/** The answers in the order of the clients (the insurer, then every insured), null for the default insured (not asked). */
function insuredsAnswered<A>(c: SaleParties, answers: readonly A[]): Array<A | null> {
  const insurer = c.insurer ? [answers[0] ?? null] : [];
  let next = insurer.length;
  const insureds = c.insureds.map((p) => (isDefaultInsured(p) ? null : (answers[next++] ?? null)));
  return [...insurer, ...insureds];
}

export type VerificationOutcome =
  | { kind: 'passed'; checks: Checks; podft: PodftBlocks }
  | { kind: 'podft'; checks: Checks; podft: PodftBlocks }
  | { kind: 'failed'; checks: Checks; podft: PodftBlocks; message: string };

export interface PodftBlocks {
  clients: Array<PartyPodft | null>;
  vehicles: Array<PartyPodft | null>;
}

/**
 * What the answers mean (spec 4.1, 8): the terminal refused, a reply without `success` (timed out), a party that
 * failed, a party flagged by the anti-money-laundering check (the sale waits for the review), or all passed.
 */
export function verificationOutcome(c: SaleParties, answers: VerificationAnswers): VerificationOutcome {
  const clientMarks = insuredsAnswered(c, answers.clients.map(markOf));
  const checks: Checks = {
    insurer: c.insurer ? (clientMarks[0] ?? null) : null,
    insureds: clientMarks.slice(c.insurer ? 1 : 0),
    vehicles: answers.vehicles.map(markOf),
  };
  const podft: PodftBlocks = {
    clients: insuredsAnswered(
      c,
      answers.clients.map((a) => a.podft ?? null),
    ),
    vehicles: answers.vehicles.map((a) => a.podft ?? null),
  };
  const verdict = verdictOf(answers.terminal, [...answers.clients, ...answers.vehicles]);
  return verdict.kind === 'failed'
    ? { kind: 'failed', checks, podft, message: verdict.message }
    : { kind: verdict.kind, checks, podft };
}

/** The podft blocks the check answered, put on the parties' records (the card shows the message, the upload). */
export function withPodft(c: SaleParties, blocks: PodftBlocks) {
  const put = withPodftBlock;
  const offset = c.insurer ? 1 : 0;
  return {
    insurer: c.insurer ? put(c.insurer, blocks.clients[0]) : null,
    insureds: c.insureds.map((p, i) => put(p, blocks.clients[i + offset])),
    vehicles: c.vehicles.map((v, i) => put(v, blocks.vehicles[i])),
  };
}

// ------------------------------------------------------------------ calculation (7.2)

/** The classes of the answer put on the records: the cards show 'Класс:' once a premium exists. */
export function withClasses(c: SaleParties, classes: Calculation['classes']) {
  const put = (p: PolicyClient, value: string | null | undefined): PolicyClient =>
    value == null ? p : { ...p, class: { class_id: p.class?.class_id ?? null, class: value } };
  return {
    insurer: c.insurer ? put(c.insurer, classes.insurer) : null,
    insureds: c.insureds.map((p, i) => put(p, classes.insureds[i])),
  };
}

/** The insurer's phone copied to the payment phone once calculated; an empty payment phone becomes '7' (4.1). */
export const paymentPhoneAfterCalculation = (c: SaleParties): string =>
  phoneAfterCalculation(c.paymentPhone, c.insurer);

// ------------------------------------------------------------------ what blocks calculation and payment (5.4, 6)

export const lacksTerminal = (c: SaleParties): boolean => c.user.role !== 0 && c.user.hasTerminal === false;

/** A natural-person insurer pays by phone: '+7(###) ###-####' (5.4). */
export const needsPaymentPhone = (c: SaleParties): boolean => insurerPaysByPhone(c.insurer);

export const paymentPhoneReady = (c: SaleParties): boolean => phoneReady(c.insurer, c.paymentPhone);

/** A legal entity pays by transfer only. */
export const paysOnline = (c: SaleParties): boolean => c.insurer === null || !isEntity(c.insurer);

/** The one-time code's request: the insurer's phone and e-mail (4.2). */
export function insurerCodeRequest(c: SaleParties) {
  return {
    ulid: c.number,
    phone: c.insurer?.client.phone ?? '',
    email: c.insurer?.client.email ?? '',
    resident: c.insurer?.filter.resident ?? true,
    person: c.insurer?.filter.person ?? true,
  };
}
