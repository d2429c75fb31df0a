/** Strings of a sale page's history side panel (spec part 2 section 2.1). */
export const ruHistory = {
  /** The round clock button's accessible name and the panel's title. */
  open: 'История',
  title: 'История',
  description: 'Черновики и договоры, оформленные вами',
  tabs: { drafts: 'Черновики', policies: 'Договоры' },
  /** Spec 2.1, word for word. */
  lastTen: 'Отображаются последние 10 записей',
  emptyDrafts: 'Записи по черновикам не найдены',
  emptyPolicies: 'Записи по договору не найдены',
  close: 'Закрыть',
  refresh: 'Обновить',
  loading: 'Загрузка...',
  loadFailed: 'Не удалось загрузить историю',
  /** The entry of the draft open on the page. */
  current: 'Текущий черновик',
  /** An entry whose product page is not built yet. */
  notBuilt: 'Страница продукта ещё не доступна',
  entry: { id: '№{id}', document: 'Документ', product: 'Продукт', date: 'Дата', insurer: 'Страхователь' },
} as const;
