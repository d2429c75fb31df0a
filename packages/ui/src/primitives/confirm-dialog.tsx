import { Alert } from './alert';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './dialog';

/**
 * The question an irreversible action asks first (delete a row, terminate a policy): an alert dialog with the
 * question, what it will do, and two answers. Esc and a click outside are the cancel, except while the action runs.
 */
export interface ConfirmDialogProps {
  /** The question; null: closed. */
  title: string | null;
  /** What the action will do (the contract, the amount...). */
  text?: string | null;
  confirmLabel: string;
  cancelLabel: string;
  busy: boolean;
  /** Why the last attempt failed (shown in the dialog). */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  cancelLabel,
  busy,
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog open={title !== null} onOpenChange={(open) => (open || busy ? undefined : onCancel())}>
      {title !== null ? (
        <DialogContent
          role="alertdialog"
          // Radix links the description itself; without one it is told there is none
          {...(text ? {} : { 'aria-describedby': undefined })}
          showClose={false}
          className="max-w-sm"
        >
          <DialogHeader>
            <DialogTitle className="[overflow-wrap:anywhere]">{title}</DialogTitle>
            {text ? <DialogDescription>{text}</DialogDescription> : null}
          </DialogHeader>
          {error ? <Alert variant="error">{error}</Alert> : null}
          <DialogFooter>
            <Button variant="outline" onClick={onCancel} disabled={busy}>
              {cancelLabel}
            </Button>
            <Button variant="destructive" onClick={onConfirm} loading={busy}>
              {confirmLabel}
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
