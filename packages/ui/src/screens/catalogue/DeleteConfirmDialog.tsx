import { ruCatalogues } from '@sakta/core';
import { Alert } from '../../primitives/alert';
import { Button } from '../../primitives/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '../../primitives/dialog';

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

const t = ruCatalogues.common;

export function DeleteConfirmDialog({ text, busy, error, onConfirm, onCancel }: DeleteConfirmDialogProps) {
  return (
    <Dialog open={text !== null} onOpenChange={(open) => (open || busy ? undefined : onCancel())}>
      {text !== null ? (
        <DialogContent role="alertdialog" aria-describedby={undefined} showClose={false} className="max-w-sm">
          <DialogHeader>
            <DialogTitle>{text}</DialogTitle>
          </DialogHeader>
          {error ? <Alert variant="error">{error}</Alert> : null}
          <DialogFooter>
            <Button variant="outline" onClick={onCancel} disabled={busy}>
              {t.cancel}
            </Button>
            <Button variant="destructive" onClick={onConfirm} loading={busy}>
              {t.delete}
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
