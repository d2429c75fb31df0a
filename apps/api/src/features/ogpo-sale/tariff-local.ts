/**
 * STAND-IN until core's `ogpoPremium` lands (branch ogpo-tariff): the same signature, a deliberately plain rule
 * (MRP of the start year x 1.9 x 2.09 per vehicle, prorated by days of a 365-day year, whole tenge). Checkout
 * calls it through premium.ts only, so the merge replaces this file and one import.
 */

export interface OgpoPremiumInput {
  productType: 1 | 2 | 3;
  startDate: string;
  endDate: string;
  vehicles: { typeId: number; year: number; territory: string; majorCity: boolean }[];
  drivers: { bonusMalusClass: string; ageExperienceId: 1 | 2 | 3 | 4; privileged: boolean }[];
}

const MRP: Record<string, number> = { '2025': 3932, '2026': 4325, '2027': 4325 };

export function ogpoPremium(input: OgpoPremiumInput): { premium: number } | { error: string } {
  if (!input.vehicles.length) return { error: 'Нет транспортных средств' };
  if (!input.drivers.length) return { error: 'Нет водителей' };
  if (input.endDate < input.startDate) return { error: 'Дата окончания раньше даты начала' };
  const mrp = MRP[input.startDate.slice(0, 4)];
  if (!mrp) return { error: `Нет МРП на ${input.startDate.slice(0, 4)} год` };
  const days = (Date.parse(input.endDate) - Date.parse(input.startDate)) / 86_400_000 + 1;
  const share = Math.min(1, days / 365);
  return { premium: Math.round(mrp * 1.9 * 2.09 * input.vehicles.length * share) };
}
