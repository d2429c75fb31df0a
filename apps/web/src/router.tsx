import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { ROUTE_LIST, type RouteId } from '@sakta/core';
import { screens } from './screens';
import { PageSpinner, Root } from './layout/Root';

const MainLayout = lazy(() => import('./layout/MainLayout').then((m) => ({ default: m.Component })));

/** Each built screen as a lazy component of its module's `Component` (loaded when first shown). */
const pages: Partial<Record<RouteId, LazyExoticComponent<ComponentType>>> = {};
for (const route of ROUTE_LIST) {
  const load = screens[route.id];
  if (load) pages[route.id] = lazy(() => load().then((m) => ({ default: m.Component })));
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
