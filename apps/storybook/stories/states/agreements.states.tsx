import { fn } from 'storybook/test';
import {
  homeTilesFor,
  selectAgreementsView,
  type AgreementsSnapshot,
  type AgreementsView,
} from '@sakta/core';
import { AgreementModal, HomeScreen } from '@sakta/ui';
import { manager } from '../fixtures';
import { statesOf } from '../../gallery/stories';
import { agreementModalHandlers } from '../handlers';

type HomeProps = Parameters<typeof HomeScreen>[0];
type ModalProps = Parameters<typeof AgreementModal>[0];

/** The home page with its agreements, and the agreement's modal over it, as the app composes them. */
function HomePage(
  props: Omit<HomeProps, 'agreements'> &
    Omit<ModalProps, 'agreement' | 'code' | 'document'> & { agreements: AgreementsView },
) {
  const { agreements, onRetryDocument, onClose, onSend, onResend, onCodeChange, onVerify, ...home } = props;
  return (
    <>
      <HomeScreen {...home} agreements={agreements} />
      {agreements && agreements.agreements.length > 0 ? (
        <AgreementModal
          agreement={agreements.open}
          code={agreements.code}
          document={agreements.document}
          onRetryDocument={onRetryDocument}
          onClose={onClose}
          onSend={onSend}
          onResend={onResend}
          onCodeChange={onCodeChange}
          onVerify={onVerify}
        />
      ) : null}
    </>
  );
}

export default statesOf('agreements', {
  component: HomePage,
  args: {
    greeting: `Добро пожаловать, ${manager.name}!`,
    tiles: homeTilesFor(manager).map((t) => ({
      id: t.id,
      title: t.title,
      description: t.description,
      href: t.path,
    })),
    ...agreementModalHandlers(),
    onOpenAgreement: fn(),
    onRetryAgreements: fn(),
  },
  view: (s: AgreementsSnapshot) => ({ agreements: selectAgreementsView(s) }),
});
