import type { AnyActorLogic } from 'xstate';

/**
 * An actor's logic that arrives later (a dialog's machine in a chunk of its own): the parent is created with this
 * stand-in, and the real logic must be there by the time the parent starts the actor (the page loads the chunk
 * before it sends the event that opens the dialog). Every step is the real logic's.
 */
export function deferredLogic(name: string, get: () => AnyActorLogic | undefined): AnyActorLogic {
  const real = () => {
    const logic = get();
    if (!logic) throw new Error(`${name}: its logic is not loaded yet`);
    return logic;
  };
  return {
    config: undefined,
    transition: (snapshot, event, scope) => real().transition(snapshot, event, scope),
    getInitialSnapshot: (scope, input) => real().getInitialSnapshot(scope, input),
    restoreSnapshot: (snapshot, scope) => real().restoreSnapshot?.(snapshot, scope) ?? snapshot,
    start: (snapshot, scope) => real().start?.(snapshot, scope),
    getPersistedSnapshot: (snapshot, options) => real().getPersistedSnapshot(snapshot, options),
  } as AnyActorLogic;
}
