import type { DRAFT_PRODUCTS } from '@sakta/core';
import { policyStatusName, productName, type DraftRow, type HistoryEntry } from '@sakta/core';
import { formatAlmaty } from '../../services/almaty';
import type { SalePolicy } from '../../services/sale-products';
import type { DraftListRow, DraftQuery, DraftWrite, DraftDbRow, UserPolicyRow } from './repo';

/**
 * The drafts' rules (spec part 2 sections 2.6, 3.9, 6, 7.3, 9): 9 cards a page; role 0 filters by insurer, product
 * (the filter's 1..6) and user, everyone else sees only their own; the history panel lists a product family's last
 * 10 drafts and policies of the user.
 */

export const DRAFTS_PER_PAGE = 9;
export const HISTORY_LIMIT = 10;

export const draftsApiRu = {
  unknownProduct: 'Неизвестный продукт',
  /** draft/save of a deleted draft's number (a page in another tab or browser still holds its sale). */
  deleted: 'Черновик №{id} удалён, сохранить его снова нельзя.',
} as const;

const OGPO = 'OGPO_WEB_EA';
const PROPERTY = ['DSD_FI', 'DSI_FI'] as const;
const CASCO = ['DSAT_CASCO_FRE', 'DSAT_CASCO_TRL', 'DSAT_CASCO_SE1', 'DSAT_CASCO_SE2'] as const;

/** The product codes whose entries a page's history shows: the page's product and its variants. */
export function productFamily(code: string): readonly string[] | null {
  if (code === OGPO || code === 'VZR_EU') return [code];
  if ((PROPERTY as readonly string[]).includes(code)) return PROPERTY;
  if ((CASCO as readonly string[]).includes(code)) return CASCO;
  return null;
}

/** The draft filter's products (section 9) as codes and OGPO's product type. */
const FILTER_PRODUCTS: Record<(typeof DRAFT_PRODUCTS)[number]['id'], NonNullable<DraftQuery['products']>> = {
  1: { codes: [OGPO], type: 1 },
  2: { codes: [OGPO], type: 2 },
  3: { codes: [OGPO], type: 3 },
  4: { codes: ['DSI_FI'] },
  5: { codes: ['DSD_FI'] },
  6: { codes: CASCO },
};

export function filterProducts(id: number): DraftQuery['products'] | undefined {
  return FILTER_PRODUCTS[id as keyof typeof FILTER_PRODUCTS];
}

const bit = (v: boolean | undefined): 0 | 1 | null => (v === undefined ? null : v ? 1 : 0);
const bool = (v: 0 | 1 | null): boolean | null => (v === null ? null : v === 1);

/** What a saved policy of any product keeps beside its JSON: the card's insurer title and document. */
export function draftOfPolicy(policy: SalePolicy, userId: number): DraftWrite {
  const insurer = policy.insurer;
  return {
    id: policy.number,
    user_id: userId,
    product: policy.product,
    product_type: policy.product_type ?? null,
    insurer_title: insurer?.client.title ?? '',
    insurer_document: insurer ? insurer.client.iin || insurer.document.number : '',
    insurer_person: bit(insurer?.filter.person),
    insurer_resident: bit(insurer?.filter.resident),
    policy: JSON.stringify(policy),
  };
}

export function draftCard(row: DraftListRow): DraftRow {
  return {
    id: row.id,
    insurer_title: row.insurer_title,
    insurer_document: row.insurer_document,
    insurer_person: bool(row.insurer_person),
    insurer_resident: bool(row.insurer_resident),
    product: row.product,
    product_name: productName(row.product, row.product_type),
    updated: formatAlmaty(row.updated_at),
    user: row.user_name,
    product_type: row.product_type,
  };
}

export function draftEntry(row: DraftDbRow): HistoryEntry {
  return {
    id: row.id,
    insurer_document: row.insurer_document,
    product_name: productName(row.product, row.product_type),
    date: formatAlmaty(row.updated_at),
    insurer_title: row.insurer_title,
    product: row.product,
    status: null,
    statusName: null,
    draft: row.id,
    product_type: row.product_type,
  };
}

function parsed<T>(json: string | null): T | null {
  if (!json) return null;
  try {
    return JSON.parse(json) as T;
  } catch {
    return null;
  }
}

export function policyEntry(row: UserPolicyRow): HistoryEntry {
  const insurer = parsed<{ title?: string; iin?: string }>(row.insurer);
  return {
    id: row.global_id ?? String(row.id),
    insurer_document: insurer?.iin ?? '',
    product_name: row.product_code === OGPO ? productName(OGPO, row.product_type) : row.product_title,
    date: formatAlmaty(row.created_at),
    insurer_title: insurer?.title ?? '',
    product: row.product_code,
    status: row.status,
    statusName: policyStatusName(row.status),
    draft: row.draft_ulid || null,
    product_type: row.product_type,
    // the policy modal opens it by this id (the sale page's history, issue 43 item 7)
    policy_id: row.id,
  };
}
