import { describe, expect, it } from 'vitest';
import { kbeFor } from './kbe';

describe('kbeFor', () => {
  it.each([
    [true, 1, '19'],
    [false, 1, '29'],
    [true, 2, '17'],
    [false, 2, '27'],
  ] as const)('resident %s, person %s -> KBE %s', (resident, person, kbe) => {
    expect(kbeFor({ resident, person })).toBe(kbe);
  });
});
