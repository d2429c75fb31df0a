import { APC_HEADER, fmt, ru } from '@sakta/core';
import { issueGrant } from '../../platform/auth';
import { addFailure, removeFailure, secondsLocked, type FailureLimit } from '../../platform/failures';
import { Rejected, clientAddress } from '../../platform/http';
import type { Config } from '../../platform/config';
import { dummyHash, verifyPassword } from '../../platform/password';
import { clearFailures, recordFailure, secondsUntilAllowed } from '../../platform/throttle';
import { findUserForLogin, hasApc, isActive } from '../../platform/users';
import { route } from '../../platform/endpoint';
import { loginEndpoint, refreshEndpoint } from '@sakta/core';

/**
 * Login and refresh (spec part 1: section 4 "Login flow", section 7 login and refresh): the per-IIN and
 * per-address limits of failed logins, the APC check and the grant.
 */

/** Failed logins from one client address inside the login window (SAKTA_LOGIN_ADDRESS_MAX_ATTEMPTS). */
const loginAddressLimit = (
  config: Pick<Config, 'loginAddressMaxAttempts' | 'loginWindowSeconds'>,
): FailureLimit => ({
  scope: 'login-address',
  max: config.loginAddressMaxAttempts,
  windowSeconds: config.loginWindowSeconds,
});

/** POST /api/login {iin, password, apc} -> {access_token, user, ttl, ttlDate} (spec part 1 section 7). */
export const login = route(loginEndpoint, async (c, req) => {
  const { db, config } = c.var;
  const body = await req.body();

  // Two limits: per IIN (throttle.ts) and per client address across IINs (a guesser trying many accounts).
  const address = clientAddress(c);
  const ipLimit = loginAddressLimit(config);
  const wait = Math.max(
    secondsUntilAllowed(db, body.iin, config),
    secondsLocked(db, ipLimit, address, config.now()),
  );
  if (wait > 0) {
    c.header('Retry-After', String(wait));
    throw new Rejected(429, [fmt(ru.errors.tooManyAttempts, { seconds: wait })]);
  }
  // Counted before the slow check, so parallel guesses cannot slip past the limits; a success takes them back.
  recordFailure(db, body.iin, config);
  const addressFailure = addFailure(db, ipLimit, address, config.now());

  const row = findUserForLogin(db, body.iin);
  // An unknown IIN costs the same hash check, and gets the same message, as a wrong password.
  const passwordOk = await verifyPassword(body.password, row?.password_hash ?? dummyHash());
  if (!row || !passwordOk) throw new Rejected(401, [ru.errors.wrongCredentials]);

  const apc = body.apc === '' ? null : body.apc;
  if (apc !== null && !hasApc(db, row.id, apc)) throw new Rejected(401, [ru.errors.apcMismatch]);
  if (!isActive(row)) throw new Rejected(403, [ru.errors.userBlocked]);

  clearFailures(db, body.iin);
  removeFailure(db, addressFailure);
  const { password_hash: _hash, ...user } = row;
  return c.json(issueGrant(c, user, apc));
});

/**
 * GET /api/refresh with an optional 'apc' header -> a new grant. The header's APC must be one of the user's;
 * without it the token's APC is kept (while the user still has it). A session ends SAKTA_SESSION_MAX_SECONDS
 * after its login whatever the refreshes: then 401 'Token is Expired' and the user logs in again.
 */
export const refresh = route(refreshEndpoint, (c) => {
  const { db } = c.var;
  const { user, token } = c.var.auth;
  const requested = c.req.header(APC_HEADER)?.trim();
  let apc: string | null;
  if (requested) {
    if (!hasApc(db, user.id, requested)) throw new Rejected(403, [ru.errors.apcMismatch]);
    apc = requested;
  } else {
    apc = token.apc !== null && hasApc(db, user.id, token.apc) ? token.apc : null;
  }
  // The session keeps its login time: refresh renews tokens up to the absolute end of the session.
  return c.json(issueGrant(c, user, apc, token.sat));
});
