/**
 * `@sakta/core`: everything core exports, the shared kernel and every feature. A route chunk imports its
 * feature's subpath (`@sakta/core/termination`) and `@sakta/core/shared` instead, so it takes only that code.
 */
export * from './shared';
export * from './features/auth';
export * from './features/public-pages';
export * from './features/home';
export * from './features/termination';
export * from './features/organisation';

import { ru as sharedRu } from './shared/i18n/ru';
import { ruLogin } from './features/auth/ru';
import { ruHome } from './features/home/ru';

/**
 * Every string under its old keys, for the screens that read `ru.login` or `ru.home` from the root entry: the
 * shared strings with the login's (features/auth/ru.ts) and the home tiles' heading (features/home/ru.ts).
 */
export const ru = { ...sharedRu, login: ruLogin, home: { tiles: ruHome.tiles } } as const;
