import type { Meta, StoryObj } from '@storybook/react-vite';
import { PoliciesScreen } from '@sakta/ui';
import { policyListPage } from '@sakta/core';
import { POLICY_LIST_ANSWER, POLICY_PAGE } from '@sakta/core/testing';
import { listHandlers, listLoaded, policiesScreen } from '../fixtures-policies';
import { offline } from '../replay';

/**
 * The policy list /policies (spec part 2 sections 2.7, 3.9, 4.5, 8, 9): the search card, the export, the table in
 * the status colours with 5 page links, the refresh icon of a new card payment of today, 'Search in 1C', 'Нет
 * информации', the server's warning, failures; each the real list machine after the listed events.
 */
const MANAGERS = [
  { id: 4, title: 'Менеджерова Айгерим' },
  { id: 11, title: 'Главный Менеджер' },
];
const loaded = listLoaded(policyListPage(POLICY_LIST_ANSWER));

const meta = {
  title: 'Screens/Policies',
  tags: ['hand'],
  component: PoliciesScreen,
  parameters: {
    hand: 'the policy list loading, empty, by role (support, sub-agent), with each row status',
    layout: 'padded',
  },
  args: { ...policiesScreen([loaded]), managers: MANAGERS, ...listHandlers() },
} satisfies Meta<typeof PoliciesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page of seven: every status colour, the refresh icon on today's new card payment, five page links. */
export const List: Story = {};
/** The first page loading. */
export const Loading: Story = { args: policiesScreen([]) };
/** Nothing matches: 'Нет информации'. */
export const Empty: Story = {
  args: policiesScreen([
    listLoaded(
      policyListPage({
        data: { data: [], meta: { ...POLICY_PAGE.meta, last_page: 1, total: 0 } },
        byIin: [],
        byGlobal: [],
      }),
    ),
  ]),
};
/** The list could not be loaded. */
export const Failed: Story = { args: policiesScreen([{ to: 'list', event: offline('loadPage') }]) };
/** The server's warning instead of a list (section 8). */
export const Warning: Story = {
  args: policiesScreen([listLoaded(policyListPage({ message: 'Укажите глобальный номер для поиска в 1С' }))]),
};
/** Searched by IIN: 'Search in 1C' shows the insurer's policies in 1C. */
export const SearchIn1C: Story = {
  args: policiesScreen([
    { type: 'EDIT_FILTER', field: 'iin', value: '850315300128' },
    { type: 'APPLY' },
    loaded,
  ]),
};
/** The search card closed. */
export const FilterClosed: Story = { args: policiesScreen([loaded, { type: 'TOGGLE_FILTERS' }]) };
/** A wrong IIN: its message under the field, the list unchanged. */
export const FilterInvalid: Story = {
  args: policiesScreen([loaded, { type: 'EDIT_FILTER', field: 'iin', value: '8503' }, { type: 'APPLY' }]),
};
/** A reserve seller: the APC filled with its own. */
export const ReserveApc: Story = { args: policiesScreen([loaded], { apc: 'APC0097' }) };
/** The sub-agent's 'Мои договоры': its own sales, no manager to filter by. */
export const SubAgent: Story = { args: policiesScreen([loaded], { role: 5 }) };
/** Support mode: no export. */
export const SupportMode: Story = { args: policiesScreen([loaded], { support: true }) };
