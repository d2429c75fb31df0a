// The policy modal of a support request (spec part 2 sections 2.7, 2.8): the shared policy modal with the request's
// info (support info) and its actions (rescind and reject asked first, dissolution unavailable).
import type { SupportModalView } from '@sakta/core/support';
import { SupportActions, SupportRequestInfo } from '@sakta/ui';
import { PolicyModalContainer } from '../policies/policy-modal';

export type SupportModalEvent = 'CLOSE' | 'RESCIND' | 'REJECT' | 'DISSOLVE' | 'CONFIRM' | 'CANCEL';

export function SupportRequestModal({
  modal,
  onEvent,
}: {
  modal: SupportModalView;
  onEvent: (type: SupportModalEvent) => void;
}) {
  return (
    <PolicyModalContainer
      key={modal.row.id}
      policyId={modal.row.policy.id}
      onClose={() => onEvent('CLOSE')}
      renderSupport={() => <SupportRequestInfo row={modal.row} />}
      renderActions={() => (
        <SupportActions
          modal={modal}
          onRescind={() => onEvent('RESCIND')}
          onReject={() => onEvent('REJECT')}
          onDissolve={() => onEvent('DISSOLVE')}
          onConfirm={() => onEvent('CONFIRM')}
          onCancel={() => onEvent('CANCEL')}
        />
      )}
    />
  );
}
