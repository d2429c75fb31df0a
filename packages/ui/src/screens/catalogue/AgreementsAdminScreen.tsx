import type { ReactNode } from 'react';
import { Users } from 'lucide-react';
import { ruCatalogues, TEXT_MAX, type AdminAgreement } from '@sakta/core';
import { Badge } from '../../primitives/badge';
import { Button } from '../../primitives/button';
import { CatalogueScreen } from './CatalogueScreen';
import type { CatalogueColumn, CatalogueDefinition, CatalogueScreenOwnProps } from './CatalogueScreen';
import type { CatalogueFieldDef } from './CatalogueFormDialog';

/**
 * /admin/agreement (spec part 1 section 2 "Agreements admin"): ID, name, status (Активный/Неактивный), created,
 * actions (recipients, edit, delete); the edit modal with name, description, the PDF and status; the recipients
 * modal 'Список получатели'.
 */

const t = ruCatalogues.agreements;
const c = ruCatalogues.common;

const columns: CatalogueColumn<AdminAgreement>[] = [
  { header: t.id, cell: (a) => a.id },
  { header: t.name, cell: (a) => a.title, className: 'font-medium' },
  {
    header: c.status,
    cell: (a) => (
      <Badge variant={a.status === 1 ? 'success' : 'neutral'}>{a.status === 1 ? c.active : c.inactive}</Badge>
    ),
  },
];

const fields: CatalogueFieldDef[] = [
  { name: 'title', label: t.name, kind: 'text', required: true, maxLength: TEXT_MAX.title },
  { name: 'description', label: c.description, kind: 'textarea', maxLength: TEXT_MAX.message },
  { name: 'document', label: t.document, kind: 'pdf', required: true },
];

const AGREEMENTS: CatalogueDefinition<AdminAgreement> = {
  strings: t,
  columns,
  fields,
  rowName: (a) => a.title,
};

export type AgreementsAdminScreenProps = Omit<
  CatalogueScreenOwnProps<AdminAgreement>,
  'onToggle' | 'rowActions' | 'children'
> & {
  /** Opens the recipients modal of an agreement. */
  onRecipients: (id: number) => void;
  /** The recipients modal of the agreement whose recipients are open (a RecipientsDialog), if any. */
  recipients?: ReactNode;
};

export function AgreementsAdminScreen({ onRecipients, recipients, ...props }: AgreementsAdminScreenProps) {
  return (
    <CatalogueScreen<AdminAgreement>
      {...props}
      catalogue={AGREEMENTS}
      rowActions={(a) => (
        <Button
          variant="ghost"
          size="icon"
          aria-label={`${t.recipients}: ${a.title}`}
          disabled={!props.view.canAct}
          onClick={() => onRecipients(a.id)}
        >
          <Users className="size-4" aria-hidden="true" />
        </Button>
      )}
    >
      {recipients}
    </CatalogueScreen>
  );
}
