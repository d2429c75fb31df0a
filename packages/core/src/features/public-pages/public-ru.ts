/**
 * Everything a customer reads on the three public pages (/kdp, /func/otp, /epay), in Russian: the
 * source catalogue (`publicRu`) of the Kazakh one (public-kk.ts), which is typed against it (docs/public-pages.md
 * "Languages"). The pages' own objects stay in ru.ts, where the other screens that share them (the code step, the
 * PDF viewer) read them; the rest is here. Its own module: only the customer pages load it (and the Kazakh one).
 */
import { ru } from '../../shared/i18n/ru';
import { ruCode, ruConsent, ruDocumentOtp, ruEpay, ruPdf } from './ru';

/** The language switch of the customer's pages: each language named in itself, in both catalogues. */
export const ruLanguage = {
  /** The switch's group name. */
  label: 'Язык страницы',
  ru: 'Русский',
  kk: 'Қазақша',
} as const;

/** What a customer's page says around its content: the window's title, the notifications. */
export const ruPublicPage = {
  /** The browser tab's title of each page ('… — Sakta'). */
  titles: {
    kdp: 'Согласие на сбор и обработку персональных данных',
    funcOtp: 'Подтверждение документа',
    epay: 'Оплата',
  },
  notify: {
    error: ru.notify.error,
    success: ru.notify.success,
    warning: ru.notify.warning,
    close: 'Закрыть',
    region: 'Уведомления',
    item: 'Уведомление',
  },
} as const;

/**
 * Every message the server or the page itself gives on the customer's pages (spec part 1 section 8: 'Consent/code
 * accept', 'Payment screen'). The server answers in Russian, as the spec's API does: the sandbox answers with these
 * very texts (apps/api platform/messages.ts), and a Kazakh page shows each by its Russian text (localiseMessage).
 */
export const ruPublicMessages = {
  // the page's own, or any call's
  network: ru.errors.network,
  malformed: ru.errors.malformed,
  http: ru.errors.http,
  error: ru.notify.error,
  internal: 'Внутренняя ошибка сервера. Попробуйте позже.',
  // a code typed on /kdp or /func/otp
  enterCode: 'Введите код',
  codeWrong: 'Неверный код',
  codeExpired: 'Срок действия кода истёк. Запросите новый код',
  codeBlocked: 'Превышено количество попыток. Запросите новый код',
  codeNone: 'Код не был отправлен',
  codesLocked: 'Слишком много неверных кодов. Повторите попытку через {minutes} мин.',
  // the consent's PDF
  customerNotFound: 'Клиент не найден',
  // get-to-epay
  contractNotFound: 'Договор не найден',
  contractPaid: 'Договор уже оплачен',
  epayUnavailable: 'Платёжный сервис недоступен. Попробуйте позже.',
  /** core's sale authority (shared/sale/authority.ts) says it too: a test keeps the two equal. */
  linkClosed: 'Данные договора изменены: эта ссылка на оплату больше не действует. Запросите новую ссылку.',
  // the card provider's widget (its reason for a declined card, its own outcomes)
  declinedByIssuer: 'Операция отклонена банком-эмитентом',
  providerCancelled: 'Оплата отменена',
  providerNotConfirmed: 'Не удалось подтвердить платёж в магазине. Деньги не списаны, попробуйте позже.',
} as const;

/**
 * Everything a customer reads on the three public pages, in Russian: the source catalogue. The Kazakh one
 * (public-kk.ts) has the same keys, checked by the compiler and by catalogue.test.ts. (Their SMS: sms.ts.)
 */
export const publicRu = {
  language: ruLanguage,
  page: ruPublicPage,
  code: ruCode,
  consent: ruConsent,
  documentOtp: ruDocumentOtp,
  epay: ruEpay,
  pdf: ruPdf,
  messages: ruPublicMessages,
} as const;
