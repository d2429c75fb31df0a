import {
  newTerminationRequest,
  type RoleId,
  type TerminationRequest,
  type TerminationSearchResult,
} from '@sakta/core';
import { TERMINATION_SCENARIOS } from '../../src/features/termination/demo-termination';
import type { OwnershipCase } from './cases';
import type { World, WorldUser } from './world';

/**
 * Early termination (issue 23, low item): a stored termination request, its SMS code, its termination and the
 * history's application are their owner's, the user who opened the request. Another user of the termination group
 * who knows the ulid (or the history id) is refused.
 */

let next = 1;

async function json<T>(res: Promise<Response>): Promise<T> {
  const r = await res;
  if (r.status >= 400) throw new Error(`${r.status} ${await r.text()}`);
  return (await r.json()) as T;
}

/**
 * A request opened by `owner` (cash, paper) on the contract-number scenario's policy, calculated and with its application (as
 * the modal does: search, calculate, create-termination-document): its body.
 */
async function openRequest(
  world: World,
  owner: WorldUser,
): Promise<{ termination: TerminationRequest; policy: TerminationSearchResult }> {
  const { data } = await json<{ data: TerminationSearchResult[] }>(
    world.request(owner, 'POST', '/api/contracts/functional/contracts', {
      contract: TERMINATION_SCENARIOS.contractNumber.number,
    }),
  );
  const policy = data[0]!;
  // the request the page starts with (core's): cash, paper, early termination, the client as beneficiary
  const base: TerminationRequest = newTerminationRequest(
    policy,
    `01JTERMW${String(next++).padStart(18, '0')}`,
  );
  const figures = await json<{ refund: number; commission: number }>(
    world.request(owner, 'POST', '/api/contracts/functional/calculate', { termination: base, policy }),
  );
  const body = { termination: { ...base, ...figures }, policy };
  await json(world.request(owner, 'POST', '/api/contracts/functional/create-termination-document', body));
  return body;
}

/** A case whose call names the owner's open request. */
function onRequest(
  method: 'POST',
  path: string,
  intent: 'read' | 'change',
  call: (body: { termination: TerminationRequest; policy: TerminationSearchResult }) => unknown,
): OwnershipCase {
  return {
    method,
    path,
    intent,
    async arrange(world: World, role: RoleId) {
      const owner = world.user(role);
      const body = await openRequest(world, owner);
      return { owner, reach: (caller) => world.request(caller, method, path, call(body)) };
    },
  };
}

export const TERMINATION_CASES: readonly OwnershipCase[] = [
  onRequest('POST', '/api/contracts/functional/create-termination-document', 'change', (body) => body),
  onRequest('POST', '/api/contracts/functional/update', 'change', (body) => ({
    ...body,
    termination: { ...body.termination, otp: { phone: '+7(701) 710-0007', code: '' } },
  })),
  onRequest('POST', '/api/functional/otp/send-sms', 'change', (body) => ({
    phone: '77017100007',
    ulid: body.termination.ulid,
  })),
  onRequest('POST', '/api/functional/otp/check-otp', 'read', (body) => ({ ulid: body.termination.ulid })),
  onRequest('POST', '/api/contracts/functional/terminate', 'change', (body) => ({
    ulid: body.termination.ulid,
  })),
  {
    method: 'GET',
    path: '/api/contracts/functional/history/:id/document',
    intent: 'read',
    async arrange(world: World, role: RoleId) {
      const owner = world.user(role);
      const { termination } = await openRequest(world, owner);
      await json(
        world.request(owner, 'POST', '/api/contracts/functional/terminate', { ulid: termination.ulid }),
      );
      const { id } = world.db
        .prepare('SELECT id FROM termination_history WHERE ulid = ?')
        .get(termination.ulid) as { id: number };
      return {
        owner,
        reach: (caller) => world.request(caller, 'GET', `/api/contracts/functional/history/${id}/document`),
      };
    },
  },
];
