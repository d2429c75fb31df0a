import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { homeTilesFor, ru, type MyAgreement, type User } from '@sakta/core';
import { HomeScreen, type HomeAgreementsView } from '@sakta/ui';
import { admin, drm, manager } from '../fixtures';

function tilesFor(user: User) {
  return homeTilesFor(user).map((t) => ({
    id: t.id,
    title: t.title,
    description: t.description,
    href: t.path,
  }));
}

/** Agreements waiting for the user (as GET my-agreements answers). */
const AGREEMENTS: MyAgreement[] = [
  {
    id: 1,
    title: 'Регламент продаж ОГПО ВТС',
    description: 'Порядок оформления и выдачи договоров обязательного страхования ГПО владельцев ТС',
    status: 0,
    created: '2026-11-20 10:00:00',
  },
  {
    id: 2,
    title: 'Политика ПОДФТ',
    description: null,
    status: 1,
    created: '2026-11-21 09:30:00',
  },
];

/** The list as core's selectAgreementsView reports it (ready with the agreements, plus the overrides). */
function agreementsView(overrides: Partial<HomeAgreementsView> = {}): HomeAgreementsView {
  return {
    status: 'ready',
    refreshing: false,
    agreements: AGREEMENTS,
    loadError: null,
    canOpen: true,
    ...overrides,
  };
}

/**
 * The home page: 'На согласование' (every state of the list; the `agreements` arg is core's
 * selectAgreementsView), the admin information slot and the tiles of the screens the role may open.
 */
const meta = {
  title: 'Screens/Home',
  component: HomeScreen,
  args: {
    greeting: `Добро пожаловать, ${manager.name}!`,
    tiles: tilesFor(manager),
    agreements: agreementsView(),
    onOpenAgreement: fn(),
    onRetryAgreements: fn(),
  },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Role 3: agreements to confirm and the tiles of the screens the role may open (core's homeTilesFor). */
export const WithTiles: Story = {};
/** The agreements are loading. */
export const AgreementsLoading: Story = {
  args: { agreements: agreementsView({ status: 'loading', agreements: [], canOpen: false }) },
};
/** Nothing to confirm. */
export const AgreementsEmpty: Story = { args: { agreements: agreementsView({ agreements: [] }) } };
/** After a confirmation the list reloads: the items stay, busy, and cannot be opened meanwhile. */
export const AgreementsRefreshing: Story = {
  args: { agreements: agreementsView({ refreshing: true, canOpen: false }) },
};
/** The list could not be loaded: the message and 'Повторить'. */
export const AgreementsFailed: Story = {
  args: {
    agreements: agreementsView({
      status: 'failed',
      agreements: [],
      canOpen: false,
      loadError: ru.errors.network,
    }),
  },
};
/** Role 0: the 'information on contracts' slot (the charts of the admin-info feature) above the tiles. */
export const AdminInfoSlot: Story = {
  args: {
    greeting: `Добро пожаловать, ${admin.name}!`,
    tiles: tilesFor(admin),
    adminInfo: (
      <section
        aria-label="Информация по договорам"
        className="rounded-xl border border-dashed bg-card p-6 text-sm text-muted-foreground"
      >
        Информация по договорам (диаграммы и лента договоров)
      </section>
    ),
  },
};
/** Role 6: only the ПОДФТ tile. */
export const DrmTile: Story = {
  args: {
    greeting: `Добро пожаловать, ${drm.name}!`,
    tiles: tilesFor(drm),
    agreements: agreementsView({ agreements: [] }),
  },
};
/** Only the greeting: no tiles (no screen available yet) and no agreements section given. */
export const NoTiles: Story = { args: { tiles: [], agreements: undefined } };
