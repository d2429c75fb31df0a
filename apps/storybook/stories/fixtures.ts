import { fn } from 'storybook/test';
import { fullName, ROLE_NAMES, ru, type RoleId, type User } from '@sakta/core';

/** Demo users of the stories (same IINs as the sandbox back end's demo users). */
function demoUser(role: RoleId, iin: string, surname: string, name: string, patronymic: string | null): User {
  return {
    id: role + 1,
    login: iin,
    surname,
    name,
    patronymic,
    iin,
    phone: '+7(701) 234-56' + String(role).padStart(2, '0'),
    email: `${iin}@sakta.kz`,
    birthday: '01.01.1990',
    role,
    c_id: null,
    apc: role === 8 ? 'APC7781' : null,
    hasTerminal: false,
  };
}

export const admin = demoUser(0, '900101300017', 'Ахметов', 'Ерлан', 'Серикович');
export const manager = demoUser(3, '900101300047', 'Иванова', 'Мария', 'Петровна');
export const drm = demoUser(6, '900101300077', 'Сейткали', 'Айгерим', null);

export function shellUser(user: User) {
  return { fullName: fullName(user), roleName: ROLE_NAMES[user.role] };
}

export const APP_VERSION = '1.0.0';
export const SUPPORT_HREF = 'mailto:support@sakta.kz';

/** The login screen's args in its first state (the login machine's view model before any input). */
export const loginArgs = {
  iin: '',
  password: '',
  apc: '',
  canSubmit: false,
  submitting: false,
  submitLabel: ru.login.submit,
  error: null,
  notice: null,
  resetHref: '/reset',
  onChange: fn(),
  onSubmit: fn(),
};
