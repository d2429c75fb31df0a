import type { APIRequestContext } from '@playwright/test';
import { productName, type RoleId } from '@sakta/core';
/*
 * Issue 4's seed, read from the sandbox's own table (apps/api/src/features/home/seed-data.ts: plain data, no imports but
 * ./almaty) instead of copied, so the figures asserted here cannot drift from what the server seeds. This is the
 * one deliberate exception to "apps are not imported by other apps": test fixtures reading seed data, never app
 * code. Every e2e server starts on a fresh database seeded at its start.
 */
import {
  HOME_SEED,
  PARTIES,
  SEED_POLICIES,
  VEHICLES,
  agreementsForRole,
  seedDates,
  seedPolicy,
  type AgreementRef,
} from '../../api/src/features/home/seed-data';
import { lastCode } from './fixtures';

export { HOME_SEED };
export type { AgreementRef };

export interface RoleAgreements {
  /** Everything listed on the user's home page right after the seed, newest first (the list's order). */
  pending: AgreementRef[];
  /** Listed and never confirmed by any spec: safe to assert present. */
  stable: AgreementRef[];
  /** Owned by the spec that confirms an agreement end to end (it leaves the list). */
  confirm: AgreementRef;
  /** Owned by the wrong-code spec (a code is sent, the agreement stays). */
  wrongCode: AgreementRef;
  /** For a third scenario (open and dismiss, axe); never confirmed. */
  spare: AgreementRef;
}

/**
 * The agreements of each demo user, by role. Specs running in parallel as the same user must each use their own
 * agreement (confirm, wrongCode or spare): one code is live per agreement and user, and a new one replaces it.
 */
export const AGREEMENTS: Record<RoleId, RoleAgreements> = Object.fromEntries(
  ([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const).map((role) => [role, agreementsForRole(role)]),
) as Record<RoleId, RoleAgreements>;

/** The pie charts of the admin start page: contracts created yesterday and today (issued, new, error). */
export const YESTERDAY_COUNTS = HOME_SEED.yesterday;
export const TODAY_COUNTS = HOME_SEED.today;

/** The dashboard's counters for today (its default filter): new, success (issued), warning (error). */
export const DASHBOARD_TODAY = HOME_SEED.dashboardToday;

/** Today's contracts, newest first: the dashboard's rows without a filter. */
export const TODAY_IDS = HOME_SEED.todayIds;
export const YESTERDAY_IDS = HOME_SEED.yesterdayIds;
/** The start page's timeline: today's new and error contracts, newest first. */
export const TIMELINE_IDS = HOME_SEED.timelineIds;

const full = seedPolicy(HOME_SEED.fullPolicyId);
/** A casco contract with every section of the policy modal filled, issued, with its three documents. */
export const FULL_POLICY = {
  id: full.id,
  globalId: full.globalId ?? '',
  productTitle: productName(full.product, null),
  insurerTitle: PARTIES[full.insurer].title,
  vehicleNumbers: (full.vehicles ?? []).map((v) => VEHICLES[v].number),
  insuredTitles: full.insureds.map((i) => PARTIES[i].title),
  beneficiaryTitle: full.beneficiary ? PARTIES[full.beneficiary].title : '',
  /** The documents section's entries (apps/api/src/features/home/policies.ts POLICY_DOCUMENT_TITLES). */
  documentTitles: ['Страховой полис', 'Договор страхования', 'Заявление на страхование'],
} as const;

const failed = seedPolicy(HOME_SEED.errorPolicyId);
/** An OGPO contract in error (status 2, red): error type and details shown, no documents. */
export const ERROR_POLICY = {
  id: failed.id,
  errorType: failed.errorType ?? '',
  error: failed.error ?? '',
} as const;

/** Issued (status 1) with a global id but with an error: the documents section stays hidden. */
export const ISSUED_WITH_ERROR_ID = HOME_SEED.issuedWithErrorId;

/** A contract created yesterday: not among today's rows, found with yesterday's date or by its ID. */
export const YESTERDAY_POLICY_ID = SEED_POLICIES.find((p) => p.day === 'yesterday')?.id ?? 0;

/**
 * The seed's "today" and "yesterday" as Almaty dates 'YYYY-MM-DD' (the dashboard's date filter). The servers are
 * seeded when the run starts, so this holds unless the run crosses midnight in Almaty (19:00 UTC).
 */
export function seedDays(now = Date.now()): { today: string; yesterday: string } {
  return seedDates(now);
}

/**
 * The code last sent for a user's agreement (GET /api/dev/last-code by subject `${agreementId}:${userId}`). On the
 * fresh e2e database the demo users are inserted in role order, so the user id is role + 1 (the API tests check it).
 */
export function agreementCode(
  request: APIRequestContext,
  role: RoleId,
  agreementId: number,
  baseURL?: string,
): Promise<string> {
  return lastCode(request, { subject: `${agreementId}:${role + 1}`, ...(baseURL ? { baseURL } : {}) });
}

/** The policy list's seeded sale (issue 29): an issued OGPO policy the demo manager sold, with its insurer. */
export const MANAGERS_ISSUED_OGPO = (() => {
  const p = SEED_POLICIES.find(
    (x) => x.product === 'OGPO_WEB_EA' && x.status === 1 && x.creatorRole === 3 && x.globalId,
  )!;
  return { id: p.id, global: p.globalId!, insurer: PARTIES[p.insurer] };
})();

/** The ids of the seeded policies a role's demo user sold. */
export const seededPoliciesOf = (role: RoleId) =>
  SEED_POLICIES.filter((p) => p.creatorRole === role).map((p) => p.id);
