// Route /ogpo 'ОГПО ВТС' / 'Временный въезд': the product choice, then the policy machine with the API's calls; the
// open dialog is a lazy chunk of its own.
import {
  lazy,
  Suspense,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import { almatyTime, formatServerTime, selectUser, ulid, type User } from '@sakta/core/shared';
import {
  ogpoPage,
  providePolicy,
  connectPolicy,
  type KeptSaleEntry,
  type OgpoProductType,
  type PolicyDialogKind,
} from '@sakta/core/ogpo';
import { notify, OgpoProductChoice, OgpoScreen } from '@sakta/ui';
import { useApi } from '../lib/api';
import { useSessionActor } from '../session/SessionProvider';
import { policyCalls } from '../features/ogpo/policy-calls';
import { useKeepSale, useKeptSale } from '../features/ogpo/kept-sale';
import { SaleHeader, SalePanel } from '../features/ogpo/sale-panel';

type DialogContainer = ComponentType<{ actor: AnyActorRef }>;

// only a rewrite refused with the insurer's IIN asks for the phone: not part of the page's first render
const RewritePhone = lazy(() =>
  import('../features/sale/rewrite-phone').then((m) => ({ default: m.RewritePhone })),
);

/** The dialogs' containers, each loaded when its dialog first opens (spec: the biggest screen of the product). */
const DIALOG_VIEWS: Record<PolicyDialogKind, LazyExoticComponent<DialogContainer>> = {
  client: lazy(() =>
    import('../features/ogpo/client-dialog').then((m) => ({ default: m.ClientDialog as DialogContainer })),
  ),
  chief: lazy(() =>
    import('../features/ogpo/chief-dialog').then((m) => ({ default: m.ChiefDialog as DialogContainer })),
  ),
  vehicle: lazy(() =>
    import('../features/ogpo/vehicle-dialog').then((m) => ({ default: m.VehicleDialog as DialogContainer })),
  ),
  licence: lazy(() =>
    import('../features/ogpo/licence-dialog').then((m) => ({ default: m.LicenceDialog as DialogContainer })),
  ),
  documents: lazy(() =>
    import('../features/ogpo/document-upload').then((m) => ({
      default: m.DocumentUploadDialog as DialogContainer,
    })),
  ),
  podft: lazy(() =>
    import('../features/ogpo/podft-documents').then((m) => ({
      default: m.PodftDocumentsDialog as DialogContainer,
    })),
  ),
};

/**
 * The OGPO sale page (spec part 2 section 2.1; reserve-sale group, role 8 only with an apc: the route guard sends
 * others to not-found). `product` must be 1 or 2 (else not-found); without it the product choice comes first; a
 * `global` without `isRewrite` is not-found. `draft` opens a draft, `global` with `isRewrite` rewrites an issued
 * policy; otherwise a sale kept in the browser is put back (with 'Начать заново'), or a new policy starts.
 */
export function Component() {
  const user = useSelector(useSessionActor(), selectUser);
  const [search] = useSearchParams();
  const page = ogpoPage(search);
  const draft = search.get('draft');
  const global = page.kind === 'policy' ? search.get('global') : null;
  const fresh = page.kind === 'policy' && !draft && !global;
  const kept = useKeptSale(user?.id ?? 0, page.kind === 'policy' ? page.productType : 0, fresh && !!user);
  // 'Начать заново' and the success card's OK start a new policy
  const [generation, setGeneration] = useState(0);
  if (!user) return null;
  if (page.kind === 'notFound') return <Navigate to="/not-found" replace />;
  if (page.kind === 'choose') return <OgpoProductChoice />;
  if (kept === undefined) return null;
  return (
    <Policy
      key={`${page.productType}:${draft}:${global}:${generation}`}
      productType={page.productType}
      user={user}
      draft={draft}
      rewrite={global ? { global, isGlobal: search.get('isGlobal') !== 'false' } : null}
      kept={generation === 0 ? kept : null}
      onRestart={() => setGeneration((n) => n + 1)}
    />
  );
}

interface PolicyProps {
  productType: OgpoProductType;
  user: User;
  draft: string | null;
  rewrite: { global: string; isGlobal: boolean } | null;
  kept: KeptSaleEntry | null;
  onRestart: () => void;
}

function Policy({ productType, user, draft, rewrite, kept, onRestart }: PolicyProps) {
  const api = useApi();
  const [, setSearch] = useSearchParams();
  const machine = useMemo(() => providePolicy(policyCalls(api)), [api]);
  const actor = useActorRef(machine, {
    input: {
      productType,
      number: ulid(),
      user: { id: user.id, role: user.role, apc: user.apc, c_id: user.c_id, hasTerminal: user.hasTerminal },
      now: Date.now(),
      draft,
      rewrite,
      kept: kept?.sale ?? null,
    },
  });
  const discard = useKeepSale(actor, user.id, productType);
  const [restored, setRestored] = useState(kept !== null);
  useEffect(() => {
    const subs = [
      actor.on('notice', (e) => notify({ kind: e.kind, message: e.message })),
      // the card provider or the mobile bank in a new tab (the panel also links to it)
      actor.on('openPayment', (e) => void window.open(e.url, '_blank', 'noopener')),
      // a missing draft leaves the query (spec 4.1: a result of false removes the draft)
      actor.on('draftMissing', () =>
        setSearch(
          (q) => {
            q.delete('draft');
            return q;
          },
          { replace: true },
        ),
      ),
    ];
    return () => subs.forEach((sub) => sub.unsubscribe());
  }, [actor, setSearch]);
  const page = useSelector(actor, (s) => connectPolicy(s, actor.send));
  const { view } = page;
  const dialogActor = useSelector(actor, (s) =>
    view.dialog
      ? ((s.children as Record<string, AnyActorRef | undefined>)[`${view.dialog}Dialog`] ?? null)
      : null,
  );
  if (view.status === 'notFound') return <Navigate to="/not-found" replace />;

  const DialogView = view.dialog ? DIALOG_VIEWS[view.dialog] : undefined;
  return (
    <OgpoScreen
      {...page}
      rewritePhone={
        <Suspense fallback={null}>
          <RewritePhone
            error={view.pageMessage}
            onSubmit={(phone) => actor.send({ type: 'REWRITE', phone })}
          />
        </Suspense>
      }
      header={
        <SaleHeader
          actor={actor}
          restored={restored && kept ? formatServerTime(almatyTime(kept.savedAt)) : null}
          onDiscard={async () => {
            setRestored(false);
            await discard();
            onRestart();
          }}
        />
      }
      panel={<SalePanel actor={actor} onDone={onRestart} />}
      dialog={
        DialogView && dialogActor ? (
          <Suspense fallback={null}>
            <DialogView actor={dialogActor} />
          </Suspense>
        ) : null
      }
    />
  );
}
