// The policy modal's container (spec part 2 sections 2.7, 7.5): core's policy item machine with the API's calls,
// its notices on the toaster, and the documents' object URLs, created when a document arrives and revoked when the
// machine's 60 s link ends (or the modal closes). The policy list, the operator-error screen and the sale pages'
// history open it; the travel page shows a sold policy's documents with the same machine.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { policyDocumentEndpoint } from '@sakta/core/shared';
import {
  policyDocumentDcEndpoint,
  policyByNumberEndpoint,
  policyDocumentDsEndpoint,
  policyItemEndpoint,
  providePolicyItem,
  selectPolicyItemView,
  type PolicyDetail,
  type PolicyDocumentKind,
  type PolicyDocumentRequest,
} from '@sakta/core/policies';
import { notify, PolicyDocuments, PolicyItemModal } from '@sakta/ui';
import type { ApiClient } from '@sakta/core/shared';
import { useApi } from '../../lib/api';
import { pdfObjectUrl } from '../../lib/public-pages';

/** What a screen's actions get besides the policy: reload it ('Обновить информацию') and close the modal. */
export interface PolicyModalControls {
  reload: () => void;
  close: () => void;
}

export interface PolicyModalContainerProps {
  /** The policy's id, or its local or global contract number. */
  policyId: number | string;
  onClose: () => void;
  /**
   * The extension point of the actions (section 2.7): the screen renders its flows for the loaded policy, e.g.
   * `renderActions={(policy, modal) => <OperatorErrorActions policy={policy} onDone={modal.close} />}`.
   */
  renderActions?: (policy: PolicyDetail, modal: PolicyModalControls) => ReactNode;
  /** The support info (section 2.7), e.g. the support request a support row opened the modal from. */
  renderSupport?: (policy: PolicyDetail) => ReactNode;
}

/** The PDF of a document entry through its product's call (get-document, get-document-dc or -ds). */
async function fetchPolicyDocument(api: ApiClient, r: PolicyDocumentRequest): Promise<string> {
  if (r.call === 'get-document') return (await api.call(policyDocumentEndpoint, r.body)).document;
  if (r.call === 'get-document-dc') return (await api.call(policyDocumentDcEndpoint, r.body))[0][r.pick];
  const doc = (await api.call(policyDocumentDsEndpoint, r.body))[0][r.pick];
  if (!doc) throw new Error('get-document-ds: no document in the answer');
  return doc;
}

/**
 * Core's policy item machine for one policy with the API's calls, its notices on the toaster, and the object URL of
 * the document whose 60 s link lives (created when the document arrives, revoked when the link ends or the
 * component goes).
 */
function usePolicyItem(policyId: number | string) {
  const api = useApi();
  const machine = useMemo(
    () =>
      providePolicyItem({
        load: (id) => loadPolicy(api, id),
        document: (request) => fetchPolicyDocument(api, request),
      }),
    [api],
  );
  const actor = useActorRef(machine, { input: { id: policyId } });
  const view = useSelector(actor, selectPolicyItemView);
  useEffect(() => {
    const sub = actor.on('notice', (e) => notify({ kind: e.kind, title: e.title, message: e.message }));
    return () => sub.unsubscribe();
  }, [actor]);

  // the linked document's object URL lives as long as the machine's link (60 s), then is revoked
  const linked = view.documents.find((d) => d.link);
  const [href, setHref] = useState<{ kind: PolicyDocumentKind; url: string } | null>(null);
  const pdf = linked?.link?.document ?? null;
  useEffect(() => {
    if (!linked || !pdf) return setHref(null);
    const url = pdfObjectUrl(pdf);
    setHref({ kind: linked.kind, url });
    return () => URL.revokeObjectURL(url);
    // a new URL only for a new document
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pdf, linked?.kind]);
  const documentHref = (kind: PolicyDocumentKind) => (href?.kind === kind ? href.url : null);
  return { actor, view, documentHref };
}

/**
 * POST /api/policy/item: by its id; a contract number (the modal opened by one, 2.7) is first found with GET
 * /api/policy/all {one_c, noPaginate} (7.5), and a number that is not a contract (1C) number, a global number, is
 * asked of policy/item as it is (it answers 'Договор … не найден' when there is none).
 */
async function loadPolicy(api: ApiClient, ref: number | string): Promise<PolicyDetail> {
  if (typeof ref === 'number') return api.call(policyItemEndpoint, { id: ref });
  const [found] = await api.call(policyByNumberEndpoint, undefined, {
    query: { one_c: ref, noPaginate: 1 },
  });
  return api.call(policyItemEndpoint, { id: found?.id ?? ref });
}

export function PolicyModalContainer({
  policyId,
  onClose,
  renderActions,
  renderSupport,
}: PolicyModalContainerProps) {
  const { actor, view, documentHref } = usePolicyItem(policyId);
  const controls: PolicyModalControls = { reload: () => actor.send({ type: 'REFRESH' }), close: onClose };
  return (
    <PolicyItemModal
      view={view}
      actions={view.policy && renderActions ? renderActions(view.policy, controls) : null}
      support={view.policy && renderSupport ? renderSupport(view.policy) : null}
      documentHref={documentHref}
      onClose={onClose}
      onRetry={() => actor.send({ type: 'RETRY' })}
      onRefresh={() => actor.send({ type: 'REFRESH' })}
      onOpenDocument={(kind) => actor.send({ type: 'OPEN_DOCUMENT', kind })}
    />
  );
}

/**
 * A sold policy's documents on a page of its own (the travel page): the policy as policy/item answers it decides
 * whether they show (4.5); nothing while it loads or when it offers none.
 */
export function PolicyDocumentsContainer({ policyId }: { policyId: number | string }) {
  const { actor, view, documentHref } = usePolicyItem(policyId);
  return (
    <PolicyDocuments
      variant="card"
      view={view}
      documentHref={documentHref}
      onOpenDocument={(kind) => actor.send({ type: 'OPEN_DOCUMENT', kind })}
    />
  );
}
