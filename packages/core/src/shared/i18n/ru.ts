/**
 * The shell's strings (app, notifications, session, profile, not found) and the spec's common error catalogue
 * (part 1 section 8), which the shared API client, validators and machines use. A feature's own strings live in
 * its folder; the root entry's `ru` adds them back under their old keys (login, home).
 */
export const ru = {
  app: {
    name: 'Sakta',
    support: 'Техподдержка',
    version: 'Версия',
    sandbox: 'Песочница',
    sandboxHint: 'Демонстрационный режим: тестовые данные, коды SMS видны в журнале сервера',
  },
  notify: { success: 'Успех', warning: 'Предупреждение', error: 'Ошибка', showDetails: 'Показать детали' },
  session: {
    ringLabel: 'Время сессии',
    refreshTitle: 'Сессия скоро истечёт',
    refreshText: 'До окончания сессии осталось {time}. Продлить сессию?',
    refresh: 'Продлить',
    logout: 'Выйти',
    expired: 'Сессия истекла. Войдите снова.',
    refreshing: 'Продление...',
    /** Closes the refresh modal without refreshing; it stays closed until the session ends. */
    dismiss: 'Закрыть',
  },
  notFound: { title: 'Oops!', text: 'Страница не найдена', home: 'На главную' },
  profile: {
    login: 'Логин',
    fullName: 'ФИО',
    iin: 'ИИН',
    phone: 'Мобильный телефон',
    email: 'E-mail',
    birthday: 'Дата рождения',
    role: 'Роль',
    logout: 'Выйти',
    tabProfile: 'Профиль',
  },
  errors: {
    network: 'Нет связи с сервером. Проверьте подключение и попробуйте снова.',
    malformed: 'Сервер вернул некорректный ответ. Попробуйте позже.',
    session: 'Сессия истекла. Войдите снова.',
    http: 'Ошибка сервера ({status}). Попробуйте позже.',
    forbidden: 'Недостаточно прав для этого действия.',
    badRequest: 'Некорректный запрос.',
    wrongCredentials: 'Неверный ИИН или пароль',
    tooManyAttempts: 'Слишком много попыток входа. Попробуйте через {seconds} с.',
    apcMismatch: 'Неверный APC',
    userBlocked: 'Пользователь заблокирован',
  },
  validation: {
    iinLength: 'ИИН должен содержать 12 цифр',
    binLength: 'БИН должен содержать 12 цифр',
    iinChecksum: 'Неверная контрольная цифра ИИН',
    binChecksum: 'Неверная контрольная цифра БИН',
  },
} as const;

/** Fills '{name}' placeholders. */
export function fmt(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (m, key: string) => (key in values ? String(values[key]) : m));
}
