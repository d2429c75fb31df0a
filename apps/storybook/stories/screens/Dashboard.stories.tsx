// Stories of the admin dashboard: every state of the dashboard machine, replayed by events.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DashboardScreen } from '@sakta/ui';
import {
  DASHBOARD_DATA,
  dashboardAnswer,
  dashboardView,
  ERROR_POLICY,
  ISSUED_POLICY,
  NEW_POLICY,
} from '../fixtures-admin';
import { done, failed, offline } from '../replay';
import { ApiError } from '@sakta/core';
import { dashboardHandlers } from '../handlers';

/**
 * The admin dashboard /dashboard: counters, the filter by ID or date, the contracts table and the policy modal
 * with its tabs. The `view` arg is core's selectDashboardView of the production dashboard machine replayed
 * through each story's events.
 */
const open = (id: number) => [...DASHBOARD_DATA, { type: 'OPEN' as const, id }];
const meta = {
  title: 'Screens/Dashboard',
  tags: ['hand'],
  component: DashboardScreen,
  parameters: {
    hand: 'the dashboard filtered, empty, with each tab of the policy modal',
    layout: 'padded',
  },
  args: {
    view: dashboardView(),
    ...dashboardHandlers(),
  },
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Today's contracts: new, issued and error, with their counters. */
export const Data: Story = {};
/** POST admin-info on its way. */
export const Loading: Story = { args: { view: dashboardView([]) } };
/** No contract matches the filter. */
export const Empty: Story = {
  args: {
    view: dashboardView([
      ...DASHBOARD_DATA,
      { type: 'SET_DATE', date: '2026-11-01' },
      done('loadPolicies', dashboardAnswer([])),
    ]),
  },
};
/** The call failed: its message and 'Повторить'. */
export const Failed: Story = { args: { view: dashboardView([offline('loadPolicies')]) } };
/** Filtered by ID (the date is cleared). */
export const FilteredById: Story = {
  args: {
    view: dashboardView([
      ...DASHBOARD_DATA,
      { type: 'SET_ID', id: ERROR_POLICY.id },
      done('loadPolicies', dashboardAnswer([ERROR_POLICY])),
    ]),
  },
};
/** The modal of an issued contract: every section, the documents. */
export const ModalMain: Story = { args: { view: dashboardView(open(ISSUED_POLICY.id)) } };
/** The modal of a contract with an error: error type and details, no documents. */
export const ModalError: Story = { args: { view: dashboardView(open(ERROR_POLICY.id)) } };
/** Property contract: object, insureds, beneficiary. */
export const ModalProperty: Story = { args: { view: dashboardView(open(NEW_POLICY.id)) } };
/** Tab 'Черновик': the draft JSON, collapsible. */
export const ModalDraft: Story = { args: { view: dashboardView(open(ISSUED_POLICY.id)), modalTab: 'draft' } };
/** Tab 'Договор': the policy JSON. */
export const ModalPolicy: Story = {
  args: { view: dashboardView(open(ISSUED_POLICY.id)), modalTab: 'policy' },
};
/** A contract without a draft. */
export const ModalNoDraft: Story = {
  args: { view: dashboardView(open(ERROR_POLICY.id)), modalTab: 'draft' },
};
/** 'Обновить информацию' on its way. */
export const ModalRefreshing: Story = {
  args: { view: dashboardView([...open(NEW_POLICY.id), { type: 'REFRESH' }]) },
};
/** The refresh failed: its message in the modal. */
export const ModalRefreshFailed: Story = {
  args: {
    view: dashboardView([
      ...open(NEW_POLICY.id),
      { type: 'REFRESH' },
      failed('refreshPolicy', ApiError.http(502, 'Ошибка сервера (502). Попробуйте позже.')),
    ]),
  },
};
/** A document is being fetched. */
export const ModalOpeningDocument: Story = {
  args: { view: dashboardView(open(ISSUED_POLICY.id)), openingDocument: 'policy' },
};
