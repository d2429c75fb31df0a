import { useLocation } from 'react-router';
import { useSelector } from '@xstate/react';
import { deniedRoute, deniedText, selectUser } from '@sakta/core';
import { NotFoundScreen } from '@sakta/ui';
import { useSessionActor } from '../session/SessionProvider';

/**
 * Not-found (spec part 2 section 2.1): 'Oops!', a page-not-found message and 'На главную'. When the guard sent a
 * user here from a page it may not open, the message names that page and why (core's deniedText: the role, or the
 * APC the role signed in without).
 */
export function Component() {
  const { pathname, search } = useLocation();
  const user = useSelector(useSessionActor(), selectUser);
  const route = deniedRoute(pathname + search);
  const denied = route && user ? deniedText(user, route) : null;
  return <NotFoundScreen homeHref="/" denied={denied} />;
}
