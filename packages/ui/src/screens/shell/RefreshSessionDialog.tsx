import { useRef } from 'react';
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
  const refreshRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal open={open} onClose={onDismiss}>
      <ModalContent
        className="max-w-md"
        onOpenAutoFocus={(event) => {
          // Focus 'Продлить', not the first button: Enter must not log the user out.
          event.preventDefault();
          refreshRef.current?.focus();
        }}
        title={ru.session.refreshTitle}
        description={fmt(ru.session.refreshText, { time: formatMmSs(remainingSeconds) })}
        footer={
          <>
            <Button variant="outline" onClick={onLogout} disabled={refreshing}>
              {ru.session.logout}
            </Button>
            <Button ref={refreshRef} onClick={onRefresh} loading={refreshing}>
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
