/*
 * Fixtures of the administrator's stories (home 'information on contracts', /dashboard): the views are core's
 * selectAdminInfoView and selectDashboardView of the production machines replayed through the stories' events,
 * answered with the model tests' data.
 */
import {
  adminInfoMachine,
  dashboardMachine,
  POLICY_STATUS,
  selectAdminInfoView,
  selectDashboardView,
  type AdminInfo,
  type AdminInfoEvent,
  type AdminInfoView,
  type DashboardAnswer,
  type DashboardEvent,
  type DashboardView,
} from '@sakta/core';
import { DASHBOARD_TODAY, MODEL_ADMIN_INFO, MODEL_DASHBOARD_ANSWER } from '@sakta/core/testing';
import { done, never, replay, type ReplayEvent } from './replay';

export {
  DASHBOARD_TODAY,
  ERROR_POLICY,
  ISSUED_POLICY,
  MODEL_ADMIN_INFO,
  MODEL_DASHBOARD_ANSWER,
  NEW_POLICY,
} from '@sakta/core/testing';

const adminInfoStoryMachine = adminInfoMachine.provide({ actors: { loadInfo: never() } });

/** The information panel's view after `events` (none: loading). */
export function adminInfoViewAfter(events: readonly ReplayEvent<AdminInfoEvent>[]): AdminInfoView {
  return replay(adminInfoStoryMachine, events, selectAdminInfoView);
}

/** The ready view of an admin-info answer. */
export const adminInfoView = (info: AdminInfo): AdminInfoView => adminInfoViewAfter([done('loadInfo', info)]);

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

const dashboardStoryMachine = dashboardMachine.provide({
  actors: { loadPolicies: never(), refreshPolicy: never() },
});

export type DashboardStoryEvent = ReplayEvent<DashboardEvent>;

/** Today's contracts arrived. */
export const DASHBOARD_DATA: DashboardStoryEvent[] = [done('loadPolicies', MODEL_DASHBOARD_ANSWER)];

/** An answer with these contracts and the counters that follow from their statuses. */
export function dashboardAnswer(policies: DashboardAnswer['policies']): DashboardAnswer {
  return {
    new: policies.filter((p) => p.status === POLICY_STATUS.new).length,
    success: policies.filter((p) => p.status === POLICY_STATUS.issued).length,
    warning: policies.filter((p) => p.status !== POLICY_STATUS.new && p.status !== POLICY_STATUS.issued)
      .length,
    policies,
  };
}

/** The dashboard's view after `events`, opened on today's date (default: today's contracts shown). */
export function dashboardView(events: readonly DashboardStoryEvent[] = DASHBOARD_DATA): DashboardView {
  return replay(dashboardStoryMachine, events, selectDashboardView, {
    filters: { date: DASHBOARD_TODAY, id: null },
    today: DASHBOARD_TODAY,
  });
}
