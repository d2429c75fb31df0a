/**
 * The tab 'Подписанты' of /branches (spec part 1 sections 2 "Signatory table", 4 "Signatory"): ID, IIN, name,
 * status, actions (block an active one; activate or delete a blocked one, deletion after a confirmation). Renders
 * the shared paged list's view and core's selectSignatoriesView.
 */
import { fmt, type PagedListView } from '@sakta/core/shared';
import {
  ruOrganisation,
  signatoryTransitions,
  type SignatoriesView,
  type SignatoryRow,
  type SignatoryStatus,
} from '@sakta/core/organisation';
import { StatusDot } from '../../primitives/badge';
import { Button } from '../../primitives/button';
import { DataTableSection } from '../../primitives/data-table-section';
import { listStateProps } from './list-state';
import { AddTile } from './AddTile';
import { ConfirmDialog } from '../../primitives/confirm-dialog';
import { Td, Th, Tr } from '../../primitives/table';

export interface SignatoriesTabProps {
  list: PagedListView<SignatoryRow>;
  view: SignatoriesView;
  onChange: (row: SignatoryRow, status: SignatoryStatus) => void;
  onConfirm: () => void;
  onCancel: () => void;
  onRetry: () => void;
  /** Without the actions (roles outside the moderator group only read the list). */
  readOnly?: boolean;
  /** The 'add' tile: the signatory search (moderator group). */
  onAdd?: () => void;
}

const t = ruOrganisation.signatories;
const ACTION_LABEL: Record<SignatoryStatus, string> = { 0: t.remove, 1: t.activate, 2: t.block };

export function SignatoriesTab({
  list,
  view,
  onChange,
  onConfirm,
  onCancel,
  onRetry,
  readOnly = false,
  onAdd,
}: SignatoriesTabProps) {
  return (
    <>
      {!readOnly && onAdd ? <AddTile label={t.add} onClick={onAdd} /> : null}
      <DataTableSection
        data-slot="signatories-tab"
        title={t.title}
        columns={
          <>
            <Th>{t.id}</Th>
            <Th>{t.iin}</Th>
            <Th>{t.name}</Th>
            <Th>{t.status}</Th>
            {readOnly ? null : <Th className="text-right">{t.actions}</Th>}
          </>
        }
        columnCount={readOnly ? 4 : 5}
        {...listStateProps(list, onRetry)}
      >
        {list.items.map((row) => (
          <Tr key={row.id}>
            <Td className="tabular-nums">{row.id}</Td>
            <Td className="tabular-nums">{row.iin}</Td>
            <Td className="font-medium">{row.title}</Td>
            <Td>
              <StatusDot
                tone={row.status === 1 ? 'success' : 'warning'}
                label={row.status === 1 ? t.active : t.blocked}
                showLabel
              />
            </Td>
            {readOnly ? null : (
              <Td className="text-right whitespace-nowrap">
                {signatoryTransitions(row.status).map((status) => (
                  <Button
                    key={status}
                    size="sm"
                    variant={status === 0 ? 'destructive' : 'outline'}
                    className="ml-2"
                    disabled={view.busyId === row.id}
                    aria-label={`${ACTION_LABEL[status]}: ${row.title}`}
                    onClick={() => onChange(row, status)}
                  >
                    {ACTION_LABEL[status]}
                  </Button>
                ))}
              </Td>
            )}
          </Tr>
        ))}
      </DataTableSection>
      <ConfirmDialog
        title={view.confirming ? t.confirmTitle : null}
        text={view.confirming ? fmt(t.confirmText, { name: view.confirming.title }) : null}
        confirmLabel={t.confirm}
        cancelLabel={t.cancel}
        busy={false}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />
    </>
  );
}
