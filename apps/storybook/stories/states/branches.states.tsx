import { fn } from 'storybook/test';
import { BranchesScreen, TerminalsTab } from '@sakta/ui';
import { selectBranchesView, type BranchesSnapshot, type TerminalRow } from '@sakta/core';
import { TERMINAL_ROWS, listView } from '../fixtures-organisation';
import { statesOf } from '../../gallery/stories';

export default statesOf('branches', {
  component: BranchesScreen,
  args: {
    onSelectTab: fn(),
    onRetry: fn(),
    // the terminals tab is the page's own; the other tabs are screens of their own in the gallery
    renderTab: (tab: string) =>
      tab === 'terminals' ? (
        <TerminalsTab list={listView<TerminalRow>(TERMINAL_ROWS)} onAdd={fn()} onEdit={fn()} onRetry={fn()} />
      ) : null,
  },
  view: (s: BranchesSnapshot) => ({ view: selectBranchesView(s) }),
});
