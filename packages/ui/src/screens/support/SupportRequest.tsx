import {
  fmt,
  formatServerTime,
  hasSupportActions,
  ruSupport,
  type SupportModalView,
  type SupportRow,
} from '@sakta/core';
import { Alert } from '../../primitives/alert';
import { Button } from '../../primitives/button';
import { ConfirmDialog } from '../../primitives/confirm-dialog';
import { DescriptionItem, DescriptionList } from '../../primitives/description-list';
import { SupportStatusBadge } from './SupportScreen';

const t = ruSupport;

/** The support info of the policy modal (spec 2.7 'support info'): the request, its status, who made and handled it. */
export function SupportRequestInfo({ row }: { row: SupportRow }) {
  return (
    <DescriptionList data-slot="support-request">
      <DescriptionItem label={t.modal.request}>{fmt(t.modal.title, { id: row.id })}</DescriptionItem>
      <DescriptionItem label={t.modal.status}>
        <SupportStatusBadge status={row.status} name={row.statusName} />
      </DescriptionItem>
      <DescriptionItem label={t.columns.requestDate}>{formatServerTime(row.created_at)}</DescriptionItem>
      <DescriptionItem label={t.modal.creator}>{row.creator.fio}</DescriptionItem>
      <DescriptionItem label={t.modal.support}>{row.support?.fio ?? '—'}</DescriptionItem>
    </DescriptionList>
  );
}

/**
 * The support actions of the policy modal (spec 2.8, 4.5, 8): 'Аннулировать' and 'Отклонить' ask first
 * (ConfirmDialog), 'Расторгнуть' answers 'Данная операция недоступна'; only a closed request (status 10) shows no
 * action (4.5).
 */
export interface SupportActionsProps {
  modal: SupportModalView;
  onRescind: () => void;
  onReject: () => void;
  onDissolve: () => void;
  onConfirm: () => void;
  onCancel: () => void;
}

export function SupportActions({
  modal,
  onRescind,
  onReject,
  onDissolve,
  onConfirm,
  onCancel,
}: SupportActionsProps) {
  if (!hasSupportActions(modal.row.status))
    return (
      <p className="text-sm text-muted-foreground" data-slot="support-actions-closed">
        {t.modal.closedActions}
      </p>
    );
  return (
    <div className="grid gap-3" data-slot="support-actions">
      {modal.error && !modal.confirm ? <Alert variant="error">{modal.error}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="destructive" onClick={onRescind} disabled={modal.busy}>
          {t.actions.rescind}
        </Button>
        <Button variant="outline" onClick={onReject} disabled={modal.busy}>
          {t.actions.reject}
        </Button>
        <Button variant="outline" onClick={onDissolve} disabled={modal.busy}>
          {t.actions.dissolution}
        </Button>
      </div>
      <ConfirmDialog
        title={modal.confirm?.question ?? null}
        confirmLabel={modal.confirm?.label ?? ''}
        cancelLabel={t.confirm.cancel}
        busy={modal.busy}
        error={modal.error}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />
    </div>
  );
}
