// The OGPO page's sale: above the cards the history button, a restored sale's notice and the alerts; below them the
// contract panel with the code to the insurer, or the success card with the issued policy's documents.
import { lazy, Suspense } from 'react';
import { useSelector } from '@xstate/react';
import type { Actor } from 'xstate';
import { OGPO_PRODUCT, asCodeSnapshot, selectCodeView } from '@sakta/core';
import {
  selectContractPanel,
  selectPolicyAlerts,
  selectSuccessCard,
  type policyMachine,
} from '@sakta/core/ogpo';
import { CodeConfirmation, ContractPanel, KeptSaleNotice, PolicyAlerts } from '@sakta/ui';
import { useChildSnapshot, useCodeStep } from '../../lib/child-snapshot';

// not needed for the first render: the history panel (its button comes a moment later) and the success card
const HistoryPanel = lazy(() => import('./history-panel').then((m) => ({ default: m.HistoryPanel })));
const IssuedPolicy = lazy(() => import('./issued-policy').then((m) => ({ default: m.IssuedPolicy })));

type PolicyActor = Actor<typeof policyMachine>;

export function SaleHeader({
  actor,
  restored,
  onDiscard,
}: {
  actor: PolicyActor;
  /** When the restored sale was kept ('DD.MM.YYYY HH:mm'), or null. */
  restored: string | null;
  onDiscard: () => void;
}) {
  const alerts = useSelector(actor, selectPolicyAlerts);
  const draft = useSelector(actor, (s) => s.context.draftId);
  return (
    <div className="grid gap-3">
      <div className="flex min-h-9 justify-end">
        <Suspense fallback={null}>
          <HistoryPanel product={OGPO_PRODUCT} currentDraft={draft} />
        </Suspense>
      </div>
      {restored ? <KeptSaleNotice savedAt={restored} onDiscard={onDiscard} /> : null}
      <PolicyAlerts view={alerts} send={(e) => actor.send(e)} />
    </div>
  );
}

export function SalePanel({ actor, onDone }: { actor: PolicyActor; onDone: () => void }) {
  const panel = useSelector(actor, selectContractPanel);
  const issued = useSelector(actor, (s) => selectSuccessCard(s) !== null);
  const sendCode = useCodeStep(actor, 'otp');
  const code = asCodeSnapshot(useChildSnapshot(actor, 'otp'));
  if (issued)
    return (
      <Suspense fallback={null}>
        <IssuedPolicy actor={actor} onDone={onDone} />
      </Suspense>
    );
  return (
    <ContractPanel
      view={panel}
      send={(e) => actor.send(e)}
      otp={
        code ? (
          <CodeConfirmation
            view={selectCodeView(code)}
            onSend={() => sendCode({ type: 'SEND' })}
            onChange={(value) => sendCode({ type: 'CHANGE', value })}
            onResend={() => sendCode({ type: 'RESEND' })}
            onVerify={() => sendCode({ type: 'VERIFY' })}
          />
        ) : null
      }
    />
  );
}
