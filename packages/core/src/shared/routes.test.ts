import { describe, expect, it } from 'vitest';
import type { RoleId } from './roles';
import {
  breadcrumbs,
  canAccess,
  deniedRoute,
  deniedText,
  guard,
  returnPath,
  matchRoute,
  menuFor,
  missingApcForCall,
  ROUTE_LIST,
  ROUTES,
  routeTitle,
  type RouteDef,
  type SessionUser,
} from './routes';

/**
 * The expected access table, written out from the spec (part 1 section 2 route table and section 6 groups,
 * part 2 section 6) and deliberately not derived from ROLE_GROUPS:
 *   admin [0]; sale [0,3,4,5,8]; reserve sale [0,3,7,8]; termination [0,3,7]; main sale [0,3,4,7]; drm [0,6];
 *   support [0,9]; accountant [0,2]; moderator [0,1]; policies = sale + accountant;
 *   branches = sale + moderator + accountant; terminals = accountant; /ogpo for role 8 only with an apc.
 *
 * noApc: roles allowed when the user has no apc; withApc: roles allowed when the user has one.
 * 'anyone' = every role and also no session; 'guestOnly' = only without a session.
 */
type Expected = 'anyone' | 'guestOnly' | { noApc: readonly number[]; withApc: readonly number[] };

const ALL = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const same = (roles: readonly number[]) => ({ noApc: roles, withApc: roles });

const EXPECTED: Record<string, Expected> = {
  '/kdp/:iin': 'anyone',
  '/func/otp/:ulid': 'anyone',
  '/epay/:id': 'anyone',
  '/login': 'guestOnly',
  '/reset': 'anyone',
  '/': same(ALL),
  '/dashboard': same([0]),
  '/termination': same([0, 3, 7]),
  '/instruction': same(ALL),
  '/ogpo': { noApc: [0, 3, 7], withApc: [0, 3, 7, 8] },
  '/financial-institutions/properties': same([0, 3, 4, 7]),
  '/financial-institutions/casco': same([0, 3, 4, 7]),
  '/drafts': same([0, 3, 4, 5, 8]),
  '/podfts': same([0, 6]),
  '/policies': same([0, 2, 3, 4, 5, 8]),
  '/branches': same([0, 1, 2, 3, 4, 5, 8]),
  '/terminals': same([0, 2]),
  '/admin/products': same([0]),
  '/admin/versions': same([0]),
  '/admin/agreement': same([0]),
  '/support/operator-error': same([0, 9]),
  '/traveling': same([0, 3, 4, 5, 8]),
  '/profile/index': same(ALL),
  '/profile/avr': same(ALL),
  '/not-found': 'anyone',
};

const ROLES = ALL as RoleId[];
const user = (role: RoleId, apc: string | null = null): SessionUser => ({ role, apc });
const route = (path: string): RouteDef => {
  const r = ROUTE_LIST.find((x) => x.path === path);
  if (!r) throw new Error(`no route ${path}`);
  return r;
};

describe('route table', () => {
  it('holds exactly the routes of the expected table', () => {
    expect(ROUTE_LIST.map((r) => r.path).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it('has the spec titles', () => {
    expect(Object.fromEntries(ROUTE_LIST.map((r) => [r.path, r.title]))).toMatchObject({
      '/epay/:id': 'Оплата',
      '/login': 'Вход',
      '/reset': 'Сброс пароля',
      '/': 'Главная',
      '/dashboard': 'Информация',
      '/termination': 'Расторжение',
      '/instruction': 'Инструкция',
      '/ogpo': 'ОГПО ВТС',
      '/financial-institutions/properties': 'Имущество',
      '/financial-institutions/casco': 'Каско',
      '/drafts': 'Черновики',
      '/podfts': 'ПОДФТ',
      '/policies': 'Договоры',
      '/branches': 'Сотрудники',
      '/terminals': 'Терминалы',
      '/admin/products': 'Продукты',
      '/admin/versions': 'Версии',
      '/admin/agreement': 'На согласование',
      '/support/operator-error': 'Ошибки оператора',
      '/traveling': 'Страхование выезжающих за рубеж',
      '/not-found': 'Страница не найдено',
    });
  });
});

describe('canAccess: 11 roles x every route, with and without apc', () => {
  const cases = ROUTE_LIST.flatMap((r) =>
    ROLES.flatMap((role) => [
      { path: r.path, role, apc: null as string | null },
      { path: r.path, role, apc: 'APC0001' as string | null },
    ]),
  );

  it.each(cases)('$path, role $role, apc $apc', ({ path, role, apc }) => {
    const expected = EXPECTED[path];
    if (expected === undefined) throw new Error(`no expectation for ${path}`);
    let allowed: boolean;
    if (expected === 'anyone') allowed = true;
    else if (expected === 'guestOnly') allowed = false;
    else allowed = (apc ? expected.withApc : expected.noApc).includes(role);
    expect(canAccess(user(role, apc), route(path))).toBe(allowed);
  });

  it.each(ROUTE_LIST.map((r) => r.path))('%s without a session', (path) => {
    const expected = EXPECTED[path];
    expect(canAccess(null, route(path))).toBe(expected === 'anyone' || expected === 'guestOnly');
  });

  it('an empty apc counts as no apc for role 8 at /ogpo', () => {
    expect(canAccess(user(8, ''), ROUTES.ogpo)).toBe(false);
    expect(canAccess(user(8, 'X'), ROUTES.ogpo)).toBe(true);
  });

  it('covers 11 roles x 25 routes x 2 apc values', () => {
    expect(cases).toHaveLength(11 * 25 * 2);
  });
});

describe("missingApcForCall: the page's APC rule applied to a call, from its groups", () => {
  it("refuses role 8 without an APC a call it reaches only through the OGPO page's group", () => {
    expect(missingApcForCall(user(8), ['reserveSale'])).toBe(true);
    expect(missingApcForCall(user(8, ''), ['reserveSale', 'mainSale'])).toBe(true);
    expect(missingApcForCall(user(8, 'APC0097'), ['reserveSale'])).toBe(false);
  });

  it('keeps a call role 8 also reaches through a group of pages open without an APC (drafts, policies)', () => {
    expect(missingApcForCall(user(8), ['sale', 'reserveSale', 'mainSale'])).toBe(false);
    expect(missingApcForCall(user(8), ['sale'])).toBe(false);
    expect(missingApcForCall(user(8), ['all'])).toBe(false);
  });

  it('asks nothing of the roles the rule does not name', () => {
    for (const role of [0, 3, 7] as const) expect(missingApcForCall(user(role), ['reserveSale'])).toBe(false);
    // a role outside the groups is the group check's refusal, not this one
    expect(missingApcForCall(user(4), ['reserveSale'])).toBe(false);
  });
});

describe('guard', () => {
  it('sends a route needing login without a session to /login, remembering the page asked for', () => {
    expect(guard(null, ROUTES.index, '/')).toEqual({ kind: 'redirect', to: '/login' });
    // nothing to remember (after a logout): plain /login
    expect(guard(null, ROUTES.dashboard)).toEqual({ kind: 'redirect', to: '/login' });
    for (const path of ['/dashboard', '/policies', '/ogpo', '/profile/avr', '/terminals']) {
      expect(guard(null, route(path), path)).toEqual({
        kind: 'redirect',
        to: `/login?from=${encodeURIComponent(path)}`,
      });
    }
    expect(guard(null, ROUTES.ogpo, '/ogpo?product=2&draft=15')).toEqual({
      kind: 'redirect',
      to: '/login?from=%2Fogpo%3Fproduct%3D2%26draft%3D15',
    });
  });

  it('sends a role not listed for a route to /not-found, which names the page (issue 30, item 12)', () => {
    expect(guard(user(6), ROUTES.policies)).toEqual({
      kind: 'redirect',
      to: '/not-found?denied=%2Fpolicies',
    });
    expect(guard(user(10), ROUTES.dashboard)).toEqual({
      kind: 'redirect',
      to: '/not-found?denied=%2Fdashboard',
    });
    expect(guard(user(8), ROUTES.ogpo, '/ogpo?product=2')).toEqual({
      kind: 'redirect',
      to: '/not-found?denied=%2Fogpo',
    });
    expect(guard(user(1), ROUTES.terminals)).toEqual({
      kind: 'redirect',
      to: '/not-found?denied=%2Fterminals',
    });
    expect(deniedRoute('/not-found?denied=%2Fterminals')).toBe(ROUTES.terminals);
    expect(deniedRoute('/not-found')).toBeNull();
    expect(deniedRoute('/not-found?denied=%2Fnowhere')).toBeNull();
  });

  it('issue 44 item 3: says why; role 8 without an APC is told to sign in with it, another role that the page is not for it', () => {
    expect(deniedText(user(8), ROUTES.ogpo)).toBe(
      'Раздел «ОГПО ВТС» доступен роли «Резерв» только с APC. Выйдите и войдите снова, указав APC.',
    );
    expect(deniedText(user(4), ROUTES.termination)).toBe(
      'Раздел «Расторжение» есть, но недоступен для роли «Агент».',
    );
    // role 8 is refused the property page for its role, with or without an APC
    for (const apc of [null, 'APC1'])
      expect(deniedText(user(8, apc), ROUTES.properties)).toBe(
        'Раздел «Имущество» есть, но недоступен для роли «Резерв».',
      );
  });

  it('sends a logged-in user at /login to the page asked for, else to / (issue 30, item 12)', () => {
    for (const role of ROLES) expect(guard(user(role), ROUTES.login)).toEqual({ kind: 'redirect', to: '/' });
    expect(guard(null, ROUTES.login)).toEqual({ kind: 'allow' });
    expect(guard(user(3), ROUTES.login, '/login?from=%2Ftermination')).toEqual({
      kind: 'redirect',
      to: '/termination',
    });
    expect(guard(user(3), ROUTES.login, '/login?from=%2Fogpo%3Fproduct%3D2')).toEqual({
      kind: 'redirect',
      to: '/ogpo?product=2',
    });
  });

  it('returns only to a page of this app that needs a session', () => {
    for (const bad of [
      '//evil.example/x',
      'https://evil.example',
      '/\\evil.example',
      '/nowhere',
      '/login',
      '/kdp/1',
    ])
      expect(returnPath(`/login?from=${encodeURIComponent(bad)}`), bad).toBeNull();
    expect(returnPath('/login')).toBeNull();
    expect(returnPath('/login?from=%2Fdrafts%3Fpage%3D2')).toBe('/drafts?page=2');
  });

  it('allows public pages with and without a session', () => {
    for (const path of ['/kdp/:iin', '/func/otp/:ulid', '/epay/:id', '/reset', '/not-found']) {
      expect(guard(null, route(path))).toEqual({ kind: 'allow' });
      expect(guard(user(6), route(path))).toEqual({ kind: 'allow' });
    }
  });

  it('allows a permitted role', () => {
    expect(guard(user(8, 'APC1'), ROUTES.ogpo)).toEqual({ kind: 'allow' });
    expect(guard(user(2), ROUTES.terminals)).toEqual({ kind: 'allow' });
    expect(guard(user(10), ROUTES.index)).toEqual({ kind: 'allow' });
  });
});

describe('menuFor: the sidebar of each role, in the spec order', () => {
  // Dashboard, Products, Versions, Agreement; Branches; Drafts; Policies; Podft; OGPO; Properties; Casco;
  // Termination; OperatorError.
  const ADMIN_MENU: [string, string][] = [
    ['/dashboard', 'Информация'],
    ['/admin/products', 'Продукты'],
    ['/admin/versions', 'Версии'],
    ['/admin/agreement', 'На согласование'],
    ['/branches', 'Сотрудники'],
    ['/drafts', 'Черновики'],
    ['/policies', 'Договоры'],
    ['/podfts', 'ПОДФТ'],
    ['/ogpo', 'ОГПО ВТС'],
    ['/financial-institutions/properties', 'Имущество'],
    ['/financial-institutions/casco', 'Каско'],
    ['/termination', 'Расторжение'],
    ['/support/operator-error', 'Ошибки оператора'],
  ];

  const MENUS: { role: RoleId; apc: string | null; menu: [string, string][] }[] = [
    { role: 0, apc: null, menu: ADMIN_MENU },
    { role: 0, apc: 'APC1', menu: ADMIN_MENU },
    { role: 1, apc: null, menu: [['/branches', 'Сотрудники']] },
    {
      role: 2,
      apc: null,
      menu: [
        ['/branches', 'Сотрудники'],
        ['/policies', 'Договоры'],
      ],
    },
    {
      role: 3,
      apc: null,
      menu: [
        ['/branches', 'Сотрудники'],
        ['/drafts', 'Черновики'],
        ['/policies', 'Договоры'],
        ['/ogpo', 'ОГПО ВТС'],
        ['/financial-institutions/properties', 'Имущество'],
        ['/financial-institutions/casco', 'Каско'],
        ['/termination', 'Расторжение'],
      ],
    },
    {
      role: 4,
      apc: null,
      menu: [
        ['/branches', 'Сотрудники'],
        ['/drafts', 'Черновики'],
        ['/policies', 'Договоры'],
        ['/financial-institutions/properties', 'Имущество'],
        ['/financial-institutions/casco', 'Каско'],
      ],
    },
    {
      role: 5,
      apc: null,
      menu: [
        ['/branches', 'Сотрудники'],
        ['/drafts', 'Черновики'],
        ['/policies', 'Мои договоры'],
      ],
    },
    { role: 6, apc: null, menu: [['/podfts', 'ПОДФТ']] },
    {
      role: 7,
      apc: null,
      menu: [
        ['/ogpo', 'ОГПО ВТС'],
        ['/financial-institutions/properties', 'Имущество'],
        ['/financial-institutions/casco', 'Каско'],
        ['/termination', 'Расторжение'],
      ],
    },
    {
      role: 8,
      apc: null,
      menu: [
        ['/branches', 'Сотрудники'],
        ['/drafts', 'Черновики'],
        ['/policies', 'Договоры'],
      ],
    },
    {
      role: 8,
      apc: 'APC1',
      menu: [
        ['/branches', 'Сотрудники'],
        ['/drafts', 'Черновики'],
        ['/policies', 'Договоры'],
        ['/ogpo', 'ОГПО ВТС'],
      ],
    },
    { role: 9, apc: null, menu: [['/support/operator-error', 'Ошибки оператора']] },
    { role: 10, apc: null, menu: [] },
  ];

  it.each(MENUS)('role $role, apc $apc', ({ role, apc, menu }) => {
    expect(menuFor(user(role, apc)).map((e) => [e.path, e.title])).toEqual(menu);
  });

  it('the apc changes nothing but OGPO for role 8', () => {
    for (const role of ROLES.filter((r) => r !== 8)) {
      expect(menuFor(user(role, 'APC1'))).toEqual(menuFor(user(role, null)));
    }
  });

  it('every menu entry carries its route id and path', () => {
    expect(menuFor(user(6))).toEqual([{ id: 'podfts', path: '/podfts', title: 'ПОДФТ' }]);
  });

  it('leaves out routes whose screens are not available', () => {
    const built = new Set(['branches', 'policies']);
    expect(menuFor(user(3), (id) => built.has(id)).map((e) => e.title)).toEqual(['Сотрудники', 'Договоры']);
  });
});

describe('routeTitle', () => {
  it("shows 'Мои договоры' to role 5 only", () => {
    expect(routeTitle(ROUTES.policies, user(5))).toBe('Мои договоры');
    for (const role of ROLES.filter((r) => r !== 5))
      expect(routeTitle(ROUTES.policies, user(role))).toBe('Договоры');
    expect(routeTitle(ROUTES.policies, null)).toBe('Договоры');
    expect(routeTitle(ROUTES.drafts, user(5))).toBe('Черновики');
  });
});

describe('breadcrumbs', () => {
  const crumbs = (r: RouteDef, u: SessionUser | null) => breadcrumbs(r, u).map((c) => [c.path, c.title]);

  it('home alone on the home page', () => {
    expect(crumbs(ROUTES.index, user(3))).toEqual([['/', 'Главная']]);
  });

  it('home then the screen', () => {
    expect(crumbs(ROUTES.policies, user(3))).toEqual([
      ['/', 'Главная'],
      ['/policies', 'Договоры'],
    ]);
    expect(crumbs(ROUTES.dashboard, user(0))).toEqual([
      ['/', 'Главная'],
      ['/dashboard', 'Информация'],
    ]);
  });

  it("role 5 sees 'Мои договоры' in the breadcrumbs too", () => {
    expect(crumbs(ROUTES.policies, user(5))).toEqual([
      ['/', 'Главная'],
      ['/policies', 'Мои договоры'],
    ]);
  });

  it('AVR sits under the profile', () => {
    expect(crumbs(ROUTES.profileAvr, user(4))).toEqual([
      ['/', 'Главная'],
      ['/profile/index', 'Профиль'],
      ['/profile/avr', 'АВР'],
    ]);
  });

  it('pages outside the main layout have no trail above them', () => {
    expect(crumbs(ROUTES.login, null)).toEqual([['/login', 'Вход']]);
    expect(crumbs(ROUTES.notFound, null)).toEqual([['/not-found', 'Страница не найдено']]);
  });
});

describe('matchRoute', () => {
  it.each([
    ['/', 'index'],
    ['', 'index'],
    ['/login', 'login'],
    ['/policies', 'policies'],
    ['/policies/', 'policies'],
    ['/financial-institutions/casco', 'casco'],
    ['/profile/avr', 'profileAvr'],
    ['/kdp/900101300017', 'kdp'],
    ['/func/otp/01HZY3K8QW4T1V7S9J2M5N6P0R', 'funcOtp'],
    ['/epay/12345', 'epay'],
    ['/support/operator-error', 'operatorError'],
    ['/traveling', 'traveling'],
  ])('%j -> %s', (path, id) => {
    expect(matchRoute(path)?.id).toBe(id);
  });

  it.each([
    '/unknown',
    '/kdp',
    '/kdp/',
    '/kdp/1/2',
    '/epay',
    '/admin',
    '/admin/products/1',
    '/Policies',
    '/profile',
  ])('%j matches nothing (the app sends it to /not-found)', (path) => {
    expect(matchRoute(path)).toBeUndefined();
  });
});
