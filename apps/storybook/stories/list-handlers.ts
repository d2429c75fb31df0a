// The handlers every filtered paged list screen takes (policies, ПОДФТ, drafts, operator errors, the departments
// and employees tabs): the filter card's and the table's, a fresh spy each per call.
import { fn } from 'storybook/test';

export const filteredListHandlers = () => ({
  onEditFilter: fn(),
  onApply: fn(),
  onResetFilters: fn(),
  onPage: fn(),
  onRetry: fn(),
});
