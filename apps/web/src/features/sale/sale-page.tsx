// One sale page for every product (spec part 2 sections 2.1, 4.1): the product's kernel machine with the API's
// calls, its notices, the payment page opened in a new tab, a draft the page does not show dropped from the query,
// the sale kept in the browser (and the question before a draft replaces it unsaved), the open dialog as a lazy chunk
// of its own, and the product's screen around the header and the panel.
import {
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { Navigate } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import type { Actor, AnyActorRef, AnyStateMachine, EventFrom, InputFrom, SnapshotFrom } from 'xstate';
import { almatyTime, formatServerTime, ulid, type ApiClient, type User } from '@sakta/core/shared';
import {
  ruSale,
  selectReplaceSale,
  type DialogActors,
  type DialogName,
  type KeptSale,
  type KeptSaleEntry,
  type SaleEmitted,
} from '@sakta/core/sale';
import { notify, ReplaceSaleDialog } from '@sakta/ui';
import { useApi } from '../../lib/api';
import { useKeepSale, type SaleKeeping } from './kept-sale';
import type { SaleHeaderProps, SaleHistoryProps, SalePanelProps } from './sale-panel';
import { lazyDialogs, type DialogLoaders } from './lazy-dialogs';
import { usePageHandOver } from '../../lib/prerendered';

export type DialogContainer = ComponentType<{ actor: AnyActorRef }>;

/** What the page's screen gets: the product's view model, and the parts the sale page puts in it. */
export interface SaleScreenSlots {
  header: ReactNode;
  history: ReactNode;
  panel: ReactNode;
  dialog: ReactNode;
  rewritePhone: ReactNode;
}

/** What the page reads of the product's view model. */
export interface SalePageModel {
  view: { status: string; pageMessage: string | null; dialog: string | null };
}

/** What a product gives the sale page (Policy: the policy its sale keeps in the browser). */
export interface SaleProductPage<M extends AnyStateMachine, V extends SalePageModel, Policy = unknown> {
  /** The product's kernel machine provided with the API's calls and its dialogs' actors. */
  machine(api: ApiClient, dialogs: DialogActors): M;
  input(args: {
    number: string;
    user: SaleUserArgs;
    now: number;
    draft: string | null;
    rewrite: { global: string; isGlobal: boolean } | null;
    kept: KeptSale<Policy> | null;
  }): InputFrom<M>;
  connect(snapshot: SnapshotFrom<M>, send: Actor<M>['send']): V;
  Screen: ComponentType<V & SaleScreenSlots>;
  /** The header, the history button and the panel around the cards (salePanels with the product's selectors). */
  Header: ComponentType<SaleHeaderProps>;
  History: ComponentType<SaleHistoryProps>;
  Panel: ComponentType<SalePanelProps>;
  /** The dialogs' containers by the view's `dialog`, each loaded when its dialog first opens. */
  dialogs: Record<string, LazyExoticComponent<DialogContainer>>;
  /** The dialogs' machines, each in its container's chunk (loaded before the dialog opens). */
  dialogLogic: DialogLoaders;
  /** Which dialog an OPEN's target opens (the product's slot table). */
  dialogOf(target: unknown): DialogName;
  keeping: SaleKeeping<SnapshotFrom<M>['context'], Policy>;
  /** The prompt for the insurer's phone of a rewrite (OGPO's: the products that rewrite an issued policy). */
  RewritePhone?: ComponentType<{ error: string | null; onSubmit: (phone: string) => void }>;
}

/** A snapshot's children by id (the open dialog is the child `<dialog>Dialog`). */
const childrenOf = (snapshot: unknown) =>
  (snapshot as { children: Record<string, AnyActorRef | undefined> }).children;

type SaleUserArgs = Pick<User, 'id' | 'role' | 'apc' | 'c_id' | 'hasTerminal'>;

export interface SalePageProps<M extends AnyStateMachine, V extends SalePageModel, Policy> {
  product: SaleProductPage<M, V, Policy>;
  /** The variant (the kept sale's slot). */
  productType: number;
  user: User;
  draft: string | null;
  rewrite: { global: string; isGlobal: boolean } | null;
  kept: KeptSaleEntry<Policy> | null;
  /** The page shows no draft of the address (missing, or the seller kept the sale in progress): ?draft= leaves it. */
  onLeaveDraft: () => void;
  /** 'Начать заново' and the success card's OK start a new policy. */
  onRestart: () => void;
}

/** A new sale's input: a fresh number, the seller, now, the page's draft or rewrite, the sale kept in the browser. */
export function saleInput<M extends AnyStateMachine, V extends SalePageModel, Policy>(
  product: SaleProductPage<M, V, Policy>,
  user: User,
  draft: string | null,
  rewrite: SalePageProps<M, V, Policy>['rewrite'],
  kept: KeptSale<Policy> | null,
) {
  return product.input({
    number: ulid(),
    user: { id: user.id, role: user.role, apc: user.apc, c_id: user.c_id, hasTerminal: user.hasTerminal },
    now: Date.now(),
    draft,
    rewrite,
    kept,
  });
}

export function SalePage<M extends AnyStateMachine, V extends SalePageModel, Policy>({
  product,
  productType,
  user,
  draft,
  rewrite,
  kept,
  onLeaveDraft,
  onRestart,
}: SalePageProps<M, V, Policy>) {
  const api = useApi();
  const dialogs = useMemo(() => lazyDialogs(api, product.dialogLogic), [api, product]);
  const machine = useMemo(() => product.machine(api, dialogs.actors), [api, product, dialogs]);
  const actor = useActorRef(machine, { input: saleInput(product, user, draft, rewrite, kept?.sale ?? null) });
  const discard = useKeepSale(actor, product.keeping, user.id, productType);
  useEffect(() => {
    const ref: AnyActorRef = actor;
    const subs = [
      ref.on('notice', (e: Extract<SaleEmitted, { type: 'notice' }>) =>
        notify({ kind: e.kind, message: e.message }),
      ),
      // the card provider or the mobile bank in a new tab (the panel also links to it)
      ref.on(
        'openPayment',
        (e: Extract<SaleEmitted, { type: 'openPayment' }>) => void window.open(e.url, '_blank', 'noopener'),
      ),
      // a draft not shown leaves the query (spec 4.1: a result of false removes the draft)
      ref.on('leaveDraft', onLeaveDraft),
    ];
    return () => subs.forEach((sub) => sub.unsubscribe());
  }, [actor, onLeaveDraft]);
  // an OPEN waits for its dialog's chunk (view and machine); a chunk that cannot load says so and opens nothing
  const send = useCallback(
    (event: EventFrom<M>) => {
      if ((event as { type: string }).type !== 'OPEN') return actor.send(event);
      dialogs.ensure(product.dialogOf((event as { target?: unknown }).target)).then(
        () => actor.send(event),
        () => notify({ kind: 'error', message: ruSale.pageLoadFailed }),
      );
    },
    [actor, dialogs, product],
  );
  return (
    <SaleView
      product={product}
      actor={actor}
      send={send}
      keptAt={kept ? formatServerTime(almatyTime(kept.savedAt)) : null}
      onDiscard={async () => {
        await discard();
        onRestart();
      }}
      onRestart={onRestart}
    />
  );
}

export interface SaleViewProps<M extends AnyStateMachine, V extends SalePageModel, Policy> {
  product: SaleProductPage<M, V, Policy>;
  actor: Actor<M>;
  /** The page's events (an OPEN first loads its dialog's chunk). */
  send: (event: EventFrom<M>) => void;
  /** When the sale kept in the browser was kept ('DD.MM.YYYY HH:mm'), or null: its notice while it is shown. */
  keptAt: string | null;
  onDiscard: () => void;
  onRestart: () => void;
}

/**
 * The screen of a running sale: the live page, and its first paint rendered on the server. While the seller is asked
 * whether a draft replaces the unsaved sale in progress, the question is over the page.
 */
export function SaleView<M extends AnyStateMachine, V extends SalePageModel, Policy>({
  product,
  actor,
  send,
  keptAt,
  onDiscard,
  onRestart,
}: SaleViewProps<M, V, Policy>) {
  const page = useSelector(actor, (s) => product.connect(s, send));
  const { view } = page;
  const question = useSelector(actor, selectReplaceSale);
  usePageHandOver(view.status !== 'checking' || question !== null);
  const dialogActor = useSelector(actor, (s) =>
    view.dialog ? (childrenOf(s)[`${view.dialog}Dialog`] ?? null) : null,
  );
  if (view.status === 'notFound') return <Navigate to="/not-found" replace />;

  const DialogView = view.dialog ? product.dialogs[view.dialog] : undefined;
  const { Screen, Header, History, Panel, RewritePhone } = product;
  const answer = (type: 'OPEN_DRAFT' | 'KEEP_SALE') => (actor as AnyActorRef).send({ type });
  const screen = (
    <Screen
      {...page}
      rewritePhone={
        RewritePhone ? (
          <RewritePhone
            error={view.pageMessage}
            onSubmit={(phone) => (actor as AnyActorRef).send({ type: 'REWRITE', phone })}
          />
        ) : null
      }
      header={<Header actor={actor} keptAt={keptAt} onDiscard={onDiscard} />}
      history={<History actor={actor} />}
      panel={<Panel actor={actor} onDone={onRestart} />}
      dialog={
        DialogView && dialogActor ? (
          <Suspense fallback={null}>
            <DialogView actor={dialogActor} />
          </Suspense>
        ) : null
      }
    />
  );
  return (
    <>
      {screen}
      <ReplaceSaleDialog
        view={question}
        onOpenDraft={() => answer('OPEN_DRAFT')}
        onKeep={() => answer('KEEP_SALE')}
      />
    </>
  );
}
