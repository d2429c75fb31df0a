import { ownedCase, type OwnershipCase } from './cases';
import type { World, WorldUser } from './world';

/**
 * The employee records (spec part 1 section 7 user-item, create-user, search-signatory; add-signatory): the other
 * user's object is the record of another user of the caller's role, in a department of its own, so outside the
 * caller's employee list. The administrator's and another moderator's records within a moderator's list are
 * walked in employee-access.test.ts.
 */

/** The employee form of a record as the administrator's modal loads it, and whether it is linked to a department. */
async function loadedForm(world: World, owner: WorldUser) {
  const res = await world.request(world.admin, 'POST', '/api/branches/user-item', {
    id: owner.id,
    isEdit: true,
  });
  if (res.status !== 200)
    throw new Error(`user-item for the administrator: ${res.status} ${await res.text()}`);
  return (await res.json()) as { data: Record<string, unknown>; isDep: boolean };
}

export const EMPLOYEE_CASES: readonly OwnershipCase[] = [
  ownedCase('POST', '/api/branches/user-item', 'read', (_, owner) => ({ id: owner.id, isEdit: true })),
  ownedCase(
    'POST',
    '/api/branches/create-user',
    'change',
    ({ data, isDep }, owner) => ({
      // the change the finding made: another phone, where the record's password-reset codes would go
      form: { ...data, phone: '+7(702) 555-0042' },
      isEdit: true,
      id: owner.id,
      isDep,
    }),
    loadedForm,
  ),
  ownedCase('POST', '/api/branches/search-signatory', 'read', (_, owner) => ({ iin: owner.iin, phone: '' })),
  ownedCase('POST', '/api/branches/add-signatory', 'read', (_, owner) => ({ iin: owner.iin })),
];
