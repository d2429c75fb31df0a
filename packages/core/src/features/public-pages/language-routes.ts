import type { RouteId } from '../../shared/routes';

/**
 * The routes that speak the customer's language (language.ts): the app shell and the server ask it of every page,
 * so it is a module of its own, without the catalogues (only the customer pages load those).
 */
export const PUBLIC_LANGUAGE_ROUTES: readonly RouteId[] = ['kdp', 'funcOtp', 'epay'];

export const isPublicLanguageRoute = (id: RouteId | undefined): boolean =>
  id !== undefined && PUBLIC_LANGUAGE_ROUTES.includes(id);
