import { WIDGET_TEXT, type WidgetText } from './texts';

/** Card checks of the simulated provider's widget (messages shown next to the fields, in the widget's language). */

export const TEST_CARDS = {
  /** Any Luhn-valid number is accepted; this one is printed on the widget. */
  success: '4111 1111 1111 1111',
  /** Declined by the "issuing bank". */
  declined: '4000 0000 0000 0002',
} as const;

/** The reason of a declined card in the post-back (server to server: Russian). */
export const DECLINE_REASON = WIDGET_TEXT.ru.declinedByIssuer;

/** The field messages (Russian): WIDGET_TEXT has them in each language. */
export const CARD_MESSAGES = WIDGET_TEXT.ru;

export interface CardForm {
  card: string;
  expiry: string;
  cvc: string;
  holder: string;
}

export type CardErrors = Partial<Record<keyof CardForm, string>>;

export function cardDigits(card: string): string {
  return card.replace(/[\s-]/g, '');
}

export function luhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Field errors of the card form; empty when the card may be charged. `now` decides whether it has expired. */
export function validateCard(
  form: CardForm,
  now: number,
  messages: Pick<
    WidgetText,
    'numberRequired' | 'numberInvalid' | 'expiryInvalid' | 'expiryPast' | 'cvcInvalid' | 'holderInvalid'
  > = CARD_MESSAGES,
): CardErrors {
  const errors: CardErrors = {};
  const digits = cardDigits(form.card);
  if (digits === '') errors.card = messages.numberRequired;
  else if (!/^\d{13,19}$/.test(digits) || !luhn(digits)) errors.card = messages.numberInvalid;

  const m = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(form.expiry);
  const month = m ? Number(m[1]) : 0;
  if (!m || month < 1 || month > 12) errors.expiry = messages.expiryInvalid;
  else {
    // A card is valid through the last day of its month.
    const firstDayAfter = Date.UTC(2000 + Number(m[2]), month, 1);
    if (now >= firstDayAfter) errors.expiry = messages.expiryPast;
  }

  if (!/^\d{3}$/.test(form.cvc.trim())) errors.cvc = messages.cvcInvalid;
  if (!/^[A-Za-z][A-Za-z .'-]{1,49}$/.test(form.holder.trim())) errors.holder = messages.holderInvalid;
  return errors;
}

export function isDeclinedCard(card: string): boolean {
  return cardDigits(card) === cardDigits(TEST_CARDS.declined);
}

/** '4111 11** **** 1111' style mask for the post-back. */
export function maskCard(card: string): string {
  const d = cardDigits(card);
  return `${d.slice(0, 6)}${'*'.repeat(Math.max(0, d.length - 10))}${d.slice(-4)}`;
}
