import { insertPolicy } from '../../src/services/policy-register/repo';
import type { OwnershipCase } from './cases';
import type { World, WorldUser } from './world';

/**
 * Policies of the register (finding 5 of issue 23): who sees a policy's documents is core's policy scope (all for
 * the administrator, the accountant and support; the branch's for managers; one's own for the others). The owner
 * works in a department of its own, so the caller's branch never holds it.
 */

let next = 1;

/** An issued and paid policy sold by `seller`: its global number (of the product `productCode`). */
export function issuedPolicy(world: World, seller: WorldUser, productCode = 'OGPO_WEB_EA'): string {
  const n = next++;
  const id = insertPolicy(world.db, {
    draftUlid: `01JP0L1CY${String(n).padStart(17, '0')}`,
    productCode,
    productTitle: productCode === 'OGPO_WEB_EA' ? 'ОГПО ВТС' : productCode,
    productType: 1,
    premium: 45_600,
    paymentType: 0,
    paymentPhone: '+7(701) 710-0001',
    creatorId: seller.id,
    policy: {},
    insurer: { title: 'Страхователь проверки', iin: '850315300128', person: 1, resident: true },
    vehicles: [{ number: '123ABC02', mark: 'Toyota', model: 'Camry' }],
    insureds: [],
    beneficiary: null,
    dateFrom: '2026-03-03',
    dateTo: '2027-03-02',
    replacesId: null,
    now: world.config.now(),
  });
  const global = `OWN-${String(n).padStart(6, '0')}`;
  world.db.prepare('UPDATE policies SET status = 1, global_id = ? WHERE id = ?').run(global, id);
  return global;
}

export const POLICY_CASES: readonly OwnershipCase[] = [
  {
    method: 'POST',
    path: '/api/policy/get-document',
    intent: 'read',
    async arrange(world, role) {
      const owner = world.user(role);
      const global = issuedPolicy(world, owner);
      return {
        owner,
        reach: (caller) => world.request(caller, 'POST', '/api/policy/get-document', { global, type: 1 }),
      };
    },
  },
  // the policy list (issue 29): the modal's policy and the documents of property and casco
  {
    method: 'POST',
    path: '/api/policy/item',
    intent: 'read',
    async arrange(world, role) {
      const owner = world.user(role);
      const global = issuedPolicy(world, owner);
      return { owner, reach: (caller) => world.request(caller, 'POST', '/api/policy/item', { id: global }) };
    },
  },
  {
    method: 'POST',
    path: '/api/policy/get-document-dc',
    intent: 'read',
    async arrange(world, role) {
      const owner = world.user(role);
      const global = issuedPolicy(world, owner, 'DSI_FI');
      return {
        owner,
        reach: (caller) =>
          world.request(caller, 'POST', '/api/policy/get-document-dc', { global, is_immovable: true }),
      };
    },
  },
  {
    method: 'POST',
    path: '/api/policy/get-document-ds',
    intent: 'read',
    async arrange(world, role) {
      const owner = world.user(role);
      const global = issuedPolicy(world, owner, 'DSAT_CASCO_FRE');
      return {
        owner,
        reach: (caller) => world.request(caller, 'POST', '/api/policy/get-document-ds', { global, type: 2 }),
      };
    },
  },
];
