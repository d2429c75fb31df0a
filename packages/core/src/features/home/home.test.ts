import { describe, expect, it } from 'vitest';
import { homeTilesFor } from './home';

const ids = (role: number, apc: string | null = null) =>
  homeTilesFor({ role: role as never, apc }).map((t) => t.id);

describe('homeTilesFor (spec part 1, Home)', () => {
  it('role 6 sees only the anti-money-laundering tile', () => {
    expect(ids(6)).toEqual(['podfts']);
  });
  it('roles other than 6 see instruction, termination, OGPO, property, casco as their access allows', () => {
    expect(ids(0)).toEqual(['instruction', 'termination', 'ogpo', 'properties', 'casco']);
    expect(ids(3)).toEqual(['instruction', 'termination', 'ogpo', 'properties', 'casco']);
    expect(ids(4)).toEqual(['instruction', 'properties', 'casco']);
    expect(ids(7)).toEqual(['instruction', 'termination', 'ogpo', 'properties', 'casco']);
    expect(ids(8)).toEqual(['instruction']);
    expect(ids(8, 'APC0097')).toEqual(['instruction', 'ogpo']);
    expect(ids(2)).toEqual(['instruction', 'terminals']);
    expect(ids(9)).toEqual(['instruction', 'operatorError']);
  });
  it('leaves out screens that are not built', () => {
    expect(homeTilesFor({ role: 0, apc: null }, (id) => id === 'casco').map((t) => t.id)).toEqual(['casco']);
    expect(homeTilesFor({ role: 6, apc: null }, () => false)).toEqual([]);
  });
});
