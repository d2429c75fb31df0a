// Route /traveling (Traveling, VZR_EU; sale group): a travel draft or the policy sold from it, read-only, with the
// sold policy's documents.
import { lazy, Suspense, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { ROUTES } from '@sakta/core/shared';
import { provideTravel, selectTravelView, travelItemEndpoint } from '@sakta/core/travel';
import { TravelScreen } from '@sakta/ui';
import { useApi } from '../lib/api';

/** The sold policy's documents: the policy modal's machine and section, loaded only for a sold policy. */
const PolicyDocumentsContainer = lazy(() =>
  import('../features/policies/policy-modal').then((m) => ({ default: m.PolicyDocumentsContainer })),
);

/**
 * The travel page (spec part 2 sections 1, 2.1, 4.5): opened from a travel draft's 'Оформить' or a history entry
 * with query draft={id}; GET /api/travel/item/{id} answers the draft or the policy sold from it, whose documents
 * (the policy and the receipt) show when it is issued or in processing with its global number and no error.
 */
export function Component() {
  const api = useApi();
  const [search] = useSearchParams();
  const id = search.get('draft');
  const machine = useMemo(
    () => provideTravel((draft) => api.call(travelItemEndpoint, undefined, { params: { id: draft } })),
    [api],
  );
  const actor = useActorRef(machine, { input: { id } });
  const view = useSelector(actor, selectTravelView);
  const global = view.status === 'ready' ? view.item.policy?.global_id : null;
  return (
    <TravelScreen
      view={view}
      draftsPath={ROUTES.drafts.path}
      documents={
        global ? (
          <Suspense fallback={null}>
            <PolicyDocumentsContainer policyId={global} />
          </Suspense>
        ) : null
      }
      onRetry={() => actor.send({ type: 'RETRY' })}
    />
  );
}
