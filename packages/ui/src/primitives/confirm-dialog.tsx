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
  /** The answers one above the other, the width of the dialog, on a wide screen too (labels too long for one row). */
  stacked?: boolean;
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
  stacked = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const answers = (
    <>
      <Button variant="outline" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </Button>
      <Button variant="destructive" onClick={onConfirm} loading={busy}>
        {confirmLabel}
      </Button>
    </>
  );
  return (
    <Dialog open={title !== null} onOpenChange={(open) => (open || busy ? undefined : onCancel())}>
      {title !== null ? (
        <DialogContent
          role="alertdialog"
          // Radix links the description itself; without one it is told there is none
          {...(text ? {} : { 'aria-describedby': undefined })}
          showClose={false}
          // one column no wider than the dialog: a long word (a draft's number) or the answers never widen it
          className="max-w-sm grid-cols-1"
        >
          <DialogHeader>
            <DialogTitle className="[overflow-wrap:anywhere]">{title}</DialogTitle>
            {text ? <DialogDescription>{text}</DialogDescription> : null}
          </DialogHeader>
          {error ? <Alert variant="error">{error}</Alert> : null}
          {stacked ? (
            // the phone's footer on every screen: the answer first, each the dialog's width
            <div data-slot="dialog-footer" className="flex flex-col-reverse gap-2">
              {answers}
            </div>
          ) : (
            // side by side on a wide screen, the second on a row of its own when both do not fit
            <DialogFooter className="sm:flex-wrap">{answers}</DialogFooter>
          )}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
