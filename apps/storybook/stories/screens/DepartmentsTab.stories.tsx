// Stories of the departments tab 'Филиалы' of /branches: the departments machine with its paged list child,
// replayed.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DepartmentsTab } from '@sakta/ui';
import { offline } from '../replay';
import { departmentsPage, departmentsViews } from '../fixtures-organisation';
import { filteredListHandlers } from '../list-handlers';

const meta = {
  title: 'Screens/DepartmentsTab',
  tags: ['hand'],
  component: DepartmentsTab,
  parameters: {
    hand: 'the departments with a filter from the URL and several pages',
    layout: 'padded',
  },
  args: {
    ...departmentsViews(),
    onToggleFilters: fn(),
    ...filteredListHandlers(),
    onAdd: fn(),
    onEdit: fn(),
  },
} satisfies Meta<typeof DepartmentsTab>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page of 2: the table with an inactive department and one without a head, the page links. */
export const FirstPage: Story = {};
/** The filter opened with a name and a type chosen. */
export const FiltersOpen: Story = {
  args: departmentsViews([
    departmentsPage(1),
    { type: 'TOGGLE_FILTERS' },
    { type: 'EDIT_FILTER', field: 'title', value: 'Алматы' },
    { type: 'EDIT_FILTER', field: 'type', value: '1' },
  ]),
};
/** Loading the first page. */
export const Loading: Story = { args: departmentsViews([]) };
/** Nothing matches the filter. */
export const Empty: Story = { args: departmentsViews([departmentsPage(1, [], 1)]) };
/** The list failed. */
export const Failed: Story = { args: departmentsViews([{ to: 'list', event: offline('loadPage') }]) };
