import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { draftHistoryEndpoint, provideHistory, selectHistoryView } from '@sakta/core/sale/history';
import { HistoryPanel as HistoryPanelView } from '@sakta/ui';
import { useApi } from '../../lib/api';
import { isBuilt } from '../../screens';

/** The policy modal, in its own chunk: loaded when a policy of the history is opened. */
const PolicyModalContainer = lazy(() =>
  import('../policies/policy-modal').then((m) => ({ default: m.PolicyModalContainer })),
);

export interface HistoryPanelProps {
  /** The policy's product code (OGPO_PRODUCT for every OGPO variant): the history lists its family. */
  product: string;
  /** The draft open on the page (highlighted in the list), if any. */
  currentDraft: string | null;
}

/**
 * A sale page's history side panel (spec part 2 section 2.1): the round clock button and the panel, run by core's
 * history machine over GET /api/draft/history/{product}. The sale page's header places it; a change of the page's
 * draft moves the highlight. A policy of the list opens in the policy modal over the page (its parts and documents),
 * so the sale in progress stays where it is; closing the modal shows the panel again.
 */
export function HistoryPanel({ product, currentDraft }: HistoryPanelProps) {
  const api = useApi();
  const machine = useMemo(
    () =>
      provideHistory(async (code) => {
        const { drafts, policies } = await api.call(draftHistoryEndpoint, undefined, {
          params: { product: code },
        });
        return { drafts, policies };
      }),
    [api],
  );
  const actor = useActorRef(machine, { input: { product, currentDraft } });
  useEffect(() => actor.send({ type: 'CURRENT', draft: currentDraft }), [actor, currentDraft]);
  const view = useSelector(actor, (s) => selectHistoryView(s, isBuilt));
  return (
    <>
      <HistoryPanelView
        view={view}
        onOpen={() => actor.send({ type: 'OPEN' })}
        onClose={() => actor.send({ type: 'CLOSE' })}
        onRefresh={() => actor.send({ type: 'REFRESH' })}
        onTab={(tab) => actor.send({ type: 'SELECT_TAB', tab })}
        onOpenPolicy={(id) => actor.send({ type: 'OPEN_POLICY', id })}
      />
      {view.policy !== null ? (
        <Suspense fallback={null}>
          <PolicyModalContainer
            key={view.policy}
            policyId={view.policy}
            onClose={() => actor.send({ type: 'CLOSE_POLICY' })}
          />
        </Suspense>
      ) : null}
    </>
  );
}
