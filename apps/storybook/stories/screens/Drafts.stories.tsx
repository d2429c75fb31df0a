import type { Meta, StoryObj } from '@storybook/react-vite';
import { DraftsScreen } from '@sakta/ui';
import {
  DRAFTS_EMPTY,
  DRAFTS_PAGE_1,
  DRAFTS_PAGE_2,
  DRAFTS_PAGE_OF_7,
  DRAFTS_PAGE_TEMPORARY,
  DRAFT_CARDS,
} from '@sakta/core/testing';
import {
  RESERVE_WITHOUT_APC,
  draftNotFound,
  draftsHandlers,
  draftsScreen,
  pageLoaded,
} from '../fixtures-drafts';
import { failed, offline } from '../replay';

/**
 * The drafts screen /drafts (spec part 2 section 2.6): cards with 'Оформить', the filter of role 0, 'Нет записи',
 * the pagination and the delete confirmation, each the real drafts machine after the listed events.
 */
const meta = {
  title: 'Screens/Drafts',
  tags: ['hand'],
  component: DraftsScreen,
  parameters: {
    hand: 'drafts of a seller and of a reserve without APC, pages, a temporary entry: data the graph does not choose',
    layout: 'padded',
  },
  args: { ...draftsScreen([pageLoaded(DRAFTS_PAGE_1)]), ...draftsHandlers() },
} satisfies Meta<typeof DraftsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const SECOND = DRAFT_CARDS[1]!.id;

/** A seller's drafts: nine cards, two pages; the property draft has no 'Оформить' (its page is not built). */
export const Cards: Story = {};
/**
 * Role 8 signed in without its APC: no OGPO card offers 'Оформить' (the page would refuse it); each says the APC is
 * needed, and the property card that its page is not for the role.
 */
export const ReserveWithoutApc: Story = {
  args: draftsScreen([pageLoaded(DRAFTS_PAGE_1)], false, RESERVE_WITHOUT_APC),
};
/** The second page. */
export const SecondPage: Story = {
  args: draftsScreen([
    pageLoaded(DRAFTS_PAGE_1),
    { to: 'list', event: { type: 'GO_TO', page: 2 } },
    pageLoaded(DRAFTS_PAGE_2),
  ]),
};
/** Seven pages: five page links around the current one. */
export const ManyPages: Story = { args: draftsScreen([pageLoaded(DRAFTS_PAGE_OF_7)]) };
/** The first page loading. */
export const Loading: Story = { args: draftsScreen([]) };
/** No drafts: 'Нет записи'. */
export const Empty: Story = { args: draftsScreen([pageLoaded(DRAFTS_EMPTY)]) };
/** The list could not be loaded. */
export const Failed: Story = { args: draftsScreen([{ to: 'list', event: offline('loadPage') }]) };
/** Role 0: the filter panel (insurer, product, user). */
export const AdminFilter: Story = { args: draftsScreen([pageLoaded(DRAFTS_PAGE_1)], true) };
/** Role 0 filtered by product 'ОГПО (ВВ)'. */
export const AdminFiltered: Story = {
  args: draftsScreen(
    [
      pageLoaded(DRAFTS_PAGE_1),
      { type: 'EDIT_FILTER', field: 'product', value: '2' },
      { type: 'APPLY' },
      pageLoaded(DRAFTS_PAGE_TEMPORARY),
    ],
    true,
  ),
};
/** Delete asks 'Удалить черновик №{id}?'. */
export const ConfirmDelete: Story = {
  args: draftsScreen([pageLoaded(DRAFTS_PAGE_1), { type: 'ASK_DELETE', id: SECOND }]),
};
/** The deletion failed: the server's message in the dialog. */
export const DeleteFailed: Story = {
  args: draftsScreen([
    pageLoaded(DRAFTS_PAGE_1),
    { type: 'ASK_DELETE', id: SECOND },
    { type: 'CONFIRM' },
    failed('remove', draftNotFound),
  ]),
};
