import { useLocation } from 'react-router';
import { useSelector } from '@xstate/react';
import { ROLE_NAMES, deniedRoute, fmt, ru, selectUser } from '@sakta/core';
import { NotFoundScreen } from '@sakta/ui';
import { useSessionActor } from '../session/SessionProvider';

/**
 * Not-found (spec part 2 section 2.1): 'Oops!', a page-not-found message and 'На главную'. When the guard sent a
 * role here from a page it may not open, the message names that page and the role.
 */
export function Component() {
  const { pathname, search } = useLocation();
  const user = useSelector(useSessionActor(), selectUser);
  const route = deniedRoute(pathname + search);
  const denied =
    route && user ? fmt(ru.notFound.denied, { page: route.title, role: ROLE_NAMES[user.role] }) : null;
  return <NotFoundScreen homeHref="/" denied={denied} />;
}
