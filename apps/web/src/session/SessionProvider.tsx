import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useActorRef } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import {
  createSessionStore,
  logoutEndpoint,
  selectToken,
  selectUser,
  sessionMachine,
  type ApiClient,
} from '@sakta/core';
import { browserStorage } from '../lib/browser-storage';
import { ApiProvider, createAppApi, earlyCalls, pageAnswers } from '../lib/api';
import { earlyAddress } from '../lib/early-calls';
import { answersOwner } from '../lib/page-answers';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

const SessionContext = createContext<SessionActor | null>(null);

/**
 * Starts the one session actor of the app (core's sessionMachine) with the browser's encrypted store, the API's
 * refresh and logout calls, and provides it together with the API client.
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
    // made when first used: the server renders this provider too (a hydrated page), where there is no store
    let made: ReturnType<typeof createSessionStore> | null = null;
    const store = () => (made ??= createSessionStore({ indexedDB, crypto, storage: browserStorage }));
    return sessionMachine.provide({
      actors: {
        loadSession: fromPromise(() => store().load()),
        saveSession: fromPromise(({ input }) => store().save(input)),
        // the server's copy for the pages' first paint goes too (its cookie); the session ends here either way
        clearSession: fromPromise(async () => {
          await Promise.all([store().clear(), api.call(logoutEndpoint, undefined).catch(() => undefined)]);
        }),
        refresh: fromPromise(({ input }) => api.refresh(input.apc)),
      },
    });
  }, [api]);
  const actor = useActorRef(machine);
  actorRef.current = actor;
  // The session read from the store at the tab's start: the answers the page carries are the screen's first data if
  // they were made for this session's user; else that data is asked for now, with the screen's code.
  useEffect(() => {
    const started = (snapshot: ReturnType<SessionActor['getSnapshot']>) => {
      const token = selectToken(snapshot);
      const user = selectUser(snapshot);
      if (!token) return false;
      pageAnswers.admit(user && answersOwner(user));
      earlyCalls.start(earlyAddress(window.location, user), token, (path) => !pageAnswers.has(path));
      return true;
    };
    if (started(actor.getSnapshot())) return;
    const sub = actor.subscribe((snapshot) => {
      if (started(snapshot)) sub.unsubscribe();
    });
    return () => sub.unsubscribe();
  }, [actor]);
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
