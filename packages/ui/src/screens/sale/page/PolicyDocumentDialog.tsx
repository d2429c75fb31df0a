/**
 * The issued policy's receipt or policy PDF (spec part 2 section 2.1: the receipt link), fetched through the shared
 * document machine and shown in the shared PDF viewer; 'Закрыть' ends it.
 */
import { ruSale } from '@sakta/core/sale';
import type { DocumentView } from '@sakta/core';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../primitives/dialog';
import { LoadedPdf } from '../../../primitives/loaded-pdf';

export interface PolicyDocumentDialogProps {
  /** 0 the policy, 1 the receipt; null: closed. */
  document: 0 | 1 | null;
  number: string;
  view: DocumentView;
  onRetry: () => void;
  onClose: () => void;
}

export function PolicyDocumentDialog({
  document,
  number,
  view,
  onRetry,
  onClose,
}: PolicyDocumentDialogProps) {
  const title = document === 0 ? ruSale.documents.policy : ruSale.documents.receipt;
  return (
    <Dialog open={document !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle>
            {title} № {number}
          </DialogTitle>
          <DialogDescription>{ruSale.documents.hint}</DialogDescription>
        </DialogHeader>
        <LoadedPdf
          view={view}
          title={`${title} ${number}`}
          height="70vh"
          downloadName={`${document === 0 ? 'policy' : 'receipt'}-${number}.pdf`}
          onRetry={onRetry}
        />
      </DialogContent>
    </Dialog>
  );
}
