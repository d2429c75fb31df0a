import { describe, expect, it } from 'vitest';
import { agentChoice, managerChoice, showsApc } from './staff';

const managers = [
  { id: 4, title: 'Сейткали Данияр Асланович' },
  { id: 11, title: 'Жаксылыков Ринат Болатович' },
];
const agents = [
  { id: 20, title: 'ТОО «Агент Плюс»' },
  { id: 5, title: 'Абдрахманов Тимур Кайратович' },
];

describe('who sells (spec part 2 section 6)', () => {
  it.each([
    [0, { manager: null, locked: false }],
    [3, { manager: 77, locked: true }],
    [4, { manager: 4, locked: true }],
    [7, { manager: null, locked: false }],
    [8, { manager: 4, locked: false }],
  ] as const)('role %i: manager %o', (role, expected) => {
    expect(managerChoice({ id: 77, role, apc: null }, managers)).toEqual(expected);
  });

  it('role 4 gets no manager when the list is empty', () => {
    expect(managerChoice({ id: 77, role: 4, apc: null }, [])).toEqual({ manager: null, locked: true });
  });

  it.each([
    [0, false, { agent: null, locked: false }],
    [4, false, { agent: 77, locked: true }],
    [4, true, { agent: 20, locked: true }],
    [8, true, { agent: null, locked: false }],
  ] as const)('role %i, company %s: agent %o', (role, isCompany, expected) => {
    expect(agentChoice({ id: 77, role, apc: null }, agents, isCompany)).toEqual(expected);
  });

  it('an apc replaces the agent selector', () => {
    expect(showsApc({ id: 1, role: 8, apc: 'APC-0097' })).toBe(true);
    expect(showsApc({ id: 1, role: 8, apc: '' })).toBe(false);
    expect(showsApc({ id: 1, role: 8, apc: null })).toBe(false);
  });
});
