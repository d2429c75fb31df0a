// The anti-money-laundering documents dialog of the OGPO page (a lazy chunk): renders the dialog machine the policy
// machine runs (core's podftDocumentsMachine provided with `podftDocumentsCalls`).
import { useSelector } from '@xstate/react';
import { selectPodftDocumentsView, type PodftDocumentsActor } from '@sakta/core/parties/documents';
import { PodftDocumentsDialog as PodftDocumentsView } from '@sakta/ui';

export { podftDocumentsCalls } from './documents-calls';

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
