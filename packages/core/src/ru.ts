import { ru as sharedRu } from './shared/i18n/ru';
import { ruLogin } from './features/auth/ru';
import { HOME_TILES_TITLE } from './features/home/ru';

/**
 * Every string under its old keys, for the screens that read `ru.login` or `ru.home` from the root entry: the
 * shared strings with the login's (features/auth/ru.ts) and the home tiles' heading (features/home/ru.ts).
 */
export const ru = { ...sharedRu, login: ruLogin, home: { tiles: HOME_TILES_TITLE } } as const;
