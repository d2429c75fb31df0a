import { insurerHash } from '../../src/services/policy-register/insurer-hash';
import { ownedCase, type OwnershipCase } from './cases';
import { issuedPolicy } from './policies';
import type { World, WorldUser } from './world';

/**
 * Operator errors and the policy list's code flows: a policy's operator error and termination are its seller's
 * (and the administrator's) to start; a support request is the support team's queue (support and the
 * administrator). Each call starts from the object as arranged (an open request, a policy not yet reported).
 */

const policyIdOf = (world: World, global: string) =>
  (world.db.prepare('SELECT id FROM policies WHERE global_id = ?').get(global) as { id: number }).id;

/** A request of a policy sold by `seller`, reported by them: its id. */
function supportRequest(world: World, seller: WorldUser): number {
  const policyId = policyIdOf(world, issuedPolicy(world, seller));
  world.db.prepare('UPDATE policies SET status = 5 WHERE id = ?').run(policyId);
  const now = world.config.now();
  return Number(
    world.db
      .prepare(
        `INSERT INTO support_requests (policy_id, status, creator_id, policy_status, created_at, updated_at)
         VALUES (?, 0, ?, 1, ?, ?)`,
      )
      .run(policyId, seller.id, now, now).lastInsertRowid,
  );
}

function reopen(world: World, requestId: number) {
  world.db.prepare('UPDATE support_requests SET status = 0, support_id = NULL WHERE id = ?').run(requestId);
  world.db
    .prepare(
      'UPDATE policies SET status = 5 WHERE id = (SELECT policy_id FROM support_requests WHERE id = ?)',
    )
    .run(requestId);
}

/** process-otp, then rescind with the code it sent (the flow of the list's modal); a refusal of either is answered. */
async function codeFlow(world: World, caller: WorldUser, send: object, rescind: (code: string) => object) {
  const sent = await world.request(caller, 'POST', '/api/contracts/process-otp', send);
  if (sent.status >= 400) return sent;
  const { code } = world.db
    .prepare('SELECT code FROM dev_sms_outbox ORDER BY sent_at DESC, rowid DESC LIMIT 1')
    .get() as { code: string };
  return world.request(caller, 'POST', '/api/contracts/rescind', rescind(code));
}

const supportCase = (action: 'rescind' | 'reject'): OwnershipCase => ({
  method: 'POST',
  path: `/api/support/policy/${action}`,
  intent: 'change',
  async arrange(world, role) {
    const owner = world.user(role === 9 ? 4 : role);
    const id = supportRequest(world, owner);
    return {
      owner,
      reach: (caller) => {
        reopen(world, id);
        return world.request(caller, 'POST', `/api/support/policy/${action}`, { id });
      },
    };
  },
});

export const SUPPORT_CASES: readonly OwnershipCase[] = [
  supportCase('rescind'),
  supportCase('reject'),
  ownedCase<number>(
    'POST',
    '/api/contracts/process-otp',
    'change',
    (id) => ({ id, type: 2 }),
    (world, owner) => policyIdOf(world, issuedPolicy(world, owner)),
  ),
  {
    method: 'POST',
    path: '/api/contracts/rescind',
    intent: 'change',
    async arrange(world, role) {
      const owner = world.user(role);
      const global = issuedPolicy(world, owner);
      const hash = insurerHash(policyIdOf(world, global), '850315300128');
      return {
        owner,
        reach: (caller) =>
          codeFlow(world, caller, { hash, type: 3 }, (code) => ({
            signatoryId: null,
            isRescind: false,
            global,
            person: 1,
            hash,
            code,
            type: 3,
            ip: '127.0.0.1',
          })),
      };
    },
  },
  {
    method: 'GET',
    path: '/api/travel/item/:id',
    intent: 'read',
    async arrange(world, role) {
      const owner = world.user(role);
      const id = `01JTRAVELW${String(owner.id).padStart(16, '0')}`;
      const travel = {
        number: id,
        product: 'VZR_EU',
        insurer: { title: 'Страхователь проверки', iin: '850315300128' },
        travellers: [],
        countries: ['Турция'],
        date_from: '2026-04-01',
        date_to: '2026-04-10',
        insured_sum_eur: 30000,
        premium: null,
      };
      const now = world.config.now();
      world.db
        .prepare(
          `INSERT INTO drafts (id, user_id, product, insurer_title, insurer_document, policy, created_at, updated_at)
           VALUES (?, ?, 'VZR_EU', '', '', ?, ?, ?)`,
        )
        .run(id, owner.id, JSON.stringify(travel), now, now);
      return { owner, reach: (caller) => world.request(caller, 'GET', `/api/travel/item/${id}`) };
    },
  },
];
