// The first paint of a signed-in user's screen: the shell of the live layout (menu, title, session ring) around
// the screen as it shows once its data is loaded, fed by the production machine on the server's own answers to
// this user's session (the page request's session cookie, apps/api platform/page-session.ts). Inert until the SPA
// takes over in one frame, once the live screen shows the same (its usePageHandOver).
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { AnyActorRef, AnyStateMachine, SnapshotFrom } from 'xstate';
import {
  guard,
  inGroup,
  ROLE,
  todayInAlmaty,
  selectPagedListView,
  selectFraction,
  selectRemainingSeconds,
  selectRingColor,
  type SessionSnapshot,
  type ApiClient,
  type PagedListSnapshot,
  type RouteDef,
  type RouteId,
  type SessionGrant,
  type User,
} from '@sakta/core';
import { provideAgreements, selectAgreementsView } from '@sakta/core/home';
import { sellersView } from '@sakta/core/sale';
import { AppShell, HomeScreen, SessionRing, Spinner } from '@sakta/ui';
import { homeGreeting, homeTiles } from '../features/home-content';
import { shellProps } from '../layout/shell-props';
import { loadMyAgreements } from '../lib/home-queries';
import { loadTerminationHistory } from '../lib/termination-queries';
import { settle, started } from './settle';
import { Drafts, draftsInput, draftsMachine } from '../routes/drafts';
import { Termination, terminationMachine } from '../routes/termination';
import {
  loadManagers,
  loadPolicies,
  Policies,
  policiesInput,
  policiesMachine,
} from '../features/policies/policy-list';
import { OperatorErrors, supportMachine } from '../routes/operator-error';
import { podftInput, podftReviewMachine, Podfts } from '../routes/podfts';
import { OGPO_PAGES, ProductChoice } from '../routes/ogpo';
import { PROPERTY_PAGE } from '../routes/properties';
import { CASCO_PAGE } from '../routes/casco';
import { lazyDialogs } from '../features/sale/lazy-dialogs';
import { saleInput, SaleView, type SalePageModel, type SaleProductPage } from '../features/sale/sale-page';
import { ogpoPage } from '@sakta/core/ogpo';

/** The session ring as the live shell shows it for this grant now (core's selectors read the grant and the time). */
function ringOf(grant: SessionGrant) {
  const snapshot = { context: { grant, now: Date.now() } } as SessionSnapshot;
  return {
    fraction: selectFraction(snapshot),
    color: selectRingColor(snapshot),
    remainingSeconds: selectRemainingSeconds(snapshot),
  };
}

/** A call the first paint never makes (it shows the screen as loaded, nothing opened). */
const never = () => new Promise<never>(() => undefined);

/** A list's warning shows in the list itself; the live page also notifies it. */
const noWarning = () => undefined;

/**
 * A screen's first paint for the page's address: its content, rendered while the actors it started (`keep`) still
 * run, or null when this address shows something the first paint does not render.
 */
type ScreenPaint = (
  user: User,
  api: ApiClient,
  keep: (actor: AnyActorRef) => void,
  url: URL,
) => Promise<ReactNode | null>;

async function home(user: User, api: ApiClient): Promise<ReactNode> {
  const agreements = provideAgreements({
    list: () => loadMyAgreements(api),
    check: never,
    document: never,
    sendOtp: never,
    verify: never,
  });
  const loaded = await settle(agreements, undefined, (s) => selectAgreementsView(s).status !== 'loading');
  return (
    <HomeScreen
      greeting={homeGreeting(user)}
      tiles={homeTiles(user, null)}
      agreements={selectAgreementsView(loaded)}
      adminInfo={user.role === ROLE.admin ? <Spinner className="text-primary" /> : undefined}
    />
  );
}

/** A paged list's first page is there (or its failure). */
const listLoaded = (s: PagedListSnapshot) => selectPagedListView(s).status !== 'loading';

const drafts: ScreenPaint = async (user, api, keep) => {
  const actor = await started(draftsMachine(api), draftsInput(user), listLoaded, 'list');
  keep(actor);
  return <Drafts actor={actor} />;
};

const termination: ScreenPaint = async (_user, api, keep) => {
  const actor = await started(
    terminationMachine(api, (page) => loadTerminationHistory(api, page)),
    undefined,
    listLoaded,
    'history',
  );
  keep(actor);
  return <Termination actor={actor} />;
};

const policies: ScreenPaint = async (user, api, keep, url) => {
  const input = policiesInput(url.searchParams, user, todayInAlmaty());
  // an open policy's modal is a chunk of its own: such an address gets no first paint
  if (input.open !== null) return null;
  const machine = policiesMachine(api, (page, query) => loadPolicies(api, page, query), noWarning);
  // the filter's list of managers, as the live page asks for it beside the list
  const managers = loadManagers(api).catch(() => []);
  const actor = await started(machine, input, listLoaded, 'list');
  keep(actor);
  return (
    <Policies
      actor={actor}
      withActions={inGroup(user.role, 'sale')}
      today={input.today}
      managers={await managers}
    />
  );
};

const podfts: ScreenPaint = async (_user, api, keep, url) => {
  const machine = podftReviewMachine(api, never);
  const actor = await started(machine, podftInput(url.searchParams), listLoaded, 'list');
  keep(actor);
  return <Podfts actor={actor} />;
};

const operatorError: ScreenPaint = async (_user, api, keep) => {
  const actor = await started(supportMachine(api), {}, listLoaded, 'list');
  keep(actor);
  return <OperatorErrors actor={actor} />;
};

const ignore = () => undefined;

/**
 * A sale page: a new sale, or the address's draft, as it shows once the page has opened (the seller's address read,
 * the variant offered, the draft loaded, the sellers listed). A sale kept in the browser is put back by the live page; a rewrite of an
 * issued policy gets no first paint.
 */
function salePaint<M extends AnyStateMachine, V extends SalePageModel, Policy>(
  product: SaleProductPage<M, V, Policy>,
): ScreenPaint {
  return async (user, api, keep, url) => {
    if (url.searchParams.has('global')) return null;
    const machine = product.machine(api, lazyDialogs(api, product.dialogLogic).actors);
    const input = saleInput(product, user, url.searchParams.get('draft'), null, null);
    // the page open (or refused) and its sellers listed, as the live page shows them a moment after opening
    const opened = (s: SnapshotFrom<M>) => {
      const status = product.connect(s, ignore).view.status;
      return status !== 'checking' && (status !== 'open' || sellersView(s).status !== 'loading');
    };
    const actor = await started(machine, input, opened as (s: never) => boolean);
    keep(actor);
    return (
      <SaleView
        product={product}
        actor={actor}
        send={ignore}
        restored={null}
        onDiscard={ignore}
        onRestart={ignore}
      />
    );
  };
}

const OGPO_SALES = { 1: salePaint(OGPO_PAGES[1]), 2: salePaint(OGPO_PAGES[2]) };

/** The OGPO page: the choice of the product, or the variant's sale. */
const ogpo: ScreenPaint = async (user, api, keep, url) => {
  const page = ogpoPage(url.searchParams);
  if (page.kind === 'choose') return <ProductChoice />;
  return page.kind === 'policy' ? OGPO_SALES[page.productType](user, api, keep, url) : null;
};

/**
 * The screens with a signed-in first paint, each rendered from its machine settled on the server's answers: the
 * live route's own view where the route exports it, given the server's running actor.
 */
const SCREENS: Partial<Record<RouteId, ScreenPaint>> = {
  index: home,
  drafts,
  termination,
  policies,
  podfts,
  operatorError,
  ogpo,
  properties: salePaint(PROPERTY_PAGE),
  casco: salePaint(CASCO_PAGE),
};

/** The first paint of `def` for the session's user, or null (no such screen, or the user may not open it). */
export async function signedInPaint(
  def: RouteDef,
  url: URL,
  session: SessionGrant,
  api: ApiClient,
): Promise<string | null> {
  const screen = SCREENS[def.id];
  const { user } = session;
  if (!screen || guard(user, def).kind !== 'allow') return null;
  const actors: AnyActorRef[] = [];
  try {
    const content = await screen(user, api, (actor) => actors.push(actor), url);
    if (content === null) return null;
    return renderToStaticMarkup(
      <AppShell {...shellProps(user, def, url)} session={<SessionRing {...ringOf(session)} />}>
        {content}
      </AppShell>,
    );
  } finally {
    for (const actor of actors) actor.stop();
  }
}
