import { useEffect, useLayoutEffect, useRef } from 'react';
import type { AnyActorRef } from 'xstate';
import { notify } from '@sakta/ui';

type FailureEmitter = AnyActorRef & {
  on(type: 'failure', handler: (e: { message: string }) => void): { unsubscribe(): void };
};

/**
 * Notifications come from one place: every machine emits `{type: 'failure', message}` when a call fails (the
 * spec's error notification, title 'Ошибка'); this hook shows them for an actor and for the children it
 * invokes under the given ids (e.g. the shared code machine 'code'), as they come and go. `translate` gives the
 * message in the page's language (the customer's pages in Kazakh); it is read when a failure comes.
 */
export function useFailureNotifications(
  actor: AnyActorRef,
  childIds: readonly string[] = [],
  translate?: (message: string) => string,
): void {
  const translateRef = useRef(translate);
  useLayoutEffect(() => {
    translateRef.current = translate;
  });
  useEffect(() => {
    const show = (e: { message: string }) =>
      notify({ kind: 'error', message: translateRef.current?.(e.message) ?? e.message });
    const own = (actor as FailureEmitter).on('failure', show);
    const watched = new Map<string, { ref: AnyActorRef; sub: { unsubscribe(): void } }>();
    const sync = () => {
      const children = (actor.getSnapshot() as { children?: Record<string, AnyActorRef | undefined> })
        .children;
      for (const id of childIds) {
        const ref = children?.[id];
        const current = watched.get(id);
        if (current?.ref === ref) continue;
        current?.sub.unsubscribe();
        watched.delete(id);
        if (ref && typeof (ref as FailureEmitter).on === 'function')
          watched.set(id, { ref, sub: (ref as FailureEmitter).on('failure', show) });
      }
    };
    sync();
    const sub = actor.subscribe(sync);
    return () => {
      own.unsubscribe();
      sub.unsubscribe();
      for (const w of watched.values()) w.sub.unsubscribe();
    };
    // childIds is a constant list per screen
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor]);
}
