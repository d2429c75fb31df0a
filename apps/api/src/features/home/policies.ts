import { CONSENT_INSURER, formatKzt, type DashboardPolicy } from '@sakta/core';
import { formatAlmaty } from '../../services/almaty';
import type { Db } from '../../platform/db';
import {
  POLICY_DOCUMENT_KINDS,
  POLICY_DOCUMENT_TITLES,
  type PolicyRow,
} from '../../services/policy-register/documents';

export {
  POLICY_DOCUMENT_KINDS,
  policyDocumentSpec,
  type PolicyDocumentKind,
  type PolicyRow,
} from '../../services/policy-register/documents';

/**
 * Contracts (policies) of every product: the rows of the `policies` table and what the admin start page and
 * dashboard answer (spec part 1 section 3 "Dashboard policy row"; part 2 sections 3.9 and 4.5).
 */

export const policyRu = {
  notFound: 'Договор не найден',
  noDocuments: 'Документы доступны только для выпущенных договоров без ошибок',
} as const;

type Party = NonNullable<DashboardPolicy['insurer']>;
type Vehicle = DashboardPolicy['vehicles'][number];
type InsuredObject = NonNullable<DashboardPolicy['object']>;

/** The pie slices and dashboard counters: status 1 issued, 0 new, every other status an error. */
export function policySlice(status: number): 'issued' | 'new' | 'error' {
  return status === 1 ? 'issued' : status === 0 ? 'new' : 'error';
}

/** Documents exist only for an issued contract (status 1) without an error that has a global id. */
export function hasPolicyDocuments(row: Pick<PolicyRow, 'status' | 'error' | 'global_id'>): boolean {
  return row.status === 1 && !row.error && !!row.global_id;
}

function json<T>(text: string | null): T | null {
  return text === null ? null : (JSON.parse(text) as T);
}

function party(p: Party | null): Party | null {
  if (!p) return null;
  const out: Party = { title: p.title, iin: p.iin, person: p.person };
  if (p.resident !== undefined) out.resident = p.resident;
  if (p.entrepreneur !== undefined) out.entrepreneur = p.entrepreneur;
  return out;
}

function vehicles(row: PolicyRow): Vehicle[] {
  return (json<Vehicle[]>(row.vehicles) ?? []).map((v) => ({
    number: v.number,
    mark: v.mark,
    model: v.model,
    color: v.color ?? null,
    year: v.year ?? null,
  }));
}

/** A row of the dashboard (and of the policy modal). */
export function toDashboardPolicy(row: PolicyRow): DashboardPolicy {
  const object = json<InsuredObject>(row.object);
  return {
    id: row.id,
    global_id: row.global_id,
    premium: row.premium,
    product: { code: row.product_code, title: row.product_title },
    status: row.status,
    error_type: row.error_type,
    error: row.error,
    created_at: formatAlmaty(row.created_at),
    draft: json<Record<string, unknown>>(row.draft),
    policy: json<Record<string, unknown>>(row.policy),
    insurer: party(json<Party>(row.insurer)),
    vehicles: vehicles(row),
    object: object && {
      is_immovable: object.is_immovable,
      insurance_sum: object.insurance_sum,
      franchise: object.franchise ?? null,
      add_info: object.add_info ?? null,
    },
    insureds: (json<Party[]>(row.insureds) ?? []).map((p) => party(p) as Party),
    beneficiary: party(json<Party>(row.beneficiary)),
    documents: hasPolicyDocuments(row)
      ? POLICY_DOCUMENT_KINDS.map((kind) => ({ kind, title: POLICY_DOCUMENT_TITLES[kind] }))
      : [],
  };
}

export function findPolicy(db: Db, id: number): PolicyRow | undefined {
  return db.prepare('SELECT * FROM policies WHERE id = ?').get(id) as PolicyRow | undefined;
}

/** Contracts created in [from, to), newest first. */
export function policiesCreatedBetween(db: Db, from: number, to: number): PolicyRow[] {
  return db
    .prepare(
      'SELECT * FROM policies WHERE created_at >= ? AND created_at < ? ORDER BY created_at DESC, id DESC',
    )
    .all(from, to) as PolicyRow[];
}
