import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { ROUTE_LIST, type RouteId } from '@sakta/core';
import { screens } from './screens';
import { PageSpinner, Root } from './layout/Root';

const MainLayout = lazy(() => import('./layout/MainLayout').then((m) => ({ default: m.Component })));

/** The screens' components whose code is here already (preloadRoute, or a lazy page that has loaded). */
const loaded: Partial<Record<RouteId, ComponentType>> = {};

/** Loads a route's code before the first render, so a hydrated page renders it at once, without suspending. */
export async function preloadRoute(id: RouteId): Promise<void> {
  const load = screens[id];
  if (load) loaded[id] = (await load()).Component;
}

/**
 * Each built screen as a component of its module's `Component`: rendered at once when its code is here (preloaded),
 * else lazily (loaded when first shown). The choice is made once per mount, so the page is never remounted.
 */
function page(id: RouteId, load: NonNullable<(typeof screens)[RouteId]>): ComponentType {
  const Lazy = lazy(() =>
    load().then((m) => {
      loaded[id] = m.Component;
      return { default: m.Component };
    }),
  );
  return function Page() {
    const [Screen] = useState(() => loaded[id] ?? Lazy);
    return <Screen />;
  };
}

const pages: Partial<Record<RouteId, ComponentType>> = {};
for (const route of ROUTE_LIST) {
  const load = screens[route.id];
  if (load) pages[route.id] = page(route.id, load);
}

const built = (layout: 'main' | 'bare') =>
  ROUTE_LIST.filter((r) => r.layout === layout && pages[r.id]).map((r) => {
    const Page = pages[r.id]!;
    return <Route key={r.id} path={r.path} element={<Page />} />;
  });

/**
 * The routes of core's table: bare pages (login, public pages, not-found) and the main layout with its pages, each
 * a lazy module. Unknown paths (and routes whose screens are not built) go to /not-found. Declarative routes (the
 * router's data routes cost about 16 KB gzip more, and the app uses none of their loaders or actions). A page whose
 * code is still on its way: the spinner at the first render; on a navigation (a transition, as the router makes
 * every one) the page before stays until it is there. Root renders and hands the first paint over only once the
 * page has rendered, since the boundary is above it.
 */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route element={<Root />}>
          {built('bare')}
          <Route element={<MainLayout />}>{built('main')}</Route>
          <Route path="*" element={<Navigate to="/not-found" replace />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
