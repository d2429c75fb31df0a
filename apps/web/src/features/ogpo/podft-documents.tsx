// The anti-money-laundering documents dialog of the OGPO page (a lazy chunk): renders the dialog machine the policy
// machine runs (core's podftDocumentsMachine provided with `podftDocumentsCalls`).
import { useSelector } from '@xstate/react';
import type { ApiClient } from '@sakta/core';
import {
  podftUploadEndpoint,
  selectPodftDocumentsView,
  type PodftDocumentsActor,
  type PodftDocumentsCalls,
} from '@sakta/core/ogpo/documents';
import { PodftDocumentsDialog as PodftDocumentsView } from '@sakta/ui';

/** The dialog's call on the API client (multipart podft/upload): give it to `providePodftDocuments`. */
export function podftDocumentsCalls(api: ApiClient): PodftDocumentsCalls {
  return {
    upload: ({ fields, front, back }) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.set(key, value);
      // the machine holds the browser's Files the inputs gave
      if (front) form.set('front', front as unknown as File);
      if (back) form.set('back', back as unknown as File);
      return api.upload(podftUploadEndpoint, form);
    },
  };
}

export function PodftDocumentsDialog({ actor }: { actor: PodftDocumentsActor }) {
  const view = useSelector(actor, (s) => (s.status === 'active' ? selectPodftDocumentsView(s) : null));
  return (
    <PodftDocumentsView
      view={view}
      onChoose={(side, file) => actor.send({ type: 'CHOOSE', side, file })}
      onClear={(side) => actor.send({ type: 'CLEAR', side })}
      onSave={() => actor.send({ type: 'SAVE' })}
      onClose={() => actor.send({ type: 'CLOSE' })}
    />
  );
}
