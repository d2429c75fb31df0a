// Route / (home): the agreements machine provided with calls that read the list through the query cache, the
// admin's charts, the tiles.
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  asCodeSnapshot,
  asDocumentSnapshot,
  ROLE,
  selectUser,
  type ApiClient,
  type User,
} from '@sakta/core/shared';
import {
  myAgreementCheckEndpoint,
  myAgreementDocumentEndpoint,
  myAgreementSendOtpEndpoint,
  myAgreementVerifyEndpoint,
  provideAgreements,
  selectAgreementsView,
} from '@sakta/core/home';
import { HomeScreen, KeptSaleOffer, LazyAgreementModal, notify, Spinner } from '@sakta/ui';
import { useApi } from '../lib/api';
import { useChildSnapshot, useCodeStep, useDocumentStep } from '../lib/child-snapshot';
import { useFailureNotifications } from '../lib/failures';
import { queryKeys } from '../lib/queries';
import { myAgreementsQuery } from '../lib/home-queries';
import { useSessionActor } from '../session/SessionProvider';
import { useKeptSaleOffers } from '../features/kept-sale-offer';
import { homeGreeting, homeTiles } from '../features/home-content';
import { usePageHandOver } from '../lib/prerendered';

/** The administrators' charts and timeline: their own chunk (visx), fetched only for role 0. */
const AdminInfoSection = lazy(() =>
  import('../features/admin-info').then((m) => ({ default: m.AdminInfoSection })),
);

/** Role 6's count of compliance records waiting: its own chunk (the query hook and the podft contract). */
const PodftWaiting = lazy(() =>
  import('../features/podft-waiting').then((m) => ({ default: m.PodftWaiting })),
);

/**
 * The agreements' calls (spec part 1 section 7, agreement/my-*). The list reads through the query cache; a
 * confirmed agreement invalidates it, so the machine's reload after the confirmation asks the server.
 */
function agreementCalls(api: ApiClient, queryClient: QueryClient) {
  const byId = (id: number) => ({ params: { id: String(id) } });
  return provideAgreements({
    list: () => queryClient.fetchQuery(myAgreementsQuery(api)),
    check: (id) => api.call(myAgreementCheckEndpoint, undefined, byId(id)),
    document: async (id) => (await api.call(myAgreementDocumentEndpoint, undefined, byId(id))).document,
    sendOtp: (id) => api.call(myAgreementSendOtpEndpoint, undefined, byId(id)),
    verify: async (req) => {
      const answer = await api.call(myAgreementVerifyEndpoint, req);
      await queryClient.invalidateQueries({ queryKey: queryKeys.myAgreements });
      return answer;
    },
  });
}

/**
 * Home (spec part 1 section 2): 'На согласование' with the agreement confirmation modal (core's agreements
 * machine and the shared code step), for administrators the information on contracts, then the tiles of the
 * screens the user's role may open.
 */
export function Component() {
  const user = useSelector(useSessionActor(), selectUser);
  if (!user) return null;
  return <Home user={user} />;
}

function Home({ user }: { user: User }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const machine = useMemo(() => agreementCalls(api, queryClient), [api, queryClient]);
  const agreements = useActorRef(machine);
  const code = useCodeStep(agreements);
  const codeSnapshot = asCodeSnapshot(useChildSnapshot(agreements, 'code'));
  const pdf = useDocumentStep(agreements);
  const view = selectAgreementsView(
    useSelector(agreements, (s) => s),
    codeSnapshot,
    asDocumentSnapshot(pdf.snapshot),
  );
  useFailureNotifications(agreements, ['code']);
  // the server-rendered first paint shows the list as loaded: it gives way once this page shows it too
  usePageHandOver(view.status !== 'loading');
  useEffect(() => {
    const sub = agreements.on('success', (e) => notify({ kind: 'success', message: e.message }));
    return () => sub.unsubscribe();
  }, [agreements]);

  // role 6's tile: how many records wait for a decision (beyond the spec, issue 28)
  const [waiting, setWaiting] = useState<number | null>(null);
  const tiles = homeTiles(user, waiting);
  const showsPodft = tiles.some((t) => t.id === 'podfts');
  // every product's sale in progress whose page the user's tiles open
  const offers = useKeptSaleOffers(
    user.id,
    tiles.map((t) => t.id),
  );

  return (
    <>
      {showsPodft ? (
        <Suspense fallback={null}>
          <PodftWaiting onCount={setWaiting} />
        </Suspense>
      ) : null}
      <HomeScreen
        greeting={homeGreeting(user)}
        notice={<KeptSaleOffer offers={offers} />}
        tiles={tiles}
        agreements={view}
        onOpenAgreement={(id) => agreements.send({ type: 'OPEN', id })}
        onRetryAgreements={() => agreements.send({ type: 'RETRY' })}
        adminInfo={
          user.role === ROLE.admin ? (
            <Suspense fallback={<Spinner className="text-primary" />}>
              <AdminInfoSection />
            </Suspense>
          ) : undefined
        }
      />
      {view.agreements.length > 0 ? (
        <LazyAgreementModal
          agreement={view.open}
          code={view.code}
          document={view.document}
          onRetryDocument={pdf.retry}
          onClose={() => agreements.send({ type: 'CLOSE' })}
          onSend={() => code({ type: 'SEND' })}
          onResend={() => code({ type: 'RESEND' })}
          onCodeChange={(value) => code({ type: 'CHANGE', value })}
          onVerify={() => code({ type: 'VERIFY' })}
        />
      ) : null}
    </>
  );
}
