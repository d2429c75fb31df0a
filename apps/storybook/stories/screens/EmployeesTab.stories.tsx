// Stories of the employees tab of /branches: the employees machine with its paged list child, replayed.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { EmployeesTab } from '@sakta/ui';
import { employeeFilterChoices, mayChangeEmployeeRow } from '@sakta/core';
import { offline } from '../replay';
import { STORY_MODERATOR, employeesPage, employeesViews } from '../fixtures-organisation';
import { filteredListHandlers } from '../list-handlers';

const meta = {
  title: 'Screens/EmployeesTab',
  tags: ['hand'],
  component: EmployeesTab,
  parameters: {
    hand: 'the employees with filters, pages and the deleted ones',
    layout: 'padded',
  },
  args: {
    ...employeesViews(),
    onToggleFilters: fn(),
    ...filteredListHandlers(),
    onShowDeleted: fn(),
    onShowActive: fn(),
  },
} satisfies Meta<typeof EmployeesTab>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page of 4: the table and 3 page links. */
export const FirstPage: Story = {};
/** A middle page: the 3 links around it. */
export const MiddlePage: Story = {
  args: employeesViews([
    employeesPage(1),
    { to: 'list', event: { type: 'GO_TO', page: 3 } },
    employeesPage(3, undefined, 6),
  ]),
};
/** The filter opened with a name and a role typed. */
export const FiltersOpen: Story = {
  args: employeesViews([
    employeesPage(1),
    { type: 'TOGGLE_FILTERS' },
    { type: 'EDIT_FILTER', field: 'title', value: 'Ахметов' },
    { type: 'EDIT_FILTER', field: 'role', value: '4' },
  ]),
};
/** Loading the first page. */
export const Loading: Story = { args: employeesViews([]) };
/** Nobody matches the filter. */
export const Empty: Story = { args: employeesViews([employeesPage(1, [], 1)]) };
/** The list failed. */
export const Failed: Story = { args: employeesViews([{ to: 'list', event: offline('loadPage') }]) };
/** The administrator: the deleted employees link. */
export const AdminActive: Story = { args: employeesViews([employeesPage(1)], { canSeeDeleted: true }) };
/** The administrator's deleted employees. */
export const AdminDeleted: Story = {
  args: employeesViews(
    [employeesPage(1), { type: 'SHOW_DELETED' }, employeesPage(1, undefined, 1, 'deletedList')],
    {
      canSeeDeleted: true,
    },
  ),
};
/**
 * A moderator: the 'add' tile and an icon per row, the pencil of a record it changes, the eye of another
 * moderator's, which it only reads (core's mayChangeEmployeeRow).
 */
export const Manage: Story = {
  args: {
    manage: {
      onAdd: fn(),
      onEdit: fn(),
      canChange: (row) => mayChangeEmployeeRow(STORY_MODERATOR, row),
    },
    roleChoices: employeeFilterChoices(STORY_MODERATOR.role).role,
  },
};
/** A moderator's filter: its roles also offer 'Резерв', the role it creates. */
export const ModeratorFilter: Story = {
  args: {
    ...employeesViews([employeesPage(1), { type: 'TOGGLE_FILTERS' }]),
    roleChoices: employeeFilterChoices(STORY_MODERATOR.role).role,
  },
};
