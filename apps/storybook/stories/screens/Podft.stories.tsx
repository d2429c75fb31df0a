import type { Meta, StoryObj } from '@storybook/react-vite';
import { PodftScreen } from '@sakta/ui';
import { PODFT_APPROVED, PODFT_EMPTY_PAGE, PODFT_ROWS, podftPage } from '@sakta/core/testing';
import { itemLoaded, podftPageLoaded, podftScreen, podftScreenHandlers, toItem } from '../fixtures-podft';
import { done, offline } from '../replay';

/**
 * The compliance review /podfts (spec part 2 sections 2.5, 4.4, 9): the collapsible filter (status 1 by default),
 * the table, the pagination, 'Нет записи', a failed load with 'Повторить', and a decided row replacing its row;
 * each the real review machine after the listed events.
 */
const meta = {
  title: 'Screens/Podft',
  tags: ['hand'],
  component: PodftScreen,
  parameters: {
    hand: 'the compliance list with pages and filters from the URL',
    layout: 'padded',
  },
  args: { ...podftScreen([podftPageLoaded(podftPage())]), ...podftScreenHandlers() },
} satisfies Meta<typeof PodftScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Records of every kind: a waiting client, a politically exposed one, a vehicle, an approved legal entity. */
export const Records: Story = {};
/** The first page loading. */
export const Loading: Story = { args: podftScreen([]) };
/** No record for the filter: 'Нет записи'. */
export const Empty: Story = { args: podftScreen([podftPageLoaded(PODFT_EMPTY_PAGE)]) };
/** The list could not be loaded: the message and 'Повторить'. */
export const Failed: Story = { args: podftScreen([{ to: 'list', event: offline('loadPage') }]) };
/** Three pages: the pagination. */
export const Pages: Story = { args: podftScreen([podftPageLoaded(podftPage(PODFT_ROWS, 1, 3))]) };
/** The filter opened: status 1 by default, every other field empty. */
export const FilterOpen: Story = {
  args: podftScreen([podftPageLoaded(podftPage()), { type: 'TOGGLE_FILTERS' }]),
};
/** A bookmarked filter (every status, vehicles) opened from the URL. */
export const FilteredFromUrl: Story = {
  args: podftScreen([podftPageLoaded(podftPage([PODFT_ROWS[2]!])), { type: 'TOGGLE_FILTERS' }], {
    status: 'all',
    entity: '1',
  }),
};
/** A decision saved: the modal hidden, the row replaced by the approved record, the notice. */
export const Decided: Story = {
  args: podftScreen([
    podftPageLoaded(podftPage()),
    { type: 'OPEN', id: 12 },
    itemLoaded(),
    toItem({ type: 'SAVE' }),
    toItem(done('decide', PODFT_APPROVED)),
  ]),
};
