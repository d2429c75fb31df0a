import {
  breadcrumbs,
  fullName,
  menuFor,
  ROLE_NAMES,
  routeTitle,
  type RouteDef,
  type User,
} from '@sakta/core';
import type { AppShellProps } from '@sakta/ui';
import { config } from '../config';
import { isBuilt } from '../screens';

/** The shell of a signed-in user's page: the live layout's and its server-rendered first paint's (src/prerender). */
export function shellProps(
  user: User,
  def: RouteDef,
  location: { pathname: string; search: string },
): Omit<AppShellProps, 'children' | 'session' | 'onVersionClick'> {
  return {
    menu: menuFor(user, isBuilt),
    activePath: location.pathname,
    title: routeTitle(def, user, new URLSearchParams(location.search)),
    breadcrumbs: breadcrumbs(def, user),
    user: { fullName: fullName(user), roleName: ROLE_NAMES[user.role] },
    profileHref: '/profile/index',
    version: config.version,
    supportHref: config.supportHref,
  };
}
