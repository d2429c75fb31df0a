import { describe, expect, it } from 'vitest';
import { catalogueKeys, catalogueText } from '../../shared/i18n/catalogue';
import { saleAuthorityRu } from '../../shared/sale/authority';
import { publicKk } from './public-kk';
import { localiseMessage, publicText } from './language';
import { publicRu } from './public-ru';
import { kkPublicSms, ruPublicSms } from './sms';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the customer pages catalogues (Russian source, Kazakh typed against it)', () => {
  const ru = catalogueKeys(publicRu).sort();
  const kk = catalogueKeys(publicKk).sort();

  it('have the same keys, as many strings in each language', () => {
    console.log(`public pages catalogue: ${ru.length} strings in Russian, ${kk.length} in Kazakh`);
    expect(kk).toEqual(ru);
    expect(ru.length).toBeGreaterThan(80);
  });

  it('every Kazakh string is written and keeps the Russian one’s placeholders', () => {
    for (const key of ru) {
      const source = catalogueText(publicRu, key)!;
      const text = catalogueText(publicKk, key)!;
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(source));
    }
  });

  it('only the languages’ own names are the same words in both', () => {
    const same = ru.filter((key) => catalogueText(publicRu, key) === catalogueText(publicKk, key));
    expect(same).toEqual(['consent.tabKz', 'consent.tabRu', 'language.kk', 'language.ru']);
  });

  it('the SMS catalogues have the same keys and placeholders too', () => {
    const keys = catalogueKeys(ruPublicSms).sort();
    console.log(
      `SMS catalogue: ${keys.length} texts in Russian, ${catalogueKeys(kkPublicSms).length} in Kazakh`,
    );
    expect(catalogueKeys(kkPublicSms).sort()).toEqual(keys);
    for (const key of keys)
      expect(placeholders(catalogueText(kkPublicSms, key)!), key).toEqual(
        placeholders(catalogueText(ruPublicSms, key)!),
      );
  });

  it('publicText gives each language its catalogue', () => {
    expect(publicText('kk')).toBe(publicKk);
    expect(publicText('ru')).toBe(publicRu);
  });

  it("the payment link's refusal is the sale authority's text, which the server answers", () => {
    expect(publicRu.messages.linkClosed).toBe(saleAuthorityRu.linkClosed);
  });
});

describe('localiseMessage: the server’s Russian message on a Kazakh page', () => {
  it('a known message becomes its Kazakh twin, with its values', () => {
    expect(localiseMessage('Неверный код', 'kk')).toBe('Код қате');
    expect(localiseMessage('Слишком много неверных кодов. Повторите попытку через 12 мин.', 'kk')).toBe(
      'Қате кодтар тым көп. Келесі әрекетке дейін: 12 мин.',
    );
    expect(localiseMessage('Ошибка сервера (502). Попробуйте позже.', 'kk')).toBe(
      'Сервер қатесі (502). Кейінірек қайталап көріңіз.',
    );
    expect(localiseMessage(publicRu.consent.badPayload, 'kk')).toBe(publicKk.consent.badPayload);
    expect(localiseMessage(publicRu.messages.declinedByIssuer, 'kk')).toBe(
      'Операцияны эмитент банк қабылдамады',
    );
  });

  it('Russian pages, null and unknown messages are left as they are', () => {
    expect(localiseMessage('Неверный код', 'ru')).toBe('Неверный код');
    expect(localiseMessage(null, 'kk')).toBeNull();
    expect(localiseMessage('Что-то новое', 'kk')).toBe('Что-то новое');
  });
});
