// Fixtures shared by the shell and login stories: the demo users (the sandbox's IINs), the shell's texts, and the
// login screen's view, which is core's selectLoginView of the production login machine after the story's events.
import { fn } from 'storybook/test';
import {
  fullName,
  loginMachine,
  ROLE_NAMES,
  selectLoginView,
  type LoginEvent,
  type LoginView,
  type RoleId,
  type User,
} from '@sakta/core';
import { never, replay, type ReplayEvent } from './replay';

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

const loginStoryMachine = loginMachine.provide({ actors: { login: never() } });

export type LoginStoryEvent = ReplayEvent<LoginEvent>;

/** The login screen's view after `events` (none: nothing typed). */
export function loginView(events: readonly LoginStoryEvent[] = []): LoginView {
  return replay(loginStoryMachine, events, selectLoginView);
}

/** Typing `iin`, `password` and (optionally) `apc`. */
export function typed(iin: string, password: string, apc?: string): LoginStoryEvent[] {
  return [
    { type: 'CHANGE', field: 'iin', value: iin },
    { type: 'CHANGE', field: 'password', value: password },
    ...(apc === undefined ? [] : [{ type: 'CHANGE', field: 'apc', value: apc } as LoginStoryEvent]),
  ];
}

/** The login screen's args in its first state (the login machine's view before any input). */
export const loginArgs = {
  ...loginView(),
  notice: null,
  resetHref: '/reset',
  onChange: fn(),
  onSubmit: fn(),
};

/**
 * The company's active signatories as the property and casco contract panels offer them (2.3), as GET
 * /api/dictionaries/signatories answers (id and name): the sandbox seeds the administrator and the moderator.
 */
export const SALE_SIGNATORIES = [
  { id: 1, title: fullName(admin) },
  { id: 2, title: 'Модератова Мадина' },
];
