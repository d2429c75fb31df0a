import { ruCatalogueCommon } from '@sakta/core';
import { ConfirmDialog } from '../../primitives/confirm-dialog';

/** The delete confirmation of a catalogue row ('Удалить {title}?', spec part 1 section 2): Отмена or Удалить. */
export interface DeleteConfirmDialogProps {
  /** The question; null: closed. */
  text: string | null;
  busy: boolean;
  /** Why the last attempt failed (shown in the dialog). */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

const t = ruCatalogueCommon;

export function DeleteConfirmDialog({ text, ...rest }: DeleteConfirmDialogProps) {
  return <ConfirmDialog title={text} confirmLabel={t.delete} cancelLabel={t.cancel} {...rest} />;
}
