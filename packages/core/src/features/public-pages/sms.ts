import type { Catalogue } from '../../shared/i18n/catalogue';
import { fmt } from '../../shared/i18n/ru';
import type { PublicLanguage } from './language';

/**
 * The SMS a customer gets with a page's link (consent code, document code, payment link), in the customer's
 * language when the sender knows it, else Russian; and how many parts a gateway bills for a text.
 */

/**
 * The SMS the sandbox sends a customer (apps/api services/sms.ts, features/sale/checkout.ts): `{link}` is the page
 * with its `code` (and its `lang` when the sender knows the customer's language). Cyrillic makes every SMS UCS-2:
 * 70 characters in one part, 67 per part in more; each of these fits two parts (sms.ts `smsParts`, its test).
 */
export const ruPublicSms = {
  kdp: 'Sakta: код {code} для согласия на сбор и обработку персональных данных: {link}',
  document: 'Sakta: код {code} для подтверждения документа: {link}',
  payment: 'Sakta: оплата договора № {number} на сумму {amount}: {link}',
} as const;

/** The same SMS in Kazakh (a missing or an extra key is a type error, as for the pages' catalogue). */
export const kkPublicSms: Catalogue<typeof ruPublicSms> = {
  kdp: 'Sakta: дербес деректерді жинауға және өңдеуге келісім коды {code}: {link}',
  document: 'Sakta: құжатты растау коды {code}: {link}',
  payment: 'Sakta: № {number} шарт бойынша төлем сомасы {amount}: {link}',
};

export type PublicSmsKind = keyof typeof ruPublicSms;

export interface PublicSmsValues {
  /** The page's address, with its `code` and `lang` when it has them. */
  link: string;
  code?: string;
  /** The contract's number and amount (the payment link). */
  number?: string;
  amount?: string;
}

/** The SMS of `kind` in `lang` (Russian when the customer's language is not known). */
export function publicSmsText(
  kind: PublicSmsKind,
  lang: PublicLanguage | null | undefined,
  values: PublicSmsValues,
): string {
  const given = Object.entries(values).filter((e): e is [string, string] => e[1] !== undefined);
  return fmt((lang === 'kk' ? kkPublicSms : ruPublicSms)[kind], Object.fromEntries(given));
}

// GSM 03.38: the default alphabet and its extension table (an extension character takes two septets).
const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\u001bÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM7_EXTENSION = '^{}\\[~]|€\f';

export interface SmsParts {
  /** GSM-7 when every character is in the default alphabet; else UCS-2 (any Cyrillic letter). */
  encoding: 'GSM-7' | 'UCS-2';
  /** Septets (GSM-7) or UTF-16 code units (UCS-2). */
  units: number;
  /** The parts a gateway sends and bills: one up to 160 / 70, then 153 / 67 each (the rest is the join header). */
  parts: number;
}

/** How an SMS text is sent: its encoding, its length in that encoding, its parts. */
export function smsParts(text: string): SmsParts {
  let septets = 0;
  let gsm = true;
  for (const ch of text) {
    if (GSM7_BASIC.includes(ch)) septets += 1;
    else if (GSM7_EXTENSION.includes(ch)) septets += 2;
    else {
      gsm = false;
      break;
    }
  }
  const [encoding, units, single, multi] = gsm
    ? (['GSM-7', septets, 160, 153] as const)
    : (['UCS-2', text.length, 70, 67] as const);
  return { encoding, units, parts: units <= single ? 1 : Math.ceil(units / multi) };
}
