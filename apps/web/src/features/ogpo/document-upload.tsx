// The document upload modal of the OGPO page (a lazy chunk): renders the modal machine the policy machine runs
// (core's documentUploadMachine provided with `documentUploadCalls`); 'Файл успешно загружен', 'Файл успешно
// удален' and failures are notifications, once each.
import { useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import type { ApiClient } from '@sakta/core';
import {
  documentDeleteEndpoint,
  documentUploadEndpoint,
  selectDocumentUploadView,
  type DocumentUploadActor,
  type DocumentUploadCalls,
} from '@sakta/core/ogpo/documents';
import { DocumentUploadDialog as DocumentUploadView, notify } from '@sakta/ui';

/** The modal's calls on the API client (multipart document/upload, document/delete): for `provideDocumentUpload`. */
export function documentUploadCalls(api: ApiClient): DocumentUploadCalls {
  return {
    upload: async ({ fields, file }) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.set(key, value);
      // the machine holds the browser's File the input gave
      form.set('file', file as unknown as File);
      return (await api.upload(documentUploadEndpoint, form)).data;
    },
    remove: (doc) => api.call(documentDeleteEndpoint, doc),
  };
}

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
