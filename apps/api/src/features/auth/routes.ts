import {
  APC_HEADER,
  checkCodeEndpoint,
  fmt,
  isStrongPassword,
  loginEndpoint,
  logoutEndpoint,
  phoneDigits,
  refreshEndpoint,
  resetPasswordEndpoint,
  ru,
  setPasswordEndpoint,
} from '@sakta/core';
import { issueGrant, sessionApc } from '../../platform/auth';
import { endPageSession, keepPageSession } from '../../platform/page-session';
import { addFailure, type FailureLimit, removeFailure, secondsLocked } from '../../platform/failures';
import { clientAddress, refused, Rejected } from '../../platform/http';
import type { Config } from '../../platform/config';
import { dummyHash, hashPassword, verifyPassword } from '../../platform/password';
import { GateFull } from '../../platform/work-gate';
import { clearFailures, recordFailure, secondsUntilAllowed } from '../../platform/throttle';
import { findUserForLogin, hasApc, isActive, setPasswordHash } from '../../platform/users';
import { route } from '../../platform/endpoint';
import { apiRu } from '../../platform/messages';
import {
  CODE_TTL_SECONDS,
  consumeCode,
  holdUnsentCode,
  isCodeChecked,
  markCodeChecked,
  requireCode,
  requireResendAllowed,
  sendCode,
} from '../../services/sms';

/**
 * The staff's way in (spec part 1 sections 4 and 7): login and refresh, and the password reset by SMS code. Every
 * call is declared in core's auth and reset contracts; these are their handlers.
 */

// ---------------------------------------------------------------------------------------------------------------
// Login and refresh (spec part 1: section 4 "Login flow", section 7 login and refresh): the per-IIN and
// per-address limits of failed logins, the APC check and the grant.

/** Failed logins from one client address inside the login window (SAKTA_LOGIN_ADDRESS_MAX_ATTEMPTS). */
const loginAddressLimit = (
  config: Pick<Config, 'loginAddressMaxAttempts' | 'loginWindowSeconds'>,
): FailureLimit => ({
  scope: 'login-address',
  max: config.loginAddressMaxAttempts,
  windowSeconds: config.loginWindowSeconds,
});

/** How soon a sign-in that gave way to a burst of others may try again. */
const BUSY_RETRY_SECONDS = 2;

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
  // An unknown IIN costs the same hash check, and gets the same message, as a wrong password. The checks wait their
  // turn (PASSWORD_GATE); one that gave way to newer ones was no attempt: the caller is asked to try again.
  let passwordOk: boolean;
  try {
    passwordOk = await verifyPassword(body.password, row?.password_hash ?? dummyHash());
  } catch (e) {
    if (!(e instanceof GateFull)) throw e;
    removeFailure(db, addressFailure);
    c.header('Retry-After', String(BUSY_RETRY_SECONDS));
    throw new Rejected(503, [apiRu.loginBusy]);
  }
  if (!row || !passwordOk) throw new Rejected(401, [ru.errors.wrongCredentials]);

  const apc = body.apc === '' ? null : body.apc;
  if (apc !== null && !hasApc(db, row.id, apc)) throw new Rejected(401, [ru.errors.apcMismatch]);
  if (!isActive(row)) throw new Rejected(403, [ru.errors.userBlocked]);

  clearFailures(db, body.iin);
  removeFailure(db, addressFailure);
  const { password_hash: _hash, ...user } = row;
  const grant = issueGrant(c, user, apc);
  keepPageSession(c, grant);
  return c.json(grant);
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
    apc = sessionApc(c);
  }
  // The session keeps its login time: refresh renews tokens up to the absolute end of the session.
  const grant = issueGrant(c, user, apc, token.sat);
  keepPageSession(c, grant);
  return c.json(grant);
});

/** POST /api/logout -> {result: true}: the page server forgets the session (beyond the spec, issue 31). */
export const logout = route(logoutEndpoint, (c) => {
  endPageSession(c);
  return c.json({ result: true as const });
});

// ---------------------------------------------------------------------------------------------------------------
// Password reset (spec part 1: section 2 "Password reset", 4, 5, 7, 9: the code lives 600 s).

export const RESET_PURPOSE = 'reset';

/**
 * POST /api/reset-password {iin} -> {result: true, sendPhone: '+7(701) ***-**17'}; the code goes by SMS. The
 * answer is the same for every well-formed IIN, staff or not, blocked or without a phone (holdUnsentCode), so the
 * public page cannot be used to find out who works here; only a real active user with a phone gets a code.
 */
export const resetPassword = route(resetPasswordEndpoint, async (c, req) => {
  const { db, config } = c.var;
  const { iin } = await req.body();
  // A public endpoint that sends SMS: one code per IIN per SAKTA_CODE_RESEND_SECONDS, whatever the page does.
  requireResendAllowed(c, RESET_PURPOSE, iin, 'errors');
  const user = findUserForLogin(db, iin);
  const reachable = user && isActive(user) && user.phone && phoneDigits(user.phone);
  const code = { purpose: RESET_PURPOSE, subject: iin, ttlSeconds: CODE_TTL_SECONDS.reset };
  const sent = reachable
    ? sendCode(db, config, { ...code, phone: user.phone! })
    : holdUnsentCode(db, config, code);
  return c.json({ result: true as const, sendPhone: sent.sendPhone });
});

/** POST /api/check-code {iin, code, type: 0} -> {result: true} | {result: false, message}. */
export const checkCode = route(checkCodeEndpoint, async (c, req) => {
  const { db, config } = c.var;
  const { iin, code } = await req.body();
  requireCode(db, config, { purpose: RESET_PURPOSE, subject: iin, code });
  markCodeChecked(db, config, RESET_PURPOSE, iin);
  return c.json({ result: true as const });
});

/**
 * POST /api/set-password {form: {iin, code, password, confirm}} -> {result: true, message: 'Пароль был успешно
 * изменен'}. Needs the code confirmed by check-code and still valid; the password must pass core's rules and
 * equal the confirmation. Uses the code up and clears the login limit of the IIN.
 */
export const setPassword = route(setPasswordEndpoint, async (c, req) => {
  const { db, config } = c.var;
  const { form } = await req.body();
  const problems: string[] = [];
  if (!isStrongPassword(form.password)) problems.push(apiRu.passwordWeak);
  if (form.password !== form.confirm) problems.push(apiRu.passwordMismatch);
  if (problems.length) throw new Rejected(400, problems, 'message');

  requireCode(db, config, { purpose: RESET_PURPOSE, subject: form.iin, code: form.code });
  if (!isCodeChecked(db, RESET_PURPOSE, form.iin)) throw refused(400, apiRu.codeNotChecked);
  const user = findUserForLogin(db, form.iin);
  if (!user) throw refused(404, apiRu.userNotFound);
  if (!isActive(user)) throw refused(403, ru.errors.userBlocked);

  const hash = hashPassword(form.password, config.scryptN);
  db.transaction(() => {
    // The new password ends every session that began before it (stolen tokens included).
    setPasswordHash(db, user.id, hash, config.now());
    consumeCode(db, RESET_PURPOSE, form.iin);
    clearFailures(db, form.iin);
  })();
  return c.json({ result: true as const, message: apiRu.passwordChanged });
});
