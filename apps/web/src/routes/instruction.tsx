import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { instructionPdfEndpoint, provideDocument, selectDocumentView } from '@sakta/core';
import { InstructionScreen } from '@sakta/ui';
import { useApi } from '../lib/api';
import { pdfObjectUrl } from '../lib/public-pages';

/**
 * The instruction PDF in a frame (spec part 1 section 2 "Instruction screen"): the shared document machine
 * fetches it with the session's token (the file is for signed-in users); 'Открыть в новой вкладке' opens the
 * loaded file.
 */
export const INSTRUCTION_PRODUCT = 'general';

/** A file's bytes as base64 (no data: prefix), as the document machine keeps a PDF. */
function blobBase64(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('FileReader failed'));
    reader.readAsDataURL(blob);
  });
}

export function Component() {
  const api = useApi();
  const machine = useMemo(
    () =>
      provideDocument(async (file) =>
        blobBase64(await api.download(instructionPdfEndpoint, undefined, { params: { file: String(file) } })),
      ),
    [api],
  );
  const actor = useActorRef(machine, { input: { request: `${INSTRUCTION_PRODUCT}-usage.pdf` } });
  const view = useSelector(actor, selectDocumentView);
  const open = () => {
    if (view.document === null) return;
    const url = pdfObjectUrl(view.document);
    window.open(url, '_blank', 'noopener');
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };
  return <InstructionScreen view={view} onOpen={open} onRetry={() => actor.send({ type: 'RETRY' })} />;
}
