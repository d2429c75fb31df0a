// The anti-money-laundering documents dialog of the OGPO page (a lazy chunk): renders the dialog machine the policy
// machine runs (core's podftDocumentsMachine provided with `podftDocumentsCalls`).
import type { ApiClient } from '@sakta/core/shared';
import { providePodftDocuments } from '@sakta/core/parties/documents';
import { podftDocumentsCalls } from './documents-calls';
import { useSelector } from '@xstate/react';
import { selectPodftDocumentsView, type PodftDocumentsActor } from '@sakta/core/parties/documents';
import { PodftDocumentsDialog as PodftDocumentsView } from '@sakta/ui';

export { podftDocumentsCalls } from './documents-calls';

/** The dialog's machine with its calls: the sale page loads it with this view, before the dialog opens. */
export const dialogLogic = (api: ApiClient) => providePodftDocuments(podftDocumentsCalls(api));
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
