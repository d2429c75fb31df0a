/**
 * What the financial-institution products' sandbox tariffs (property, casco) share: the table lookup that never
 * reads an inherited key, the rounding of a premium to whole tenge and of a rate to the percent the contract panel
 * shows, and the refusal a tariff answers instead of a guess (`{error, item}`: the message and the index of the
 * object or vehicle refused, none when the policy as a whole is).
 */

/** A refusal of the tariff: its message, and the index of the item (object, vehicle) it is about. */
export class TariffRefusal extends Error {
  constructor(
    message: string,
    readonly item?: number,
  ) {
    super(message);
  }
}

/** The value, or the refusal `message` when the table has none. */
export const need = <T>(value: T | undefined, message: string, item?: number): T => {
  if (value === undefined) throw new TariffRefusal(message, item);
  return value;
};

/** A value of a table by key, or undefined (never an inherited property). */
export const own = <T>(table: Record<string, T>, key: string): T | undefined =>
  Object.hasOwn(table, key) ? table[key] : undefined;

/** Whole tenge, half up; the 1e-6 guard keeps 4324.9999999 (binary floats) from losing a tenge. */
export const wholeTenge = (amount: number): number => Math.round(Number(amount.toFixed(6)));

/** A rate (a fraction) in percent, 4 decimals: what the contract panel shows as the tariff. */
export const percent4 = (rate: number): number => Number((rate * 100).toFixed(4));

/** The pricing's result, or its refusal as `{error, item?}`; anything else thrown is a defect and goes on. */
export function priceOrRefusal<T>(compute: () => T): T | { error: string; item?: number } {
  try {
    return compute();
  } catch (e) {
    if (e instanceof TariffRefusal)
      return e.item === undefined ? { error: e.message } : { error: e.message, item: e.item };
    throw e;
  }
}
