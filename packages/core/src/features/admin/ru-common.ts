/** The words every catalogue and its delete confirmation use (ruCatalogues.common). */
export const ruCatalogueCommon = {
  add: 'Добавить',
  edit: 'Изменить',
  delete: 'Удалить',
  actions: 'Действия',
  create: 'Создать',
  update: 'Обновить',
  cancel: 'Отмена',
  close: 'Закрыть',
  created: 'Создан',
  empty: 'Нет записи',
  loading: 'Загрузка...',
  retry: 'Повторить',
  saving: 'Сохранение...',
  /** The delete confirmation (spec: 'Удалить {title}?'). */
  confirmDelete: 'Удалить {title}?',
  active: 'Активный',
  inactive: 'Неактивный',
  status: 'Статус',
  description: 'Описание',
} as const;
