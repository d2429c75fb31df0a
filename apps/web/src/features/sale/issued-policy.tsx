// The issued policy (a chunk of its own: only after payment): the success card and its documents (the receipt and
// the policy through the shared document machine), for any product's sale.
import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import { asDocumentSnapshot, selectDocumentView } from '@sakta/core';
import { openDocument, type SuccessCardView } from '@sakta/core/sale';
import { PolicyDocumentDialog, SuccessCard } from '@sakta/ui';
import { useChildSnapshot } from '../../lib/child-snapshot';

export function IssuedPolicy({
  actor,
  success,
  onDone,
}: {
  actor: AnyActorRef;
  success: SuccessCardView;
  onDone: () => void;
}) {
  const documentType = useSelector(actor, openDocument);
  const document = asDocumentSnapshot(useChildSnapshot(actor, 'document'));
  return (
    <>
      <SuccessCard view={success} send={(e) => (e.type === 'DONE' ? onDone() : actor.send(e))} />
      <PolicyDocumentDialog
        document={documentType}
        number={success.number}
        view={selectDocumentView(document)}
        onRetry={() =>
          (
            actor.getSnapshot() as { children: Record<string, AnyActorRef | undefined> }
          ).children.document?.send({ type: 'RETRY' })
        }
        onClose={() => actor.send({ type: 'CLOSE_DOCUMENT' })}
      />
    </>
  );
}
