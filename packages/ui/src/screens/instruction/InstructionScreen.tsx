import { Download, ExternalLink } from 'lucide-react';
import { ruInstruction } from '@sakta/core';
import { Button } from '../../primitives/button';
import { PdfViewer } from '../../primitives/pdf-viewer';

export interface InstructionScreenProps {
  /** The instruction PDF (GET api/pdf/instructions/{product}-usage.pdf). */
  url: string;
  /** The document's name (frame label, download file name); default 'Инструкция'. */
  title?: string;
}

/**
 * Instruction page content (inside AppShell; spec part 1 section 2 "Instruction screen"): the PDF in a frame
 * filling the content height, with 'Открыть в новой вкладке' and 'Скачать PDF'.
 */
export function InstructionScreen({ url, title = ruInstruction.title }: InstructionScreenProps) {
  return (
    <div data-slot="instruction-screen" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-end gap-2">
        <Button asChild variant="outline" size="sm">
          <a href={url} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" />
            {ruInstruction.open}
          </a>
        </Button>
        <Button asChild variant="outline" size="sm">
          <a href={url} download={`${title}.pdf`}>
            <Download aria-hidden="true" />
            {ruInstruction.download}
          </a>
        </Button>
      </div>
      {/* The shell's header, padding and footer take about 13rem; the frame fills the rest. */}
      <PdfViewer source={{ url }} title={title} height="max(24rem, calc(100dvh - 13rem))" />
    </div>
  );
}
