/** Every user-facing string of the Foundation screens and the spec's error catalogue, in one place. */
export const ru = {
  app: {
    name: 'Sakta',
    support: 'Техподдержка',
    version: 'Версия',
    sandbox: 'Песочница',
    sandboxHint: 'Демонстрационный режим: тестовые данные, коды SMS видны в журнале сервера',
  },
  notify: { success: 'Успех', warning: 'Предупреждение', error: 'Ошибка', showDetails: 'Показать детали' },
  login: {
    title: 'Вход',
    subtitle: 'Введите логин и пароль',
    iin: 'ИИН',
    password: 'Пароль',
    apc: 'APC',
    apcHint: 'Необязательно',
    forgot: 'Забыли пароль?',
    submit: 'Войти',
    waiting: 'Пожалуйста, подождите...',
  },
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
  notFound: {
    title: 'Oops!',
    text: 'Страница не найдена',
    home: 'На главную',
    /** A page that exists, refused to the user's role (the guard's not-found names it). */
    denied: 'Раздел «{page}» есть, но недоступен для роли «{role}».',
    /** A page the role opens only with an APC it signed in without (role 8 on /ogpo). */
    deniedApc: 'Раздел «{page}» доступен роли «{role}» только с APC. Выйдите и войдите снова, указав APC.',
  },
  home: { tiles: 'Разделы' },
  /** A page whose code did not arrive (spec part 2 error catalogue: 'Policy page load failure'), or that failed. */
  pageLoad: { failed: 'Ошибка загрузки страницы', retry: 'Повторить' },
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
