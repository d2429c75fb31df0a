import type { PartyPodft } from '../parties/documents/contract';
import type { PolicyClient, VerifyAnswer } from './contract';
import { ruSale } from './ru';
import type { PartyMark } from './types';

/**
 * What the answers of a verification mean (spec part 2 sections 4.1, 4.4, 7.2, 8), every product's: a reply without
 * `success` timed out, a party failed, a party flagged by the anti-money-laundering check waits for the review
 * (status 1; 2 and 3 let the sale go on, 4 stops it), the terminal refused.
 */

/** The podft review statuses (4.4) that let a sale go on, and the one still awaited. */
export const PODFT_PASSED: readonly number[] = [2, 3];
export const PODFT_PENDING = 1;

/** How one party came out. */
export function markOf(answer: VerifyAnswer): PartyMark {
  if (answer.success === undefined || answer.success === false || answer.result === false) return 'failed';
  const status = answer.podft?.status;
  if (answer.podft && status != null && !PODFT_PASSED.includes(status))
    return status === PODFT_PENDING ? 'podft' : 'failed';
  return 'ok';
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
  if (failed)
    return { kind: 'failed', message: failed.message || failed.podft?.message || ruSale.verifyFailed };
  if (answers.some((a) => markOf(a) === 'podft')) return { kind: 'podft' };
  return { kind: 'passed' };
}

/** The podft block the check answered, put on the party's record (the card shows the message, the upload). */
export const withPodftBlock = <T extends { podft?: PolicyClient['podft'] }>(
  party: T,
  block: PartyPodft | null | undefined,
): T =>
  block ? { ...party, podft: { ...block, success: PODFT_PASSED.includes(block.status ?? 0) } } : party;
