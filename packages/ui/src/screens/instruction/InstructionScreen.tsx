import { ExternalLink } from 'lucide-react';
import { ruInstruction, type DocumentView } from '@sakta/core';
import { Button } from '../../primitives/button';
import { LoadedPdf } from '../../primitives/loaded-pdf';

export interface InstructionScreenProps {
  /**
   * The instruction PDF (GET api/pdf/instructions/{product}-usage.pdf, fetched by the app with the session's token):
   * loading, failed, or ready with the file as base64.
   */
  view: DocumentView;
  /** 'Открыть в новой вкладке': the app opens the loaded file in a new tab. */
  onOpen: () => void;
  /** 'Повторить' after a failed load. */
  onRetry: () => void;
  /** The document's name (frame label, download file name); default 'Инструкция'. */
  title?: string;
}

/**
 * Instruction page content (inside AppShell; spec part 1 section 2 "Instruction screen"): the PDF in a frame
 * filling the content height, with 'Открыть в новой вкладке' above it and the viewer's own 'Скачать' below.
 */
export function InstructionScreen({
  view,
  onOpen,
  onRetry,
  title = ruInstruction.title,
}: InstructionScreenProps) {
  return (
    <div data-slot="instruction-screen" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-end gap-2">
        <Button variant="outline" size="sm" onClick={onOpen} disabled={view.status !== 'ready'}>
          <ExternalLink aria-hidden="true" />
          {ruInstruction.open}
        </Button>
      </div>
      {/* The shell's header, padding and footer take about 13rem; the frame fills the rest. */}
      <LoadedPdf view={view} title={title} height="max(24rem, calc(100dvh - 13rem))" onRetry={onRetry} />
    </div>
  );
}
