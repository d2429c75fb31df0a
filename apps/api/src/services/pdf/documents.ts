import { CONSENT_INSURER, CONSENT_TEXT, formatKzt, formatPhone } from '@sakta/core';
import { formatDate, formatDateTime } from './format';
import type { PdfBlock, PdfSpec } from './render';

/** The documents of the public pages, as PdfSpecs (render them with renderPdf). */

export type ConsentLang = 'ru' | 'kz';

const CONSENT_LABELS: Record<
  ConsentLang,
  {
    subject: string;
    iin: string;
    phone: string;
    date: string;
    operator: string;
    signature: string;
    signed: string;
    awaiting: string;
    pageLabel: string;
    lang: string;
  }
> = {
  ru: {
    subject: 'Субъект персональных данных',
    iin: 'ИИН',
    phone: 'Телефон',
    date: 'Дата',
    operator: 'Собственник и оператор базы',
    signature: 'Подпись субъекта',
    signed: 'Подписано кодом из SMS {date}',
    awaiting: 'Ожидает подтверждения кодом из SMS',
    pageLabel: 'Страница {n} из {total}',
    lang: 'ru-RU',
  },
  kz: {
    subject: 'Дербес деректер субъектісі',
    iin: 'ЖСН',
    phone: 'Телефон',
    date: 'Күні',
    operator: 'Дерекқордың меншік иесі және операторы',
    signature: 'Субъектінің қолы',
    signed: 'SMS кодымен қол қойылды {date}',
    awaiting: 'SMS кодымен растауды күтуде',
    pageLabel: '{n}-бет, барлығы {total}',
    lang: 'kk-KZ',
  },
};

export interface ConsentPdfInput {
  lang: ConsentLang;
  fullName: string;
  iin: string;
  phone: string;
  /** The date printed on the consent (ms). */
  date: number;
  /** When the customer confirmed it with the code, or null. */
  acceptedAt: number | null;
}

/** The consent of core's CONSENT_TEXT in one language, with the customer's name, IIN and the date. */
export function consentSpec(input: ConsentPdfInput): PdfSpec {
  const text = CONSENT_TEXT[input.lang];
  const l = CONSENT_LABELS[input.lang];
  const signed =
    input.acceptedAt === null ? l.awaiting : l.signed.replace('{date}', formatDateTime(input.acceptedAt));
  return {
    title: text.title,
    subtitle: CONSENT_INSURER,
    fields: [
      [l.subject, input.fullName],
      [l.iin, input.iin],
      [l.phone, formatPhone(input.phone)],
      [l.operator, CONSENT_INSURER],
      [l.date, formatDate(input.date)],
    ],
    paragraphs: [
      ...text.paragraphs,
      { space: 8 },
      {
        signatures: [
          [l.signature, signed],
          [l.date, formatDate(input.acceptedAt ?? input.date)],
        ],
      },
    ],
    footer: `${CONSENT_INSURER} · ${text.title}`,
    pageLabel: l.pageLabel,
    lang: l.lang,
    date: input.date,
  };
}

export const TERMINATION_TITLE = 'Заявление о досрочном расторжении полиса';

export interface TerminationInput {
  number: string;
  product: string;
  client: { fullName: string; iin: string; phone: string };
  dateFrom: number;
  dateTo: number;
  premium: number;
  refund: number;
  commission: number;
  /** 'Досрочное расторжение' or 'Смерть страхователя' (spec section 3: rescinding reasons). */
  reason: string;
  /** null: cash at the insurer's office. */
  bank: { beneficiary: string; iban: string; bik: string; name: string; kbe: string } | null;
  /** Who receives the refund (the policyholder, or an heir on the policyholder's death); shown when given. */
  beneficiary?: { fullName: string; iin: string };
  /** How the application is signed: a code from SMS (default) or by hand on paper. */
  signing?: 'otp' | 'paper';
  /** Date of the application (ms). */
  date: number;
}

/** The early termination application the customer confirms on /func/otp/{ulid}. */
export function terminationSpec(t: TerminationInput): PdfSpec {
  const paragraphs: PdfBlock[] = [
    { heading: 'Заявление' },
    `Прошу досрочно расторгнуть договор страхования № ${t.number} (${t.product}) с ${formatDate(t.dateFrom)} и вернуть часть страховой премии за неистекший срок действия договора в соответствии с его условиями и законодательством Республики Казахстан.`,
    { heading: 'Расчёт возврата' },
    {
      fields: [
        ['Страховая премия', formatKzt(t.premium)],
        ['Расходы страховщика', formatKzt(t.commission)],
        ['Сумма к возврату', formatKzt(t.refund)],
        ['Способ возврата', t.bank ? 'На банковский счёт' : 'Наличными в офисе страховщика'],
        // A card return names the beneficiary in the bank block below.
        ...(t.beneficiary && !t.bank
          ? ([
              ['Получатель возврата', t.beneficiary.fullName],
              ['ИИН получателя', t.beneficiary.iin || '—'],
            ] as const)
          : []),
      ],
    },
  ];
  if (t.bank)
    paragraphs.push(
      { heading: 'Банковские реквизиты получателя' },
      {
        fields: [
          ['Получатель', t.bank.beneficiary],
          ...(t.beneficiary ? ([['ИИН получателя', t.beneficiary.iin || '—']] as const) : []),
          ['IBAN', t.bank.iban],
          ['БИК', t.bank.bik],
          ['Банк', t.bank.name],
          ['КБе', t.bank.kbe],
        ],
      },
    );
  paragraphs.push(
    'Подтверждаю, что сведения в заявлении верны. С порядком расчёта суммы возврата ознакомлен(а). ' +
      (t.signing === 'paper'
        ? 'Заявление подписывается собственноручно.'
        : 'Заявление подписывается вводом одноразового кода, направленного SMS-сообщением на мой номер телефона.'),
    { space: 6 },
    {
      signatures: [
        ['Страхователь', t.client.fullName],
        ['Подпись', ''],
        ['Дата', formatDate(t.date)],
      ],
    },
  );
  return {
    title: TERMINATION_TITLE,
    subtitle: `в ${CONSENT_INSURER}`,
    fields: [
      ['Страхователь', t.client.fullName],
      ['ИИН', t.client.iin],
      ['Телефон', formatPhone(t.client.phone)],
      ['Договор', `№ ${t.number}, ${t.product}`],
      ['Срок действия', `${formatDate(t.dateFrom)} — ${formatDate(t.dateTo)}`],
      ['Причина расторжения', t.reason],
    ],
    paragraphs,
    footer: `${CONSENT_INSURER} · ${TERMINATION_TITLE}`,
    date: t.date,
  };
}

export interface AgreementInput {
  number: string;
  client: { fullName: string; iin: string; phone: string };
  object: string;
  insuredSum: number;
  premium: number;
  dateFrom: number;
  dateTo: number;
  date: number;
}

/** A property insurance contract offered for confirmation by code. */
export function agreementSpec(a: AgreementInput): PdfSpec {
  return {
    title: 'Договор страхования имущества',
    subtitle: `№ ${a.number}`,
    fields: [
      ['Страховщик', CONSENT_INSURER],
      ['Страхователь', a.client.fullName],
      ['ИИН', a.client.iin],
      ['Телефон', formatPhone(a.client.phone)],
      ['Объект страхования', a.object],
      ['Страховая сумма', formatKzt(a.insuredSum)],
      ['Страховая премия', formatKzt(a.premium)],
      ['Срок действия', `${formatDate(a.dateFrom)} — ${formatDate(a.dateTo)}`],
    ],
    paragraphs: [
      { heading: '1. Предмет договора' },
      'Страховщик обязуется при наступлении страхового случая выплатить страхователю страховую выплату в пределах страховой суммы, а страхователь обязуется уплатить страховую премию в размере и сроки, установленные договором.',
      { heading: '2. Страховые случаи' },
      {
        list: [
          'пожар, удар молнии, взрыв газа;',
          'залив водой из водопроводных, канализационных и отопительных систем;',
          'стихийные бедствия;',
          'противоправные действия третьих лиц.',
        ],
      },
      { heading: '3. Порядок уплаты премии' },
      'Страховая премия уплачивается единовременно в течение пяти рабочих дней со дня подписания договора, в том числе банковской картой по ссылке, направленной страховщиком.',
      { heading: '4. Подписание' },
      'Договор подписывается страхователем вводом одноразового кода, направленного SMS-сообщением на его номер телефона, что признаётся равнозначным собственноручной подписи.',
      { space: 6 },
      {
        signatures: [
          ['Страховщик', CONSENT_INSURER],
          ['Страхователь', a.client.fullName],
          ['Дата', formatDate(a.date)],
        ],
      },
    ],
    footer: `${CONSENT_INSURER} · Договор страхования имущества № ${a.number}`,
    date: a.date,
  };
}
