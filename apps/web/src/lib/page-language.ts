import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  chooseLanguage,
  LANGUAGE_PARAM,
  languageCookie,
  publicText,
  readLanguageCookie,
  type PublicLanguage,
} from '@sakta/core/public-pages';
import { setNotificationLabels } from '@sakta/ui';
import { usePaintedLanguage } from './prerendered';

type TitledPage = 'kdp' | 'funcOtp' | 'epay';

/** The language the page opens in: the link's `lang`, the remembered choice, the browser's languages, Russian. */
function initialLanguage(param: string | null): PublicLanguage {
  return chooseLanguage({
    param,
    cookie: typeof document === 'undefined' ? null : readLanguageCookie(document.cookie),
    preferences: typeof navigator === 'undefined' ? [] : navigator.languages,
  });
}

function remember(language: PublicLanguage): void {
  document.cookie = languageCookie(language, window.location.protocol === 'https:');
}

/**
 * The language of a customer's page (/kdp, /func/otp, /epay) and its switch (core's language.ts says how it is
 * chosen; the server painted the page in the same one and keeps it in the same cookie). The choice is remembered
 * for the next link, the document's `lang` and title follow it, and so do the notifications' words; a `lang`
 * in the address is kept in step, so a reload shows what the customer chose.
 */
export function usePageLanguage(page: TitledPage): [PublicLanguage, (language: PublicLanguage) => void] {
  const [search, setSearch] = useSearchParams();
  // a page the server painted opens in the language it was painted in (the server chose it by the same rule)
  const painted = usePaintedLanguage();
  const [language, setLanguage] = useState(() => painted ?? initialLanguage(search.get(LANGUAGE_PARAM)));

  useEffect(() => {
    remember(language);
    const t = publicText(language);
    document.documentElement.lang = language;
    document.title = `${t.page.titles[page]} — Sakta`;
    setNotificationLabels(language === 'ru' ? null : t.page.notify);
  }, [language, page]);

  // the app's other pages are Russian
  useEffect(
    () => () => {
      document.documentElement.lang = 'ru';
      setNotificationLabels(null);
    },
    [],
  );

  const change = useCallback(
    (next: PublicLanguage) => {
      setLanguage(next);
      if (search.has(LANGUAGE_PARAM))
        setSearch(
          (current) => {
            const updated = new URLSearchParams(current);
            updated.set(LANGUAGE_PARAM, next);
            return updated;
          },
          { replace: true },
        );
    },
    [search, setSearch],
  );

  return [language, change];
}
