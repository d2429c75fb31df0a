import type { MiddlewareHandler } from 'hono';
import {
  inAnyGroup,
  missingApcForCall,
  ru,
  type EndpointAccess,
  type RoleGroup,
  type SessionGrant,
} from '@sakta/core';
import { Rejected, SessionFailure, type AppContext, type AppEnv, type AuthContext } from './http';
import { signToken, verifyToken } from './token';
import { findUserById, hasApc, isActive, toSessionUser, type SessionUserRow } from './users';

/**
 * Who is calling: the bearer token checked against the users table on every protected call, the access
 * middleware of an endpoint's declared groups (spec part 1 section 6), and the login/refresh grant.
 */

/** Who may call an endpoint: anyone ('public'), or users whose role is in one of the groups (core ROLE_GROUPS). */
export type Access = EndpointAccess;

function bearer(header: string | undefined): string | null {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return m?.[1] ?? null;
}

/**
 * Checks the bearer token and that its user still exists and is active. A missing, forged or malformed token, or
 * one of a deleted or blocked user: 'Token is Invalid'; an expired one: 'Token is Expired' (both HTTP 401).
 */
export function authenticate(c: AppContext): AuthContext {
  const check = checkSession(c.var, bearer(c.req.header('Authorization')));
  if (!check.ok) throw new SessionFailure(check.failure);
  return check.auth;
}

export type SessionCheck =
  { ok: true; auth: AuthContext } | { ok: false; failure: 'Token is Invalid' | 'Token is Expired' };

/** The one rule of a valid session token, for the API's calls and the pages' first paint (page-session.ts). */
export function checkSession(
  { config, db }: Pick<AppContext['var'], 'config' | 'db'>,
  token: string | null | undefined,
): SessionCheck {
  if (!token) return { ok: false, failure: 'Token is Invalid' };
  const check = verifyToken(token, config.tokenSecret, config.now());
  if (!check.ok)
    return { ok: false, failure: check.reason === 'expired' ? 'Token is Expired' : 'Token is Invalid' };
  const user = findUserById(db, check.payload.sub);
  if (!user || !isActive(user)) return { ok: false, failure: 'Token is Invalid' };
  // A password change ends the sessions that began before it.
  if (check.payload.sat < user.sessions_valid_after) return { ok: false, failure: 'Token is Invalid' };
  return { ok: true, auth: { user, token: check.payload } };
}

/**
 * The session's APC: the one login (or refresh) checked against the user's APCs, while it is still one of them;
 * never a value of the request. It credits a sale to its agent.
 */
export function sessionApc(c: AppContext): string | null {
  return sessionApcOf(c.var.db, c.var.auth);
}

/** The APC of a checked session (see sessionApc), for a caller that has no endpoint's context (a page request). */
export function sessionApcOf(db: AppContext['var']['db'], { user, token }: AuthContext): string | null {
  return token.apc && hasApc(db, user.id, token.apc) ? token.apc : null;
}

/**
 * Lets the request through when the user's current role (read from the database, not the token) is in any of the
 * groups, and the role has the APC the groups' pages require of it (core's route rule: role 8 sells OGPO only with
 * an APC); otherwise 403 with the spec's error shape.
 */
export function requireGroups(...groups: RoleGroup[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const auth = authenticate(c);
    if (!inAnyGroup(auth.user.role, groups)) throw new Rejected(403, [ru.errors.forbidden]);
    c.set('auth', auth);
    // the APC is looked up only for a call that needs one
    if (missingApcForCall({ role: auth.user.role, apc: null }, groups) && !sessionApc(c))
      throw new Rejected(403, [ru.errors.forbidden]);
    await next();
  };
}

export const allowPublic: MiddlewareHandler<AppEnv> = async (_c, next) => {
  await next();
};

export function accessMiddleware(access: Access): MiddlewareHandler<AppEnv> {
  return access === 'public' ? allowPublic : requireGroups(...access);
}

/**
 * A new access token and the session user, in the spec's login/refresh answer shape. `sessionStart` (ms) is the
 * login's moment, kept by refresh: no token of a session outlives sessionStart + config.sessionMaxSeconds.
 */
export function issueGrant(
  c: AppContext,
  user: SessionUserRow,
  apc: string | null,
  sessionStart: number = c.var.config.now(),
): SessionGrant {
  const { config } = c.var;
  const now = config.now();
  const left = Math.floor((sessionStart + config.sessionMaxSeconds * 1000 - now) / 1000);
  if (left <= 0) throw new SessionFailure('Token is Expired');
  const ttl = Math.min(config.tokenTtl, left);
  const { token, payload } = signToken(
    { sub: user.id, role: user.role, apc, sat: sessionStart },
    config.tokenSecret,
    ttl,
    now,
  );
  return {
    access_token: token,
    user: toSessionUser(user, apc),
    ttl,
    ttlDate: new Date(payload.exp * 1000).toISOString(),
  };
}
