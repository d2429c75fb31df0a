import { mayAccess, ru, type Intent, type Owned } from '@sakta/core';
import { Rejected, type AppContext } from './http';

/**
 * The API's side of core's ownership rule (packages/core/src/shared/ownership.ts): a handler reads the facts about
 * the object from its tables and asks here; a refusal is 403 with the spec's forbidden message, the same answer
 * as a role outside the endpoint's groups. An object that does not exist is the handler's own 404.
 */
export function ensureAccess(c: AppContext, intent: Intent, object: Owned): void {
  if (!mayAccessHere(c, intent, object)) throw new Rejected(403, [ru.errors.forbidden]);
}

/** Core's answer for the session's user, for an answer that says what its reader may do (no refusal). */
export function mayAccessHere(c: AppContext, intent: Intent, object: Owned): boolean {
  const { user } = c.var.auth;
  return mayAccess({ id: user.id, role: user.role }, intent, object);
}
