// A production machine running live in a story (not replayed): the actor created and started once, its snapshot
// re-rendering the story at each change.
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Actor, AnyActorLogic, AnyActorRef, SnapshotFrom } from 'xstate';

export function useLiveActor<T extends AnyActorLogic>(create: () => Actor<T>): [Actor<T>, SnapshotFrom<T>] {
  const [actor] = useState(create);
  useEffect(() => {
    actor.start();
  }, [actor]);
  const snapshot = useSyncExternalStore(
    (onChange) => {
      const sub = actor.subscribe(onChange);
      return () => sub.unsubscribe();
    },
    () => actor.getSnapshot(),
  );
  return [actor, snapshot];
}

/**
 * An actor running while the component is mounted (stopped after), with the snapshots of it and of its child
 * `childId` (a paged list, the code step), re-rendering at each change of either.
 */
export function useRunningActor<T extends AnyActorLogic>(
  actor: Actor<T>,
  childId: string,
): [SnapshotFrom<T>, unknown] {
  useEffect(() => {
    actor.start();
    return () => {
      actor.stop();
    };
  }, [actor]);
  const childOf = () =>
    (actor.getSnapshot() as { children: Record<string, AnyActorRef | undefined> }).children[childId];
  const subscribe = (onChange: () => void) => {
    const subs = [actor.subscribe(onChange)];
    const child = childOf();
    if (child) subs.push(child.subscribe(onChange));
    return () => subs.forEach((s) => s.unsubscribe());
  };
  const snapshot = useSyncExternalStore(subscribe, () => actor.getSnapshot());
  const child = useSyncExternalStore(subscribe, () => childOf()?.getSnapshot());
  return [snapshot, child];
}
