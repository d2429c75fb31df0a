import { useId } from 'react';
import { fmt, ruAvr, type AvrModalView } from '@sakta/core';
import { formatMmSs } from '../../lib/time';
import { Alert } from '../../primitives/alert';
import { Button } from '../../primitives/button';
import { DialogFooter } from '../../primitives/dialog';
import { Modal, ModalContent } from '../../primitives/modal';
import { Field, inputClassName } from '../../primitives/field';
import { LoadFailedAlert } from '../../primitives/load-failed';
import { PdfViewer } from '../../primitives/pdf-viewer';
import { Spinner } from '../../primitives/spinner';
import { CodeConfirmation } from '../code/CodeConfirmation';
import { cn } from '../../lib/cn';

/**
 * An act of completed work (spec part 1 section 2 "AVR screen"): the PDF act with its number and date; for an
 * unprocessed act inside its 30 minutes 'Принять' (the shared code step: the code goes to the shown phone, resend
 * after 120 s) or 'Отказать' (a comment is required); otherwise 'Время согласования вышло' or the decision. The
 * server's message shows in a red box. Esc clears the form (back to the choice); at the choice it closes.
 */
export interface AvrModalProps {
  /** core's selectAvrView `modal`; null: closed. */
  view: AvrModalView | null;
  onClose: () => void;
  onRetry: () => void;
  onAccept: () => void;
  onRefuse: () => void;
  onComment: (value: string) => void;
  onSubmitRefusal: () => void;
  /** Esc or 'Назад' in a form. */
  onClear: () => void;
  onCodeChange: (value: string) => void;
  onResend: () => void;
  onVerify: () => void;
}

const t = ruAvr;

export function AvrModal({
  view,
  onClose,
  onRetry,
  onAccept,
  onRefuse,
  onComment,
  onSubmitRefusal,
  onClear,
  onCodeChange,
  onResend,
  onVerify,
}: AvrModalProps) {
  const commentId = useId();
  const item = view?.item ?? null;
  return (
    <Modal open={view !== null} onClose={onClose}>
      {view ? (
        <ModalContent
          aria-describedby={undefined}
          data-slot="avr-modal"
          data-step={view.step ?? view.status}
          className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-3xl"
          onEscapeKeyDown={(e) => {
            if (view.canClear) {
              e.preventDefault();
              onClear();
            }
          }}
          title={item ? fmt(t.modalTitle, { number: item.number }) : t.title}
        >
          {view.status === 'loading' ? (
            <div className="flex justify-center py-10">
              <Spinner label={t.loading} />
            </div>
          ) : view.status === 'failed' || !item ? (
            <LoadFailedAlert
              title={t.itemFailed}
              message={view.error}
              retryLabel={t.retry}
              onRetry={onRetry}
            />
          ) : (
            <>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                <dt className="text-muted-foreground">{t.number}</dt>
                <dd className="font-medium">{item.number}</dd>
                <dt className="text-muted-foreground">{t.date}</dt>
                <dd className="font-medium">{item.date.split('-').reverse().join('.')}</dd>
              </dl>
              <PdfViewer source={{ base64: item.document }} title={item.title} height="45vh" />
              {view.step === 'choose' || view.step === 'refuse' || view.step === 'accept' ? (
                <p className="text-sm text-muted-foreground" role="timer">
                  {fmt(t.timeLeft, { time: formatMmSs(view.secondsLeft) })}
                </p>
              ) : null}
              {view.error && view.step !== 'accept' ? <Alert variant="error">{view.error}</Alert> : null}
              {view.step === 'expired' ? <Alert variant="warning">{t.expired}</Alert> : null}
              {view.step === 'decided' ? (
                <Alert variant={item.confirmed === 1 ? 'success' : 'info'}>
                  {item.confirmed === 1
                    ? t.decidedAccepted
                    : fmt(t.decidedRefused, { comment: item.comment ?? '' })}
                </Alert>
              ) : null}
              {view.step === 'done' ? (
                <Alert variant="success">{view.result === 'accepted' ? t.accepted : t.refused}</Alert>
              ) : null}
              {view.step === 'choose' ? (
                <DialogFooter>
                  <Button variant="outline" onClick={onRefuse}>
                    {t.refuse}
                  </Button>
                  <Button onClick={onAccept}>{t.accept}</Button>
                </DialogFooter>
              ) : null}
              {view.step === 'refuse' ? (
                <form
                  className="grid gap-3"
                  onSubmit={(e) => {
                    e.preventDefault();
                    if (view.canSubmitRefusal) onSubmitRefusal();
                  }}
                >
                  <Field label={t.comment} required htmlFor={commentId}>
                    <textarea
                      id={commentId}
                      className={cn(inputClassName, 'min-h-20 py-2')}
                      value={view.comment}
                      maxLength={1000}
                      disabled={view.submitting}
                      onChange={(e) => onComment(e.target.value)}
                    />
                  </Field>
                  <DialogFooter>
                    <Button type="button" variant="outline" onClick={onClear} disabled={view.submitting}>
                      {t.back}
                    </Button>
                    <Button
                      type="submit"
                      variant="destructive"
                      disabled={!view.canSubmitRefusal}
                      loading={view.submitting}
                    >
                      {t.sendRefusal}
                    </Button>
                  </DialogFooter>
                </form>
              ) : null}
              {view.step === 'accept' ? (
                <div className="grid gap-3">
                  <CodeConfirmation
                    view={view.code}
                    onChange={onCodeChange}
                    onResend={onResend}
                    onVerify={onVerify}
                  />
                  <DialogFooter>
                    <Button variant="outline" onClick={onClear}>
                      {t.back}
                    </Button>
                  </DialogFooter>
                </div>
              ) : null}
            </>
          )}
        </ModalContent>
      ) : null}
    </Modal>
  );
}
