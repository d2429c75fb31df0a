/**
 * The question before a draft replaces the unsaved sale in progress (spec part 2 section 4.1; an irreversible
 * action asks first): 'Текущее оформление не сохранено. Открыть черновик №{id}?', what is lost, 'Открыть черновик' or
 * 'Продолжить оформление' (also Esc and a click outside: nothing is lost).
 */
import type { ReplaceSaleView } from '@sakta/core/sale';
import { ConfirmDialog } from '../../../primitives/confirm-dialog';

export interface ReplaceSaleDialogProps {
  /** The question while the seller decides (core's selectReplaceSale), or null: closed. */
  view: ReplaceSaleView | null;
  onOpenDraft: () => void;
  onKeep: () => void;
}

export function ReplaceSaleDialog({ view, onOpenDraft, onKeep }: ReplaceSaleDialogProps) {
  return (
    <ConfirmDialog
      title={view?.question ?? null}
      text={view?.text ?? null}
      confirmLabel={view?.openDraft ?? ''}
      cancelLabel={view?.keep ?? ''}
      busy={false}
      // 'Продолжить оформление' and 'Открыть черновик' do not fit side by side in the dialog
      stacked
      onConfirm={onOpenDraft}
      onCancel={onKeep}
    />
  );
}
