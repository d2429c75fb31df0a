import { fmt, ru } from '@sakta/core';
import { formatMmSs } from '../../lib/time';
import { Alert } from '../../primitives/alert';
import { Button } from '../../primitives/button';
import { Modal, ModalContent } from '../../primitives/modal';

export interface RefreshSessionDialogProps {
  open: boolean;
  remainingSeconds: number;
  refreshing: boolean;
  error: string | null;
  onRefresh: () => void;
  onLogout: () => void;
  /** Esc, a click outside or 'Закрыть'. */
  onDismiss: () => void;
}

/** The token refresh modal (spec: opens at 300 s left). */
export function RefreshSessionDialog({
  open,
  remainingSeconds,
  refreshing,
  error,
  onRefresh,
  onLogout,
  onDismiss,
}: RefreshSessionDialogProps) {
  return (
    <Modal open={open} onClose={onDismiss}>
      <ModalContent
        className="max-w-md"
        title={ru.session.refreshTitle}
        description={fmt(ru.session.refreshText, { time: formatMmSs(remainingSeconds) })}
        footer={
          <>
            <Button variant="outline" onClick={onLogout} disabled={refreshing}>
              {ru.session.logout}
            </Button>
            {/* the dialog opens on 'Продлить', not on the first button: Enter must not log the user out */}
            <Button data-autofocus onClick={onRefresh} loading={refreshing}>
              {refreshing ? ru.session.refreshing : ru.session.refresh}
            </Button>
          </>
        }
      >
        {error ? <Alert variant="error">{error}</Alert> : null}
      </ModalContent>
    </Modal>
  );
}
