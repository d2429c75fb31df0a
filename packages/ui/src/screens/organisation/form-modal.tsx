/**
 * The frame of the organisation's edit modals (department, employee, terminal): the dialog with its title, the
 * load state (spinner, or the failure with 'Повторить'), the form's fields, the server's refusal in a red alert,
 * and the footer with 'Сохранить' saying what a disabled one misses.
 */
import { useId, type ReactNode } from 'react';
import { Alert } from '../../primitives/alert';
import { BlockedHint } from '../../primitives/blocked-hint';
import { Button } from '../../primitives/button';
import { DialogFooter } from '../../primitives/dialog';
import { Modal, ModalContent } from '../../primitives/modal';
import { ModalLoadState } from './list-state';

export interface FormModalProps<V extends { status: string; error: string | null }> {
  /** The form machine's view; null: closed. */
  view: V | null;
  slot: string;
  className: string;
  title: string;
  /** The dialog's description, for screen readers only. */
  description: string;
  failedTitle: string;
  onRetry: () => void;
  onClose: () => void;
  /** The fields of the loaded form. */
  children: (view: V) => ReactNode;
  /** The footer's buttons, after the server's refusal (a red alert) if any. */
  footer: (view: V) => ReactNode;
  footerClassName?: string;
}

export function FormModal<V extends { status: string; error: string | null }>({
  view,
  slot,
  className,
  title,
  description,
  failedTitle,
  onRetry,
  onClose,
  children,
  footer,
  footerClassName,
}: FormModalProps<V>) {
  return (
    <Modal open={view !== null} onClose={onClose}>
      {view ? (
        <ModalContent
          data-slot={slot}
          className={className}
          title={title}
          description={description}
          descriptionClassName="sr-only"
        >
          <ModalLoadState status={view.status} error={view.error} failedTitle={failedTitle} onRetry={onRetry}>
            <div className="grid gap-4">
              {children(view)}
              {view.error ? <Alert variant="error">{view.error}</Alert> : null}
              <DialogFooter className={footerClassName}>{footer(view)}</DialogFooter>
            </div>
          </ModalLoadState>
        </ModalContent>
      ) : null}
    </Modal>
  );
}

/** 'Сохранить' ('Сохранение...' while saving), disabled with the hint of what is missing. */
export function SaveButton({
  hint,
  canSave,
  saving,
  label,
  savingLabel,
  loading,
  onSave,
}: {
  hint: string | null;
  canSave: boolean;
  saving: boolean;
  label: string;
  savingLabel: string;
  /** A spinner in the button while saving (it takes the focus back when the save ends). */
  loading?: boolean;
  onSave: () => void;
}) {
  const hintId = useId();
  return (
    <>
      <BlockedHint id={hintId} hint={hint} />
      <Button
        type="button"
        disabled={!canSave}
        aria-describedby={hint ? hintId : undefined}
        loading={loading}
        onClick={onSave}
      >
        {saving ? savingLabel : label}
      </Button>
    </>
  );
}
