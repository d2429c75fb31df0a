/** Strings of the drafts screen /drafts (spec part 2 sections 2.6, 3.9, 9). */
export const ruDrafts = {
  title: 'Черновики',
  /** Spec 2.6: each card's link to the product page. */
  open: 'Оформить',
  /** Spec 2.6, word for word. */
  confirmDelete: 'Удалить черновик №{id}?',
  /** Spec 2.6: the empty state. */
  empty: 'Нет записи',
  delete: 'Удалить',
  deleteLabel: 'Удалить черновик №{id}',
  cancel: 'Отмена',
  loading: 'Загрузка...',
  loadFailed: 'Не удалось загрузить черновики',
  deleteFailed: 'Не удалось удалить черновик',
  retry: 'Повторить',
  /** A card whose product page is not built yet. */
  notBuilt: 'Страница продукта ещё не доступна',
  card: {
    id: 'Черновик №{id}',
    draft: 'Черновик',
    number: '№{id}',
    insurer: 'Страхователь',
    document: 'Документ',
    product: 'Продукт',
    updated: 'Обновлён',
    user: 'Пользователь',
  },
  filter: {
    title: 'Фильтр',
    insurer: 'Страхователь (ФИО, наименование или ИИН/БИН)',
    product: 'Продукт',
    user: 'ID пользователя',
    all: 'Все продукты',
    apply: 'Применить',
    reset: 'Сбросить',
  },
} as const;
