import { useEffect, useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { ru, selectEndReason } from '@sakta/core/shared';
import { loginMachine, selectLoginView } from '@sakta/core/auth';
import { LoginScreen } from '@sakta/ui';
import { useApi } from '../lib/api';
import { useSessionActor } from '../session/SessionProvider';
import { isBuilt } from '../screens';

/** Login (spec part 1 sections 2, 4, 5): core's loginMachine with the API's login call. */
export function Component() {
  const api = useApi();
  const session = useSessionActor();
  const machine = useMemo(
    () => loginMachine.provide({ actors: { login: fromPromise(({ input }) => api.login(input)) } }),
    [api],
  );
  const login = useActorRef(machine);
  const view = useSelector(login, selectLoginView);
  const grant = useSelector(login, (s) => (s.status === 'done' ? s.output : undefined));
  const reason = useSelector(session, selectEndReason);
  const expired = reason === 'expired' || reason === 'invalid';

  useEffect(() => {
    // The guard sends the user to '/' once the session holds the new grant.
    if (grant) session.send({ type: 'LOGIN', grant });
  }, [grant, session]);

  return (
    <LoginScreen
      {...view}
      notice={expired ? ru.session.expired : null}
      resetHref={isBuilt('reset') ? '/reset' : undefined}
      onChange={(field, value) => login.send({ type: 'CHANGE', field, value })}
      onSubmit={() => login.send({ type: 'SUBMIT' })}
    />
  );
}
