import { describe, expect, it } from 'vitest';
import { ROLE_IDS } from '../../shared/roles';
import {
  branchTabsFor,
  hasTerminalCredentials,
  initialBranchTab,
  isTerminalSavable,
  specBranchTabsFor,
} from './rules';

describe('organisation tabs by role (spec section 2 and 6)', () => {
  it('gives each role that reaches /branches exactly the spec tabs', () => {
    const table = Object.fromEntries(ROLE_IDS.map((r) => [r, specBranchTabsFor(r)]));
    expect(table).toEqual({
      0: ['tree', 'departments', 'employees', 'signatories', 'terminals'],
      1: ['employees', 'signatories', 'terminals'],
      2: ['employees', 'signatories', 'terminals'],
      3: ['tree', 'employees', 'signatories'],
      4: ['tree', 'employees', 'signatories'],
      5: ['tree', 'employees', 'signatories'],
      6: ['employees', 'signatories'],
      7: ['employees', 'signatories'],
      8: ['tree', 'employees', 'signatories'],
      9: ['employees', 'signatories'],
      10: ['employees', 'signatories'],
    });
  });

  it('every tab of the spec is built: a role sees exactly its spec tabs', () => {
    for (const r of ROLE_IDS) expect(branchTabsFor(r)).toEqual(specBranchTabsFor(r));
  });

  it('opens the asked tab only when the role has it (and it is built)', () => {
    expect(initialBranchTab(0, 'departments')).toBe('departments');
    expect(initialBranchTab(1, 'departments')).toBe('employees');
    expect(initialBranchTab(2, 'terminals')).toBe('terminals');
    expect(initialBranchTab(0, 'signatories')).toBe('signatories');
    expect(initialBranchTab(3, null)).toBe('employees');
    expect(initialBranchTab(3, 'tree')).toBe('tree');
    // administrators load the organisation tree; others see the employee list
    expect(initialBranchTab(0, null)).toBe('tree');
    expect(initialBranchTab(1, 'tree')).toBe('employees');
  });
});

describe('terminal form rules (spec section 5)', () => {
  it('saves a terminal id longer than 5 characters (trimmed)', () => {
    expect(isTerminalSavable({ terminal: '12345' })).toBe(false);
    expect(isTerminalSavable({ terminal: ' 12345 ' })).toBe(false);
    expect(isTerminalSavable({ terminal: '123456' })).toBe(true);
  });

  it('checks authorization only with terminal, login and password', () => {
    const full = { terminal: '88880001', login: 'kassa', password: 'p' };
    expect(hasTerminalCredentials(full)).toBe(true);
    expect(hasTerminalCredentials({ ...full, terminal: ' ' })).toBe(false);
    expect(hasTerminalCredentials({ ...full, login: '' })).toBe(false);
    expect(hasTerminalCredentials({ ...full, password: '' })).toBe(false);
  });
});
