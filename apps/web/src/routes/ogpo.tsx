// Route /ogpo 'ОГПО ВТС' / 'Временный въезд': the product choice, then the policy machine with the API's calls; the
// open dialog is a lazy chunk of its own.
import { lazy, Suspense, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import { selectUser, ulid, type User } from '@sakta/core/shared';
import {
  ogpoPage,
  providePolicy,
  selectPolicyView,
  type OgpoProductType,
  type PolicyDialogKind,
} from '@sakta/core/ogpo';
import { OgpoProductChoice, OgpoScreen } from '@sakta/ui';
import { useApi } from '../lib/api';
import { useSessionActor } from '../session/SessionProvider';
import { policyCalls } from '../features/ogpo/policy-calls';

type DialogContainer = ComponentType<{ actor: AnyActorRef }>;

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
 * `global` without `isRewrite` is not-found. A new policy (a new number) starts for every variant chosen.
 */
export function Component() {
  const user = useSelector(useSessionActor(), selectUser);
  const [search] = useSearchParams();
  const page = ogpoPage(search);
  if (!user) return null;
  if (page.kind === 'notFound') return <Navigate to="/not-found" replace />;
  if (page.kind === 'choose') return <OgpoProductChoice />;
  return <Policy key={page.productType} productType={page.productType} user={user} />;
}

function Policy({ productType, user }: { productType: OgpoProductType; user: User }) {
  const api = useApi();
  const machine = useMemo(() => providePolicy(policyCalls(api)), [api]);
  const actor = useActorRef(machine, {
    input: { productType, number: ulid(), user: { id: user.id, role: user.role, apc: user.apc } },
  });
  const view = useSelector(actor, selectPolicyView);
  const dialogActor = useSelector(actor, (s) =>
    view.dialog
      ? ((s.children as Record<string, AnyActorRef | undefined>)[`${view.dialog}Dialog`] ?? null)
      : null,
  );

  const DialogView = view.dialog ? DIALOG_VIEWS[view.dialog] : undefined;
  return (
    <OgpoScreen
      view={view}
      onOpen={(target) => actor.send({ type: 'OPEN', target })}
      onDelete={(target) => actor.send({ type: 'DELETE', target })}
      onManager={(id) => actor.send({ type: 'SET_MANAGER', id })}
      onAgent={(id) => actor.send({ type: 'SET_AGENT', id })}
      onRetryStaff={() => actor.send({ type: 'RETRY_STAFF' })}
      onRetry={() => actor.send({ type: 'RETRY' })}
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
