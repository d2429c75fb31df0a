/**
 * Strings of the pages met without a session: password reset, consent, document confirmation, card payment,
 * instruction, and the shared code-confirmation step. Separate objects from `ru`, so a page that does not use
 * them (login) does not carry them in its bundle.
 *
 * The customer's three pages (/kdp, /func/otp, /epay) speak Russian and Kazakh: public-ru.ts gathers everything a
 * customer reads there (some of these objects, the messages, the SMS) as `publicRu`, the source of public-kk.ts.
 */

export const ruCode = {
  code: 'Код из SMS',
  send: 'Отправить код',
  codeHint: '4 цифры',
  sentTo: 'Код отправлен на номер {phone}',
  sentNoPhone: 'Код отправлен',
  /** A code whose channel the server named (spec part 2 sections 4.2, 8: 'СМС отправлена', 'Письмо отправлено'). */
  smsSent: 'СМС отправлена на номер {phone}',
  mailSent: 'Письмо отправлено на адрес {email}',
  codeFromMail: 'Код из письма',
  resend: 'Отправить код повторно',
  resendIn: 'Повторная отправка через {time}',
  sending: 'Отправка...',
  confirm: 'Подтвердить',
  verifying: 'Проверка...',
  confirmed: 'Подтверждено',
  codeLength: 'Код должен содержать 4 цифры',
} as const;

export const ruReset = {
  title: 'Сброс пароля',
  subtitle: 'Введите ИИН, мы отправим код на ваш номер телефона',
  iin: 'ИИН',
  send: 'Отправить код',
  confirmCode: 'Подтвердить код',
  password: 'Новый пароль',
  confirmPassword: 'Подтверждение пароля',
  rulesTitle: 'Пароль должен содержать:',
  rules: {
    lowercase: 'Строчную букву',
    uppercase: 'Заглавную букву',
    digit: 'Цифру',
    special: 'Специальный символ',
    length: 'Более 8 символов',
  },
  mismatch: 'Пароли не совпадают',
  save: 'Сохранить пароль',
  saving: 'Сохранение...',
  success: 'Пароль был успешно изменен',
  signIn: 'Войти',
  back: 'Вернуться ко входу',
  steps: ['ИИН', 'Код', 'Новый пароль', 'Готово'],
  stepsLabel: 'Этапы сброса пароля',
  stepDone: 'выполнен',
  rulePassed: 'выполнено',
  ruleFailed: 'не выполнено',
} as const;

export const ruConsent = {
  title: 'Согласие на сбор и обработку персональных данных',
  loading: 'Загрузка...',
  tabRu: 'Русский',
  tabKz: 'Қазақша',
  languages: 'Язык текста согласия',
  download: 'Согласие на сбор и обработку персональных данных',
  codePrompt: 'Введите код из SMS, чтобы подтвердить согласие',
  accepted: 'Согласие предоставлено',
  acceptedText: 'Спасибо! Ваше согласие на сбор и обработку персональных данных получено.',
  noAccess: 'У вас нет доступа',
  noAccessText: 'Код подтверждения не был отправлен. Обратитесь к сотруднику страховой компании.',
  loadFailed: 'Не удалось загрузить данные',
  badPayload: 'Не удалось прочитать ответ сервера: данные повреждены или ключ не совпадает.',
  retry: 'Повторить',
} as const;

export const ruDocumentOtp = {
  title: 'Подтверждение документа',
  documentTitle: 'Документ для подтверждения',
  /** By the document's type (OtpDocumentType); another type gets `documentTitle`. */
  documentTypes: {
    termination: 'Заявление о досрочном расторжении полиса',
    agreement: 'Договор страхования',
  },
  codePrompt: 'Ознакомьтесь с документом и введите код из SMS',
  noDocument: 'Документ недоступен',
  /** The text under 'Согласие предоставлено': what the customer confirmed, by the document's type. */
  acceptedTexts: {
    termination: 'Спасибо! Заявление о досрочном расторжении полиса подтверждено.',
    agreement: 'Спасибо! Договор страхования подтверждён.',
  },
  acceptedText: 'Спасибо! Документ подтверждён.',
} as const;

export const ruEpay = {
  title: 'Оплата',
  redirect: 'Переход на оплату договора: {id}',
  widgetTitle: 'Оплата картой',
  close: 'Закрыть',
  paid: 'Оплата прошла успешно',
  paidText: 'Договор {id} оплачен. Окно можно закрыть.',
  declined: 'Оплата не прошла',
  declinedText: 'Платёж по договору {id} отклонён. Попробуйте ещё раз или используйте другую карту.',
  cancelled: 'Оплата отменена',
  retry: 'Оплатить снова',
  failed: 'Не удалось перейти к оплате',
  reload: 'Повторить',
  untrustedWidget: 'Адрес платёжного виджета не совпадает с настроенным провайдером.',
} as const;

export const ruInstruction = {
  title: 'Инструкция',
  open: 'Открыть в новой вкладке',
} as const;

export const ruPdf = {
  loading: 'Загрузка документа...',
  failed: 'Не удалось открыть документ',
  retry: 'Повторить',
  page: 'Страница {n} из {total}',
  download: 'Скачать',
  prev: 'Предыдущая страница',
  next: 'Следующая страница',
} as const;
