import { useState } from 'react';
import { Download, Eye, EyeOff, FileText } from 'lucide-react';
import { TERMINATION_DOCUMENT_FILE, ruTerminationModal } from '@sakta/core';
import { cn } from '../../../lib/cn';
import { buttonVariants } from '../../../primitives/button';
import { Button } from '../../../primitives/button';
import { PdfViewer } from '../../../primitives/pdf-viewer';
import { pdfDataUrl } from '../../../primitives/pdf-viewer-frame';

export interface ApplicationDocumentProps {
  /** The application as base64 PDF. */
  document: string;
  /** Start with the viewer open (stories). */
  defaultOpen?: boolean;
  className?: string;
}

const t = ruTerminationModal;

/**
 * The termination application 'Заявление о досрочном расторжении полиса.pdf': 'Открыть' shows it in the shared
 * lazy PdfViewer (pdf.js is fetched only then), 'Скачать' saves the file under the spec's name.
 */
export function ApplicationDocument({ document, defaultOpen = false, className }: ApplicationDocumentProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <div data-slot="application-document" className={cn('grid min-w-0 gap-3', className)}>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <span className="flex min-w-0 items-center gap-2 text-sm font-medium">
          <FileText className="size-4 shrink-0 text-primary" aria-hidden="true" />
          <span className="truncate">{TERMINATION_DOCUMENT_FILE}</span>
        </span>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-expanded={open}
            aria-label={`${open ? t.hide : t.open}: ${t.documentTitle}`}
            onClick={() => setOpen((v) => !v)}
          >
            {open ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
            {open ? t.hide : t.open}
          </Button>
          <a
            href={pdfDataUrl(document)}
            download={TERMINATION_DOCUMENT_FILE}
            aria-label={`${t.download}: ${t.documentTitle}`}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            <Download aria-hidden="true" />
            {t.download}
          </a>
        </div>
      </div>
      {open ? (
        <PdfViewer
          source={{ base64: document }}
          title={t.documentTitle}
          downloadName={TERMINATION_DOCUMENT_FILE}
          height="55vh"
        />
      ) : null}
    </div>
  );
}
