// The policy modal of the admin dashboard: tabs of a contract's data, built from the form kit's sections and
// description lists; it renders the dashboard machine's modal view only.
import { FileText, RefreshCw } from 'lucide-react';
import {
  fmt,
  formatKzt,
  formatServerTime,
  ruAdmin,
  type DashboardModalView,
  type DashboardPolicy,
} from '@sakta/core';
import { Alert } from '../../primitives/alert';
import { Button } from '../../primitives/button';
import { DialogClose } from '../../primitives/dialog';
import { Modal, ModalContent } from '../../primitives/modal';
import { FormSection } from '../../primitives/form-section';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../primitives/tabs';
import { Fields, PolicyPartsSections } from '../policies/PolicyParts';
import { JsonTree } from './JsonTree';
import { PolicyStatus } from './status';

export type DashboardDocumentKind = DashboardPolicy['documents'][number]['kind'];

export interface PolicyModalProps {
  /** The open contract (core's DashboardView.modal); null: closed. */
  modal: DashboardModalView | null;
  onClose: () => void;
  onRefresh: () => void;
  onOpenDocument: (kind: DashboardDocumentKind) => void;
  /** The document being fetched, if any (its button shows progress). */
  openingDocument?: DashboardDocumentKind | null;
  /** The tab shown first (stories). */
  defaultTab?: 'main' | 'draft' | 'policy';
}

const t = ruAdmin.policy;

/**
 * The policy modal of the admin dashboard (spec part 1 section 2): tabs 'Основной' (the contract, insurer,
 * vehicles, object, insureds, beneficiary, documents when status is 1 with no error and a global id, error type
 * and details), 'Черновик' (draft JSON) and 'Договор' (policy JSON), both readable and collapsible; buttons
 * 'Закрыть' and 'Обновить информацию'. Esc and a click outside close it too.
 */
export function PolicyModal({
  modal,
  onClose,
  onRefresh,
  onOpenDocument,
  openingDocument = null,
  defaultTab = 'main',
}: PolicyModalProps) {
  const policy = modal?.policy;
  return (
    <Modal open={!!policy} onClose={onClose}>
      {policy && modal ? (
        <ModalContent
          // the footer's 'Закрыть' is the one close button (as in the other modals)
          showClose={false}
          data-slot="policy-modal"
          className="max-h-[92vh] grid-rows-[auto_minmax(0,1fr)_auto] overflow-hidden sm:max-w-4xl"
          title={fmt(t.title, { id: String(policy.id) })}
          description={`${policy.product.title} · ${formatServerTime(policy.created_at)}`}
          footer={
            <>
              {modal.error ? (
                <span className="sr-only" role="status">
                  {modal.error}
                </span>
              ) : null}
              <DialogClose asChild>
                <Button variant="outline">{t.close}</Button>
              </DialogClose>
              <Button onClick={onRefresh} loading={modal.refreshing}>
                {modal.refreshing ? null : <RefreshCw aria-hidden="true" />}
                {modal.refreshing ? t.refreshing : t.refresh}
              </Button>
            </>
          }
        >
          <Tabs defaultValue={defaultTab} className="min-h-0 overflow-y-auto pr-1">
            <TabsList>
              <TabsTrigger value="main">{t.tabMain}</TabsTrigger>
              <TabsTrigger value="draft">{t.tabDraft}</TabsTrigger>
              <TabsTrigger value="policy">{t.tabPolicy}</TabsTrigger>
            </TabsList>
            <TabsContent value="main" className="grid gap-5">
              {modal.error ? <Alert variant="error">{modal.error}</Alert> : null}
              <MainTab
                policy={policy}
                showsDocuments={modal.showsDocuments}
                onOpenDocument={onOpenDocument}
                openingDocument={openingDocument}
              />
            </TabsContent>
            <TabsContent value="draft">
              {policy.draft ? (
                <JsonTree value={policy.draft} label={t.tabDraft} />
              ) : (
                <p className="text-sm text-muted-foreground">{t.noDraft}</p>
              )}
            </TabsContent>
            <TabsContent value="policy">
              {policy.policy ? (
                <JsonTree value={policy.policy} label={t.tabPolicy} />
              ) : (
                <p className="text-sm text-muted-foreground">{t.noPolicy}</p>
              )}
            </TabsContent>
          </Tabs>
        </ModalContent>
      ) : null}
    </Modal>
  );
}

function MainTab({
  policy,
  showsDocuments,
  onOpenDocument,
  openingDocument,
}: {
  policy: DashboardPolicy;
  showsDocuments: boolean;
  onOpenDocument: (kind: DashboardDocumentKind) => void;
  openingDocument: DashboardDocumentKind | null;
}) {
  return (
    <>
      <Fields
        rows={[
          ['ID', String(policy.id)],
          [t.number, policy.global_id],
          [t.product, policy.product.title],
          [t.premium, formatKzt(policy.premium)],
          [t.status, <PolicyStatus key="s" status={policy.status} />],
          [t.created, formatServerTime(policy.created_at)],
        ]}
      />
      {policy.error || policy.error_type ? (
        <FormSection variant="compact" title={t.error}>
          <Alert
            variant="error"
            title={policy.error_type ? `${t.errorType}: ${policy.error_type}` : undefined}
          >
            {policy.error}
          </Alert>
        </FormSection>
      ) : null}
      <PolicyPartsSections policy={policy} t={t} />
      {showsDocuments && policy.documents.length ? (
        <FormSection variant="compact" title={t.documents}>
          <ul className="flex flex-wrap gap-2">
            {policy.documents.map((d) => (
              <li key={d.kind}>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => onOpenDocument(d.kind)}
                  loading={openingDocument === d.kind}
                  disabled={openingDocument !== null && openingDocument !== d.kind}
                >
                  {openingDocument === d.kind ? null : <FileText aria-hidden="true" />}
                  {d.title}
                </Button>
              </li>
            ))}
          </ul>
        </FormSection>
      ) : null}
    </>
  );
}
