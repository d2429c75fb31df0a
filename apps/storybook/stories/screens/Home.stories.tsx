// Stories of the home page: the agreements machine's list states (replayed by events) and the tiles per role.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  agreementsMachine,
  codeConfirmationMachine,
  documentMachine,
  homeTilesFor,
  selectAgreementsView,
  type AgreementsEvent,
  type MyAgreement,
  type User,
} from '@sakta/core';
import { MODEL_AGREEMENTS } from '@sakta/core/testing';
import { KEPT_SALE_PAGES } from '@sakta/core/sale/kept-sale-slot';
import { HomeScreen, KeptSaleOffer, type HomeAgreementsView } from '@sakta/ui';
import { admin, drm, manager } from '../fixtures';
import { done, never, offline, replay, stoppedClock, type AnyEvent, type ReplayEvent } from '../replay';

function tilesFor(user: User) {
  return homeTilesFor(user).map((t) => ({
    id: t.id,
    title: t.title,
    description: t.description,
    href: t.path,
  }));
}

/** Agreements waiting for the user (as GET my-agreements answers): core's model data, the first described in full. */
const [first, ...others] = MODEL_AGREEMENTS as [MyAgreement, ...MyAgreement[]];
const AGREEMENTS: MyAgreement[] = [
  {
    ...first,
    description: 'Порядок оформления и выдачи договоров обязательного страхования ГПО владельцев ТС',
  },
  ...others,
];

/** The production agreements machine; its calls answer only through the stories' events. */
const storyMachine = agreementsMachine.provide({
  actors: {
    loadAgreements: never(),
    checkAgreement: never(),
    documentLoader: documentMachine.provide({ actors: { fetchDocument: never() } }),
    codeConfirmation: codeConfirmationMachine.provide({
      actors: { sendCode: never(), verifyCode: never(), clock: stoppedClock() },
    }),
  },
});

type HomeEvent = ReplayEvent<AgreementsEvent>;
const LISTED: HomeEvent[] = [done('loadAgreements', AGREEMENTS)];
const NOTHING_TO_CONFIRM: HomeEvent[] = [done('loadAgreements', [])];
const toCode = (event: AnyEvent): HomeEvent => ({ to: 'code', event });
/** The first agreement opened and confirmed by its code: the list reloads. */
const CONFIRMED: HomeEvent[] = [
  ...LISTED,
  { type: 'OPEN', id: 1 },
  toCode({ type: 'SEND' }),
  toCode(done('sendCode', { sendPhone: '+7(701) ***-**03', phone: '+7(701) ***-**03' })),
  toCode({ type: 'CHANGE', value: '1234' }),
  toCode({ type: 'VERIFY' }),
  toCode(done('verifyCode', { result: true })),
];

/** The list as core's selectAgreementsView reports it after `events`. */
function agreementsView(events: readonly HomeEvent[] = LISTED): HomeAgreementsView {
  return replay(storyMachine, events, (snapshot) => selectAgreementsView(snapshot));
}

/**
 * The home page: 'На согласование' (every state of the list; the `agreements` arg is core's
 * selectAgreementsView of the production machine after each story's events), the admin information slot and the tiles of the screens the role may open.
 */
const meta = {
  title: 'Screens/Home',
  tags: ['hand'],
  parameters: { hand: 'home by role (tiles), with the kept sales offered: data, not states' },
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

/** A sale in progress kept in the browser, offered back after login. */
export const KeptSaleOffered: Story = {
  args: {
    notice: (
      <KeptSaleOffer offers={[{ title: 'ОГПО ВТС', savedAt: '25.11.2026 11:40', href: '/ogpo?product=1' }]} />
    ),
  },
};
/** The manager's sales in progress of every product, each with its page (core's KEPT_SALE_PAGES). */
export const KeptSalesOfEveryProduct: Story = {
  args: {
    notice: (
      <KeptSaleOffer
        offers={KEPT_SALE_PAGES.filter((p) => p.variant === 1).map((p, i) => ({
          title: p.title,
          savedAt: `25.11.2026 1${i}:40`,
          href: p.href,
        }))}
      />
    ),
  },
};
/** The agreements are loading. */
export const AgreementsLoading: Story = {
  args: { agreements: agreementsView([]) },
};
/** Nothing to confirm. */
export const AgreementsEmpty: Story = { args: { agreements: agreementsView(NOTHING_TO_CONFIRM) } };
/** After a confirmation the list reloads: the items stay, busy, and cannot be opened meanwhile. */
export const AgreementsRefreshing: Story = {
  args: { agreements: agreementsView(CONFIRMED) },
};
/** The list could not be loaded: the message and 'Повторить'. */
export const AgreementsFailed: Story = {
  args: { agreements: agreementsView([offline('loadAgreements')]) },
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
    agreements: agreementsView(NOTHING_TO_CONFIRM),
  },
};
/** Only the greeting: no tiles (no screen available yet) and no agreements section given. */
export const NoTiles: Story = { args: { tiles: [], agreements: undefined } };
