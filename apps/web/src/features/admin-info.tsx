import { useEffect, useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { adminInfoEndpoint, adminInfoMachine, selectAdminInfoView } from '@sakta/core/home';
import { AdminInfoPanel, preloadDayPie } from '@sakta/ui';
import { useApi } from '../lib/api';

/**
 * The administrator's 'information on contracts' on the home page (spec part 1 section 2 "Home"): GET
 * api/admin/admin-info, then yesterday's and today's pie charts and the timeline. The home route renders it for
 * role 0 through React.lazy; visx itself is in the charts' own lazy chunk, fetched while the data loads.
 */
export function AdminInfoSection() {
  const api = useApi();
  const machine = useMemo(
    () =>
      adminInfoMachine.provide({
        actors: { loadInfo: fromPromise(() => api.call(adminInfoEndpoint, undefined)) },
      }),
    [api],
  );
  const info = useActorRef(machine);
  const view = useSelector(info, selectAdminInfoView);
  useEffect(() => {
    // a failed chunk shows the chart's failed frame when it renders; nothing to do here
    preloadDayPie().catch(() => {});
  }, []);
  return <AdminInfoPanel view={view} onRetry={() => info.send({ type: 'RETRY' })} />;
}
