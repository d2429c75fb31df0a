import { ruSale } from '../../shared/sale/ru';
/** The OGPO page's own strings (spec part 2 sections 2.1, 2.2, 6, 8), word for word where the spec gives them. */
export const ruOgpo = {
  titles: { 1: 'ОГПО ВТС', 2: 'Временный въезд' },
  products: {
    heading: 'Выберите продукт',
    1: {
      title: 'Стандарт',
      description: 'ОГПО ВТС Стандарт: страхователь, водители и транспорт с регистрацией в РК',
    },
    2: {
      title: 'Временный въезд',
      description: 'ОГПО ВТС Временный въезд: транспорт иностранной регистрации, временно въезжающий в РК',
    },
  },
  columns: { insurer: 'Страхователь', insureds: 'Застрахованные', vehicles: 'Транспортные средства' },
  add: {
    insurer: 'Добавить страхователя',
    insured: 'Добавить водителя',
    vehicle: 'Добавить авто',
    leader: 'Добавить руководителя',
    beneficiary: 'Добавить собственника',
  },
  chiefs: { leader: 'Руководитель', beneficiaries: 'Бенефициарные собственники', required: 'Обязательно' },
  card: ruSale.card,
  vehicle: {
    vin: 'VIN',
    year: 'Год выпуска',
    foreign: 'Иностранная регистрация',
    domestic: 'Регистрация РК',
  },
  confirmDelete: (title: string) => `Удалить ${title}?`,
  staff: ruSale.staff,
  loading: 'Загрузка...',
  pageFailed: 'Не удалось открыть страницу',
  noTerminal: ruSale.noTerminal,
  sameDriver: 'Страхователь уже указан как водитель',
  /** The default insured of a legal-entity insurer without named drivers (4.1; the spec gives no words for it). */
  defaultInsured: {
    caption: 'Застрахованный по умолчанию',
    note: 'Водители не указаны: к управлению допущен любой водитель страхователя. Добавленный водитель заменит застрахованного по умолчанию.',
    loading: 'Получаем застрахованного по умолчанию…',
    failed: 'Не удалось получить застрахованного по умолчанию',
    retry: 'Повторить',
  },
} as const;
