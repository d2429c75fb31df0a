// Route /dashboard: the dashboard machine provided with calls that read through the query cache, the filters
// kept in the URL.
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { errorText, type ApiClient } from '@sakta/core/shared';
import { useQueryClient } from '@tanstack/react-query';
import {
  dashboardDocumentEndpoint,
  dashboardFiltersFromSearch,
  dashboardMachine,
  dashboardSearchFromFilters,
  sameDashboardFilters,
  selectDashboardView,
  todayInAlmaty,
  type DashboardAnswer,
  type DashboardFilters,
} from '@sakta/core/home';
import { DashboardScreen, notify, type DashboardDocumentKind } from '@sakta/ui';
import { useApi } from '../lib/api';
import { pdfObjectUrl } from '../lib/public-pages';
import { dashboardQuery } from '../lib/home-queries';
import { usePageHandOver } from '../lib/prerendered';

/**
 * Admin dashboard /dashboard (spec part 1 section 2 "Admin dashboard", role 0 only: the route guard sends other
 * roles to not-found). The filters live in the URL (?id= or ?date=): the machine starts from them, every change
 * the user makes is written back (a history entry, so Back returns to the previous filter), and a URL change
 * (Back, a pasted link) is sent to the machine.
 */
export function Component() {
  const api = useApi();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const [today] = useState(() => todayInAlmaty());
  const machine = useMemo(
    () =>
      dashboardScreenMachine(
        // a filter shown again (Back, a link) comes from the cache
        (filters) => queryClient.fetchQuery(dashboardQuery(api, filters)),
        // 'Обновить информацию' always asks the server (and refreshes the cached answer)
        (id) => queryClient.fetchQuery({ ...dashboardQuery(api, { id, date: null }), staleTime: 0 }),
      ),
    [api, queryClient],
  );
  const dashboard = useActorRef(machine, { input: dashboardInput(search, today) });
  const filters = useSelector(dashboard, (s) => s.context.filters);

  // URL -> machine (Back/Forward, a link)
  useEffect(() => {
    const wanted = dashboardFiltersFromSearch(search, today);
    if (sameDashboardFilters(dashboard.getSnapshot().context.filters, wanted)) return;
    if (wanted.id !== null) dashboard.send({ type: 'SET_ID', id: wanted.id });
    else dashboard.send({ type: 'SET_DATE', date: wanted.date });
  }, [search, today, dashboard]);

  // machine -> URL (the user's filter)
  useEffect(() => {
    if (sameDashboardFilters(filters, dashboardFiltersFromSearch(search, today))) return;
    setSearch(dashboardSearchFromFilters(filters));
    // only the machine's filters trigger a write; `search` is read, not watched
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filters]);

  return <Dashboard actor={dashboard} api={api} />;
}

/**
 * The dashboard machine with its calls: `load` the contracts of a filter, `refresh` one contract (the live page's
 * through the query cache; the server's first paint asks its own API).
 */
export function dashboardScreenMachine(
  load: (filters: DashboardFilters) => Promise<DashboardAnswer>,
  refresh: (id: number) => Promise<DashboardAnswer>,
) {
  return dashboardMachine.provide({
    actors: {
      loadPolicies: fromPromise(({ input }) => load(input)),
      refreshPolicy: fromPromise(({ input }) => refresh(input.id)),
    },
  });
}

/** The machine's input: the filter the URL names (?id= or ?date=), else today's date. */
export const dashboardInput = (search: URLSearchParams, today: string) => ({
  filters: dashboardFiltersFromSearch(search, today),
  today,
});

/** The screen of a running dashboard machine: the live page, and its first paint rendered on the server. */
export function Dashboard({
  actor,
  api,
}: {
  actor: ActorRefFrom<ReturnType<typeof dashboardScreenMachine>>;
  api: ApiClient;
}) {
  const view = useSelector(actor, selectDashboardView);
  usePageHandOver(view.status !== 'loading');
  const [opening, setOpening] = useState<DashboardDocumentKind | null>(null);

  const openDocument = async (kind: DashboardDocumentKind) => {
    const id = view.modal?.policy.id;
    if (id === undefined) return;
    // Opened at the click, so no popup blocker stops it; filled when the PDF arrives (as the consent page does).
    const win = window.open('', '_blank');
    setOpening(kind);
    try {
      const { document } = await api.call(dashboardDocumentEndpoint, undefined, {
        params: { id: String(id) },
        query: { kind },
      });
      const url = pdfObjectUrl(document);
      if (win) win.location.href = url;
      else window.location.href = url;
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (e) {
      win?.close();
      notify({ kind: 'error', message: errorText(e) });
    } finally {
      setOpening(null);
    }
  };

  return (
    <DashboardScreen
      view={view}
      onSetId={(id) => actor.send({ type: 'SET_ID', id })}
      onSetDate={(date) => actor.send({ type: 'SET_DATE', date })}
      onRetry={() => actor.send({ type: 'RETRY' })}
      onOpen={(id) => actor.send({ type: 'OPEN', id })}
      onClose={() => actor.send({ type: 'CLOSE' })}
      onRefresh={() => actor.send({ type: 'REFRESH' })}
      onOpenDocument={(kind) => void openDocument(kind)}
      openingDocument={opening}
    />
  );
}
