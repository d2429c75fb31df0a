import { ruDocumentOtp } from '@sakta/core';
import { Alert } from '../../primitives/alert';
import { PdfViewer } from '../../primitives/pdf-viewer';
import {
  PublicConfirmationPage,
  type PublicConfirmationEvents,
  type PublicConfirmationView,
} from '../consent/public-page';

export interface DocumentOtpScreenProps extends PublicConfirmationEvents {
  view: PublicConfirmationView;
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
export function DocumentOtpScreen({ view, ...events }: DocumentOtpScreenProps) {
  const title = documentOtpTitle(view.documentType);
  return (
    <PublicConfirmationPage
      {...events}
      view={view}
      wide
      data-slot="document-otp-screen"
      title={view.status === 'form' ? title : ruDocumentOtp.title}
      acceptedText={documentOtpAcceptedText(view.documentType)}
      codeId="document-otp-code-title"
      codePrompt={ruDocumentOtp.codePrompt}
    >
      {view.document ? (
        <PdfViewer source={{ base64: view.document }} title={title} height="65vh" />
      ) : (
        <Alert variant="warning">{ruDocumentOtp.noDocument}</Alert>
      )}
    </PublicConfirmationPage>
  );
}
