import { describe, expect, it } from 'vitest';
import { plainThousands } from '../../money';
import { need, own, percent4, priceOrRefusal, TariffRefusal, wholeTenge } from './tariff';

describe('what the financial-institution tariffs share', () => {
  it('reads a table only by its own keys', () => {
    const table = { '6': 0.02 };
    expect(own(table, '6')).toBe(0.02);
    expect(own(table, 'toString')).toBeUndefined();
    expect(() => need(own(table, '7'), 'нет ставки', 1)).toThrow(TariffRefusal);
  });

  it('rounds a premium half up to whole tenge and a rate to 4 decimals of a percent', () => {
    expect(wholeTenge(5_747.5)).toBe(5_748);
    expect(wholeTenge(4_324.999_999_9)).toBe(4_325);
    expect(percent4(0.00561515625)).toBe(0.5615);
  });

  it('answers a refusal as {error, item}, and lets any other failure through', () => {
    expect(priceOrRefusal(() => 1)).toBe(1);
    expect(priceOrRefusal(() => need(undefined, 'нет ставки', 2))).toEqual({ error: 'нет ставки', item: 2 });
    expect(priceOrRefusal(() => need(undefined, 'нет ставки'))).toEqual({ error: 'нет ставки' });
    expect(() => priceOrRefusal(() => JSON.parse('{'))).toThrow(SyntaxError);
  });

  it('writes a limit as the spec does', () => {
    expect(plainThousands(65_000_000)).toBe('65\u00A0000\u00A0000');
    expect(plainThousands(1_000_000_000)).toBe('1\u00A0000\u00A0000\u00A0000');
    expect(plainThousands(999)).toBe('999');
  });
});
