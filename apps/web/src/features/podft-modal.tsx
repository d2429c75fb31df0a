// The compliance record's side modal (a lazy chunk of /podfts): renders the review machine's child 'item'
// (core's podftItemMachine) and sends it the officer's events.
import type { AnyActorRef } from 'xstate';
import { selectPodftItemView, type PodftItemEvent, type PodftItemSnapshot } from '@sakta/core/podft';
import { PodftModal } from '@sakta/ui';
import { useChildSnapshot } from '../lib/child-snapshot';

export function PodftModalContainer({ review }: { review: AnyActorRef }) {
  const snapshot = useChildSnapshot(review, 'item') as PodftItemSnapshot | undefined;
  const send = (event: PodftItemEvent) =>
    (review.getSnapshot() as { children: Record<string, AnyActorRef | undefined> }).children.item?.send(
      event,
    );
  return (
    <PodftModal
      view={selectPodftItemView(snapshot)}
      onSetStatus={(status) => send({ type: 'SET_STATUS', status })}
      onEditComment={(value) => send({ type: 'EDIT_COMMENT', value })}
      onSave={() => send({ type: 'SAVE' })}
      onOpenHistory={(id) => send({ type: 'OPEN_HISTORY', id })}
      onRetry={() => send({ type: 'RETRY' })}
      onClose={() => send({ type: 'CLOSE' })}
    />
  );
}
