// Route /traveling (Traveling, VZR_EU; sale group): a travel draft or the policy sold from it, read-only.
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { ROUTES } from '@sakta/core/shared';
import { provideTravel, selectTravelView, travelItemEndpoint } from '@sakta/core/travel';
import { TravelScreen } from '@sakta/ui';
import { useApi } from '../lib/api';

/**
 * The travel page (spec part 2 sections 1, 2.1): opened from a travel draft's 'Оформить' or a history entry with
 * query draft={id}; GET /api/travel/item/{id} answers the draft or the policy sold from it.
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
  return (
    <TravelScreen view={view} draftsPath={ROUTES.drafts.path} onRetry={() => actor.send({ type: 'RETRY' })} />
  );
}
