/** Strings of the operator-error support screen and the policy list's code flows (spec part 2 sections 2.8, 4.5, 8). */
export const ruSupport = {
  title: 'Ошибки оператора',
  /** Spec 2.8: the empty state. */
  empty: 'Нет информации',
  loadFailed: 'Не удалось загрузить заявки',
  retry: 'Повторить',
  columns: {
    id: 'ID',
    number: 'Локальный номер',
    global: 'Глобальный номер',
    product: 'Продукт',
    premium: 'Премия',
    direction: 'Направление',
    contractDate: 'Дата договора',
    creator: 'Создатель',
    status: 'Статус',
    requestDate: 'Дата заявки',
  },
  /** 'Направление' of a row: the insurer's kind (retail or corporate business). */
  direction: { person: 'Физ. лицо', entity: 'Юр. лицо' },
  open: 'Открыть заявку {id}',
  filter: {
    title: 'Фильтр',
    status: 'Статус заявки',
    allStatuses: 'Все',
    global: 'Номер договора',
    isGlobal: 'Глобальный номер',
    oneC: 'Номер 1С',
    iin: 'ИИН/БИН страхователя',
    apc: 'APC',
    creator: 'Создатель',
    manager: 'Менеджер',
    created: 'Дата заявки',
    start: 'Дата договора с',
    end: 'Дата договора по',
    apply: 'Применить',
    reset: 'Сбросить',
  },
  /** Spec 4.5: the support filter's statuses. */
  statuses: { 0: 'Новый', 1: 'Отработан', 2: 'Ошибка' },
  modal: {
    title: 'Заявка №{id}',
    request: 'Заявка',
    policy: 'Договор',
    creator: 'Создатель',
    support: 'Обработал',
    status: 'Статус заявки',
    policyStatus: 'Статус договора',
    insurer: 'Страхователь',
    close: 'Закрыть',
    actions: 'Действия',
    closedActions: 'Заявка закрыта: действий нет',
  },
  actions: { rescind: 'Аннулировать', reject: 'Отклонить', dissolution: 'Расторгнуть' },
  confirm: {
    rescind: 'Аннулировать договор {number} по заявке №{id}?',
    reject: 'Отклонить заявку №{id}? Договор {number} останется в силе.',
    cancel: 'Отмена',
  },
  /** Spec 8: dissolution from the support modal. */
  unavailable: 'Данная операция недоступна',
  /** Spec 8: success text of a finished process. */
  done: 'Процесс по {id} успешно завершен',
} as const;

/** Strings of the policy list's operator-error and termination code flows (spec part 2 sections 2.7, 4.5, 8). */
export const ruPolicyCodeFlow = {
  operatorErrorTitle: 'Ошибка оператора',
  terminationTitle: 'Расторжение',
  operatorErrorHint: 'Договор будет передан в техподдержку для аннулирования. Подтвердите кодом из SMS.',
  terminationHint: 'Договор будет расторгнут. Подтвердите кодом из SMS, отправленным страхователю.',
  send: 'Отправить код',
  confirm: 'Подтвердить',
  /** Spec 4.5: termination shows the refund sum. */
  refund: 'Сумма возврата',
  close: 'Закрыть',
  /** Spec 8: the modals' parameter guards. */
  noId: 'Параметр ID не указан!',
  noGlobal: 'Параметр Global не указано!',
} as const;
