import { FileDown } from 'lucide-react';
import { ruConsent } from '@sakta/core';
import { Button } from '../../primitives/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../primitives/tabs';
import {
  PublicConfirmationPage,
  type PublicConfirmationEvents,
  type PublicConfirmationView,
} from './public-page';

export type ConsentLanguageTab = 'ru' | 'kz';

export interface ConsentScreenText {
  title: string;
  paragraphs: readonly string[];
}

export interface ConsentScreenProps extends PublicConfirmationEvents {
  view: PublicConfirmationView;
  /** The tab shown (Russian by default: spec section 9). */
  language: ConsentLanguageTab;
  onLanguageChange: (language: ConsentLanguageTab) => void;
  /** The consent text in both languages (core's CONSENT_TEXT). */
  text: Record<ConsentLanguageTab, ConsentScreenText>;
  /** The download link: the consent as a PDF in the tab's language. */
  onDownload: () => void;
  downloading?: boolean;
}

/** BCP 47 tags of the tabs: Kazakh is 'kk' (the app's 'kz' is the country). */
const LANG_TAG: Record<ConsentLanguageTab, string> = { ru: 'ru', kz: 'kk' };

function ConsentTab({ language, text }: { language: ConsentLanguageTab; text: ConsentScreenText }) {
  return (
    <TabsContent
      value={language}
      lang={LANG_TAG[language]}
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
 * or the load failure with 'Повторить'.
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
  const form = view.status === 'form';
  return (
    <PublicConfirmationPage
      {...events}
      view={view}
      data-slot="consent-screen"
      // the heading follows the tab the customer reads (its consent's own title)
      title={form ? text[language].title : ruConsent.title}
      titleLang={form ? LANG_TAG[language] : undefined}
      codeId="consent-code-title"
      codePrompt={ruConsent.codePrompt}
    >
      <Tabs value={language} onValueChange={(value) => onLanguageChange(value as ConsentLanguageTab)}>
        <TabsList aria-label={ruConsent.languages}>
          <TabsTrigger value="ru" lang="ru">
            {ruConsent.tabRu}
          </TabsTrigger>
          <TabsTrigger value="kz" lang="kk">
            {ruConsent.tabKz}
          </TabsTrigger>
        </TabsList>
        <ConsentTab language="ru" text={text.ru} />
        <ConsentTab language="kz" text={text.kz} />
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
          {ruConsent.download}
        </Button>
      </div>
    </PublicConfirmationPage>
  );
}
