// The policy modal (spec part 2 sections 2.7, 3.9, 4.5, 8): renders core's policy item view; the screens that open
// it give the actions (the operator-error and termination flows) and the support info as slots.
import type { ReactNode } from 'react';
import { RefreshCw } from 'lucide-react';
import { ruPolicies, type PolicyDocumentKind, type PolicyItemView } from '@sakta/core/policies';
import { Alert } from '../../primitives/alert';
import { Button } from '../../primitives/button';
import { DialogClose } from '../../primitives/dialog';
import { Modal, ModalContent } from '../../primitives/modal';
import { FormSection } from '../../primitives/form-section';
import { LoadFailedAlert } from '../../primitives/load-failed';
import { Spinner } from '../../primitives/spinner';
import { PolicyDocuments } from './PolicyDocuments';
import { PolicySections } from './PolicySections';

const t = ruPolicies.modal;

export interface PolicyItemModalProps {
  view: PolicyItemView;
  /**
   * The actions of the screen that opened the modal (section 2.7 'actions': the operator-error and termination
   * flows of the list, rescind and reject of support), shown first; nothing: no actions section.
   */
  actions?: ReactNode;
  /** The support request's info (section 2.7 'support info'), shown after the actions; nothing: none. */
  support?: ReactNode;
  /** The object URL of the document whose 60 s link lives (core's view.documents[i].link), by kind. */
  documentHref?: (kind: PolicyDocumentKind) => string | null;
  onClose: () => void;
  onRetry: () => void;
  onRefresh: () => void;
  onOpenDocument: (kind: PolicyDocumentKind) => void;
}

export function PolicyItemModal({
  view,
  actions,
  support,
  documentHref = () => null,
  onClose,
  onRetry,
  onRefresh,
  onOpenDocument,
}: PolicyItemModalProps) {
  const policy = view.policy;
  return (
    <Modal open onClose={onClose}>
      <ModalContent
        showClose={false}
        data-slot="policy-modal"
        className="max-h-[92vh] grid-rows-[auto_minmax(0,1fr)_auto] overflow-hidden sm:max-w-4xl"
        title={view.title}
        description={policy ? `${policy.product_title} · ${policy.insurer?.title ?? ''}` : t.loading}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="outline">{t.close}</Button>
            </DialogClose>
            {policy ? (
              <Button onClick={onRefresh} loading={view.refreshing}>
                {view.refreshing ? null : <RefreshCw aria-hidden="true" />}
                {view.refreshing ? t.refreshing : t.refresh}
              </Button>
            ) : null}
          </>
        }
      >
        <div
          className="grid min-h-0 gap-5 overflow-y-auto pr-1"
          aria-busy={view.status === 'loading' || undefined}
        >
          {view.status === 'loading' ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <Spinner decorative /> {t.loading}
            </p>
          ) : null}
          {view.status === 'failed' ? (
            <LoadFailedAlert title={t.failed} message={view.error} retryLabel={t.retry} onRetry={onRetry} />
          ) : null}
          {policy ? (
            <>
              {actions ? (
                <FormSection variant="compact" title={t.actions} data-slot="policy-actions">
                  {actions}
                </FormSection>
              ) : null}
              {support ? (
                <FormSection variant="compact" title={t.support} data-slot="policy-support">
                  {support}
                </FormSection>
              ) : null}
              {view.refreshError ? <Alert variant="error">{view.refreshError}</Alert> : null}
              <PolicySections policy={policy} />
              <PolicyDocuments view={view} documentHref={documentHref} onOpenDocument={onOpenDocument} />
            </>
          ) : null}
        </div>
      </ModalContent>
    </Modal>
  );
}
