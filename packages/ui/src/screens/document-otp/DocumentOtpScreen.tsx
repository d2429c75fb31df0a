import { ruConsent, ruDocumentOtp } from '@sakta/core';
import { Alert } from '../../primitives/alert';
import { PdfViewer } from '../../primitives/pdf-viewer';
import {
  AcceptedCard,
  CodeSection,
  LoadFailed,
  NoAccessCard,
  PageTitle,
  PublicLoading,
  PublicPage,
  type PublicConfirmationView,
} from '../consent/public-page';

export interface DocumentOtpScreenProps {
  view: PublicConfirmationView;
  onCodeChange: (value: string) => void;
  onVerify: () => void;
  /** 'Повторить' after the data failed to load. */
  onRetry: () => void;
}

/** The document's title: its known type's name, else 'Документ для подтверждения'. */
export function documentOtpTitle(type: string | null): string {
  return (type ? ruDocumentOtp.documentTypes[type] : undefined) ?? ruDocumentOtp.documentTitle;
}

/** What the customer confirmed, by the document's type (not the consent's text: an application is no consent). */
export function documentOtpAcceptedText(type: string | null): string {
  return (type ? ruDocumentOtp.acceptedTexts[type] : undefined) ?? ruDocumentOtp.acceptedText;
}

/**
 * Public page /func/otp/{ulid} (spec part 1 section 2): the document shown inline (pdf.js, loaded only here)
 * with the code field (prefilled from the link) and 'Подтвердить'; accepted, no access, loading or failure.
 */
export function DocumentOtpScreen({ view, onCodeChange, onVerify, onRetry }: DocumentOtpScreenProps) {
  const title = documentOtpTitle(view.documentType);
  return (
    <PublicPage wide data-slot="document-otp-screen" data-status={view.status}>
      <PageTitle>{view.status === 'form' ? title : ruDocumentOtp.title}</PageTitle>

      {view.status === 'loading' ? <PublicLoading label={ruConsent.loading} /> : null}
      {view.status === 'accepted' ? <AcceptedCard text={documentOtpAcceptedText(view.documentType)} /> : null}
      {view.status === 'noAccess' ? <NoAccessCard /> : null}
      {view.status === 'failed' ? <LoadFailed message={view.loadError} onRetry={onRetry} /> : null}

      {view.status === 'form' ? (
        <>
          {view.document ? (
            <PdfViewer source={{ base64: view.document }} title={title} height="65vh" />
          ) : (
            <Alert variant="warning">{ruDocumentOtp.noDocument}</Alert>
          )}
          <CodeSection
            id="document-otp-code-title"
            prompt={ruDocumentOtp.codePrompt}
            view={view.code}
            onCodeChange={onCodeChange}
            onVerify={onVerify}
          />
        </>
      ) : null}
    </PublicPage>
  );
}
