import * as z from 'zod/mini';
import { endpoint } from '../../api/common';
import { TEXT_MAX, textField } from '../../api/limits';

const int = () => z.number().check(z.int());
const text = (max: number) => textField(max);

/**
 * The history side panel's call (spec part 2 sections 2.1, 3.9, 7.3): apart from the sale's contract, so the page's
 * first render does not carry what only the lazily loaded panel reads.
 */

/** A history entry (3.9): a draft (status null) or a policy of the user, newest first. */
export const HistoryEntrySchema = z.object({
  id: text(TEXT_MAX.number),
  insurer_document: text(TEXT_MAX.code),
  product_name: text(TEXT_MAX.title),
  /** 'YYYY-MM-DD HH:mm:ss', Almaty time. */
  date: text(TEXT_MAX.date),
  insurer_title: text(TEXT_MAX.title),
  /** The product code: it picks the page an entry leads to (2.1). */
  product: text(TEXT_MAX.code),
  status: z.nullable(int()),
  statusName: z.nullable(text(TEXT_MAX.title)),
  /** The draft an entry opens (a policy's draft_ulid; null for a policy sold without one). */
  draft: z.nullable(text(TEXT_MAX.number)),
  /** OGPO's product type (1, 2, 3): the OGPO page's query product the entry opens with; null for other products. */
  product_type: z.optional(z.nullable(int())),
  /** A policy's id in the register: the policy modal (POST /api/policy/item) opens it. Absent for a draft. */
  policy_id: z.optional(z.nullable(int())),
});
export type HistoryEntry = z.infer<typeof HistoryEntrySchema>;

/** GET /api/draft/history/{product} -> the user's last 10 drafts and last 10 policies. */
export const draftHistoryEndpoint = endpoint({
  method: 'GET',
  path: '/api/draft/history/{product}',
  access: ['sale', 'reserveSale', 'mainSale'],
  body: undefined,
  response: z.object({
    result: z.literal(true),
    drafts: z.array(HistoryEntrySchema).check(z.maxLength(10)),
    policies: z.array(HistoryEntrySchema).check(z.maxLength(10)),
  }),
});
