import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ROUTE_LIST } from '@sakta/core';
import { screens } from './screens';
import { PageSpinner, Root } from './layout/Root';

function routeObject(id: (typeof ROUTE_LIST)[number]): RouteObject | null {
  const load = screens[id.id];
  if (!load) return null;
  return { path: id.path, lazy: load, handle: { routeId: id.id } };
}

const built = (layout: 'main' | 'bare') =>
  ROUTE_LIST.filter((r) => r.layout === layout)
    .map(routeObject)
    .filter((r): r is RouteObject => r !== null);

/**
 * Data routes built from core's route table: bare pages (login, public pages, not-found) and the main layout with
 * its pages, every one lazy. Unknown paths (and routes whose screens are not built) go to /not-found.
 */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      ...built('bare'),
      { lazy: () => import('./layout/MainLayout'), children: built('main') },
      { path: '*', element: <Navigate to="/not-found" replace /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
