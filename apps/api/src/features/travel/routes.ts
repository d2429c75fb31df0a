import { TravelSchema, policyStatusName, travelItemEndpoint } from '@sakta/core';
import { route, type EndpointDef } from '../../platform/endpoint';
import { refused } from '../../platform/http';
import { ensureSale } from '../../services/sales';

/**
 * The travel page's call (product VZR_EU, spec part 2 sections 1, 2.1): a travel draft, or the policy sold from it
 * (its sale's ulid is the draft's id), read-only. A sale is its owner's (and the administrator's): anyone else is
 * refused; a missing one, or another product's, is 404 'Черновик не найден'.
 */
export const travelItem = route(travelItemEndpoint, (c) => {
  const id = c.req.param('id') ?? '';
  const { db } = c.var;
  ensureSale(c, id, 'read', { claim: false });
  const policy = db
    .prepare(
      `SELECT global_id, number, status, policy FROM policies WHERE draft_ulid = ? AND product_code = 'VZR_EU'
       ORDER BY id DESC LIMIT 1`,
    )
    .get(id) as
    { global_id: string | null; number: string | null; status: number; policy: string } | undefined;
  const draft = db.prepare(`SELECT policy FROM drafts WHERE id = ? AND product = 'VZR_EU'`).get(id) as
    { policy: string } | undefined;
  const parsed = TravelSchema.safeParse(JSON.parse(policy?.policy ?? draft?.policy ?? 'null'));
  if (!parsed.success) throw refused(404, 'Черновик не найден');
  return c.json({
    result: true as const,
    travel: parsed.data,
    policy: policy
      ? {
          global_id: policy.global_id,
          number: policy.number,
          status: policy.status,
          statusName: policyStatusName(policy.status),
        }
      : null,
  });
});

export const TRAVEL_ENDPOINTS: readonly EndpointDef[] = [travelItem];
