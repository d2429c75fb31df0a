import { describe, expect, it } from 'vitest';
import {
  clampProgramCondition,
  DEFAULT_PROGRAM_CONDITION,
  franchiseOf,
  insuredSumError,
  insuredSumMax,
  productOf,
} from './conditions';
import { propertyRisks, risksRecord } from './risks';

describe('the program (section 1, 4.1)', () => {
  it('the immovable switch gives DSI_FI, off gives DSD_FI', () => {
    expect(productOf(true)).toBe('DSI_FI');
    expect(productOf(false)).toBe('DSD_FI');
  });
});

describe('clampProgramCondition (5.5; part 1 section 9)', () => {
  const pc = (p: Partial<typeof DEFAULT_PROGRAM_CONDITION>) => ({ ...DEFAULT_PROGRAM_CONDITION, ...p });

  it('defaults: franchise 1, AV 0, MD 0', () => {
    expect(DEFAULT_PROGRAM_CONDITION).toEqual({ insuredSum: null, franchise: 1, av: 0, md: 0 });
  });

  it.each([
    ['AV above 55.56 is 55.56, and MD then 0', { av: 70, md: 5 }, { av: 55.56, md: 0 }],
    ['AV below 0 is 0', { av: -3, md: 0 }, { av: 0, md: 0 }],
    ['AV plus MD above 55.56: MD is what AV leaves', { av: 50, md: 10 }, { av: 50, md: 5.56 }],
    ['AV plus MD within the range stay', { av: 20.5, md: 10.25 }, { av: 20.5, md: 10.25 }],
    ['a negative MD is 0', { av: 10, md: -1 }, { av: 10, md: 0 }],
    ['not a number counts as 0', { av: Number.NaN, md: Number.NaN }, { av: 0, md: 0 }],
  ])('%s', (_, input, out) => {
    expect(clampProgramCondition(pc(input))).toMatchObject(out);
  });

  it('the insured sum is kept as typed: above the limit or below the objects it is said, never changed', () => {
    expect(insuredSumMax(true)).toBe(500_000_000);
    expect(insuredSumMax(false)).toBe(2_000_000_000);
    expect(clampProgramCondition(pc({ insuredSum: 600_000_000 })).insuredSum).toBe(600_000_000);
    expect(clampProgramCondition(pc({ insuredSum: -5 })).insuredSum).toBe(0);
    expect(clampProgramCondition(pc({ insuredSum: null })).insuredSum).toBeNull();
    // issue 43, item 4: 600 000 000 typed for a person
    expect(insuredSumError(600_000_000, true, 0)).toBe(
      '"Страховая сумма" не должна быть больше 500\u00A0000\u00A0000\u00A0тг.',
    );
    expect(insuredSumError(600_000_000, false, 0)).toBeNull();
    expect(insuredSumError(3_000_000_000, false, 0)).toBe(
      '"Страховая сумма" не должна быть больше 2\u00A0000\u00A0000\u00A0000\u00A0тг.',
    );
    // objects worth 800 000 000 under a program of 500 000 000
    expect(insuredSumError(500_000_000, false, 800_000_000)).toBe(
      '"Страховая сумма" не должна быть меньше суммы страховых сумм объектов: 800\u00A0000\u00A0000\u00A0тг.',
    );
    expect(insuredSumError(800_000_000, false, 800_000_000)).toBeNull();
    expect(insuredSumError(null, true, 800_000_000)).toBeNull();
  });

  it('the franchise is one of 1, 2, 3, 5, 7, 10; anything else is the default 1', () => {
    for (const f of [1, 2, 3, 5, 7, 10]) expect(franchiseOf(f)).toBe(f);
    for (const f of [0, 4, 6, 15, Number.NaN]) expect(franchiseOf(f)).toBe(1);
    expect(clampProgramCondition({ ...pc({}), franchise: 4 }).franchise).toBe(1);
  });
});

describe('propertyRisks: the risks modal (2.3, 4.1, 9)', () => {
  it('the ten risks with franchise 5: third_party_actions, plane_crash and flooding 5, the others 10', () => {
    expect(propertyRisks(5).map((r) => [r.name, r.deductible])).toEqual([
      ['Пожар', 10],
      ['Удар молнии', 10],
      ['Взрыв', 10],
      ['Падение пилотируемых летательных объектов', 5],
      ['Стихийные бедствия', 10],
      ['Землетрясение', 10],
      ['Пожар вследствие землетрясения', 10],
      ['Затопление', 5],
      ['Противоправные действия третьих лиц', 5],
      ['Полная гибель', 10],
    ]);
  });

  it.each([1, 2, 3, 7, 10])('franchise %i sets the three risks; total loss stays 10', (f) => {
    const r = risksRecord(f);
    expect([r.third_party_actions, r.plane_crash, r.flooding]).toEqual([f, f, f]);
    expect(r.total_loss).toBe(10);
    expect(r.fire).toBe(10);
  });

  it('by default (and for a franchise that is no option) the three risks are 1 %', () => {
    expect(risksRecord(1)).toEqual(risksRecord(4));
    expect(propertyRisks().find((r) => r.id === 'flooding')?.deductible).toBe(1);
  });
});
