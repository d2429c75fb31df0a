import type { Meta, StoryObj } from '@storybook/react-vite';
import { SupportScreen } from '@sakta/ui';
import { EMPTY_SUPPORT_PAGE, SUPPORT_PAGE } from '@sakta/core/testing';
import { pageLoaded, supportHandlers, supportScreen } from '../fixtures-support';
import { offline } from '../replay';

/**
 * The operator-error screen /support/operator-error (spec part 2 sections 2.8, 4.5): the filter, the requests'
 * table with the status colours (0 primary, 1 success, 2 danger, 3 to 10 warning), 5 page links, 'Нет информации';
 * each the real support machine after the listed events.
 */
const meta = {
  title: 'Screens/Support',
  tags: ['hand'],
  component: SupportScreen,
  parameters: {
    hand: 'the operator-error list filtered, empty, failing',
    layout: 'padded',
  },
  args: { ...supportScreen([pageLoaded(SUPPORT_PAGE)]), ...supportHandlers() },
} satisfies Meta<typeof SupportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Requests in every status, three pages. */
export const Requests: Story = {};
/** The first page loading. */
export const Loading: Story = { args: supportScreen([]) };
/** No request: 'Нет информации'. */
export const Empty: Story = { args: supportScreen([pageLoaded(EMPTY_SUPPORT_PAGE)]) };
/** The list could not be loaded. */
export const Failed: Story = { args: supportScreen([{ to: 'list', event: offline('loadPage') }]) };
/** Filtered: new requests of one day (the start date alone is copied to the end, 5.7); the card stays open. */
export const Filtered: Story = {
  args: supportScreen([
    pageLoaded(SUPPORT_PAGE),
    { type: 'EDIT_FILTER', field: 'status', value: '0' },
    { type: 'EDIT_FILTER', field: 'start', value: '2026-11-20' },
    { type: 'APPLY' },
    pageLoaded({ ...SUPPORT_PAGE, data: SUPPORT_PAGE.data.slice(0, 2) }),
  ]),
};
/** An IIN of other than 12 digits: its message under the field, the filter not applied. */
export const FilterInvalid: Story = {
  args: supportScreen([
    pageLoaded(SUPPORT_PAGE),
    { type: 'EDIT_FILTER', field: 'iin', value: '85031530' },
    { type: 'APPLY' },
  ]),
};
