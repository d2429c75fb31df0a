import { useMemo } from 'react';
import { Navigate } from 'react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { asCodeSnapshot, selectUser, type PagedListSnapshot } from '@sakta/core/shared';
import {
  avrAllEndpoint,
  avrCheckCodeEndpoint,
  avrConfirmedEndpoint,
  avrItemEndpoint,
  hasAvrTab,
  provideAvr,
  selectAvrListView,
  selectAvrView,
} from '@sakta/core/avr';
import { AvrModal, AvrScreen } from '@sakta/ui';
import { useApi } from '../lib/api';
import { useChildSnapshot, useCodeStep } from '../lib/child-snapshot';
import { ProfilePage } from '../lib/profile';
import { useSessionActor } from '../session/SessionProvider';

/**
 * /profile/avr (spec part 1 section 2 "Profile", "AVR screen"): the АВР tab of the sale group; other roles are
 * sent to the profile tab. Core's АВР machine with the API's calls: the paged table (child 'list'), the act's
 * modal and the shared code step (child 'code').
 */
export function Component() {
  const session = useSessionActor();
  const user = useSelector(session, selectUser);
  if (user && !hasAvrTab(user.role)) return <Navigate to="/profile/index" replace />;
  return <ProfilePage tab="avr" avr={<Avr />} />;
}

function Avr() {
  const api = useApi();
  const machine = useMemo(
    () =>
      provideAvr({
        page: (page) => api.call(avrAllEndpoint, undefined, { query: { page } }),
        item: async (id) => (await api.call(avrItemEndpoint, { id })).data,
        sendCode: (id) => api.call(avrConfirmedEndpoint, { id, confirmed: 1, comment: '' }),
        checkCode: (id, code) => api.call(avrCheckCodeEndpoint, { id, code }),
        refuse: (id, comment) => api.call(avrConfirmedEndpoint, { id, confirmed: 0, comment }),
      }),
    [api],
  );
  const actor = useActorRef(machine);
  const list = selectAvrListView(useChildSnapshot(actor, 'list') as PagedListSnapshot | undefined);
  const code = useCodeStep(actor);
  const codeSnapshot = asCodeSnapshot(useChildSnapshot(actor, 'code'));
  const { modal } = selectAvrView(
    useSelector(actor, (s) => s),
    codeSnapshot,
  );
  const toList = (event: { type: 'GO_TO'; page: number } | { type: 'RETRY' }) =>
    actor.getSnapshot().children.list?.send(event);
  return (
    <AvrScreen
      list={list}
      onPage={(page) => toList({ type: 'GO_TO', page })}
      onRetry={() => toList({ type: 'RETRY' })}
      onOpen={(id) => actor.send({ type: 'OPEN', id })}
    >
      <AvrModal
        view={modal}
        onClose={() => actor.send({ type: 'CLOSE' })}
        onRetry={() => actor.send({ type: 'RETRY' })}
        onAccept={() => actor.send({ type: 'ACCEPT' })}
        onRefuse={() => actor.send({ type: 'REFUSE' })}
        onComment={(value) => actor.send({ type: 'CHANGE_COMMENT', value })}
        onSubmitRefusal={() => actor.send({ type: 'SUBMIT_REFUSAL' })}
        onClear={() => actor.send({ type: 'CLEAR' })}
        onCodeChange={(value) => code({ type: 'CHANGE', value })}
        onResend={() => code({ type: 'RESEND' })}
        onVerify={() => code({ type: 'VERIFY' })}
      />
    </AvrScreen>
  );
}
