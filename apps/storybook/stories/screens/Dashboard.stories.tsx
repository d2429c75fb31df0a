import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ru } from '@sakta/core';
import { DashboardScreen } from '@sakta/ui';
import { dashboardView, ERROR_POLICY, ISSUED_POLICY, NEW_POLICY, policyModal } from '../fixtures-admin';

/**
 * The admin dashboard /dashboard: counters, the filter by ID or date, the contracts table and the policy modal
 * with its tabs. The `view` arg is core's selectDashboardView.
 */
const meta = {
  title: 'Screens/Dashboard',
  component: DashboardScreen,
  parameters: { layout: 'padded' },
  args: {
    view: dashboardView(),
    onSetId: fn(),
    onSetDate: fn(),
    onRetry: fn(),
    onOpen: fn(),
    onClose: fn(),
    onRefresh: fn(),
    onOpenDocument: fn(),
  },
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Today's contracts: new, issued and error, with their counters. */
export const Data: Story = {};
/** POST admin-info on its way. */
export const Loading: Story = {
  args: { view: dashboardView({ status: 'loading', counters: null, rows: [] }) },
};
/** No contract matches the filter. */
export const Empty: Story = {
  args: {
    view: dashboardView({
      filters: { date: '2026-11-01', id: null },
      counters: { new: 0, issued: 0, error: 0 },
      rows: [],
    }),
  },
};
/** The call failed: its message and 'Повторить'. */
export const Failed: Story = {
  args: { view: dashboardView({ status: 'failed', counters: null, rows: [], error: ru.errors.network }) },
};
/** Filtered by ID (the date is cleared). */
export const FilteredById: Story = {
  args: {
    view: dashboardView({
      filters: { date: null, id: ERROR_POLICY.id },
      counters: { new: 0, issued: 0, error: 1 },
      rows: [ERROR_POLICY],
    }),
  },
};
/** The modal of an issued contract: every section, the documents. */
export const ModalMain: Story = { args: { view: dashboardView({ modal: policyModal(ISSUED_POLICY) }) } };
/** The modal of a contract with an error: error type and details, no documents. */
export const ModalError: Story = { args: { view: dashboardView({ modal: policyModal(ERROR_POLICY) }) } };
/** Property contract: object, insureds, beneficiary. */
export const ModalProperty: Story = { args: { view: dashboardView({ modal: policyModal(NEW_POLICY) }) } };
/** Tab 'Черновик': the draft JSON, collapsible. */
export const ModalDraft: Story = {
  args: { view: dashboardView({ modal: policyModal(ISSUED_POLICY) }), modalTab: 'draft' },
};
/** Tab 'Договор': the policy JSON. */
export const ModalPolicy: Story = {
  args: { view: dashboardView({ modal: policyModal(ISSUED_POLICY) }), modalTab: 'policy' },
};
/** A contract without a draft. */
export const ModalNoDraft: Story = {
  args: { view: dashboardView({ modal: policyModal(ERROR_POLICY) }), modalTab: 'draft' },
};
/** 'Обновить информацию' on its way. */
export const ModalRefreshing: Story = {
  args: { view: dashboardView({ modal: policyModal(NEW_POLICY, { refreshing: true }) }) },
};
/** The refresh failed: its message in the modal. */
export const ModalRefreshFailed: Story = {
  args: {
    view: dashboardView({
      modal: policyModal(NEW_POLICY, { error: 'Ошибка сервера (502). Попробуйте позже.' }),
    }),
  },
};
/** A document is being fetched. */
export const ModalOpeningDocument: Story = {
  args: { view: dashboardView({ modal: policyModal(ISSUED_POLICY) }), openingDocument: 'policy' },
};
