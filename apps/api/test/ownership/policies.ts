import { insertPolicy } from '../../src/services/policy-register/repo';
import { ownedCase, type OwnershipCase } from './cases';
import type { World, WorldUser } from './world';

/**
 * Policies of the register (finding 5 of issue 23): who sees a policy's documents is core's policy scope (all for
 * the administrator, the accountant and support; the branch's for managers; one's own for the others). The owner
 * works in a department of its own, so the caller's branch never holds it.
 */

/**
 * An issued and paid OGPO-like policy (status 1) written into the register for user `creatorId`, with the draft
 * `draftUlid` and the global number `global` (of the product `productCode`, insurer `insurerTitle`).
 */
export function insertIssuedPolicy(
  db: World['db'],
  p: {
    creatorId: number;
    now: number;
    draftUlid: string;
    global: string;
    productCode?: string;
    insurerTitle?: string;
  },
): string {
  const { productCode = 'OGPO_WEB_EA', insurerTitle = 'Страхователь проверки' } = p;
  const id = insertPolicy(db, {
    draftUlid: p.draftUlid,
    productCode,
    productTitle: productCode === 'OGPO_WEB_EA' ? 'ОГПО ВТС' : productCode,
    productType: 1,
    premium: 45_600,
    paymentType: 0,
    paymentPhone: '+7(701) 710-0001',
    creatorId: p.creatorId,
    policy: {},
    insurer: { title: insurerTitle, iin: '850315300128', person: 1, resident: true },
    vehicles: [{ number: '123ABC02', mark: 'Toyota', model: 'Camry' }],
    insureds: [],
    beneficiary: null,
    dateFrom: '2026-03-03',
    dateTo: '2027-03-02',
    replacesId: null,
    now: p.now,
  });
  db.prepare('UPDATE policies SET status = 1, global_id = ? WHERE id = ?').run(p.global, id);
  return p.global;
}

let next = 1;

/** An issued and paid policy sold by `seller`: its global number (of the product `productCode`). */
export function issuedPolicy(world: World, seller: WorldUser, productCode?: string): string {
  const n = next++;
  return insertIssuedPolicy(world.db, {
    creatorId: seller.id,
    now: world.config.now(),
    draftUlid: `01JP0L1CY${String(n).padStart(17, '0')}`,
    global: `OWN-${String(n).padStart(6, '0')}`,
    productCode,
  });
}

/** A read of a policy's document by its global number (of a policy of the product `productCode`). */
const policyCase = (path: string, body: (global: string) => unknown, productCode?: string) =>
  ownedCase('POST', path, 'read', body, (world, owner) => issuedPolicy(world, owner, productCode));

export const POLICY_CASES: readonly OwnershipCase[] = [
  policyCase('/api/policy/get-document', (global) => ({ global, type: 1 })),
  // the policy list (issue 29): the modal's policy and the documents of property and casco
  policyCase('/api/policy/item', (global) => ({ id: global })),
  policyCase('/api/policy/get-document-dc', (global) => ({ global, is_immovable: true }), 'DSI_FI'),
  policyCase('/api/policy/get-document-ds', (global) => ({ global, type: 2 }), 'DSAT_CASCO_FRE'),
];
