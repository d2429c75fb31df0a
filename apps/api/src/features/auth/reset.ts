import { isStrongPassword, phoneDigits, ru } from '@sakta/core';
import { Rejected, refused } from '../../platform/http';
import { apiRu } from '../../platform/messages';
import { hashPassword } from '../../platform/password';
import {
  CODE_TTL_SECONDS,
  consumeCode,
  holdUnsentCode,
  isCodeChecked,
  markCodeChecked,
  requireResendAllowed,
  sendCode,
  requireCode,
} from '../../services/sms';
import { clearFailures } from '../../platform/throttle';
import { findUserForLogin, isActive } from '../../platform/users';
import { route } from '../../platform/endpoint';
import { checkCodeEndpoint, resetPasswordEndpoint, setPasswordEndpoint } from '@sakta/core';

/** Password reset (spec part 1: section 2 "Password reset", 4, 5, 7, 9: the code lives 600 s). */

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
    db.prepare('UPDATE users SET password_hash = ?, sessions_valid_after = ? WHERE id = ?').run(
      hash,
      config.now(),
      user.id,
    );
    consumeCode(db, RESET_PURPOSE, form.iin);
    clearFailures(db, form.iin);
  })();
  return c.json({ result: true as const, message: apiRu.passwordChanged });
});
