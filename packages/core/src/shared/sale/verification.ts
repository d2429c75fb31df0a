import { fmt } from '../i18n/ru';
import type { PartyPodft } from '../parties/documents/contract';
import type { VerifyAnswer } from './contract';
import { ruSale } from './ru';
import type { PartyMark } from './types';

/**
 * What the answers of a verification mean (spec part 2 sections 4.1, 4.4, 7.2, 8), every product's: a reply without
 * `success` timed out, a party failed, a party flagged by the anti-money-laundering check waits for the review
 * (status 1; 2 and 3 let the sale go on, 4 stops it), the terminal refused.
 */

/** The podft review statuses (4.4) that let a sale go on, the one still awaited, and the refusal. */
export const PODFT_PASSED: readonly number[] = [2, 3];
export const PODFT_PENDING = 1;
export const PODFT_REFUSED = 4;

/** How one party came out. */
export function markOf(answer: VerifyAnswer): PartyMark {
  if (answer.success === undefined || answer.success === false || answer.result === false) return 'failed';
  const status = answer.podft?.status;
  if (answer.podft && status != null && !PODFT_PASSED.includes(status))
    return status === PODFT_PENDING ? 'podft' : 'failed';
  return 'ok';
}

/**
 * Why a failed party failed: the register's answer when the register refused it, else the compliance decision. A
 * party the register knows but the officer refused is answered `success: true` with the register's 'Проверка
 * пройдена.' beside the podft block: the reason is the block's message (the refusal with the officer's comment).
 */
function failureOf(answer: VerifyAnswer): string {
  const registerRefused = answer.success === false || answer.result === false;
  if (!registerRefused && answer.podft) return answer.podft.message || ruSale.podftRefused;
  return answer.message || answer.podft?.message || ruSale.verifyFailed;
}

export type Verdict = { kind: 'passed' } | { kind: 'podft' } | { kind: 'failed'; message: string };

/** The verification as a whole: the terminal first, then a timeout, a failed party, a party awaiting review. */
export function verdictOf(
  terminal: { result: boolean; message?: string | undefined } | null,
  answers: readonly VerifyAnswer[],
): Verdict {
  if (terminal && !terminal.result)
    return { kind: 'failed', message: terminal.message || ruSale.terminalRefused };
  if (answers.some((a) => a.success === undefined)) return { kind: 'failed', message: ruSale.verifyTimeout };
  const failed = answers.find((a) => markOf(a) === 'failed');
  if (failed) return { kind: 'failed', message: failureOf(failed) };
  if (answers.some((a) => markOf(a) === 'podft')) return { kind: 'podft' };
  return { kind: 'passed' };
}

type WithPodft = { podft?: PartyPodft | null | undefined; beingVerify?: boolean | undefined };

/**
 * The podft block the check answered, put on the party's record (the card shows the message, the upload). Documents
 * sent for the review are being checked only while the review waits: a decision ends 'Проверка документов'.
 */
export function withPodftBlock<T extends WithPodft>(party: T, block: PartyPodft | null | undefined): T {
  if (!block) return party;
  const podft = { ...block, success: PODFT_PASSED.includes(block.status ?? 0) };
  if (block.status === PODFT_PENDING) return { ...party, podft };
  const decided: T = { ...party, podft };
  delete decided.beingVerify;
  return decided;
}

/** The compliance officer refused this party (4.4 status 4): the sale cannot go on with it. */
export const isPodftRefused = (party: WithPodft | null | undefined): boolean =>
  party?.podft?.status === PODFT_REFUSED;

/**
 * The party's compliance documents are with the officer (sent with podft/upload, the review still waiting): the
 * card's 'Проверка документов' (2.2). A decided review, or none, checks nothing.
 */
export const documentsBeingChecked = (party: WithPodft): boolean =>
  party.beingVerify === true && party.podft?.status === PODFT_PENDING;

/**
 * Why the sale cannot be verified or calculated while a refused party is in it, and what the seller can do: replace
 * that party or stop. One line per refused client (`titles.clients`) and vehicle (`titles.vehicles`).
 */
export function podftRefusalHints(titles: {
  clients: readonly string[];
  vehicles?: readonly string[];
}): string[] {
  return [
    ...titles.clients.map((title) => fmt(ruSale.hints.podftRefusedClient, { title })),
    ...(titles.vehicles ?? []).map((title) => fmt(ruSale.hints.podftRefusedVehicle, { title })),
  ];
}

/** The titles of the refused parties among `parties`, as the cards name them (a party in two places once). */
export const refusedTitles = <T extends WithPodft>(
  parties: ReadonlyArray<T | null>,
  title: (party: T) => string,
): string[] => [...new Set(parties.filter((p): p is T => p !== null && isPodftRefused(p)).map(title))];
