/**
 * Russian strings the sandbox back end answers with that core's ru.ts does not hold (the spec's catalogue lives
 * there; these are the back end's own: unknown method, body parse failures). Field names for validation messages.
 */
export const apiRu = {
  methodNotFound: 'Метод не найден',
  internal: 'Внутренняя ошибка сервера. Попробуйте позже.',
  notJson: 'Тело запроса должно быть в формате JSON.',
  notObject: 'Тело запроса должно быть JSON-объектом.',
  required: 'Поле «{field}» обязательно.',
  mustBe: 'Поле «{field}» должно быть {type}.',
  tooShort: 'Поле «{field}» должно содержать не менее {n} символов.',
  tooLong: 'Поле «{field}» должно содержать не более {n} символов.',
  tooSmall: 'Поле «{field}» должно быть не меньше {n}.',
  tooBig: 'Поле «{field}» должно быть не больше {n}.',
  badFormat: 'Поле «{field}» имеет неверный формат.',
  badValue: 'Поле «{field}» имеет недопустимое значение.',
  unknownFields: 'Неизвестные поля: {fields}.',
  invalid: 'Поле «{field}» заполнено неверно.',
  noSpa: 'Интерфейс не собран: выполните `pnpm build` и перезапустите сервер.',
  // One-time codes (sms.ts)
  codeWrong: 'Неверный код',
  codeExpired: 'Срок действия кода истёк. Запросите новый код',
  codeBlocked: 'Превышено количество попыток. Запросите новый код',
  codeNone: 'Код не был отправлен',
  codeNotChecked: 'Сначала подтвердите код из SMS',
  noDevCode: 'Коды на этот номер не отправлялись',
  devCodeQuery: 'Укажите phone или subject',
  // Password reset
  userNotFound: 'Пользователь с таким ИИН не найден',
  codeTooSoon: 'Код уже отправлен. Повторная отправка возможна через {seconds} с.',
  userNoPhone: 'У пользователя не указан номер телефона. Обратитесь к администратору',
  passwordWeak:
    'Пароль должен содержать строчную и заглавную буквы, цифру, специальный символ и быть длиннее 8 символов',
  passwordMismatch: 'Пароли не совпадают',
  passwordChanged: 'Пароль был успешно изменен',
  // Consent and document confirmation
  customerNotFound: 'Клиент не найден',
  consentAlreadyAccepted: 'Согласие уже получено',
  documentNotFound: 'Документ не найден',
  documentAlreadyAccepted: 'Документ уже подтверждён',
  // Card payment
  contractNotFound: 'Договор не найден',
  contractPaid: 'Договор уже оплачен',
  epayUnavailable: 'Платёжный сервис недоступен. Попробуйте позже.',
  badSignature: 'Неверная подпись',
  invoiceNotFound: 'Счёт не найден',
  amountMismatch: 'Сумма платежа не совпадает со счётом',
  // Instruction
  instructionNotFound: 'Инструкция не найдена',
  types: {
    string: 'строкой',
    number: 'числом',
    int: 'целым числом',
    boolean: 'логическим значением (true/false)',
    array: 'списком',
    object: 'объектом',
  } as Record<string, string>,
} as const;

/** Russian names of request fields, for messages. Unknown fields are named by their path. */
export const FIELD_LABELS: Record<string, string> = {
  iin: 'ИИН',
  password: 'Пароль',
  apc: 'APC',
  code: 'Код',
  phone: 'Телефон',
  id: 'ID',
  confirm: 'Подтверждение пароля',
  type: 'Тип',
  ulid: 'Идентификатор документа',
  lang: 'Язык',
  subject: 'Получатель',
  purpose: 'Назначение',
  invoice: 'Счёт',
  status: 'Статус',
  amount: 'Сумма',
  reference: 'Референс',
  signature: 'Подпись',
};
