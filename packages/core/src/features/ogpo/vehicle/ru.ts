import { ruSaleVehicle } from '../../../shared/parties/vehicle/ru';

/**
 * The OGPO vehicle dialog's strings (spec part 2 sections 2.2, 5.2, 8); those every product's vehicle dialog shares
 * (the fields, the duplicate, 'Авто не найдено') are shared/parties/vehicle's.
 */
export const ruVehicle = {
  title: 'Авто',
  notFound: ruSaleVehicle.notFound,
  alreadyListed: 'уже указано',
  duplicate: ruSaleVehicle.duplicate,
  noRegistration: 'По данному ТС нет регистрации. Уточните данные в центре регистрации авто.',
  required: 'Пожалуйста, заполните все обязательные поля, чтобы продолжить.',
  foreignOnly: 'Авто с казахстанской регистрацией не допускается для Временного въезда',
  unknownVehicle: ruSaleVehicle.notFound,
  searchTooShort: 'Введите не менее 4 символов',
  yearTooOld: 'Год выпуска должен быть позже 1963',
  yearInFuture: ruSaleVehicle.yearInFuture,
  searchByLabel: 'Искать по',
  searching: 'Поиск…',
  saving: 'Сохранение…',
  foundList: 'Найденные ТС',
  searchBy: { number: 'Гос. номер', vin: 'VIN', certificate: 'Номер техпаспорта' },
  fields: {
    ...ruSaleVehicle.fields,
    bigCity: 'Зарегистрировано в крупном городе',
    foreign: 'Иностранная регистрация',
  },
  actions: {
    search: 'Найти',
    create: 'Заполнить вручную',
    reset: 'Новый поиск',
    pick: 'Выбрать',
    save: 'Сохранить',
    update: 'Обновить',
    cancel: 'Отменить',
    close: 'Закрыть',
  },
  added: 'Авто добавлено',
} as const;
