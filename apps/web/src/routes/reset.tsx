import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import {
  checkCodeEndpoint,
  provideReset,
  resetPasswordEndpoint,
  selectResetView,
  setPasswordEndpoint,
} from '@sakta/core/auth';
import { ResetScreen } from '@sakta/ui';
import { useApi } from '../lib/api';
import { browserStorage } from '../lib/browser-storage';
import { useCodeStep } from '../lib/child-snapshot';
import { useFailureNotifications } from '../lib/failures';
import { useSessionActor } from '../session/SessionProvider';

/** Password reset (spec part 1 sections 2, 4, 5, 8): core's reset machine with the API's three calls. */
export function Component() {
  const api = useApi();
  const session = useSessionActor();
  const navigate = useNavigate();
  const machine = useMemo(
    () =>
      provideReset({
        resetPassword: (req) => api.call(resetPasswordEndpoint, req),
        checkCode: (req) => api.call(checkCodeEndpoint, req),
        setPassword: (req) => api.call(setPasswordEndpoint, req),
      }),
    [api],
  );
  const reset = useActorRef(machine);
  const code = useCodeStep(reset);
  const view = selectResetView(useSelector(reset, (s) => s));
  useFailureNotifications(reset, ['code']);

  useEffect(() => {
    // Spec: on opening, the stored user is cleared and all local storage wiped.
    session.send({ type: 'LOGOUT' });
    browserStorage.clear();
  }, [session]);

  return (
    <ResetScreen
      view={view}
      loginHref="/login"
      onIinChange={(value) => reset.send({ type: 'CHANGE_IIN', value })}
      onSend={() => reset.send({ type: 'SEND' })}
      onCodeChange={(value) => code({ type: 'CHANGE', value })}
      onResend={() => code({ type: 'RESEND' })}
      onVerify={() => code({ type: 'VERIFY' })}
      onPasswordChange={(value) => reset.send({ type: 'CHANGE_PASSWORD', value })}
      onConfirmChange={(value) => reset.send({ type: 'CHANGE_CONFIRM', value })}
      onSave={() => reset.send({ type: 'SAVE' })}
      onSignIn={() => navigate('/')}
    />
  );
}
