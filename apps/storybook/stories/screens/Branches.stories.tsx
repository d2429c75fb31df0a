// Stories of the page /branches: the tabs by role, the messages for a user without a branch or a record, and the
// terminals tab; each view is the production machine replayed (fixtures-organisation).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BranchesScreen, TerminalsTab } from '@sakta/ui';
import type { TerminalRow } from '@sakta/core';
import { ORG_INDEX_NO_BRANCH, ORG_INDEX_NOT_FOUND } from '@sakta/core/testing';
import { TERMINAL_ROWS, branchesView, indexAnswer, indexOffline, listView } from '../fixtures-organisation';

/** The terminals tab's table under the page's tabs (other tabs render nothing yet in these stories). */
const terminalsTab =
  (rows: TerminalRow[] | 'loading' | 'offline' = TERMINAL_ROWS) =>
  (tab: string) =>
    tab === 'terminals' ? (
      <TerminalsTab list={listView<TerminalRow>(rows)} onAdd={fn()} onEdit={fn()} onRetry={fn()} />
    ) : null;

const meta = {
  title: 'Screens/Branches',
  tags: ['hand'],
  component: BranchesScreen,
  parameters: {
    hand: "the page by role (tabs) and the terminals tab's list states: inputs the graph picks one of",
    layout: 'padded',
  },
  args: {
    view: branchesView(1, [indexAnswer()], 'terminals'),
    onSelectTab: fn(),
    onRetry: fn(),
    renderTab: terminalsTab(),
  },
} satisfies Meta<typeof BranchesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A moderator on the terminals tab: Сотрудники, Подписанты, Терминалы (Касса). */
export const ModeratorTerminals: Story = {};
/** The administrator's five tabs. */
export const AdminTabs: Story = { args: { view: branchesView(0, [indexAnswer()], 'terminals') } };
/** An accountant: the terminals tab among three. */
export const AccountantTerminals: Story = { args: { view: branchesView(2, [indexAnswer()], 'terminals') } };
/** A manager (sale group): Орг.Структура, no terminals tab; opens on the employees. */
export const ManagerTabs: Story = { args: { view: branchesView(3) } };
/** While branches/index loads. */
export const Loading: Story = { args: { view: branchesView(1, []) } };
/** branches/index failed: the error and 'Повторить'. */
export const Failed: Story = { args: { view: branchesView(1, [indexOffline]) } };
/** A user attached to no department. */
export const NoBranch: Story = { args: { view: branchesView(3, [indexAnswer(ORG_INDEX_NO_BRANCH)]) } };
/** A user with no employee record. */
export const UserNotFound: Story = { args: { view: branchesView(3, [indexAnswer(ORG_INDEX_NOT_FOUND)]) } };
/** The terminals list loading. */
export const TerminalsLoading: Story = { args: { renderTab: terminalsTab('loading') } };
/** The terminals list failed. */
export const TerminalsFailed: Story = { args: { renderTab: terminalsTab('offline') } };
/** No terminals yet. */
export const TerminalsEmpty: Story = { args: { renderTab: terminalsTab([]) } };
