import { createContext, useContext, useMemo, useRef, type ReactNode } from 'react';
import { useActorRef } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { createSessionStore, selectToken, sessionMachine, type ApiClient } from '@sakta/core';
import { browserStorage } from '../lib/browser-storage';
import { ApiProvider, createAppApi } from '../lib/api';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

const SessionContext = createContext<SessionActor | null>(null);

/**
 * Starts the one session actor of the app (core's sessionMachine) with the browser's encrypted store and the API's
 * refresh call, and provides it together with the API client.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const actorRef = useRef<SessionActor | null>(null);
  const api: ApiClient = useMemo(
    () =>
      createAppApi(
        () => {
          const snapshot = actorRef.current?.getSnapshot();
          return snapshot ? selectToken(snapshot) : null;
        },
        (status) => actorRef.current?.send({ type: 'SESSION_ERROR', status }),
      ),
    [],
  );
  const machine = useMemo(() => {
    const store = createSessionStore({ indexedDB, crypto, storage: browserStorage });
    return sessionMachine.provide({
      actors: {
        loadSession: fromPromise(() => store.load()),
        saveSession: fromPromise(({ input }) => store.save(input)),
        clearSession: fromPromise(() => store.clear()),
        refresh: fromPromise(({ input }) => api.refresh(input.apc)),
      },
    });
  }, [api]);
  const actor = useActorRef(machine);
  actorRef.current = actor;
  return (
    <SessionContext.Provider value={actor}>
      <ApiProvider api={api}>{children}</ApiProvider>
    </SessionContext.Provider>
  );
}

export function useSessionActor(): SessionActor {
  const actor = useContext(SessionContext);
  if (!actor) throw new Error('useSessionActor outside SessionProvider');
  return actor;
}
