// The OGPO page's sale: above the cards the history button, a restored sale's notice and the alerts; below them the
// contract panel with the code to the insurer, or the success card with the issued policy's documents.
import { useSelector } from '@xstate/react';
import type { Actor } from 'xstate';
import {
  asCodeSnapshot,
  asDocumentSnapshot,
  IDLE_CODE_VIEW,
  selectCodeView,
  selectDocumentView,
} from '@sakta/core';
import {
  selectContractPanel,
  selectPolicyAlerts,
  selectSuccessCard,
  type policyMachine,
} from '@sakta/core/ogpo';
import {
  CodeConfirmation,
  ContractPanel,
  KeptSaleNotice,
  PolicyAlerts,
  PolicyDocumentDialog,
  SuccessCard,
} from '@sakta/ui';
import { useChildSnapshot, useCodeStep } from '../../lib/child-snapshot';
import { HistoryPanel } from './history-panel';

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
  const product = useSelector(actor, (s) => s.context.product);
  return (
    <div className="grid gap-3">
      <div className="flex justify-end">
        <HistoryPanel product={product} currentDraft={draft} />
      </div>
      {restored ? <KeptSaleNotice savedAt={restored} onDiscard={onDiscard} /> : null}
      <PolicyAlerts view={alerts} send={(e) => actor.send(e)} />
    </div>
  );
}

export function SalePanel({ actor, onDone }: { actor: PolicyActor; onDone: () => void }) {
  const panel = useSelector(actor, selectContractPanel);
  const success = useSelector(actor, selectSuccessCard);
  const documentType = useSelector(actor, (s) => s.context.document);
  const sendCode = useCodeStep(actor, 'otp');
  const code = asCodeSnapshot(useChildSnapshot(actor, 'otp'));
  const document = asDocumentSnapshot(useChildSnapshot(actor, 'document'));
  if (success)
    return (
      <>
        <SuccessCard view={success} send={(e) => (e.type === 'DONE' ? onDone() : actor.send(e))} />
        <PolicyDocumentDialog
          document={documentType}
          number={success.number}
          view={selectDocumentView(document)}
          onRetry={() => actor.getSnapshot().children.document?.send({ type: 'RETRY' })}
          onClose={() => actor.send({ type: 'CLOSE_DOCUMENT' })}
        />
      </>
    );
  return (
    <ContractPanel
      view={panel}
      send={(e) => actor.send(e)}
      otp={
        code ? (
          <CodeConfirmation
            view={code ? selectCodeView(code) : IDLE_CODE_VIEW}
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
