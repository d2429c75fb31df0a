// The document upload modal of the OGPO page (a lazy chunk): renders the modal machine the policy machine runs
// (core's documentUploadMachine provided with `documentUploadCalls`); 'Файл успешно загружен', 'Файл успешно
// удален' and failures are notifications, once each.
import type { ApiClient } from '@sakta/core/shared';
import { provideDocumentUpload } from '@sakta/core/parties/documents';
import { documentUploadCalls } from './documents-calls';
import { useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import { selectDocumentUploadView, type DocumentUploadActor } from '@sakta/core/parties/documents';
import { DocumentUploadDialog as DocumentUploadView, notify } from '@sakta/ui';

export { documentUploadCalls } from './documents-calls';

/** The dialog's machine with its calls: the sale page loads it with this view, before the dialog opens. */
export const dialogLogic = (api: ApiClient) => provideDocumentUpload(documentUploadCalls(api));
export function DocumentUploadDialog({ actor }: { actor: DocumentUploadActor }) {
  const view = useSelector(actor, (s) => (s.status === 'active' ? selectDocumentUploadView(s) : null));
  const shown = useRef(0);
  const notice = view?.notice ?? null;
  useEffect(() => {
    if (!notice || notice.seq === shown.current) return;
    shown.current = notice.seq;
    notify({ kind: notice.tone, title: notice.title, message: notice.text });
  }, [notice]);
  return (
    <DocumentUploadView
      view={view}
      onSelectType={(typeId) => actor.send({ type: 'SELECT_TYPE', typeId })}
      onUpload={(file) => actor.send({ type: 'UPLOAD', file })}
      onDelete={(id) => actor.send({ type: 'DELETE', id })}
      onClose={() => actor.send({ type: 'CLOSE' })}
    />
  );
}
