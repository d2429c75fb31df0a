// The policy modal of a support request (spec part 2 sections 2.7, 2.8): the request's info and its actions.
import type { SupportModalView } from '@sakta/core/support';
import { SupportActions, SupportRequestInfo } from '@sakta/ui';
import { RequestDialog } from './request-dialog';

export type SupportModalEvent = 'CLOSE' | 'RESCIND' | 'REJECT' | 'DISSOLVE' | 'CONFIRM' | 'CANCEL';

export function SupportRequestModal({
  modal,
  onEvent,
}: {
  modal: SupportModalView;
  onEvent: (type: SupportModalEvent) => void;
}) {
  return (
    <RequestDialog modal={modal} onClose={() => onEvent('CLOSE')}>
      <SupportRequestInfo row={modal.row} />
      <SupportActions
        modal={modal}
        onRescind={() => onEvent('RESCIND')}
        onReject={() => onEvent('REJECT')}
        onDissolve={() => onEvent('DISSOLVE')}
        onConfirm={() => onEvent('CONFIRM')}
        onCancel={() => onEvent('CANCEL')}
      />
    </RequestDialog>
  );
}
