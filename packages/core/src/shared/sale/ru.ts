import { ru } from '../i18n/ru';

/**
 * The sale's strings, every product's (spec part 2 sections 2.1, 4.1, 5.4, 6, 8), word for word where the spec gives them; the others
 * are ours, in the same voice.
 */
export const ruSale = {
  panel: {
    heading: 'Договор',
    treatyDate: 'Дата начала',
    term: 'Срок',
    end: 'Дата окончания',
    paymentPhone: 'Телефон для оплаты',
    premium: 'Премия',
    calculationDate: 'Дата расчёта',
    tariff: 'Тариф',
    /** A rewrite (3.1 refund, add_payment): the old policy's premium deducted, and what is to pay. */
    refund: 'Зачёт премии прежнего полиса',
    addPayment: 'К доплате',
    /** The payment date of a transfer (property, casco). */
    paymentDate: 'Дата оплаты',
  },
  // 8: error catalogue
  verifyTimeout: 'Время ожидания ответа от сервера истекло. Попробуйте снова.',
  verifyFailed: 'Проверка не пройдена',
  terminalRefused: 'Терминал не прошёл проверку',
  checkoutFailed: 'Ошибка выставления счета, попробуйте ещё раз.',
  checkPaymentFailed: 'Ошибка проверки оплаты, попробуйте ещё раз.',
  checkoutSent: 'Оплата успешно отправлено!',
  draftSaved: 'Сохранено',
  draftMissing: 'Черновик не найден',
  pageLoadFailed: ru.pageLoad.failed,
  productLoadFailed: 'Ошибка загрузки продукта',
  calculationFailed: 'Ошибка при получении премии',
  // 2.1, 6
  noTerminal: 'У вас не настроен терминал.',
  noTerminalAlert: 'Без терминала нельзя заключить полис!',
  // 5.4's messages are ruRules.documents
  podftWaiting:
    'Клиент или транспорт на проверке ПОДФТ. Расчёт станет доступен после решения; нажмите «Проверить снова».',
  /** A refusal (4.4 status 4) whose answer carries no message of its own (the server's 409 says the same). */
  podftRefused: 'Отказано по результатам проверки ПОДФТ.',
  waiting: 'Оплата ещё не поступила. Проверьте позже.',
  hints: {
    insurer: 'Добавьте страхователя',
    driver: 'Добавьте водителя',
    vehicle: 'Добавьте транспортное средство',
    manager: 'Выберите менеджера',
    otp: 'Подтвердите код, отправленный страхователю',
    paymentPhone: 'Укажите телефон для оплаты',
    treatyDate: 'Дата начала не может быть раньше завтрашнего дня',
    /** A refused party stops the sale: what the seller can do (replace it, or stop). */
    podftRefusedClient:
      'Отказано по результатам проверки ПОДФТ: {title}. Замените этого участника договора или прекратите оформление.',
    podftRefusedVehicle:
      'Отказано по результатам проверки ПОДФТ: {title}. Замените это транспортное средство или прекратите оформление.',
  },
  /** A party's card (2.1): its kind, residency, consent, actions and how verification left it. */
  card: {
    person: 'Физ. лицо',
    entity: 'Юр. лицо',
    entrepreneur: 'ИП',
    resident: 'Резидент',
    nonResident: 'Нерезидент',
    noConsent: 'КДП не получено.',
    beingVerified: 'Проверка документов',
    bank: 'Банковские реквизиты',
    bankFields: { iik: 'ИИК', bik: 'БИК', name: 'Банк', kbe: 'КБЕ' },
    comparison: { field: 'Поле', esbd: 'ЕСБД', scan: 'Скан' },
    edit: 'Изменить',
    delete: 'Удалить',
    documents: 'Документы',
    podftDocuments: 'Документы ПОДФТ',
    class: 'Класс:',
    licence: 'Водительское удостоверение',
    noLicence: 'Нет водительского удостоверения',
    insurerDrives: 'Страхователь',
    /** How the card came out of verification. */
    marks: { ok: 'Проверен', failed: 'Проверка не пройдена', podft: 'На проверке ПОДФТ' },
  },
  /** The contract panel's sellers (6). */
  staff: {
    heading: 'Продавец',
    manager: 'Менеджер',
    agent: 'Агент',
    apc: 'APC',
    noAgent: 'Без агента',
    loadFailed: 'Не удалось загрузить менеджеров и агентов',
    retry: 'Повторить',
    /** Property and casco (2.3): who signs the contract for the insurance company. */
    signatory: 'Подписант',
    noSignatory: 'Не выбран',
    signatoriesLoading: 'Загрузка подписантов...',
  },
  restored: 'Восстановлено незавершённое оформление',
  restoredAt: (when: string) => `Полис, который вы оформляли ${when}, восстановлен со всеми данными.`,
  discard: 'Начать заново',
  /** Opening a draft over an unsaved sale in progress (the irreversible replacement asks first). */
  replaceSale: {
    question: 'Текущее оформление не сохранено. Открыть черновик №{id}?',
    text: 'Данные текущего оформления, не сохранённые в черновик, будут потеряны.',
    openDraft: 'Открыть черновик',
    keep: 'Продолжить оформление',
  },
  documents: {
    policy: 'Полис',
    receipt: 'Квитанция',
    hint: 'Документ открыт для просмотра и скачивания.',
  },
  rewrite: {
    title: 'Переоформление полиса',
    phone: 'Телефон страхователя',
    submit: 'Продолжить',
  },
} as const;
