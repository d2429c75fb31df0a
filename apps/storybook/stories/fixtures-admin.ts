import {
  adminInfoDay,
  ruAdmin,
  showsPolicyDocuments,
  timelineItems,
  type AdminInfo,
  type AdminInfoView,
  type DashboardModalView,
  type DashboardPolicy,
  type DashboardView,
} from '@sakta/core';
import { DASHBOARD_TODAY, MODEL_ADMIN_INFO, MODEL_DASHBOARD_ANSWER } from '@sakta/core/testing';

/*
 * Fixtures of the administrator's stories (home 'information on contracts', /dashboard): view models as core's
 * selectAdminInfoView and selectDashboardView produce them, built from the model tests' data.
 */

export {
  DASHBOARD_TODAY,
  ERROR_POLICY,
  ISSUED_POLICY,
  MODEL_ADMIN_INFO,
  MODEL_DASHBOARD_ANSWER,
  NEW_POLICY,
} from '@sakta/core/testing';

/** The ready view of an admin-info answer (as selectAdminInfoView builds it). */
export function adminInfoView(info: AdminInfo): AdminInfoView {
  return {
    status: 'ready',
    error: null,
    days: [
      adminInfoDay(ruAdmin.info.yesterday, info.yesterday),
      adminInfoDay(ruAdmin.info.today, info.today),
    ],
    timeline: timelineItems(info),
  };
}

export const EMPTY_ADMIN_INFO: AdminInfo = {
  yesterday: { issued: 0, new: 0, error: 0 },
  today: { issued: 0, new: 0, error: 0 },
  policies: [],
};

/** Yesterday only issued contracts, today only new ones: each pie is one full slice. */
export const ONE_SLICE_ADMIN_INFO: AdminInfo = {
  yesterday: { issued: 6, new: 0, error: 0 },
  today: { issued: 0, new: 3, error: 0 },
  policies: [
    { id: 3101, status: 0, updated_at: `${DASHBOARD_TODAY} 08:01:00` },
    { id: 3102, status: 0, updated_at: `${DASHBOARD_TODAY} 08:20:00` },
    { id: 3103, status: 0, updated_at: `${DASHBOARD_TODAY} 09:45:00` },
  ],
};

/** Forty entries: the 359 px timeline scrolls. */
export const LONG_TIMELINE_ADMIN_INFO: AdminInfo = {
  ...MODEL_ADMIN_INFO,
  policies: Array.from({ length: 40 }, (_, i) => ({
    id: 4000 + i,
    status: i % 3 === 0 ? 2 : 0,
    updated_at: `${DASHBOARD_TODAY} ${String(8 + Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}:00`,
  })),
};

export const adminInfoLoading: AdminInfoView = { status: 'loading', error: null, days: [], timeline: [] };
export const adminInfoFailed = (error: string): AdminInfoView => ({
  status: 'failed',
  error,
  days: [],
  timeline: [],
});

/** A dashboard view: today's contracts, ready (plus the overrides). */
export function dashboardView(overrides: Partial<DashboardView> = {}): DashboardView {
  return {
    status: 'ready',
    filters: { date: DASHBOARD_TODAY, id: null },
    today: DASHBOARD_TODAY,
    counters: {
      new: MODEL_DASHBOARD_ANSWER.new,
      issued: MODEL_DASHBOARD_ANSWER.success,
      error: MODEL_DASHBOARD_ANSWER.warning,
    },
    rows: MODEL_DASHBOARD_ANSWER.policies,
    error: null,
    modal: null,
    ...overrides,
  };
}

/** The modal of a contract (documents as core decides: status 1, no error, a global id). */
export function policyModal(
  policy: DashboardPolicy,
  overrides: Partial<DashboardModalView> = {},
): DashboardModalView {
  return {
    policy,
    refreshing: false,
    error: null,
    showsDocuments: showsPolicyDocuments(policy),
    ...overrides,
  };
}
