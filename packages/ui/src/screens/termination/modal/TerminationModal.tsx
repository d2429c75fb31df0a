import { useId } from 'react';
import {
  fmt,
  formatKzt,
  displayDate,
  ruTerminationModal,
  type CodeStepEvent,
  type TerminationEvent,
  type TerminationView,
} from '@sakta/core';
import { Alert } from '../../../primitives/alert';
import { Button } from '../../../primitives/button';
import { DescriptionItem as Row, DescriptionList } from '../../../primitives/description-list';
import { DialogClose } from '../../../primitives/dialog';
import { Modal, ModalContent } from '../../../primitives/modal';
import { ConfirmDialog } from '../../../primitives/confirm-dialog';
import { LoadedPdf } from '../../../primitives/loaded-pdf';
import { ApplicationDocument } from './ApplicationDocument';
import { CallButton } from './call-button';
import { TerminationForm } from './TerminationForm';

export interface TerminationModalProps {
  /** core's selectTerminationView of the termination machine; null: closed. */
  view: TerminationView | null;
  /** The termination machine's events (calculate, form changes, generate, send SMS, check, terminate). */
  onEvent: (event: TerminationEvent) => void;
  /** The shared code step's events (typing, resend, confirm): the app sends them to the child 'code'. */
  onCodeEvent: (event: CodeStepEvent) => void;
  /** Esc, a click outside or 'Закрыть'. */
  onClose: () => void;
  /** 'Повторить' after a history item's application failed to load (RETRY to the child 'document'). */
  onRetryDocument: () => void;
}

const t = ruTerminationModal;

/** How the modal writes a date (core's displayDate). */
export const terminationDate = displayDate;

/** The contract's details (spec: number, creator IIN, product, premium, refund, methods, dates, status, document). */
function Details({ view, onRetryDocument }: { view: TerminationView; onRetryDocument: () => void }) {
  const d = view.details;
  const refund =
    view.kind === 'history'
      ? d.refund
      : view.mode === 'form' || view.mode === 'terminating'
        ? view.termination.refund
        : null;
  const commission =
    view.kind === 'result' && (view.mode === 'form' || view.mode === 'terminating')
      ? view.termination.commission
      : null;
  return (
    <DescriptionList data-slot="termination-details">
      <Row label={t.details.number}>{d.number}</Row>
      <Row label={t.details.creatorIin}>
        <span className="tabular-nums">{d.iin}</span>
      </Row>
      {d.policyholder ? <Row label={t.details.policyholder}>{d.policyholder}</Row> : null}
      <Row label={t.details.product}>{d.product}</Row>
      <Row label={t.details.premium}>
        <span className="tabular-nums">{formatKzt(d.premium)}</span>
      </Row>
      {refund !== null ? (
        <Row label={t.details.refund}>
          <span className="tabular-nums">{formatKzt(refund)}</span>
        </Row>
      ) : null}
      {commission !== null ? (
        <Row label={t.details.commission}>
          <span className="tabular-nums">{formatKzt(commission)}</span>
        </Row>
      ) : null}
      {d.signinType !== null ? <Row label={t.details.signinType}>{t.signin[d.signinType]}</Row> : null}
      {d.returnType !== null ? <Row label={t.details.returnType}>{t.returnTypes[d.returnType]}</Row> : null}
      <Row label={t.details.created}>
        <span className="tabular-nums">{terminationDate(d.created)}</span>
      </Row>
      <Row label={t.details.validity}>
        <span className="tabular-nums">
          {fmt(t.validity, { from: terminationDate(d.dateFrom), to: terminationDate(d.dateTo) })}
        </span>
      </Row>
      <Row label={t.details.status}>{d.status}</Row>
      {view.kind === 'history' ? (
        <Row label={t.details.document}>
          {d.document.status === 'ready' && d.document.document !== null ? (
            <ApplicationDocument document={d.document.document} />
          ) : (
            <LoadedPdf view={d.document} title={t.documentTitle} height="55vh" onRetry={onRetryDocument} />
          )}
        </Row>
      ) : null}
    </DescriptionList>
  );
}

/**
 * The termination modal (spec part 1 section 2 "Termination modal"): a large Radix dialog that closes on Esc,
 * a click outside or 'Закрыть'. It renders core's termination view only: the details (a history item with its
 * application; a result that cannot be terminated), 'Рассчитать сумму возврата' ('Идет калькуляция...'), then
 * the form (return method, bank block, reason, beneficiary, signing, the OTP step with the shared
 * CodeConfirmation, the application) and 'Расторгнуть' when the form is valid, which asks first (the contract
 * and the refund) before anything is sent.
 */
export function TerminationModal({
  view,
  onEvent,
  onCodeEvent,
  onClose,
  onRetryDocument,
}: TerminationModalProps) {
  const terminateHintId = useId();
  const open = view !== null;
  const inForm = view?.mode === 'form' || view?.mode === 'terminating' || view?.mode === 'done';
  const showTerminate = inForm && view !== null && view.valid;
  const otpPending = view !== null && view.otpPending;
  return (
    <Modal open={open} onClose={onClose}>
      {view ? (
        <ModalContent
          showClose={false}
          data-slot="termination-modal"
          data-mode={view.mode}
          className="max-h-[calc(100dvh-2rem)] sm:max-w-4xl overflow-y-auto sm:p-8"
          title={fmt(view.kind === 'history' ? t.historyTitle : t.title, { number: view.details.number })}
          headerClassName="pr-0"
          description={`${view.details.product} · ${view.details.status}`}
          footerClassName="items-center gap-3"
          footer={
            <>
              {inForm && !view.valid ? (
                <p role="status" className="text-sm font-medium text-danger sm:mr-auto">
                  {view.invalidMessage}
                </p>
              ) : null}
              {showTerminate && (otpPending || view.documentMissing) ? (
                <p id={terminateHintId} className="text-sm text-muted-foreground sm:mr-auto">
                  {otpPending ? t.confirmFirst : t.noDocument}
                </p>
              ) : null}
              <DialogClose asChild>
                <Button variant="outline">{t.close}</Button>
              </DialogClose>
              {showTerminate ? (
                <Button
                  variant="destructive"
                  onClick={() => onEvent({ type: 'TERMINATE' })}
                  disabled={!view.canTerminate}
                  loading={view.terminating}
                  aria-describedby={otpPending || view.documentMissing ? terminateHintId : undefined}
                >
                  {view.terminating ? t.terminating : t.terminate}
                </Button>
              ) : null}
            </>
          }
        >
          <section aria-label={t.detailsTitle} className="rounded-lg border bg-muted/30 p-4">
            <Details view={view} onRetryDocument={onRetryDocument} />
          </section>

          {view.notTerminable ? <Alert variant="warning">{t.notTerminable}</Alert> : null}

          {view.mode === 'notCalculated' || view.mode === 'calculating' ? (
            <div className="grid gap-3">
              {view.error ? <Alert variant="error">{view.error}</Alert> : null}
              <p className="text-sm text-muted-foreground">{t.calculateHint}</p>
              <CallButton call="calculate" view={view} onEvent={onEvent} className="w-full sm:w-fit" />
            </div>
          ) : null}

          {inForm ? <TerminationForm view={view} onEvent={onEvent} onCodeEvent={onCodeEvent} /> : null}

          <ConfirmDialog
            title={view.confirm?.title ?? null}
            text={view.confirm?.text ?? null}
            confirmLabel={t.terminate}
            cancelLabel={t.confirmCancel}
            busy={false}
            onConfirm={() => onEvent({ type: 'CONFIRM_TERMINATE' })}
            onCancel={() => onEvent({ type: 'CANCEL_TERMINATE' })}
          />
        </ModalContent>
      ) : null}
    </Modal>
  );
}
