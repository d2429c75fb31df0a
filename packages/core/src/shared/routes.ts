import { fmt, ru } from './i18n/ru';
import { inAnyGroup, inGroup, ROLE, ROLE_NAMES, type RoleGroup, type RoleId } from './roles';
import type { User } from './user';

/**
 * The route table of both spec parts (part 1 section 2, part 2 section 2).
 *
 * access:
 * - 'public': anyone, with or without a session (consent, code, payment, reset, not-found);
 * - 'guest':  the login page; a logged-in user is sent to '/';
 * - a list of role groups: a session is needed and the role must be in one of the groups.
 *
 * menu: position in the sidebar (spec menu order) or absent when the route is not a menu entry.
 * parent: the route above this one in the breadcrumbs (default: the home page for protected routes).
 *
 * Traveling (VZR_EU, spec part 2 section 1) is reachable only as a target of drafts and history: no menu entry;
 * the spec shows no path, so it is '/traveling', for the sale group that has drafts and history.
 */
export type RouteAccess = 'public' | 'guest' | readonly RoleGroup[];

export interface RouteDef {
  id: RouteId;
  path: string;
  title: string;
  access: RouteAccess;
  layout: 'main' | 'bare';
  menu?: number;
  parent?: RouteId;
  /** Roles that reach the route only when they have an apc value (spec: role 8 reaches OGPO only with an apc). */
  apcRequiredFor?: readonly number[];
}

export const ROUTE_IDS = [
  'kdp',
  'funcOtp',
  'epay',
  'login',
  'reset',
  'index',
  'dashboard',
  'termination',
  'instruction',
  'ogpo',
  'properties',
  'casco',
  'drafts',
  'podfts',
  'policies',
  'branches',
  'terminals',
  'adminProducts',
  'adminVersions',
  'adminAgreement',
  'operatorError',
  'traveling',
  'profile',
  'profileAvr',
  'notFound',
] as const;
export type RouteId = (typeof ROUTE_IDS)[number];

const table: Record<RouteId, Omit<RouteDef, 'id'>> = {
  kdp: {
    path: '/kdp/:iin',
    title: 'Согласие на сбор и обработку персональных данных',
    access: 'public',
    layout: 'bare',
  },
  funcOtp: { path: '/func/otp/:ulid', title: 'Подтверждение документа', access: 'public', layout: 'bare' },
  epay: { path: '/epay/:id', title: 'Оплата', access: 'public', layout: 'bare' },
  login: { path: '/login', title: 'Вход', access: 'guest', layout: 'bare' },
  reset: { path: '/reset', title: 'Сброс пароля', access: 'public', layout: 'bare' },
  index: { path: '/', title: 'Главная', access: ['all'], layout: 'main' },
  dashboard: { path: '/dashboard', title: 'Информация', access: ['admin'], layout: 'main', menu: 1 },
  adminProducts: { path: '/admin/products', title: 'Продукты', access: ['admin'], layout: 'main', menu: 2 },
  adminVersions: { path: '/admin/versions', title: 'Версии', access: ['admin'], layout: 'main', menu: 3 },
  adminAgreement: {
    path: '/admin/agreement',
    title: 'На согласование',
    access: ['admin'],
    layout: 'main',
    menu: 4,
  },
  branches: {
    path: '/branches',
    title: 'Сотрудники',
    access: ['sale', 'moderator', 'accountant'],
    layout: 'main',
    menu: 5,
  },
  drafts: { path: '/drafts', title: 'Черновики', access: ['sale'], layout: 'main', menu: 6 },
  policies: { path: '/policies', title: 'Договоры', access: ['sale', 'accountant'], layout: 'main', menu: 7 },
  podfts: { path: '/podfts', title: 'ПОДФТ', access: ['drm'], layout: 'main', menu: 8 },
  ogpo: {
    path: '/ogpo',
    title: 'ОГПО ВТС',
    access: ['reserveSale'],
    layout: 'main',
    menu: 9,
    apcRequiredFor: [ROLE.reserve],
  },
  properties: {
    path: '/financial-institutions/properties',
    title: 'Имущество',
    access: ['mainSale'],
    layout: 'main',
    menu: 10,
  },
  casco: {
    path: '/financial-institutions/casco',
    title: 'Каско',
    access: ['mainSale'],
    layout: 'main',
    menu: 11,
  },
  termination: {
    path: '/termination',
    title: 'Расторжение',
    access: ['termination'],
    layout: 'main',
    menu: 12,
  },
  operatorError: {
    path: '/support/operator-error',
    title: 'Ошибки оператора',
    access: ['support'],
    layout: 'main',
    menu: 13,
  },
  traveling: {
    path: '/traveling',
    title: 'Страхование выезжающих за рубеж',
    access: ['sale'],
    layout: 'main',
    parent: 'drafts',
  },
  terminals: { path: '/terminals', title: 'Терминалы', access: ['accountant'], layout: 'main' },
  instruction: { path: '/instruction', title: 'Инструкция', access: ['all'], layout: 'main' },
  profile: { path: '/profile/index', title: 'Профиль', access: ['all'], layout: 'main' },
  profileAvr: { path: '/profile/avr', title: 'АВР', access: ['all'], layout: 'main', parent: 'profile' },
  notFound: { path: '/not-found', title: 'Страница не найдено', access: 'public', layout: 'bare' },
};

export const ROUTES: Record<RouteId, RouteDef> = Object.fromEntries(
  ROUTE_IDS.map((id) => [id, { id, ...table[id] }]),
) as Record<RouteId, RouteDef>;

export const ROUTE_LIST: readonly RouteDef[] = ROUTE_IDS.map((id) => ROUTES[id]);

export type SessionUser = Pick<User, 'role' | 'apc'>;

export function needsSession(route: RouteDef): boolean {
  return route.access !== 'public' && route.access !== 'guest';
}

/** Whether the user (null without a session) may open the route. The guard decides where to send a refusal. */
export function canAccess(user: SessionUser | null, route: RouteDef): boolean {
  if (route.access === 'public') return true;
  if (route.access === 'guest') return user === null;
  if (!user) return false;
  if (!inAnyGroup(user.role, route.access)) return false;
  return !missingApc(user, route);
}

/** The route's APC rule: a role it names (role 8 on /ogpo) reaches it only with an APC in its session. */
export function missingApc(user: SessionUser, route: RouteDef): boolean {
  return (route.apcRequiredFor?.includes(user.role) ?? false) && !user.apc;
}

/** Every page the group opens requires an APC of the role (reserveSale for role 8: only /ogpo). */
function groupNeedsApc(role: RoleId, group: RoleGroup): boolean {
  const pages = ROUTE_LIST.filter((r) => typeof r.access !== 'string' && r.access.includes(group));
  return pages.length > 0 && pages.every((r) => r.apcRequiredFor?.includes(role) ?? false);
}

/**
 * The same rule for a call, from the endpoint's groups: a role that reaches the call only through groups whose
 * every page requires an APC of it is refused without one, so the server refuses what the page refuses (role 8
 * without an APC: every call of the OGPO sale). A role that also reaches the call through a group of pages open
 * without an APC (role 8's sale group: drafts, policies) keeps it.
 */
export function missingApcForCall(user: SessionUser, groups: readonly RoleGroup[]): boolean {
  if (user.apc) return false;
  const through = groups.filter((g) => inGroup(user.role, g));
  return through.length > 0 && through.every((g) => groupNeedsApc(user.role, g));
}

/**
 * What a signed-in user refused `route` reads (the not-found page the guard sends it to, a draft's card whose page
 * it may not open): a role the route admits that lacks the APC the route asks of it is told to sign in with its
 * APC (role 8 on /ogpo); any other role that the page is not for it.
 */
export function deniedText(user: SessionUser, route: RouteDef): string {
  const values = { page: route.title, role: ROLE_NAMES[user.role] };
  const admitted = typeof route.access !== 'string' && inAnyGroup(user.role, route.access);
  return fmt(admitted && missingApc(user, route) ? ru.notFound.deniedApc : ru.notFound.denied, values);
}

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

/** The query parameters the guard leaves: where to return after login, which page a role was refused. */
export const RETURN_PARAM = 'from';
export const DENIED_PARAM = 'denied';

function paramOf(location: string, name: string): string | null {
  const q = location.indexOf('?');
  return q < 0 ? null : new URLSearchParams(location.slice(q + 1)).get(name);
}

/**
 * The page to return to after login, from the login page's location: only a path of this app that needs a session
 * (never another site, '//host', or a guest page), else null.
 */
export function returnPath(location: string): string | null {
  const from = paramOf(location, RETURN_PARAM);
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.includes('\\')) return null;
  const route = matchRoute(from.split(/[?#]/)[0]!);
  return route && needsSession(route) ? from : null;
}

/** The route a role was refused, from the not-found page's location (the page exists; the role may not open it). */
export function deniedRoute(location: string): RouteDef | null {
  const denied = paramOf(location, DENIED_PARAM);
  return (denied && denied.startsWith('/') && matchRoute(denied)) || null;
}

/**
 * Route guard of spec part 1 section 2. `here` is the location asked for (path and query), when the app wants it
 * remembered: a page that needs a session sends to login with it and login returns there (not after a logout);
 * a role not listed goes to not-found, which names the page.
 */
export function guard(user: SessionUser | null, route: RouteDef, here?: string): GuardDecision {
  if (route.access === 'guest')
    return user ? { kind: 'redirect', to: (here && returnPath(here)) || '/' } : { kind: 'allow' };
  if (needsSession(route) && !user) {
    const back = here && here !== '/' ? `?${RETURN_PARAM}=${encodeURIComponent(here)}` : '';
    return { kind: 'redirect', to: `/login${back}` };
  }
  if (canAccess(user, route)) return { kind: 'allow' };
  const path = (here ?? route.path).split('?')[0]!;
  return { kind: 'redirect', to: `/not-found?${DENIED_PARAM}=${encodeURIComponent(path)}` };
}

/**
 * Title of a route for a user: role 5 sees 'Мои договоры' as the policies title; the OGPO page of the Temporary
 * entry variant (query product=2) is 'Временный въезд' (spec part 2 section 2.1).
 */
export function routeTitle(
  route: RouteDef,
  user: SessionUser | null,
  query?: { get(name: string): string | null },
): string {
  if (route.id === 'policies' && user?.role === ROLE.subAgent) return 'Мои договоры';
  if (route.id === 'ogpo' && query?.get('product') === '2') return 'Временный въезд';
  return route.title;
}

export interface MenuEntry {
  id: RouteId;
  path: string;
  title: string;
}

/**
 * The sidebar menu of spec part 1 section 2 for a user, in the spec's order.
 * `isAvailable` lets the app leave out routes whose screens are not built yet.
 */
export function menuFor(user: SessionUser, isAvailable: (id: RouteId) => boolean = () => true): MenuEntry[] {
  return ROUTE_LIST.filter((r) => r.menu !== undefined && canAccess(user, r) && isAvailable(r.id))
    .sort((a, b) => (a.menu ?? 0) - (b.menu ?? 0))
    .map((r) => ({ id: r.id, path: r.path, title: routeTitle(r, user) }));
}

export interface Crumb {
  id: RouteId;
  path: string;
  title: string;
}

/** Breadcrumbs from the home page down to the route. */
export function breadcrumbs(route: RouteDef, user: SessionUser | null): Crumb[] {
  const chain: RouteDef[] = [];
  let current: RouteDef | undefined = route;
  while (current) {
    chain.unshift(current);
    if (current.id === 'index' || current.layout !== 'main') break;
    current = ROUTES[current.parent ?? 'index'];
  }
  return chain.map((r) => ({ id: r.id, path: r.path, title: routeTitle(r, user) }));
}

/** Matches a concrete pathname against the table (':param' segments match any non-empty segment). */
export function matchRoute(pathname: string): RouteDef | undefined {
  const clean = pathname.replace(/\/+$/, '') || '/';
  return ROUTE_LIST.find((r) => {
    const a = r.path.split('/');
    const b = clean.split('/');
    return (
      a.length === b.length && a.every((seg, i) => (seg.startsWith(':') ? (b[i] ?? '') !== '' : seg === b[i]))
    );
  });
}
