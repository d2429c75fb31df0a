// A production machine running live in a story (not replayed): the actor created and started once, its snapshot
// re-rendering the story at each change.
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Actor, AnyActorLogic, SnapshotFrom } from 'xstate';

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
