import { publicText, type PublicLanguage } from '@sakta/core';
import { Alert } from '../../primitives/alert';
import { PdfViewer } from '../../primitives/pdf-viewer';
import {
  PublicConfirmationPage,
  type PublicConfirmationEvents,
  type PublicConfirmationView,
  type PublicLanguageProps,
} from '../consent/public-page';

export interface DocumentOtpScreenProps extends PublicConfirmationEvents, PublicLanguageProps {
  view: PublicConfirmationView;
}

/** A text by the document's type, when the catalogue has one for it. */
function byType(texts: Readonly<Record<string, string>>, type: string | null): string | undefined {
  return type !== null && Object.hasOwn(texts, type) ? texts[type] : undefined;
}

/** The document's title: its known type's name, else 'Документ для подтверждения'. */
export function documentOtpTitle(type: string | null, language: PublicLanguage = 'ru'): string {
  const t = publicText(language).documentOtp;
  return byType(t.documentTypes, type) ?? t.documentTitle;
}

/** What the customer confirmed, by the document's type (not the consent's text: an application is no consent). */
export function documentOtpAcceptedText(type: string | null, language: PublicLanguage = 'ru'): string {
  const t = publicText(language).documentOtp;
  return byType(t.acceptedTexts, type) ?? t.acceptedText;
}

/**
 * Public page /func/otp/{ulid} (spec part 1 section 2): the document shown inline (pdf.js, loaded only here)
 * with the code field (prefilled from the link) and 'Подтвердить'; accepted, no access, loading or failure. The
 * document itself is as the insurer issued it (the PDF is not translated); everything around it follows the page.
 */
export function DocumentOtpScreen({ view, language, ...events }: DocumentOtpScreenProps) {
  const t = publicText(language);
  const title = documentOtpTitle(view.documentType, language);
  return (
    <PublicConfirmationPage
      {...events}
      view={view}
      language={language}
      wide
      data-slot="document-otp-screen"
      title={view.status === 'form' ? title : t.documentOtp.title}
      acceptedText={documentOtpAcceptedText(view.documentType, language)}
      codeId="document-otp-code-title"
      codePrompt={t.documentOtp.codePrompt}
    >
      {view.document ? (
        <PdfViewer source={{ base64: view.document }} title={title} height="65vh" text={t.pdf} />
      ) : (
        <Alert variant="warning">{t.documentOtp.noDocument}</Alert>
      )}
    </PublicConfirmationPage>
  );
}
