// The policy list's actions of the policy modal (spec part 2 sections 2.7, 4.5): 'Ошибка оператора' and
// 'Расторжение' of an issued policy open their code flows. The list passes it as the modal's renderActions:
//   renderActions={(policy, modal) => <PolicyListFlows policy={policy} modal={modal} onChanged={reloadList} />}
import { useState } from 'react';
import { getIpEndpoint } from '@sakta/core/shared';
import { terminationTarget, type PolicyCodeTarget } from '@sakta/core/support';
import { policyListFlows, type PolicyDetail } from '@sakta/core/policies';
import { PolicyListActions } from '@sakta/ui';
import { useApi } from '../../lib/api';
import type { PolicyModalControls } from '../policies/policy-modal';
import { PolicyCodeFlowContainer } from './policy-code-flow';

export interface PolicyListFlowsProps {
  policy: PolicyDetail;
  modal: PolicyModalControls;
  /** The policy changed (reported or terminated): the list reloads its page. */
  onChanged: () => void;
}

export function PolicyListFlows({ policy, modal, onChanged }: PolicyListFlowsProps) {
  const api = useApi();
  const [target, setTarget] = useState<PolicyCodeTarget | null>(null);
  const offered = policyListFlows(policy);
  const terminate = async () => {
    // the seller's address goes with the termination (7.5); empty when it cannot be read
    const ip = await api.call(getIpEndpoint, undefined).then(
      (a) => a.ip,
      () => '',
    );
    setTarget(terminationTarget(policy, ip));
  };
  // the flow takes the place of the buttons while it runs
  if (target)
    return (
      <PolicyCodeFlowContainer
        target={target}
        onClose={(reload) => {
          setTarget(null);
          if (!reload) return;
          modal.close();
          onChanged();
        }}
      />
    );
  return (
    <PolicyListActions
      canReportError={offered.reportError}
      canTerminate={offered.terminate}
      onReportError={() => setTarget({ kind: 'operatorError', id: policy.id })}
      onTerminate={() => void terminate()}
    />
  );
}
