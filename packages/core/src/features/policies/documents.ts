import { POLICY_STATUS } from '../../shared/policy-status';
import { CASCO_DOCUMENT, type PolicyDetail } from './contract';
import { ruPolicies } from './ru';

/**
 * The documents of a policy in the modal (spec part 2 sections 4.5, 7.5): shown only for status 1 or 7 without an
 * error and with a global id; asked by product: OGPO through get-document (0 the policy, 1 the receipt), property
 * through get-document-dc (the contract and the policy in one answer), casco through get-document-ds (0 the
 * contract, 1 the policy, 2 the application). Every product's receipt (3.9 `wk_ticket`, the success card's link)
 * is get-document type 1, so it can be had again once the success card is closed; travel (VZR_EU) has the
 * register's policy and the receipt, both through get-document.
 */
export type PolicyDocumentKind = keyof typeof ruPolicies.documents;

export type PolicyDocumentRequest =
  | { call: 'get-document'; body: { global: string; type: 0 | 1 } }
  | {
      call: 'get-document-dc';
      body: { global: string; is_immovable: boolean };
      pick: 'document_contract' | 'document_policy';
    }
  | {
      call: 'get-document-ds';
      body: { global: string; type: 0 | 1 | 2 };
      pick: 'document_contract' | 'document_policy' | 'document_application';
    };

export interface PolicyDocumentEntry {
  kind: PolicyDocumentKind;
  title: string;
  request: PolicyDocumentRequest;
}

type DocumentFacts = Pick<PolicyDetail, 'status' | 'error' | 'global_id' | 'product' | 'object'>;

/** Section 4.5: status 1 or 7, no error, a global id. */
export function showsPolicyListDocuments(p: Pick<DocumentFacts, 'status' | 'error' | 'global_id'>): boolean {
  return (
    (p.status === POLICY_STATUS.issued || p.status === POLICY_STATUS.processing) && !p.error && !!p.global_id
  );
}

const CASCO = /^DSAT_CASCO_/;

/** The documents the modal offers for a policy (none when the section is hidden or the product has none). */
export function policyDocuments(p: DocumentFacts): PolicyDocumentEntry[] {
  if (!showsPolicyListDocuments(p) || !p.global_id) return [];
  const global = p.global_id;
  const entry = (kind: PolicyDocumentKind, request: PolicyDocumentRequest): PolicyDocumentEntry => ({
    kind,
    title: ruPolicies.documents[kind],
    request,
  });
  const receipt = entry('receipt', { call: 'get-document', body: { global, type: 1 } });
  if (p.product === 'OGPO_WEB_EA' || p.product === 'VZR_EU')
    return [entry('policy', { call: 'get-document', body: { global, type: 0 } }), receipt];
  if (p.product === 'DSD_FI' || p.product === 'DSI_FI') {
    const is_immovable = p.object?.is_immovable ?? p.product === 'DSI_FI';
    return [
      entry('contract', {
        call: 'get-document-dc',
        body: { global, is_immovable },
        pick: 'document_contract',
      }),
      entry('policy', { call: 'get-document-dc', body: { global, is_immovable }, pick: 'document_policy' }),
      receipt,
    ];
  }
  if (CASCO.test(p.product))
    return [
      ...(['contract', 'policy', 'application'] as const).map((kind) =>
        entry(kind, {
          call: 'get-document-ds',
          body: { global, type: CASCO_DOCUMENT[kind] },
          pick: `document_${kind}`,
        }),
      ),
      receipt,
    ];
  return [];
}

/** The file name a downloaded document gets: 'Страховой полис 26-OGPO-500123.pdf'. */
export function policyDocumentFileName(entry: Pick<PolicyDocumentEntry, 'title'>, global: string): string {
  return `${entry.title} ${global}.pdf`.replace(/[\\/:*?"<>|]/g, '-');
}
