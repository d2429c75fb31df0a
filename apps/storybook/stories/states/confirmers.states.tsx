import { RecipientsDialog } from '@sakta/ui';
import { selectConfirmersView, type ConfirmersSnapshot } from '@sakta/core';
import { recipientsHandlers } from '../fixtures-catalogue';
import { statesOf } from '../../gallery/stories';

export default statesOf('confirmers', {
  component: RecipientsDialog,
  args: { ...recipientsHandlers(), agreementTitle: 'Регламент продаж ОГПО ВТС' },
  view: (s: ConfirmersSnapshot) => ({ view: selectConfirmersView(s) }),
  parameters: { layout: 'fullscreen' },
});
