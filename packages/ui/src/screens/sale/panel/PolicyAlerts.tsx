/**
 * The OGPO page's alerts (spec part 2 sections 2.1, 5.3, 5.4, 6, 9): the red banner (no terminal, the resident
 * rules, missing documents or licences) and the blocking alert dialog, which cannot be closed until its countdown
 * (the machine's clock) reaches 0: until then Escape, a click outside and 'Закрыть (n)' do nothing.
 */
import { useEffect, useRef } from 'react';
import { fmt } from '@sakta/core/shared';
import { ruSalePanel, type PolicyAlertsView } from '@sakta/core/sale';
import { Alert } from '../../../primitives/alert';
import { Button } from '../../../primitives/button';
import { Modal, ModalContent } from '../../../primitives/modal';
import type { PolicyAlertsEvent } from './events';

const t = ruSalePanel.alert;

export interface PolicyAlertsProps {
  view: PolicyAlertsView;
  send: (event: PolicyAlertsEvent) => void;
}

export function PolicyAlerts({ view, send }: PolicyAlertsProps) {
  return (
    <>
      {view.banner.length > 0 ? (
        <Alert variant="error" data-slot="policy-banner">
          {view.banner.length === 1 ? (
            view.banner[0]
          ) : (
            <ul className="grid list-disc gap-0.5 pl-4">
              {view.banner.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}
        </Alert>
      ) : null}
      <BlockingAlertDialog dialog={view.dialog} onDismiss={() => send({ type: 'DISMISS_ALERT' })} />
    </>
  );
}

function BlockingAlertDialog({
  dialog,
  onDismiss,
}: {
  dialog: PolicyAlertsView['dialog'];
  onDismiss: () => void;
}) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const secondsLeft = dialog?.secondsLeft ?? 0;
  const closable = dialog !== null && secondsLeft <= 0;
  // The countdown over, the close button (disabled until now) takes the focus.
  useEffect(() => {
    if (closable) closeRef.current?.focus();
  }, [closable]);
  const hold = (event: Event) => {
    if (!closable) event.preventDefault();
  };
  return (
    <Modal open={dialog !== null} onClose={() => (closable ? onDismiss() : undefined)}>
      <ModalContent
        role="alertdialog"
        showClose={false}
        data-slot="policy-alert-dialog"
        onEscapeKeyDown={hold}
        onInteractOutside={hold}
        title={t.title}
        description={dialog?.message ?? ''}
        descriptionClassName="text-base text-foreground"
        footer={
          <Button ref={closeRef} variant="outline" disabled={!closable} onClick={onDismiss}>
            {closable ? t.close : fmt(t.closeIn, { seconds: secondsLeft })}
          </Button>
        }
      >
        {/* The seconds tick in a timer (not announced each second); the live line says once that it can close. */}
        {closable ? null : (
          <p role="timer" className="text-sm text-muted-foreground">
            {fmt(t.wait, { seconds: secondsLeft })}
          </p>
        )}
        <p aria-live="polite" className="text-sm text-muted-foreground empty:hidden">
          {closable ? t.closable : null}
        </p>
      </ModalContent>
    </Modal>
  );
}
