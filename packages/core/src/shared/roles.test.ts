import { describe, expect, it } from 'vitest';
import {
  inAnyGroup,
  inGroup,
  isRoleId,
  ROLE,
  ROLE_GROUPS,
  ROLE_IDS,
  ROLE_NAMES,
  type RoleGroup,
} from './roles';

describe('roles (spec part 1 section 3)', () => {
  // the spec's table: id, the name the code gives it, the name the users read
  const SPEC_ROLES = [
    [0, 'admin', 'Администратор'],
    [1, 'moderator', 'Модератор'],
    [2, 'accountant', 'Бухгалтер'],
    [3, 'manager', 'Менеджер'],
    [4, 'agent', 'Агент'],
    [5, 'subAgent', 'Суб-Агент'],
    [6, 'drm', 'ДРМ ПОДФТ'],
    [7, 'serviceManager', 'Сервис менеджер'],
    [8, 'reserve', 'Резерв'],
    [9, 'support', 'Тех. поддержка'],
    [10, 'mainManager', 'Главный менеджер'],
  ] as const;

  it('has the eleven role ids with the spec names', () => {
    expect(ROLE_IDS).toEqual(SPEC_ROLES.map(([id]) => id));
    expect(ROLE_NAMES).toEqual(Object.fromEntries(SPEC_ROLES.map(([id, , name]) => [id, name])));
  });

  it('names the ids', () => {
    expect(ROLE).toEqual(Object.fromEntries(SPEC_ROLES.map(([id, key]) => [key, id])));
  });

  it('isRoleId accepts 0..10 only', () => {
    for (let id = 0; id <= 10; id++) expect(isRoleId(id)).toBe(true);
    for (const v of [-1, 11, 1.5, '0', null, undefined, Number.NaN]) expect(isRoleId(v)).toBe(false);
  });
});

describe('role groups (spec part 1 section 6, part 2 section 6)', () => {
  // Literal from the spec; admin [0], moderator [0,1] and agent [0,4] are the documented choices in roles.ts.
  const SPEC: Record<RoleGroup, number[]> = {
    admin: [0],
    moderator: [0, 1],
    accountant: [0, 2],
    manager: [0, 3],
    agent: [0, 4],
    drm: [0, 6],
    serviceManager: [0, 7],
    reserve: [0, 8],
    support: [0, 9],
    mainManager: [0, 10],
    all: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    sale: [0, 3, 4, 5, 8],
    reserveSale: [0, 3, 7, 8],
    termination: [0, 3, 7],
    mainSale: [0, 3, 4, 7],
  };

  it('has exactly the spec groups', () => {
    expect(Object.fromEntries(Object.entries(ROLE_GROUPS).map(([k, v]) => [k, [...v]]))).toEqual(SPEC);
  });

  it('inGroup answers per role', () => {
    for (const [group, members] of Object.entries(SPEC) as [RoleGroup, number[]][]) {
      for (const role of ROLE_IDS) expect(inGroup(role, group)).toBe(members.includes(role));
    }
  });

  it('inAnyGroup is true when one of the groups holds the role', () => {
    expect(inAnyGroup(2, ['sale', 'accountant'])).toBe(true);
    expect(inAnyGroup(1, ['sale', 'accountant'])).toBe(false);
    expect(inAnyGroup(0, [])).toBe(false);
  });
});
