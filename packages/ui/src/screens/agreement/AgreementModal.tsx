import { useId } from 'react';
import { ruHome, type CodeView, type DocumentView, type MyAgreement } from '@sakta/core';
import { Button } from '../../primitives/button';
import { DialogClose, DialogDescription } from '../../primitives/dialog';
import { Modal, ModalContent } from '../../primitives/modal';
import { LoadedPdf } from '../../primitives/loaded-pdf';
import { CodeConfirmation } from '../code/CodeConfirmation';

export interface AgreementModalProps {
  /** The open agreement (core's selectAgreementsView `open`); null: closed. */
  agreement: MyAgreement | null;
  /** The code step (selectAgreementsView `code`). */
  code: CodeView;
  /** The agreement's PDF, fetched when the modal opens (selectAgreementsView `document`). */
  document: DocumentView;
  /** 'Повторить' after the PDF failed to load. */
  onRetryDocument: () => void;
  /** Esc, a click outside or 'Закрыть'. */
  onClose: () => void;
  /** Step 0 'Согласовать': sends the code. */
  onSend: () => void;
  onResend: () => void;
  onCodeChange: (value: string) => void;
  onVerify: () => void;
}

/**
 * The agreement confirmation modal of the start page (spec part 1 section 2): the title, the PDF (the shared
 * lazy viewer: pdf.js is fetched when the modal first opens), the description, then the shared code step:
 * 'Согласовать' sends the code, the 4-digit field, the resend with its 300 s countdown, 'Подтвердить'.
 * Esc, a click outside or 'Закрыть' dismiss it (Radix dialog).
 */
export function AgreementModal({
  agreement,
  code,
  document: pdf,
  onRetryDocument,
  onClose,
  onSend,
  onResend,
  onCodeChange,
  onVerify,
}: AgreementModalProps) {
  const promptId = useId();
  // Opened from the list, not by a Radix trigger: the dialog primitive gives the focus back to the row that opened it.
  const t = ruHome.agreement;
  return (
    <Modal open={agreement !== null} onClose={onClose}>
      {agreement ? (
        <ModalContent
          showClose={false}
          data-slot="agreement-modal"
          data-step={code.step}
          aria-describedby={agreement.description ? undefined : promptId}
          className="max-h-[calc(100dvh-2rem)] sm:max-w-3xl overflow-y-auto"
          title={agreement.title}
          headerClassName="pr-0"
          footer={
            <DialogClose asChild>
              <Button variant="outline">{t.close}</Button>
            </DialogClose>
          }
        >
          <LoadedPdf view={pdf} title={agreement.title} height="50vh" onRetry={onRetryDocument} />
          {agreement.description ? (
            <DialogDescription className="text-sm whitespace-pre-line text-foreground">
              {agreement.description}
            </DialogDescription>
          ) : null}
          <section aria-labelledby={promptId} className="grid gap-3 rounded-lg border bg-muted/40 p-4">
            <p id={promptId} className="text-sm font-medium">
              {t.prompt}
            </p>
            <CodeConfirmation
              view={code}
              sendLabel={t.start}
              onSend={onSend}
              onResend={onResend}
              onChange={onCodeChange}
              onVerify={onVerify}
            />
          </section>
        </ModalContent>
      ) : null}
    </Modal>
  );
}
