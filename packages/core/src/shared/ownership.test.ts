import { describe, expect, it } from 'vitest';
import { ROLE_IDS, type RoleId } from './roles';
import { employeeChangeRefusal, mayAccess, ownedScope, policyScope, type Owned } from './ownership';

const me = (role: RoleId) => ({ id: 50, role });
const OTHER = 51;

describe('mayAccess: a sale, a document, a termination request', () => {
  it.each(['sale', 'document', 'termination'] as const)(
    '%s: its owner and the administrator only',
    (kind) => {
      for (const role of ROLE_IDS) {
        const mine: Owned = { kind, ownerId: 50 };
        const theirs: Owned = { kind, ownerId: OTHER };
        const orphan: Owned = { kind, ownerId: null };
        for (const intent of ['read', 'change'] as const) {
          expect(mayAccess(me(role), intent, mine), `${kind} role ${role} own`).toBe(true);
          expect(mayAccess(me(role), intent, theirs), `${kind} role ${role} other's`).toBe(role === 0);
          expect(mayAccess(me(role), intent, orphan), `${kind} role ${role} nobody's`).toBe(role === 0);
        }
      }
    },
  );
});

describe("mayAccess: a support request (the support team's queue)", () => {
  it('support and the administrator reach every one, whoever reported it; nobody else, not even its reporter', () => {
    for (const role of ROLE_IDS) {
      for (const ownerId of [50, OTHER, null]) {
        for (const intent of ['read', 'change'] as const) {
          expect(mayAccess(me(role), intent, { kind: 'supportRequest', ownerId }), `role ${role}`).toBe(
            role === 0 || role === 9,
          );
        }
      }
    }
  });
});

describe('ownedScope: the lists of sales, documents and termination requests', () => {
  it('the administrator’s list holds every one, any other role’s its own; as mayAccess answers for one', () => {
    expect(ROLE_IDS.filter((r) => ownedScope(r) === 'all')).toEqual([0]);
    for (const role of ROLE_IDS) {
      const others = mayAccess(me(role), 'read', { kind: 'termination', ownerId: OTHER });
      expect(others, `role ${role}`).toBe(ownedScope(role) === 'all');
    }
  });
});

describe('policies', () => {
  it('the scope: all for the administrator, the accountant and support; branch for managers; own for the rest', () => {
    expect(ROLE_IDS.map((r) => [r, policyScope(r)])).toEqual([
      [0, 'all'],
      [1, 'own'],
      [2, 'all'],
      [3, 'branch'],
      [4, 'own'],
      [5, 'own'],
      [6, 'own'],
      [7, 'own'],
      [8, 'own'],
      [9, 'all'],
      [10, 'branch'],
    ]);
  });

  it('another seller’s policy outside the branch: seen by the all-scope roles, changed by the administrator only', () => {
    const theirs: Owned = { kind: 'policy', ownerId: OTHER, inBranch: false };
    expect(ROLE_IDS.filter((r) => mayAccess(me(r), 'read', theirs))).toEqual([0, 2, 9]);
    expect(ROLE_IDS.filter((r) => mayAccess(me(r), 'change', theirs))).toEqual([0]);
  });

  it('a policy of the branch is seen by its managers; one’s own by every role', () => {
    const branch: Owned = { kind: 'policy', ownerId: OTHER, inBranch: true };
    expect(ROLE_IDS.filter((r) => mayAccess(me(r), 'read', branch))).toEqual([0, 2, 3, 9, 10]);
    const mine: Owned = { kind: 'policy', ownerId: 50, inBranch: true };
    expect(ROLE_IDS.every((r) => mayAccess(me(r), 'read', mine) && mayAccess(me(r), 'change', mine))).toBe(
      true,
    );
  });
});

describe('employees', () => {
  const record = (role: RoleId, inScope: boolean, id = OTHER): Owned => ({
    kind: 'employee',
    id,
    role,
    inScope,
  });

  it('a record is read by the administrator, within the caller’s list scope, and one’s own', () => {
    expect(ROLE_IDS.filter((r) => mayAccess(me(r), 'read', record(4, false)))).toEqual([0]);
    expect(ROLE_IDS.every((r) => mayAccess(me(r), 'read', record(4, true)))).toBe(true);
    expect(ROLE_IDS.every((r) => mayAccess(me(r), 'read', record(r, false, 50)))).toBe(true);
  });

  it('a moderator changes employees of its scope, but neither an administrator nor another moderator', () => {
    const moderator = me(1);
    expect(mayAccess(moderator, 'change', record(8, true))).toBe(true);
    expect(mayAccess(moderator, 'change', record(8, false))).toBe(false);
    expect(mayAccess(moderator, 'change', record(0, true))).toBe(false);
    expect(mayAccess(moderator, 'change', record(1, true))).toBe(false);
    expect(mayAccess(moderator, 'change', record(1, true, 50))).toBe(true);
  });

  it('issue 44 item 4: says why a record may not be changed, the same rule as mayAccess', () => {
    const employee = (role: RoleId, inScope: boolean, id = OTHER) =>
      ({ kind: 'employee', id, role, inScope }) as const;
    expect(employeeChangeRefusal(me(1), employee(0, true))).toBe('guarded');
    expect(employeeChangeRefusal(me(1), employee(1, true))).toBe('guarded');
    expect(employeeChangeRefusal(me(1), employee(8, false))).toBe('scope');
    expect(employeeChangeRefusal(me(3), employee(8, true))).toBe('role');
    expect(employeeChangeRefusal(me(1), employee(1, true, 50))).toBeNull();
    expect(employeeChangeRefusal(me(0), employee(0, false))).toBeNull();
    for (const actor of ROLE_IDS)
      for (const target of ROLE_IDS)
        for (const inScope of [true, false])
          expect(employeeChangeRefusal(me(actor), employee(target, inScope)) === null).toBe(
            mayAccess(me(actor), 'change', employee(target, inScope)),
          );
  });

  it('only the administrator and moderators change records', () => {
    expect(ROLE_IDS.filter((r) => mayAccess(me(r), 'change', record(8, true)))).toEqual([0, 1]);
    expect(mayAccess(me(0), 'change', record(0, false))).toBe(true);
  });
});
