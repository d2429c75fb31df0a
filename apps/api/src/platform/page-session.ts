import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { SessionGrant } from '@sakta/core';
import { checkSession, sessionApcOf } from './auth';
import type { AppContext } from './http';
import { toSessionUser } from './users';

/**
 * The session as the page server sees it, so a signed-in page's first paint can show the user's screen with its
 * data before any script has run (first-paint.ts; issue 31). A browser's address bar sends no Authorization
 * header, so login and refresh also put the access token into a cookie that only a page request reads:
 * HttpOnly (no script reads it), SameSite=Strict (another site's link or form never carries it), Path=/, Secure
 * on https, gone when the token expires. The API's calls never read it: they take the bearer token alone, so the
 * cookie opens no call to another site (no CSRF). Logout removes it (POST /api/logout).
 */
export const PAGE_SESSION_COOKIE = 'sakta_page';

/** Where the cookie lives: every page of this origin, sent only over https when the server is reached so. */
const scope = (c: AppContext) => ({ path: '/', secure: c.var.config.publicUrl.startsWith('https://') });

/** Login and refresh: the page server's copy of the grant's token, as long-lived as the token. */
export function keepPageSession(c: AppContext, grant: SessionGrant): void {
  setCookie(c, PAGE_SESSION_COOKIE, grant.access_token, {
    ...scope(c),
    httpOnly: true,
    sameSite: 'Strict',
    maxAge: grant.ttl,
  });
}

/** Logout: the page server forgets the session. */
export function endPageSession(c: AppContext): void {
  deleteCookie(c, PAGE_SESSION_COOKIE, scope(c));
}

/**
 * The grant of the session whose cookie the page request carries, checked by the API's own rule (auth.ts
 * checkSession: signature, expiry, an active user, no password change since), or null.
 */
export function pageSession(c: AppContext): SessionGrant | null {
  const token = getCookie(c, PAGE_SESSION_COOKIE);
  const check = checkSession(c.var, token);
  if (!check.ok || !token) return null;
  const { iat, exp } = check.auth.token;
  return {
    access_token: token,
    user: toSessionUser(check.auth.user, sessionApcOf(c.var.db, check.auth)),
    ttl: exp - iat,
    ttlDate: new Date(exp * 1000).toISOString(),
  };
}
