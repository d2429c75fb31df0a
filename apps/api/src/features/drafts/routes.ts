import * as z from 'zod/mini';
import { draftDeleteEndpoint, draftHistoryEndpoint, draftListEndpoint, fmt, ROLE } from '@sakta/core';
import { saleDrafts } from '@sakta/core/sale/drafts';
import { sessionApc } from '../../platform/auth';
import { route, type EndpointDef } from '../../platform/endpoint';
import { parseQuery, parseValue, refused, type AppContext } from '../../platform/http';
import { showSaleData } from '../../services/sale-ledger';
import { productOf, type SaleProducts } from '../../services/sale-products';
import { ensureSale, saleOwner } from '../../services/sales';
import { documentsOfPolicy } from '../../services/kept-documents';
import { withKeptImages } from './draft-images';
import {
  countDrafts,
  deleteDraft,
  draftsPage,
  findDraft,
  isDraftDeleted,
  isDraftSold,
  upsertDraft,
  userDrafts,
  userPolicies,
  type DraftDbRow,
  type DraftQuery,
} from './repo';
import {
  DRAFTS_PER_PAGE,
  HISTORY_LIMIT,
  draftCard,
  draftEntry,
  draftOfPolicy,
  draftsApiRu,
  filterProducts,
  policyEntry,
  productFamily,
} from './service';

/**
 * Drafts and the history panel of every product's sale (spec part 2 sections 2.1, 2.6, 6, 7.3). A draft is a policy
 * of a product the sale knows, read back through that product's schema (the product comes from the policy's code
 * and, for draft/item, the path's). A draft is its sale's (the policy's number): the sale's owner and the administrator (role 0) read, save over and delete it, anyone else is refused
 * (services/sales.ts, core's ownership rule). A saved policy carries the APC of the session, never the page's.
 * draft/get pages 9 cards; role 0 filters by insurer, product and user.
 */

const isAdmin = (c: AppContext) => c.var.auth.user.role === ROLE.admin;

/** The draft, once the caller is known to reach its sale (an unknown sale is not claimed by reading it). */
function reachedDraft(c: AppContext, id: string, intent: 'read' | 'change'): DraftDbRow | undefined {
  ensureSale(c, id, intent, { claim: false });
  return findDraft(c.var.db, id);
}

const digits = (max: number, message: string) =>
  z.optional(z.string().check(z.regex(new RegExp(`^\\d{1,${max}}$`), message)));

const ListQuerySchema = z.object({
  page: digits(6, 'Неверный номер страницы'),
  insurer: z.optional(z.string().check(z.maxLength(100))),
  product: z.optional(z.union([z.literal(''), z.string().check(z.regex(/^[1-6]$/, 'Неверный продукт'))])),
  user: z.optional(z.union([z.literal(''), z.string().check(z.regex(/^\d{1,9}$/, 'Неверный пользователь'))])),
});

function pageOfDrafts(c: AppContext, q: DraftQuery, asked: number) {
  const { db } = c.var;
  const total = countDrafts(db, q);
  const lastPage = Math.max(1, Math.ceil(total / DRAFTS_PER_PAGE));
  const page = Math.min(Math.max(1, asked), lastPage);
  return {
    data: draftsPage(db, q, page, DRAFTS_PER_PAGE).map(draftCard),
    meta: { current_page: page, last_page: lastPage, per_page: DRAFTS_PER_PAGE, total },
  };
}

/** Role 0: the query's filter; everyone else: their own drafts only (the filter is not theirs to use). */
function queryOf(c: AppContext, raw: z.output<typeof ListQuerySchema>): DraftQuery {
  if (!isAdmin(c)) return { userId: c.var.auth.user.id };
  const q: DraftQuery = {};
  const insurer = raw.insurer?.trim();
  if (insurer) q.insurer = insurer;
  if (raw.product) q.products = filterProducts(Number(raw.product));
  if (raw.user) q.userId = Number(raw.user);
  return q;
}

/** GET /api/draft/get?page=&insurer=&product=&user= */
export const draftList = route(draftListEndpoint, (c) => {
  const raw = parseQuery(c, ListQuerySchema);
  return c.json(pageOfDrafts(c, queryOf(c, raw), Number(raw.page ?? 1)));
});

/**
 * GET /api/draft/delete/{id} -> the refreshed first page (unfiltered). Idempotent: a draft already gone is left as
 * it is and the page answered is what the caller has; another user's draft is refused. Its number is remembered:
 * draft/save refuses it from then on.
 */
export const draftDelete = route(draftDeleteEndpoint, (c) => {
  const row = reachedDraft(c, c.req.param('id') ?? '', 'change');
  if (row) deleteDraft(c.var.db, row.id, c.var.auth.user.id, c.var.config.now());
  return c.json(pageOfDrafts(c, queryOf(c, {}), 1));
});

/** The calls that read or write a product's policy: save and item. */
function policyRoutes(products: SaleProducts) {
  /**
   * POST /api/draft/save {policy}: the policy's number is the draft's id (its sale, claimed by the first call that
   * names it); saving again updates it and keeps its owner. The policy is read by its product's schema (the
   * product from its code); a product the sale does not know: 404; a deleted draft's number: 409.
   */
  const draftSave = route(saleDrafts.save, async (c, req) => {
    const body = await req.body();
    const product = productOf(products, body.policy.product);
    if (!product) throw refused(404, draftsApiRu.unknownProduct);
    const policy = parseValue(product.policySchema, body.policy);
    ensureSale(c, policy.number);
    // a deleted draft stays deleted: a page still holding its sale cannot save it back (409)
    if (isDraftDeleted(c.var.db, policy.number))
      throw refused(409, fmt(draftsApiRu.deleted, { id: policy.number }));
    // the draft is the sale owner's, whoever saves it (the administrator may save another seller's)
    const owner = saleOwner(c.var.db, policy.number) ?? c.var.auth.user.id;
    const saved = { ...policy, apc: sessionApc(c) };
    const now = c.var.config.now();
    // the sale's data as saved: a change makes a new version of the sale (its calculation and links void)
    showSaleData({ db: c.var.db, now }, policy.number, policy);
    upsertDraft(c.var.db, draftOfPolicy(saved, owner), now);
    return c.json({ result: true as const, id: policy.number });
  });

  /**
   * GET /api/draft/item/{id}/{product}: the draft read through its product's schema; {result: false} when missing,
   * of another product family than the page's (a property page asks with DSI_FI or DSD_FI and opens a draft of
   * either), sold, or of a product the sale does not know; refused to others.
   */
  const draftItem = route(saleDrafts.item, (c) => {
    const row = reachedDraft(c, c.req.param('id') ?? '', 'read');
    const family = productFamily(c.req.param('product') ?? '');
    if (!row || !family?.includes(row.product) || isDraftSold(c.var.db, row.id))
      return c.json({ result: false as const });
    const product = productOf(products, row.product);
    const parsed = product?.policySchema.safeParse(JSON.parse(row.policy));
    if (!parsed?.success) return c.json({ result: false as const });
    const policy = withKeptImages(parsed.data, row.id, documentsOfPolicy(c.var.db, row.id));
    return c.json({ result: true as const, id: row.id, policy });
  });

  return { draftSave, draftItem };
}

/** GET /api/draft/history/{product}: the user's last 10 drafts and 10 policies of the product's family. */
export const draftHistory = route(draftHistoryEndpoint, (c) => {
  const family = productFamily(c.req.param('product') ?? '');
  if (!family) throw refused(404, draftsApiRu.unknownProduct);
  const { db } = c.var;
  const userId = c.var.auth.user.id;
  return c.json({
    result: true as const,
    drafts: userDrafts(db, userId, family, HISTORY_LIMIT).map(draftEntry),
    policies: userPolicies(db, userId, family, HISTORY_LIMIT).map(policyEntry),
  });
});

/** The drafts' calls for the given products. */
export function draftEndpoints(products: SaleProducts): readonly EndpointDef[] {
  const { draftSave, draftItem } = policyRoutes(products);
  return [draftSave, draftItem, draftList, draftDelete, draftHistory];
}
