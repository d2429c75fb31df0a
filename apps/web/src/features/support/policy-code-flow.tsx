// The policy list's operator-error and termination flows (spec part 2 sections 2.7, 4.5, 7.5, 8): core's policy
// code flow with the API's process-otp and rescind; failures on the toaster; on success the modal closes and the
// screen reloads its list (a termination first shows 'Сумма возврата').
import { useEffect, useMemo, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import {
  processOtpEndpoint,
  providePolicyCodeFlow,
  rescindEndpoint,
  selectPolicyCodeFlowView,
  type PolicyCodeTarget,
} from '@sakta/core/support';
import { notify, PolicyCodeFlowPanel } from '@sakta/ui';
import { useApi } from '../../lib/api';
import { useCodeStep } from '../../lib/child-snapshot';
import { useFailureNotifications } from '../../lib/failures';

export interface PolicyCodeFlowContainerProps {
  target: PolicyCodeTarget;
  /** The modal is gone; `reload`: the policy changed (the list reloads). */
  onClose: (reload: boolean) => void;
}

export function PolicyCodeFlowContainer({ target, onClose }: PolicyCodeFlowContainerProps) {
  const api = useApi();
  const machine = useMemo(
    () =>
      providePolicyCodeFlow({
        processOtp: (body) => api.call(processOtpEndpoint, body),
        rescind: (body) => api.call(rescindEndpoint, body),
      }),
    [api],
  );
  const actor = useActorRef(machine, { input: { target } });
  // the code step re-renders this component when it changes; the view reads it from the current snapshot
  const sendCode = useCodeStep(actor);
  const view = selectPolicyCodeFlowView(useSelector(actor, (s) => s));
  useFailureNotifications(actor, ['code']);

  const closed = useRef(onClose);
  useEffect(() => {
    closed.current = onClose;
  });
  useEffect(() => {
    const success = actor.on('success', (e) => notify({ kind: 'success', message: e.message }));
    const sub = actor.subscribe((s) => {
      if (s.status === 'done') closed.current(s.output.reload);
    });
    return () => {
      success.unsubscribe();
      sub.unsubscribe();
    };
  }, [actor]);

  return (
    <PolicyCodeFlowPanel
      view={view}
      onCodeChange={(value) => sendCode({ type: 'CHANGE', value })}
      onSend={() => sendCode({ type: 'SEND' })}
      onResend={() => sendCode({ type: 'RESEND' })}
      onVerify={() => sendCode({ type: 'VERIFY' })}
      onClose={() => actor.send({ type: 'CLOSE' })}
    />
  );
}
