import { describe, expect, it } from 'vitest';
import {
  acceptedLanguages,
  chooseLanguage,
  consentLanguageOf,
  languageCookie,
  parseLanguage,
  readLanguageCookie,
  withLanguage,
} from './language';

describe('the language of the customer pages', () => {
  it('reads a language tag', () => {
    expect(parseLanguage('kk')).toBe('kk');
    expect(parseLanguage('kk-KZ')).toBe('kk');
    expect(parseLanguage('KZ')).toBe('kk');
    expect(parseLanguage('ru-RU')).toBe('ru');
    expect(parseLanguage('en-US')).toBeNull();
    expect(parseLanguage('')).toBeNull();
    expect(parseLanguage(null)).toBeNull();
  });

  it('orders an Accept-Language header by preference', () => {
    expect(acceptedLanguages('ru-RU,ru;q=0.9,kk;q=0.95,en;q=0.8')).toEqual(['ru-RU', 'kk', 'ru', 'en']);
    expect(acceptedLanguages('kk-KZ, ru;q=0.5, *;q=0.1, en;q=0')).toEqual(['kk-KZ', 'ru']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });

  it('the link wins, then the cookie, then the first of the browser’s languages we have, then Russian', () => {
    expect(chooseLanguage({ param: 'kk', cookie: 'ru', preferences: ['ru'] })).toBe('kk');
    expect(chooseLanguage({ param: 'en', cookie: 'kk', preferences: ['ru'] })).toBe('kk');
    expect(chooseLanguage({ cookie: 'ru', preferences: ['kk'] })).toBe('ru');
    expect(chooseLanguage({ preferences: ['kk', 'ru'] })).toBe('kk');
    expect(chooseLanguage({ preferences: ['en-US', 'kk-KZ', 'ru'] })).toBe('kk');
    expect(chooseLanguage({ preferences: ['ru-RU', 'kk'] })).toBe('ru');
    expect(chooseLanguage({ preferences: ['en-US', 'de'] })).toBe('ru');
    expect(chooseLanguage({})).toBe('ru');
  });

  it('keeps the choice in a cookie', () => {
    expect(languageCookie('kk')).toBe('sakta_lang=kk; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(languageCookie('ru', true)).toMatch(/; Secure$/);
    expect(readLanguageCookie('a=1; sakta_lang=kk; b=2')).toBe('kk');
    expect(readLanguageCookie('sakta_page=x')).toBeNull();
    expect(readLanguageCookie(undefined)).toBeNull();
  });

  it('an SMS link carries the language only when it is known', () => {
    expect(withLanguage('https://x.kz/kdp/1?code=1234', 'kk')).toBe('https://x.kz/kdp/1?code=1234&lang=kk');
    expect(withLanguage('https://x.kz/epay/7', 'ru')).toBe('https://x.kz/epay/7?lang=ru');
    expect(withLanguage('https://x.kz/epay/7', null)).toBe('https://x.kz/epay/7');
  });

  it("the consent text's key of a page language", () => {
    expect(consentLanguageOf('kk')).toBe('kz');
    expect(consentLanguageOf('ru')).toBe('ru');
  });
});
