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
};
