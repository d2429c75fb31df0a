import { describe, expect, it } from 'vitest';
import { ROLE_GROUPS, mayAccess, type Owned, type RoleId } from '@sakta/core';
import { ENDPOINTS, type EndpointDef } from '../src/platform/routes';
import { OWNERSHIP_CASES } from './ownership';
import type { OwnershipCase } from './ownership/cases';
import { ownershipWorld, type WorldUser } from './ownership/world';

/**
 * Object-level access, walked from core's endpoint declarations: every endpoint that names an object (`owns`) is
 * called by every role it admits, on an object another user made; what core's `mayAccess` refuses must be refused
 * (403 or 404, the spec's failure shape), what it allows must answer, and the administrator must reach the object
 * (so a case cannot pass by reaching nothing). A new endpoint fails here until it says what it reaches.
 */

/** Protected endpoints that name no object of anyone's: lists scoped by the session, dictionaries, lookups. */
const NO_OBJECT: readonly string[] = [
  'GET /api/refresh',
  'GET /api/get-ip',
  'GET /api/pdf/instructions/:file',
  'GET /api/agreement/my-agreements',
  'GET /api/agreement/my-agreement-send-otp/:id',
  'GET /api/agreement/my-agreement-check/:id',
  'GET /api/agreement/my-agreement-document/:id',
  'POST /api/agreement/my-agreement-check/verify',
  'GET /api/admin/admin-info',
  'POST /api/admin/admin-info',
  'GET /api/admin/admin-info/document/:id',
  'POST /api/contracts/functional/contracts',
  'GET /api/contracts/functional/history',
  'POST /api/contracts/functional/calculate',
  'GET /api/admin/product/get',
  'GET /api/products/availability',
  'POST /api/admin/product/set',
  'POST /api/admin/product/status',
  'POST /api/admin/product/delete',
  'GET /api/admin/version/get',
  'GET /api/admin/version/all',
  'POST /api/admin/version/set',
  'POST /api/admin/version/status',
  'POST /api/admin/version/delete',
  'GET /api/admin/agreement/admin/list',
  'GET /api/admin/agreement/admin/users-list',
  'POST /api/admin/agreement/admin/set',
  'DELETE /api/admin/agreement/admin/delete/:id',
  'GET /api/admin/agreement/admin/confirmeds/:id',
  'POST /api/admin/agreement/admin/set-users',
  'GET /api/admin/agreement/admin/export',
  'GET /api/avr/all',
  'POST /api/avr/item',
  'POST /api/avr/confirmed',
  'POST /api/avr/check-code',
  'GET /api/accountant/terminals',
  'GET /api/branches/index',
  'POST /api/branches/branch',
  'GET /api/branches/list/terminals',
  'POST /api/branches/terminal-item',
  'POST /api/branches/change-terminal',
  'POST /api/branches/check-terminal',
  'GET /api/branches/list/employees',
  'GET /api/employees/deleted',
  'POST /api/branches/employee',
  'GET /api/dictionaries/departments',
  'GET /api/dictionaries/terminals',
  'GET /api/dictionaries/users-head',
  'GET /api/dictionaries/accountants',
  'GET /api/dictionaries/users',
  'GET /api/branches/list/signatories',
  'POST /api/branches/change-signatory',
  'GET /api/branches/list/departments',
  'POST /api/branches/department-item',
  'POST /api/branches/create-department',
  'GET /api/dictionaries/order/managers',
  'POST /api/dictionaries/order/agents',
  'GET /api/dictionaries/signatories',
  'POST /api/verify/terminal',
  'POST /api/vehicle/get',
  'POST /api/vehicle/set',
  'POST /api/vehicle/set-simple',
  'GET /api/dictionaries/regions',
  'POST /api/client/get',
  'POST /api/client/set',
  'POST /api/client/force-kdp',
  'POST /api/client/recognize-upload',
  'GET /api/client/demo-scans',
  'GET /api/client/demo-scans/:id',
  'POST /api/client/get-chief',
  'POST /api/client/set-chief',
  'GET /api/dictionaries/countries',
  'GET /api/dictionaries/activity-kinds',
  'GET /api/dictionaries/economic-sectors',
  'GET /api/draft/get',
  'GET /api/draft/history/:product',
  'POST /api/client/get-driver-license',
  'POST /api/contracts/ogpo/policy-get',
  'GET /api/dictionaries/regions-by-fi',
  // the compliance records are the drm group's (roles 0 and 6) to review, every one of them: no record is a
  // user's own, so the role check of the declaration is the whole rule (api test podft.test.ts)
  'GET /api/podft/get',
  'POST /api/podft/item',
  'POST /api/podft/set',
  'GET /api/support/policy/get-operator-errors',
  // the policy list and its export: scoped by the session (core's policyScope), naming no one policy
  'GET /api/policy/all',
  'GET /api/policy/export',
];

const key = (e: { method: string; path: string }) => `${e.method} ${e.path}`;
const roles = (e: EndpointDef): RoleId[] =>
  e.access === 'public' ? [] : [...new Set(e.access.flatMap((g) => ROLE_GROUPS[g]))].sort((a, b) => a - b);

function facts(kind: NonNullable<EndpointDef['owns']>, owner: WorldUser): Owned {
  if (kind === 'policy') return { kind, ownerId: owner.id, inBranch: false };
  if (kind === 'employee') return { kind, id: owner.id, role: owner.role, inScope: false };
  return { kind, ownerId: owner.id };
}

const owned = ENDPOINTS.filter((e) => e.owns);

describe('every protected endpoint says whether it reaches an object', () => {
  it('declares `owns` or is listed as naming none', () => {
    const silent = ENDPOINTS.filter((e) => e.access !== 'public' && !e.owns && !e.devOnly).map(key);
    expect(silent).toEqual(NO_OBJECT);
  });

  it('each object-reaching endpoint has its case', () => {
    const cases = new Set(OWNERSHIP_CASES.map(key));
    expect(owned.map(key).filter((k) => !cases.has(k))).toEqual([]);
    expect(OWNERSHIP_CASES.map(key).filter((k) => !owned.some((e) => key(e) === k))).toEqual([]);
  });
});

describe.each(owned.map((e) => [key(e), e] as const))('%s', (_name, endpoint) => {
  const c = OWNERSHIP_CASES.find((x) => key(x) === key(endpoint)) as OwnershipCase;
  it.each(roles(endpoint).filter((r) => r !== 0))("role %i on another user's object", async (role) => {
    const world = ownershipWorld();
    const caller = world.user(role);
    const { owner, reach } = await c.arrange(world, role);
    const allowed = mayAccess(caller, c.intent, facts(endpoint.owns!, owner));
    const res = await reach(caller);
    if (allowed) expect(res.status, await res.clone().text()).toBeLessThan(400);
    else {
      expect([403, 404], await res.clone().text()).toContain(res.status);
      expect(await res.json()).toMatchObject({ result: false });
    }
    const admin = await reach(world.admin);
    expect(admin.status, `the administrator reaches it: ${await admin.clone().text()}`).toBeLessThan(400);
  });
});
