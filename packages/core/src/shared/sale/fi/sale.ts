import { isIsoDate } from '../../dates';
import { isSameParty, partyTitle } from '../cards';
import type { PolicyClient, VerifyAnswer } from '../contract';
import { needsPaymentPhone, paymentPhoneReady } from '../payment-phone';
import { ruSale } from '../ru';
import { addDays } from '../treaty';
import type { PaymentMethod, SaleContext } from '../types';
import {
  markOf,
  podftRefusalHints,
  refusedTitles,
  verdictOf,
  withPodftBlock,
  type Verdict,
} from '../verification';
import type { VerifyClientFiRequest } from './contract';
import { NO_FI_CHECKS, type FiChecks, type FiParties } from './parties';
import { fiPaymentHints, fiPaysOnline } from './payment';
import { ruFi } from './ru';
import { needsSignatory, normalizeSignatory, signatoryValid } from './signatory';

/**
 * The financial-institution sale's pure part (property, casco; spec part 2 sections 3.2, 4.1, 5.6, 7.2): the
 * parties as the policy carries them and put back, verify/client-fi's requests and what their answers mean, the
 * page's own fields of the parties (the checkbox, the signatory, the payment date), and the hints and guards every
 * FI product shares.
 */

/** What an FI product's rules read of its sale: the kernel's fields with the FI parties beside them. */
export type FiSale = Omit<SaleContext<FiParties, unknown>, 'policy' | 'target'> & FiParties;

/** The insureds as the policy lists them: the insurer first when it is also insured (the checkbox). */
export const policyInsureds = (p: Pick<FiParties, 'insurer' | 'isDrive' | 'insureds'>): PolicyClient[] => [
  ...(p.isDrive && p.insurer ? [p.insurer] : []),
  ...p.insureds,
];

/** The parties as the policy (3.2) carries them. */
export const fiPolicyParties = (c: FiParties) => ({
  insurer: c.insurer,
  isDrive: c.isDrive,
  insureds: policyInsureds(c),
  beneficiary: c.beneficiary,
  leader: c.leader,
  owners: c.owners,
  signatory: needsSignatory(c.insurer) ? c.signatory : null,
  signatoryId: c.signatoryId,
  paymentDate: c.paymentDate,
});

/**
 * The parties of a saved policy (a draft, the sale kept in the browser): the insurer leaves the insureds' list. A
 * policy saved before the contract panel offered the company's signatory has none.
 */
export function fiPartiesOf(
  policy: Omit<ReturnType<typeof fiPolicyParties>, 'signatoryId'> & { signatoryId?: number | null },
): FiParties {
  const first = policy.insureds[0];
  const insurerListed =
    policy.isDrive && policy.insurer !== null && first !== undefined && isSameParty(first, policy.insurer);
  return {
    insurer: policy.insurer,
    isDrive: policy.isDrive && policy.insurer !== null,
    insureds: insurerListed ? policy.insureds.slice(1) : policy.insureds,
    beneficiary: policy.beneficiary,
    leader: policy.leader,
    owners: policy.owners,
    signatory: needsSignatory(policy.insurer) ? policy.signatory : null,
    signatoryId: policy.signatoryId ?? null,
    paymentDate: policy.paymentDate,
    checks: NO_FI_CHECKS,
  };
}

// ------------------------------------------------------------------ verification (7.2: verify/client-fi)

export interface FiVerificationRequests {
  /** verify/terminal for every role but the administrator's. */
  terminal: { c_id: string } | null;
  /** The insurer, the insureds, then the beneficiary. */
  clients: VerifyClientFiRequest[];
}

export interface FiVerificationAnswers {
  terminal: { result: boolean; message?: string } | null;
  clients: VerifyAnswer[];
}

function clientFiRequest(
  c: FiSale,
  product: string,
  p: PolicyClient,
  isInsured: boolean,
): VerifyClientFiRequest {
  return {
    ulid: c.number,
    product,
    iin: p.client.iin ?? '',
    title: p.client.title ?? '',
    surname: p.client.surname ?? '',
    name: p.client.name ?? '',
    patronymic: p.client.patronymic ?? '',
    phone: p.client.phone ?? '',
    isInsured,
    rewrite: false,
    resident: p.filter.resident,
    person: p.filter.person,
  };
}

/** verify/client-fi for each party of the policy whose product code is `product`. */
export function fiVerificationRequests(c: FiSale, product: string): FiVerificationRequests {
  return {
    terminal: c.user.role === 0 ? null : { c_id: c.user.c_id ?? '' },
    clients: [
      ...(c.insurer ? [clientFiRequest(c, product, c.insurer, c.isDrive)] : []),
      ...c.insureds.map((p) => clientFiRequest(c, product, p, true)),
      ...(c.beneficiary ? [clientFiRequest(c, product, c.beneficiary, false)] : []),
    ],
  };
}

export interface FiVerificationOutcome {
  verdict: Verdict;
  checks: FiChecks;
  /** The parties with the podft blocks the check answered. */
  parties: Pick<FiParties, 'insurer' | 'insureds' | 'beneficiary'>;
}

/** What the answers mean for each card and for the sale (4.1, 8), in the order the requests were made. */
export function fiVerificationOutcome(c: FiParties, answers: FiVerificationAnswers): FiVerificationOutcome {
  const marks = answers.clients.map(markOf);
  const insurerAt = c.insurer ? 0 : -1;
  const insuredsFrom = insurerAt + 1;
  const beneficiaryAt = c.beneficiary ? insuredsFrom + c.insureds.length : -1;
  const at = (i: number) => (i >= 0 ? answers.clients[i] : undefined);
  return {
    verdict: verdictOf(answers.terminal, answers.clients),
    checks: {
      insurer: insurerAt >= 0 ? (marks[insurerAt] ?? null) : null,
      insureds: c.insureds.map((_, i) => marks[insuredsFrom + i] ?? null),
      beneficiary: beneficiaryAt >= 0 ? (marks[beneficiaryAt] ?? null) : null,
    },
    parties: {
      insurer: c.insurer ? withPodftBlock(c.insurer, at(insurerAt)?.podft) : null,
      insureds: c.insureds.map((p, i) => withPodftBlock(p, at(insuredsFrom + i)?.podft)),
      beneficiary: c.beneficiary ? withPodftBlock(c.beneficiary, at(beneficiaryAt)?.podft) : null,
    },
  };
}

// ------------------------------------------------------------------ the page's own fields of the parties (EDIT)

/**
 * The FI fields the page edits directly: the checkbox, the insurer's signatory, the company's signatory (the
 * contract panel's), the payment date.
 */
export type FiEdit = Partial<Pick<FiParties, 'isDrive' | 'signatory' | 'signatoryId' | 'paymentDate'>>;

/**
 * The checkbox (the insurer insured, only once there is an insurer: drops the calculation, 4.1), the signatory (kept
 * as the block shows it, only for an insurer that needs one), the company's signatory and the payment date (none
 * of these three drops the calculation). Null: refused. Returns the changed fields and whether they drop the
 * calculation.
 */
export function fiEdit(p: FiParties, patch: FiEdit): { parties: Partial<FiParties>; resets: boolean } | null {
  const parties: Partial<FiParties> = {};
  if (patch.isDrive !== undefined) {
    if (patch.isDrive && !p.insurer) return null;
    if (patch.isDrive !== p.isDrive) parties.isDrive = patch.isDrive;
  }
  if (patch.signatory !== undefined) {
    if (!needsSignatory(p.insurer) || patch.signatory === null) return null;
    const next = normalizeSignatory({ ...(p.signatory ?? patch.signatory), ...patch.signatory }, p.insurer);
    if (JSON.stringify(next) !== JSON.stringify(p.signatory)) parties.signatory = next;
  }
  if (patch.signatoryId !== undefined && patch.signatoryId !== p.signatoryId)
    parties.signatoryId = patch.signatoryId;
  if (patch.paymentDate !== undefined && patch.paymentDate !== p.paymentDate)
    parties.paymentDate = patch.paymentDate;
  return { parties, resets: parties.isDrive !== undefined };
}

// ------------------------------------------------------------------ what blocks verification, calculation, payment

export const lacksTerminal = (c: Pick<FiSale, 'user'>): boolean =>
  c.user.role !== 0 && c.user.hasTerminal === false;

/**
 * 4.1: 'Проверить' needs the insurer, an insured (or the checkbox), the bank; and a terminal (6). A party the
 * compliance officer refused (4.4 status 4) stops it: which one, and that the seller may replace it or stop.
 */
export function fiVerificationHints(c: FiSale): string[] {
  const hints: string[] = podftRefusalHints({
    clients: refusedTitles([c.insurer, ...c.insureds, c.beneficiary], partyTitle),
  });
  if (!c.insurer) hints.push(ruSale.hints.insurer);
  if (policyInsureds(c).length === 0) hints.push(ruFi.hints.insured);
  if (!c.beneficiary) hints.push(ruFi.hints.beneficiary);
  if (lacksTerminal(c)) hints.push(ruSale.noTerminalAlert);
  return hints;
}

/** 5.6: 'Рассчитать' needs the signatory (when the insurer has one) and the manager; the treaty from tomorrow. */
export function fiCalculationHints(c: FiSale): string[] {
  const hints: string[] = [];
  if (!signatoryValid(c.signatory, c.insurer, addDays(c.minDate, -1))) hints.push(ruFi.hints.signatory);
  if (c.manager === null) hints.push(ruSale.hints.manager);
  if (!isIsoDate(c.treaty.date) || c.treaty.date < c.minDate) hints.push(ruSale.hints.treatyDate);
  return hints;
}

const paymentFacts = (c: FiSale) => ({
  insurer: c.insurer,
  leader: c.leader,
  owners: c.owners,
  signatory: c.signatory,
  paymentDate: c.paymentDate,
  minDate: c.minDate,
});

/** Whether the policy may be paid this way now (5.6 and the payment phone of a person insurer). */
export const fiCanPay = (c: FiSale, method: PaymentMethod): boolean =>
  fiPaymentHints(paymentFacts(c), method).length === 0 && paymentPhoneReady(c.insurer, c.paymentPhone);

/** The panel's payment hints: what a transfer needs, what online payment needs besides, the payment phone. */
export function fiPanelPaymentHints(c: FiSale): string[] {
  const online = fiPaysOnline(c.insurer) ? fiPaymentHints(paymentFacts(c), 'card') : [];
  const hints = [...new Set([...fiPaymentHints(paymentFacts(c), 'transfer'), ...online])];
  if (!paymentPhoneReady(c.insurer, c.paymentPhone)) hints.push(ruSale.hints.paymentPhone);
  return hints;
}

export { needsPaymentPhone };
