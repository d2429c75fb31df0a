import { ApiError } from '../../../shared/api/errors';
import { dashboardMachine } from '../dashboard.machine';
import { doneEvent, errorEvent, type MachineModel, neverSettles } from '../../../shared/testing/runner';
import {
  DASHBOARD_TODAY,
  DASHBOARD_YESTERDAY,
  EMPTY_DASHBOARD_ANSWER,
  MODEL_DASHBOARD_ANSWER,
  NEW_POLICY,
  NEW_POLICY_ISSUED,
} from './fixtures';

/**
 * The dashboard: both calls are events (answers, a refusal, a malformed answer, a server error; the network
 * failure is a unit test of the machine); filters come in valid and invalid variants; OPEN names a listed and an
 * unlisted contract.
 */
export const dashboardModel = {
  name: 'dashboard',
  machine: dashboardMachine.provide({
    actors: { loadPolicies: neverSettles(), refreshPolicy: neverSettles() },
  }),
  input: { filters: { date: DASHBOARD_TODAY, id: null }, today: DASHBOARD_TODAY },
  events: [
    doneEvent('loadPolicies', MODEL_DASHBOARD_ANSWER),
    doneEvent('loadPolicies', EMPTY_DASHBOARD_ANSWER),
    errorEvent('loadPolicies', ApiError.rejected(['Недостаточно прав'], 200)),
    errorEvent('loadPolicies', ApiError.malformed()),
    { type: 'RETRY' },
    { type: 'SET_ID', id: 1003 },
    { type: 'SET_ID', id: null },
    { type: 'SET_ID', id: 0 },
    { type: 'SET_DATE', date: DASHBOARD_YESTERDAY },
    { type: 'SET_DATE', date: null },
    { type: 'SET_DATE', date: '2026-02-30' },
    { type: 'OPEN', id: NEW_POLICY.id },
    { type: 'OPEN', id: 4242 },
    { type: 'CLOSE' },
    { type: 'REFRESH' },
    doneEvent('refreshPolicy', { new: 0, success: 1, warning: 0, policies: [NEW_POLICY_ISSUED] }),
    doneEvent('refreshPolicy', EMPTY_DASHBOARD_ANSWER),
    errorEvent('refreshPolicy', ApiError.http(500)),
  ],
} satisfies MachineModel<typeof dashboardMachine>;
