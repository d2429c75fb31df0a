import type { Meta, StoryObj } from '@storybook/react-vite';
import { HistoryPanel } from '@sakta/ui';
import { HISTORY_ANSWER, HISTORY_EMPTY, HISTORY_ISSUED_POLICY_ID } from '@sakta/core/testing';
import { historyHandlers, historyView } from '../fixtures-drafts';
import { done, offline } from '../replay';

/**
 * The sale pages' history side panel (spec part 2 section 2.1): the round clock button, the tabs 'Черновики' and
 * 'Договоры' (last 10), the highlight of the page's draft, the empty texts, Закрыть / Обновить, a policy opened in
 * the policy modal; each view is the real history machine after the listed events.
 */
const meta = {
  title: 'OGPO/HistoryPanel',
  tags: ['hand'],
  component: HistoryPanel,
  parameters: {
    hand: 'the history panel with empty tabs, the current draft highlighted and an issued policy; ogpo-history tests read them',
    layout: 'padded',
  },
  args: { view: historyView([]), ...historyHandlers() },
} satisfies Meta<typeof HistoryPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const loaded = [{ type: 'OPEN' as const }, done('load', HISTORY_ANSWER)];

/** Closed: the round clock button. */
export const Closed: Story = {};
/** The drafts, the page's draft highlighted. */
export const Drafts: Story = { args: { view: historyView(loaded) } };
/** The policies with their status badges (4.5 colours). */
export const Policies: Story = {
  args: { view: historyView([...loaded, { type: 'SELECT_TAB', tab: 'policies' }]) },
};
/** A policy opened from 'Договоры': the panel gives way to the policy modal the page shows. */
export const PolicyOpened: Story = {
  args: {
    view: historyView([
      ...loaded,
      { type: 'SELECT_TAB', tab: 'policies' },
      { type: 'OPEN_POLICY', id: HISTORY_ISSUED_POLICY_ID },
    ]),
  },
};
/** No drafts: 'Записи по черновикам не найдены'. */
export const EmptyDrafts: Story = {
  args: { view: historyView([{ type: 'OPEN' }, done('load', HISTORY_EMPTY)]) },
};
/** No policies: 'Записи по договору не найдены'. */
export const EmptyPolicies: Story = {
  args: {
    view: historyView([
      { type: 'OPEN' },
      done('load', HISTORY_EMPTY),
      { type: 'SELECT_TAB', tab: 'policies' },
    ]),
  },
};
/** The history could not be loaded: Обновить tries again. */
export const Failed: Story = { args: { view: historyView([{ type: 'OPEN' }, offline('load')]) } };
