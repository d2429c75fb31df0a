// The issued policy (a chunk of its own: only after payment): the success card and its documents (the receipt and
// the policy through the shared document machine).
import { useSelector } from '@xstate/react';
import type { Actor } from 'xstate';
import { asDocumentSnapshot, selectDocumentView } from '@sakta/core';
import { selectSuccessCard, type policyMachine } from '@sakta/core/ogpo';
import { PolicyDocumentDialog, SuccessCard } from '@sakta/ui';
import { useChildSnapshot } from '../../lib/child-snapshot';

export function IssuedPolicy({ actor, onDone }: { actor: Actor<typeof policyMachine>; onDone: () => void }) {
  const success = useSelector(actor, selectSuccessCard);
  const documentType = useSelector(actor, (s) => s.context.document);
  const document = asDocumentSnapshot(useChildSnapshot(actor, 'document'));
  if (!success) return null;
  return (
    <>
      <SuccessCard view={success} send={(e) => (e.type === 'DONE' ? onDone() : actor.send(e))} />
      <PolicyDocumentDialog
        document={documentType}
        number={success.number}
        view={selectDocumentView(document)}
        onRetry={() => actor.getSnapshot().children.document?.send({ type: 'RETRY' })}
        onClose={() => actor.send({ type: 'CLOSE_DOCUMENT' })}
      />
    </>
  );
}
