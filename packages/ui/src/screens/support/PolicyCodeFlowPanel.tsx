import { useId } from 'react';
import { formatKzt, ruPolicyCodeFlow, type PolicyCodeFlowView } from '@sakta/core';
import { Alert } from '../../primitives/alert';
import { Button } from '../../primitives/button';
import { DescriptionItem, DescriptionList } from '../../primitives/description-list';
import { CodeConfirmation } from '../code/CodeConfirmation';

/**
 * The policy list's operator-error and termination flows (spec part 2 sections 2.7, 4.5, 8): the parameter guard's
 * message, or the code step (send, 4 digits with the 90 s resend lock, confirm); a termination ends on 'Сумма
 * возврата'; 'Закрыть' ends it. It opens in the policy modal's actions, in place of their buttons: a dialog over
 * that dialog would fight its focus trap (the code field could not take the focus).
 */
export interface PolicyCodeFlowPanelProps {
  view: PolicyCodeFlowView;
  onCodeChange: (value: string) => void;
  onSend: () => void;
  onResend: () => void;
  onVerify: () => void;
  onClose: () => void;
}

const t = ruPolicyCodeFlow;

export function PolicyCodeFlowPanel({
  view,
  onCodeChange,
  onSend,
  onResend,
  onVerify,
  onClose,
}: PolicyCodeFlowPanelProps) {
  const busy = view.code.sending || view.code.verifying;
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-slot="policy-code-flow"
      className="grid max-w-md gap-4 rounded-lg border bg-card p-4"
    >
      <header className="grid gap-1">
        <h3 id={headingId} className="text-base font-semibold">
          {view.title}
        </h3>
        <p className="text-sm text-muted-foreground">{view.refund ? view.refund.message : view.hint}</p>
      </header>
      {view.invalid ? (
        <Alert variant="error">{view.invalid}</Alert>
      ) : view.refund ? (
        <DescriptionList data-slot="policy-refund">
          <DescriptionItem label={view.refund.label}>
            <span className="text-lg font-semibold tabular-nums">
              {view.refund.sum === null ? view.refund.message : formatKzt(view.refund.sum)}
            </span>
          </DescriptionItem>
        </DescriptionList>
      ) : (
        <CodeConfirmation
          view={view.code}
          onChange={onCodeChange}
          onSend={onSend}
          onResend={onResend}
          onVerify={onVerify}
          sendLabel={t.send}
          verifyLabel={t.confirm}
        />
      )}
      <div className="flex justify-end">
        <Button variant="outline" onClick={onClose} disabled={busy}>
          {t.close}
        </Button>
      </div>
    </section>
  );
}

/**
 * The list's actions of a policy (spec 2.7 'actions'): 'Ошибка оператора' and 'Расторжение' open their code flows;
 * each is offered only where its call may succeed (the screen decides: an issued policy of the caller's).
 */
export interface PolicyListActionsProps {
  canReportError: boolean;
  canTerminate: boolean;
  onReportError: () => void;
  onTerminate: () => void;
}

export function PolicyListActions({
  canReportError,
  canTerminate,
  onReportError,
  onTerminate,
}: PolicyListActionsProps) {
  if (!canReportError && !canTerminate) return null;
  return (
    <div className="flex flex-wrap gap-2" data-slot="policy-list-actions">
      {canReportError ? (
        <Button variant="outline" onClick={onReportError}>
          {t.operatorErrorTitle}
        </Button>
      ) : null}
      {canTerminate ? (
        <Button variant="destructive" onClick={onTerminate}>
          {t.terminationTitle}
        </Button>
      ) : null}
    </div>
  );
}
