import { catalogueKeys, catalogueText } from '../../shared/i18n/catalogue';
import { fmt } from '../../shared/i18n/ru';
import type { ConsentLanguage } from './contract';
import { publicKk, type PublicCatalogue } from './public-kk';
import { publicRu } from './public-ru';

/**
 * The language of the customer's pages (/kdp, /func/otp, /epay): Russian (the spec's default) or Kazakh, the
 * customer's choice (docs/public-pages.md "Languages"):
 *
 *   the link's `lang` parameter (an SMS sent to a customer whose language is known)
 *   > the cookie `sakta_lang` (the switch's last choice, or the first visit's)
 *   > the browser's languages, in its order of preference: the first of them we have ('kk' before 'ru' is Kazakh)
 *   > Russian.
 *
 * The server paints the page in it (from Accept-Language where the browser has navigator.languages) and keeps it
 * in the cookie, so the live page starts where the painted one is.
 */

export const PUBLIC_LANGUAGES = ['ru', 'kk'] as const;
/** BCP 47 primary subtags: Kazakh is 'kk' (the consent's API keeps its older 'kz', see consentLanguageOf). */
export type PublicLanguage = (typeof PUBLIC_LANGUAGES)[number];

export const DEFAULT_PUBLIC_LANGUAGE: PublicLanguage = 'ru';
/** The query parameter of an SMS link. */
export const LANGUAGE_PARAM = 'lang';
/** The cookie that keeps the choice (a year; no secret in it, so the page's script reads and writes it). */
export const LANGUAGE_COOKIE = 'sakta_lang';
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** 'kk', 'kk-KZ', 'KK', 'kz' (the consent's API name) -> 'kk'; 'ru', 'ru-RU' -> 'ru'; anything else null. */
export function parseLanguage(value: string | null | undefined): PublicLanguage | null {
  const primary = value?.trim().toLowerCase().split(/[-_]/)[0];
  if (primary === 'kk' || primary === 'kz') return 'kk';
  if (primary === 'ru') return 'ru';
  return null;
}

/** An Accept-Language header's languages, by preference (q, then order); 'q=0' ones left out. */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((l) => l.tag !== '' && l.tag !== '*' && l.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((l) => l.tag);
}

/** The first of the browser's languages (by preference) that the pages have. */
export function preferredLanguage(preferences: readonly string[]): PublicLanguage | null {
  for (const tag of preferences) {
    const lang = parseLanguage(tag);
    if (lang) return lang;
  }
  return null;
}

export interface LanguageSources {
  /** The link's `lang` parameter. */
  param?: string | null;
  /** The cookie's value. */
  cookie?: string | null;
  /** navigator.languages, or acceptedLanguages(Accept-Language). */
  preferences?: readonly string[];
}

/** The page's language: the parameter, else the cookie, else the browser's preference, else Russian. */
export function chooseLanguage({ param, cookie, preferences = [] }: LanguageSources): PublicLanguage {
  return (
    parseLanguage(param) ?? parseLanguage(cookie) ?? preferredLanguage(preferences) ?? DEFAULT_PUBLIC_LANGUAGE
  );
}

/** The language cookie's value in a Cookie header (or document.cookie). */
export function readLanguageCookie(cookies: string | null | undefined): string | null {
  for (const part of cookies?.split(';') ?? []) {
    const [name, ...value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE) return value.join('=');
  }
  return null;
}

/** The cookie that keeps `lang` (Set-Cookie or document.cookie); Secure on https. */
export function languageCookie(lang: PublicLanguage, secure = false): string {
  return `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The consent text's key (and the consent PDF's `lang`) of a page language: Kazakh is 'kz' there. */
export function consentLanguageOf(lang: PublicLanguage): ConsentLanguage {
  return lang === 'kk' ? 'kz' : 'ru';
}

/** `link` with its `lang` parameter, when the language is known (an SMS link); unchanged otherwise. */
export function withLanguage(link: string, lang: PublicLanguage | null | undefined): string {
  if (!lang) return link;
  return `${link}${link.includes('?') ? '&' : '?'}${LANGUAGE_PARAM}=${lang}`;
}

/** Everything the customer reads, in `lang`. */
export function publicText(lang: PublicLanguage): PublicCatalogue {
  return lang === 'kk' ? publicKk : publicRu;
}

// ---------------------------------------------------------------------------------------------------------------
// Messages: the server answers in Russian (the spec's API does); a Kazakh page shows the Kazakh twin of each text.

interface Twin {
  match: (message: string) => Record<string, string> | null;
  kk: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function twinOf(ru: string, kk: string): Twin {
  const names: string[] = [];
  const pattern = ru
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return escape(part);
      names.push(name);
      return '(.+?)';
    })
    .join('');
  const re = new RegExp(`^${pattern}$`);
  return {
    kk,
    match: (message) => {
      const m = re.exec(message);
      return m ? Object.fromEntries(names.map((n, i) => [n, m[i + 1] ?? ''])) : null;
    },
  };
}

let twins: Twin[] | null = null;

/** Every Russian text of the catalogue with its Kazakh twin; the messages first (a text's meaning as a message). */
function allTwins(): Twin[] {
  if (!twins) {
    const keys = catalogueKeys(publicRu);
    const ordered = [
      ...keys.filter((k) => k.startsWith('messages.')),
      ...keys.filter((k) => !k.startsWith('messages.')),
    ];
    twins = ordered.flatMap((key) => {
      const ru = catalogueText(publicRu, key);
      const kk = catalogueText(publicKk, key);
      return ru !== undefined && kk !== undefined ? [twinOf(ru, kk)] : [];
    });
  }
  return twins;
}

/**
 * A message for the page in `lang`: the server's or a machine's message as given (Russian), or, on a Kazakh page,
 * the Kazakh text of the catalogue entry whose Russian text it is (with its values: '… через 5 мин.'). A message
 * the catalogue does not hold is shown as it came.
 */
export function localiseMessage(message: string, lang: PublicLanguage): string;
export function localiseMessage(message: string | null, lang: PublicLanguage): string | null;
export function localiseMessage(message: string | null, lang: PublicLanguage): string | null {
  if (message === null || lang === 'ru') return message;
  for (const twin of allTwins()) {
    const values = twin.match(message);
    if (values) return fmt(twin.kk, values);
  }
  return message;
}
