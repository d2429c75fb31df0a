import { useCallback, useSyncExternalStore } from 'react';
import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import type { CodeStepEvent } from '@sakta/core';

const noop = () => {};

/**
 * Re-renders when the child actor `id` of `actor` (e.g. the shared code machine a page invokes) changes, and
 * returns its snapshot. A parent's own snapshot object stays the same while only its child changes, so reading
 * the child through the parent's selector alone would miss those changes.
 */
export function useChildSnapshot(actor: AnyActorRef, id: string): unknown {
  const child = useSelector(
    actor,
    (s) => (s as { children?: Record<string, AnyActorRef | undefined> }).children?.[id],
  );
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!child) return noop;
      const sub = child.subscribe({ next: onChange, error: onChange, complete: onChange });
      return () => sub.unsubscribe();
    },
    [child],
  );
  const read = () => child?.getSnapshot();
  // the server's first paint reads it the same way (src/prerender)
  return useSyncExternalStore(subscribe, read, read);
}

/**
 * The shared code step a page invokes (under the id 'code' unless named): re-renders the page when it changes and
 * returns the function that sends it the user's events (send, typing, resend, confirm).
 */
export function useCodeStep(actor: AnyActorRef, id = 'code'): (event: CodeStepEvent) => void {
  useChildSnapshot(actor, id);
  return useCallback(
    (event: CodeStepEvent) =>
      (actor.getSnapshot() as { children?: Record<string, AnyActorRef | undefined> }).children?.[id]?.send(
        event,
      ),
    [actor, id],
  );
}

/**
 * The shared document machine a page invokes under the id 'document' (a PDF fetched when its item is opened):
 * re-renders the page when it changes and returns its snapshot and the 'Повторить' function.
 */
export function useDocumentStep(actor: AnyActorRef): { snapshot: unknown; retry: () => void } {
  const snapshot = useChildSnapshot(actor, 'document');
  const retry = useCallback(
    () =>
      (
        actor.getSnapshot() as { children?: Record<string, AnyActorRef | undefined> }
      ).children?.document?.send({
        type: 'RETRY',
      }),
    [actor],
  );
  return { snapshot, retry };
}
