import type { Intent, RoleId } from '@sakta/core';
import type { World, WorldUser } from './world';

/**
 * One case of the ownership walk: how to make an object of the endpoint's kind that belongs to someone else, and
 * the call that reaches it. The walk (ownership.test.ts) runs it for every role the endpoint admits.
 */
export interface OwnershipCase {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The path as registered (Hono's `:param` form, as in ENDPOINTS). */
  path: string;
  /** What the call does to the object: reading it is allowed to more roles than changing it (policies). */
  intent: Intent;
  /**
   * Makes the object for a caller of `role`: its owner (usually another user of the same role, in another
   * branch; a role that cannot make such an object gets one made by a seller) and the call that reaches it.
   * `reach(admin)` must succeed (the administrator reaches everything), so the case cannot pass by calling nothing.
   */
  arrange(
    world: World,
    role: RoleId,
  ): Promise<{ owner: WorldUser; reach: (caller: WorldUser) => Promise<Response> }>;
}

/**
 * The usual case: the object is `make(world, owner)` for an owner of the caller's role (nothing to make when the
 * owner's own record is the object), reached by one call of `method path` with the JSON `body(object, owner)`.
 */
export function ownedCase<T = undefined>(
  method: OwnershipCase['method'],
  path: string,
  intent: Intent,
  body: (made: T, owner: WorldUser) => unknown,
  make: (world: World, owner: WorldUser) => T | Promise<T> = () => undefined as T,
): OwnershipCase {
  return {
    method,
    path,
    intent,
    async arrange(world, role) {
      const owner = world.user(role);
      const made = await make(world, owner);
      return { owner, reach: (caller) => world.request(caller, method, path, body(made, owner)) };
    },
  };
}
