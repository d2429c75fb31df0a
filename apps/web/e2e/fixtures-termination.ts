/*
 * Issue 5's seed, read from the sandbox's own table (apps/api/src/features/termination/demo-termination.ts: plain data, no imports;
 * termination-refund.ts: the refund formula, no imports but ./almaty) instead of copied, so the policies, IINs,
 * phones and figures used here cannot drift from what the server seeds. Like fixtures-home.ts, the one deliberate
 * exception to "apps are not imported by other apps": test fixtures reading seed data, never app code.
 *
 * Every e2e server starts on a fresh database seeded at its start, but the specs of one run share that server and
 * run in parallel: each scenario has its own policy, client and phone, and a spec that terminates a policy owns
 * it. Terminations made by specs add rows on top of the history, so a spec that pages the history should count
 * on at least SEEDED_HISTORY_COUNT rows (3 pages of 5), not exactly that many.
 */
import {
  HISTORY_POLICIES,
  NON_TERMINABLE,
  OGPO_STATUS_TITLES,
  SEEDED_HISTORY_COUNT,
  TERMINATION_IBANS,
  TERMINATION_SCENARIOS,
  UNKNOWN_POLICY_IIN,
  clientTitle,
  type DemoOgpoPolicy,
} from '../../api/src/features/termination/demo-termination';
import { TERMINATION_COMMISSION_RATE, refundOn } from '../../api/src/features/termination/refund';

export {
  HISTORY_POLICIES,
  NON_TERMINABLE,
  OGPO_STATUS_TITLES,
  SEEDED_HISTORY_COUNT,
  TERMINATION_COMMISSION_RATE,
  TERMINATION_IBANS,
  TERMINATION_SCENARIOS,
  UNKNOWN_POLICY_IIN,
  clientTitle,
};
export type { DemoOgpoPolicy };

/** Rows of a history page (the server's TERMINATION_HISTORY_PER_PAGE). */
export const HISTORY_PER_PAGE = 5;

/**
 * The policies of the e2e scenarios, by the spec that owns them:
 * - cardOtp: terminate by card with OTP (search by IIN; code from GET /api/dev/last-code?phone=client.phone);
 * - cashPaper: terminate by cash with paper signing;
 * - death: reason 'Смерть страхователя' (OTP disabled, beneficiary cleared, paper);
 * - invalidIban: the card path with TERMINATION_IBANS.badChecksum ('Неверная контрольная сумма IBAN');
 * - nonResident: search type 3 (NON_RESIDENT_SEARCH), status 3 'Вступает в силу';
 * - contractNumber: search type 1 by CONTRACT_SEARCH (lowercase; the filter uppercases it);
 * - legalEntity: a BIN, KBE 17.
 * NON_TERMINABLE.client.iin: three policies in statuses 1, 4, 5, none with the open action.
 */
export const SCENARIOS = TERMINATION_SCENARIOS;

/** What the non-resident filter is filled with (birth date as the date field shows it, and ISO). */
export const NON_RESIDENT_SEARCH = {
  surname: TERMINATION_SCENARIOS.nonResident.client.surname,
  name: TERMINATION_SCENARIOS.nonResident.client.name,
  birthday: '05.12.1988',
  birthdayIso: TERMINATION_SCENARIOS.nonResident.client.birthday,
  vehicle: TERMINATION_SCENARIOS.nonResident.vehicle,
} as const;

/** The contract number as a user may type it (lowercase). */
export const CONTRACT_SEARCH = TERMINATION_SCENARIOS.contractNumber.number.toLowerCase();

/**
 * The refund and commission the modal shows after 'Рассчитать сумму возврата', from the policy's dates as the
 * screen shows them ('YYYY-MM-DD' of the search result) and the time of the test (the server uses its clock, the
 * same real time).
 */
export function expectedRefund(
  policy: { premium: number; date_from: string; date_to: string },
  now: number = Date.now(),
): { refund: number; commission: number } {
  const { refund, commission } = refundOn(policy, now);
  return { refund, commission };
}
