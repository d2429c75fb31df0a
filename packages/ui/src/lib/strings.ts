/**
 * UI-only strings that core's `ru` does not hold (generic control labels of the primitives).
 * Screen wording comes from `ru` in @sakta/core.
 */
export const uiStrings = {
  close: 'Закрыть',
  loading: 'Загрузка',
  showPassword: 'Показать пароль',
  hidePassword: 'Скрыть пароль',
  hideDetails: 'Скрыть детали',
  notifications: 'Уведомления',
  notification: 'Уведомление',
  emptyTable: 'Нет данных',
  pagination: 'Пагинация',
  previousPage: 'Предыдущая страница',
  nextPage: 'Следующая страница',
  page: 'Страница {page}',
  breadcrumbs: 'Навигация',
  menu: 'Меню',
  skipToContent: 'Перейти к содержимому',
  openMenu: 'Открыть меню',
  closeMenu: 'Закрыть меню',
  home: 'Главная',
  sessionRemaining: '{label}: осталось {time}',
  profile: 'Профиль',
  notSet: '—',
  chooseFile: 'Выбрать файл',
} as const;
