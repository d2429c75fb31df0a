import { fn } from 'storybook/test';
import { ConsentScreen, DocumentOtpScreen } from '@sakta/ui';
import { CONSENT_TEXT, selectPublicConfirmationView, type PublicConfirmationSnapshot } from '@sakta/core';
import { statesOf } from '../../gallery/stories';

type Props = Omit<Parameters<typeof DocumentOtpScreen>[0], 'view'> & {
  view: Parameters<typeof DocumentOtpScreen>[0]['view'];
  consent: boolean;
};

/** /kdp/{iin} (the consent page) or /func/otp/{ulid} (a document), by the page's subject. */
function PublicPage({ consent, ...props }: Props) {
  return consent ? (
    <ConsentScreen {...props} text={CONSENT_TEXT} onDownload={fn()} />
  ) : (
    <DocumentOtpScreen {...props} />
  );
}

export default statesOf('public-confirmation', {
  component: PublicPage,
  args: { language: 'ru', onLanguageChange: fn(), onCodeChange: fn(), onVerify: fn(), onRetry: fn() },
  view: (s: PublicConfirmationSnapshot) => ({
    view: selectPublicConfirmationView(s),
    consent: /^\d{12}$/.test(s.context.subject),
  }),
  parameters: { layout: 'fullscreen' },
});
