// The documents section of a sold policy (spec part 2 sections 3.9, 4.5, 7.5, 9): each document a button that asks
// for it, then its download link for the 60 s core's machine keeps it. The policy modal and the travel page show it.
import { Download, FileText } from 'lucide-react';
import { ruPolicies, type PolicyDocumentKind, type PolicyItemView } from '@sakta/core/policies';
import { Button } from '../../primitives/button';
import { FormSection } from '../../primitives/form-section';

const t = ruPolicies.modal;

export interface PolicyDocumentsProps {
  view: Pick<PolicyItemView, 'showsDocuments' | 'documents'>;
  /** The object URL of the document whose 60 s link lives (core's view.documents[i].link), by kind. */
  documentHref?: (kind: PolicyDocumentKind) => string | null;
  onOpenDocument: (kind: PolicyDocumentKind) => void;
  /** The section's look: compact inside the modal, a card on a page. */
  variant?: 'compact' | 'card';
}

/** Nothing when the policy offers no documents (status, error, global id: 4.5). */
export function PolicyDocuments({
  view,
  documentHref = () => null,
  onOpenDocument,
  variant = 'compact',
}: PolicyDocumentsProps) {
  if (!view.showsDocuments || view.documents.length === 0) return null;
  return (
    <FormSection
      variant={variant === 'compact' ? 'compact' : undefined}
      className={variant === 'card' ? 'content-start rounded-xl border bg-card p-4 shadow-card' : undefined}
      title={t.documents}
      data-slot="policy-documents"
    >
      <ul className="grid gap-3 sm:grid-cols-2">
        {view.documents.map((d) => {
          const href = d.link ? documentHref(d.kind) : null;
          return (
            <li key={d.kind} className="grid gap-1">
              {href && d.link ? (
                <a
                  href={href}
                  download={d.link.fileName}
                  className="inline-flex items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
                >
                  <Download aria-hidden="true" className="size-4" />
                  {t.download.replace('{title}', d.title)}
                </a>
              ) : (
                <Button
                  variant="outline"
                  size="sm"
                  className="justify-self-start"
                  loading={d.fetching}
                  onClick={() => onOpenDocument(d.kind)}
                >
                  {d.fetching ? null : <FileText aria-hidden="true" />}
                  {d.title}
                </Button>
              )}
              {href ? <span className="text-xs text-muted-foreground">{t.linkNote}</span> : null}
              {d.error ? (
                <span className="text-xs text-danger" role="alert">
                  {d.error}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </FormSection>
  );
}
