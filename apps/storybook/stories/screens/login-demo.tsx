import { useEffect } from 'react';
import { createActor, fromPromise } from 'xstate';
import {
  ApiError,
  loginMachine,
  ru,
  selectLoginView,
  type LoginRequest,
  type SessionGrant,
} from '@sakta/core';
import { LoginScreen, notify } from '@sakta/ui';
import { manager } from '../fixtures';
import { useLiveActor } from '../live-actor';

export const DEMO_PASSWORD = 'Sakta-demo-2026!';

/**
 * The login screen driven by core's production loginMachine, with a fake `login` actor in place of the API:
 * the demo password succeeds, anything else is refused with the server's message. This is the wiring pattern
 * the web app uses (machine -> selector -> pure view).
 */
export function LoginDemo({ delayMs = 600 }: { delayMs?: number }) {
  const [actor, snapshot] = useLiveActor(() =>
    createActor(
      loginMachine.provide({
        actors: {
          login: fromPromise<SessionGrant, LoginRequest>(async ({ input }) => {
            await new Promise((resolve) => setTimeout(resolve, delayMs));
            if (input.password !== DEMO_PASSWORD) throw ApiError.rejected([ru.errors.wrongCredentials]);
            return { access_token: 'demo', user: manager, ttl: 3600, ttlDate: new Date().toISOString() };
          }),
        },
      }),
    ),
  );
  useEffect(() => {
    const sub = actor.subscribe((s) => {
      if (s.status === 'done')
        notify({ kind: 'success', message: `Вход выполнен: ${manager.surname} ${manager.name}` });
    });
    return () => sub.unsubscribe();
  }, [actor]);
  return (
    <LoginScreen
      {...selectLoginView(snapshot)}
      resetHref="/reset"
      onChange={(field, value) => actor.send({ type: 'CHANGE', field, value })}
      onSubmit={() => actor.send({ type: 'SUBMIT' })}
    />
  );
}
