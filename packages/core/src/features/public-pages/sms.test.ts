import { describe, expect, it } from 'vitest';
import { formatKzt } from '../../shared/money';
import { withLanguage, type PublicLanguage } from './language';
import { publicSmsText, smsParts, type PublicSmsKind } from './sms';

/**
 * The SMS a customer gets, in both languages, are billed as at most two parts (UCS-2: 70 characters in one part,
 * 67 per part in more) with the sandbox's address and with a site address of up to MAX_ORIGIN characters, the
 * longest subjects the links carry (a 12-digit IIN, a 26-character ulid) and a payment of 1 234 567,50 тг.
 */
const MAX_ORIGIN = 'https://online.sakta.kz:8443';

function texts(origin: string, lang: PublicLanguage | null) {
  const code = '4821';
  const link = (path: string, withCode = true) =>
    withLanguage(`${origin}${path}${withCode ? `?code=${code}` : ''}`, lang);
  const all: Record<PublicSmsKind, string> = {
    kdp: publicSmsText('kdp', lang, { code, link: link('/kdp/850412401239') }),
    document: publicSmsText('document', lang, { code, link: link('/func/otp/01JDSAKTA0000000000000000A') }),
    payment: publicSmsText('payment', lang, {
      number: '26-CASCO-001003',
      amount: formatKzt(1_234_567.5),
      link: link('/epay/100345', false),
    }),
  };
  return all;
}

describe('the SMS texts of the customer pages', () => {
  it('are UCS-2 and fit two parts in both languages (part counts printed)', () => {
    const rows: string[] = [];
    for (const origin of ['http://127.0.0.1:8080', MAX_ORIGIN])
      for (const lang of [null, 'ru', 'kk'] as const)
        for (const [kind, text] of Object.entries(texts(origin, lang))) {
          const parts = smsParts(text);
          rows.push(`${origin} ${lang ?? '-'} ${kind}: ${parts.units} characters, ${parts.parts} parts`);
          expect(parts.encoding, text).toBe('UCS-2');
          expect(parts.parts, text).toBeLessThanOrEqual(2);
        }
    console.log(rows.join('\n'));
  });

  it('reads as the sandbox sends them', () => {
    expect(texts('http://127.0.0.1:8080', null).kdp).toBe(
      'Sakta: код 4821 для согласия на сбор и обработку персональных данных: http://127.0.0.1:8080/kdp/850412401239?code=4821',
    );
    expect(texts('http://127.0.0.1:8080', 'kk').document).toBe(
      'Sakta: құжатты растау коды 4821: http://127.0.0.1:8080/func/otp/01JDSAKTA0000000000000000A?code=4821&lang=kk',
    );
    expect(texts('http://127.0.0.1:8080', 'kk').payment).toBe(
      'Sakta: № 26-CASCO-001003 шарт бойынша төлем сомасы 1\u00A0234\u00A0567,50\u00A0тг.: http://127.0.0.1:8080/epay/100345?lang=kk',
    );
  });
});

describe('smsParts', () => {
  it('counts GSM-7 septets (an extension character is two) and UCS-2 units', () => {
    expect(smsParts('a'.repeat(160))).toEqual({ encoding: 'GSM-7', units: 160, parts: 1 });
    expect(smsParts('a'.repeat(161))).toEqual({ encoding: 'GSM-7', units: 161, parts: 2 });
    expect(smsParts('€'.repeat(80))).toEqual({ encoding: 'GSM-7', units: 160, parts: 1 });
    expect(smsParts('я'.repeat(70))).toEqual({ encoding: 'UCS-2', units: 70, parts: 1 });
    expect(smsParts('я'.repeat(71))).toEqual({ encoding: 'UCS-2', units: 71, parts: 2 });
    expect(smsParts('қ'.repeat(134))).toEqual({ encoding: 'UCS-2', units: 134, parts: 2 });
    expect(smsParts('қ'.repeat(135))).toEqual({ encoding: 'UCS-2', units: 135, parts: 3 });
  });
});
