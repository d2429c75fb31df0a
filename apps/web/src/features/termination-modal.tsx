// The termination modal's container: core's termination machine provided with the API's calls; a termination
// invalidates the cached history so the list shows it.
import { useEffect, useMemo, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fmt } from '@sakta/core/shared';
import { functionalOtpAcceptEndpoint } from '@sakta/core/public-pages';
import { useQueryClient } from '@tanstack/react-query';
import {
  provideTermination,
  ruTerminationModal,
  selectTerminationView,
  terminateEndpoint,
  terminationHistoryDocumentEndpoint,
  terminationCalculateEndpoint,
  terminationCheckOtpEndpoint,
  terminationDocumentEndpoint,
  terminationSendSmsEndpoint,
  terminationUpdateEndpoint,
  type TerminationTarget,
} from '@sakta/core/termination';
import { TerminationModal, notify } from '@sakta/ui';
import { useApi } from '../lib/api';
import { useCodeStep, useDocumentStep } from '../lib/child-snapshot';
import { useFailureNotifications } from '../lib/failures';
import { queryKeys } from '../lib/queries';

export interface TerminationModalContainerProps {
  /** The opened history item or search result; null: closed. */
  target: TerminationTarget | null;
  /** Esc, a click outside or 'Закрыть'. */
  onClose(): void;
  /** The policy was terminated: the list reloads (the container already showed the success message). */
  onTerminated(number: string): void;
}

const targetKey = (t: TerminationTarget) =>
  t.kind === 'history' ? `h:${t.item.global}` : `r:${t.policy.number}`;

/**
 * The termination modal with core's termination machine and the API's calls (spec part 1 section 2
 * "Termination modal", section 7 contracts/functional/*, functional/otp/*). A new machine (and a new ulid) runs
 * for every opening. Failures become error notifications (the machine's and its code step's); success shows
 * 'Договор {number} успешно обработан' and calls onTerminated.
 */
export function TerminationModalContainer({ target, onClose, onTerminated }: TerminationModalContainerProps) {
  if (!target)
    return (
      <TerminationModal
        view={null}
        onEvent={() => {}}
        onCodeEvent={() => {}}
        onClose={onClose}
        onRetryDocument={() => {}}
      />
    );
  return (
    <OpenTermination key={targetKey(target)} target={target} onClose={onClose} onTerminated={onTerminated} />
  );
}

function OpenTermination({
  target,
  onClose,
  onTerminated,
}: TerminationModalContainerProps & { target: TerminationTarget }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const machine = useMemo(
    () =>
      provideTermination({
        calculate: (call) => api.call(terminationCalculateEndpoint, call),
        createDocument: (call) => api.call(terminationDocumentEndpoint, call),
        update: (call) => api.call(terminationUpdateEndpoint, call),
        sendSms: (req) => api.call(terminationSendSmsEndpoint, req),
        acceptOtp: (req) => api.call(functionalOtpAcceptEndpoint, req),
        checkOtp: (req) => api.call(terminationCheckOtpEndpoint, req),
        terminate: async (req) => {
          const answer = await api.call(terminateEndpoint, req);
          // the history has a new row: its cached pages are stale
          await queryClient.invalidateQueries({ queryKey: queryKeys.terminationHistory });
          return answer;
        },
        historyDocument: async (id) =>
          (await api.call(terminationHistoryDocumentEndpoint, undefined, { params: { id: String(id) } }))
            .document,
      }),
    [api, queryClient],
  );
  const actor = useActorRef(machine, { input: { target } });
  const sendCode = useCodeStep(actor);
  const application = useDocumentStep(actor);
  const snapshot = useSelector(actor, (s) => s);
  useFailureNotifications(actor, ['code']);

  const terminated = useRef(onTerminated);
  useEffect(() => {
    terminated.current = onTerminated;
  });
  useEffect(() => {
    const sub = actor.subscribe((s) => {
      if (s.status !== 'done') return;
      const { number } = s.output;
      notify({ kind: 'success', message: fmt(ruTerminationModal.success, { number }) });
      terminated.current(number);
    });
    return () => sub.unsubscribe();
  }, [actor]);

  return (
    <TerminationModal
      view={snapshot.status === 'done' ? null : selectTerminationView(snapshot)}
      onEvent={(event) => actor.send(event)}
      onCodeEvent={sendCode}
      onClose={onClose}
      onRetryDocument={application.retry}
    />
  );
}
