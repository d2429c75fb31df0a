/** The driver's licence dialog's strings (spec part 2 sections 2.2, 5.1, 8, 9). */
export const ruLicence = {
  title: 'Водительское удостоверение',
  number: 'Номер удостоверения',
  issued: 'Дата выдачи',
  numberRequired: 'Укажите номер удостоверения',
  issuedRequired: 'Укажите дату выдачи',
  issuedInFuture: 'Дата выдачи не может быть больше текущей.',
  notFound: 'Документ по номеру {number} не найдено.',
  errorTitle: 'Ошибка',
  save: 'Сохранить',
  checking: 'Проверка…',
  cancel: 'Отменить',
  nonResident: 'Нерезидент: удостоверение не проверяется в ЕСБД',
} as const;

/** The licence error notification lasts 7 s (section 9). */
export const LICENCE_ERROR_MS = 7000;
