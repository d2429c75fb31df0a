/** Strings of the login screen (spec part 1 section 2 "Login"); the reset's strings are the public pages' ruReset. */
export const ruLogin = {
  title: 'Вход',
  subtitle: 'Введите логин и пароль',
  iin: 'ИИН',
  password: 'Пароль',
  apc: 'APC',
  apcHint: 'Необязательно',
  forgot: 'Забыли пароль?',
  submit: 'Войти',
  waiting: 'Пожалуйста, подождите...',
} as const;
