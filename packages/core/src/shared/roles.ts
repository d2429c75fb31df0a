/**
 * Roles and role groups, spec part 1 section 3 (role ids) and section 6 (groups).
 *
 * Choices where the spec is ambiguous (written down here, as the Foundation issue asks):
 * - admin: the spec never shows its composition; it is [0] (only the Администратор role).
 * - moderator: [0, 1]. The spec's notes give the moderator and agent groups "alike as [0,1]"; we read that as a
 *   copy slip for the agent group only, and keep moderator = Администратор + Модератор.
 * - agent: [0, 4] (Администратор + Агент), following the pattern of every other single-role group
 *   (manager [0,3], drm [0,6], reserve [0,8] ...), instead of the [0,1] that the notes repeat from moderator.
 */
export const ROLE_IDS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export type RoleId = (typeof ROLE_IDS)[number];

export const ROLE = {
  admin: 0,
  moderator: 1,
  accountant: 2,
  manager: 3,
  agent: 4,
  subAgent: 5,
  drm: 6,
  serviceManager: 7,
  reserve: 8,
  support: 9,
  mainManager: 10,
} as const satisfies Record<string, RoleId>;

export const ROLE_NAMES: Record<RoleId, string> = {
  0: 'Администратор',
  1: 'Модератор',
  2: 'Бухгалтер',
  3: 'Менеджер',
  4: 'Агент',
  5: 'Суб-Агент',
  6: 'ДРМ ПОДФТ',
  7: 'Сервис менеджер',
  8: 'Резерв',
  9: 'Тех. поддержка',
  10: 'Главный менеджер',
};

/** A role's own group: the role and the administrator (who is in every group). */
const own = <const R extends RoleId>(role: R) => [ROLE.admin, role] as const;

export const ROLE_GROUPS = {
  admin: [ROLE.admin],
  moderator: own(ROLE.moderator),
  accountant: own(ROLE.accountant),
  manager: own(ROLE.manager),
  agent: own(ROLE.agent),
  drm: own(ROLE.drm),
  serviceManager: own(ROLE.serviceManager),
  reserve: own(ROLE.reserve),
  support: own(ROLE.support),
  mainManager: own(ROLE.mainManager),
  all: [...ROLE_IDS],
  sale: [0, 3, 4, 5, 8],
  reserveSale: [0, 3, 7, 8],
  termination: [0, 3, 7],
  mainSale: [0, 3, 4, 7],
} as const satisfies Record<string, readonly RoleId[]>;

export type RoleGroup = keyof typeof ROLE_GROUPS;

export function isRoleId(value: unknown): value is RoleId {
  return typeof value === 'number' && (ROLE_IDS as readonly number[]).includes(value);
}

export function inGroup(role: RoleId, group: RoleGroup): boolean {
  return (ROLE_GROUPS[group] as readonly RoleId[]).includes(role);
}

export function inAnyGroup(role: RoleId, groups: readonly RoleGroup[]): boolean {
  return groups.some((g) => inGroup(role, g));
}
