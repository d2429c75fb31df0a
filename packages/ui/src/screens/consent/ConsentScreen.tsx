import { FileDown } from 'lucide-react';
import { publicText, type ConsentLanguage, type PublicLanguage } from '@sakta/core';
import { Button } from '../../primitives/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../primitives/tabs';
import {
  PublicConfirmationPage,
  type PublicConfirmationEvents,
  type PublicConfirmationView,
  type PublicLanguageProps,
} from './public-page';

export interface ConsentScreenText {
  title: string;
  paragraphs: readonly string[];
}

export interface ConsentScreenProps extends PublicConfirmationEvents, PublicLanguageProps {
  view: PublicConfirmationView;
  /** The consent text in both languages (core's CONSENT_TEXT, keyed 'ru' and 'kz'). */
  text: Record<ConsentLanguage, ConsentScreenText>;
  /** The download link: the consent as a PDF in the page's language. */
  onDownload: () => void;
  downloading?: boolean;
}

function ConsentTab({ language, text }: { language: PublicLanguage; text: ConsentScreenText }) {
  return (
    <TabsContent
      value={language}
      lang={language}
      data-slot="consent-text"
      className="max-h-[50vh] overflow-y-auto rounded-lg border bg-card px-5 py-4 text-sm leading-relaxed text-foreground shadow-card"
    >
      <h2 className="mb-3 text-base font-semibold">{text.title}</h2>
      <div className="grid gap-3">
        {text.paragraphs.map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </div>
    </TabsContent>
  );
}

/**
 * Public consent page /kdp/{iin} (spec part 1 section 2): loading, the consent text in Russian and Kazakh tabs
 * with the download link and the code step (the code was sent before the page opened), accepted, no access,
 * or the load failure with 'Повторить'. The tabs and the page's language are one choice: the Kazakh tab is the
 * whole page in Kazakh, and the switch in the bar turns the tab too.
 */
export function ConsentScreen({
  view,
  language,
  onLanguageChange,
  text,
  onDownload,
  downloading = false,
  ...events
}: ConsentScreenProps) {
  const t = publicText(language).consent;
  return (
    <PublicConfirmationPage
      {...events}
      view={view}
      language={language}
      onLanguageChange={onLanguageChange}
      data-slot="consent-screen"
      title={t.title}
      codeId="consent-code-title"
      codePrompt={t.codePrompt}
    >
      <Tabs value={language} onValueChange={(value) => onLanguageChange(value as PublicLanguage)}>
        <TabsList aria-label={t.languages}>
          <TabsTrigger value="ru" lang="ru">
            {t.tabRu}
          </TabsTrigger>
          <TabsTrigger value="kk" lang="kk">
            {t.tabKz}
          </TabsTrigger>
        </TabsList>
        <ConsentTab language="ru" text={text.ru} />
        <ConsentTab language="kk" text={text.kz} />
      </Tabs>

      <div>
        <Button
          variant="link"
          onClick={onDownload}
          loading={downloading}
          // cn() has no tailwind-merge: the '!' beats the base nowrap/shrink-0 so the long title wraps on phones
          className="max-w-full shrink! text-left whitespace-normal!"
        >
          {downloading ? null : <FileDown aria-hidden="true" />}
          {t.download}
        </Button>
      </div>
    </PublicConfirmationPage>
  );
}
