import { ClientDialog } from '@sakta/ui';
import { selectClientDialogView } from '@sakta/core/parties/client';
import { CONSENT_10, CONSENT_2, INSURED, clientSnapshot } from '../ogpo/client-fixtures';
import { clientDialogArgs } from './client-dialog-args';
import { statesOf } from '../../gallery/stories';

type ConsentSnapshot = { status: string; context: { consent: { status: number } } };

/**
 * The consent step is the client dialog's child 'gate': the dialog replayed to it (its search answered with the
 * consent's status, 10 or 2, as the consent model's inputs), its child's snapshot being the replayed consent's.
 */
export default statesOf('client-consent', {
  component: ClientDialog,
  args: clientDialogArgs(),
  view: (s: ConsentSnapshot) => ({
    view: clientSnapshot(
      s.context.consent.status === 10 ? CONSENT_10 : CONSENT_2,
      INSURED,
      { gate: s },
      (host) => selectClientDialogView(host),
    ),
  }),
  note: (s: ConsentSnapshot) =>
    s.status === 'done'
      ? 'Согласие получено: окно клиента продолжает поиск, шага согласия больше нет.'
      : null,
  parameters: { layout: 'fullscreen' },
});
