/**
 * The regions of vehicle registration (GET /api/dictionaries/regions; spec part 2 sections 3.4, 5.3, 9). The spec
 * fixes only two ids: 17, the region a foreign-registered vehicle gets (product 2 Temporary entry, and a
 * non-resident vehicle in product 1), and 18 for product 3 Transit. The other ids are the sandbox's choice; the
 * names of the cities and oblasts are those of the OGPO tariff's territory table (shared/data/ogpo-tariff.json),
 * so a calculation can find a region's coefficient by its name. The regions created in 2022 (Абай, Жетісу,
 * Ұлытау) come last; the tariff prices them as their parent regions until the regulator publishes a value.
 */
export interface Region {
  id: number;
  title: string;
  /** The tariff's territory the region is priced as (its own name, or the parent region's for the 2022 ones). */
  territory: string | null;
}

/** Region 17: a vehicle with a foreign registration (Temporary entry). */
export const FOREIGN_REGION_ID = 17;
/** Region 18: Transit. */
export const TRANSIT_REGION_ID = 18;

export const KZ_REGIONS: readonly Region[] = [
  { id: 1, title: 'г. Астана', territory: 'г. Астана' },
  { id: 2, title: 'г. Алматы', territory: 'г. Алматы' },
  { id: 3, title: 'г. Шымкент', territory: 'г. Шымкент' },
  { id: 4, title: 'Акмолинская область', territory: 'Акмолинская область' },
  { id: 5, title: 'Актюбинская область', territory: 'Актюбинская область' },
  { id: 6, title: 'Алматинская область', territory: 'Алматинская область' },
  { id: 7, title: 'Атырауская область', territory: 'Атырауская область' },
  { id: 8, title: 'Восточно-Казахстанская область', territory: 'Восточно-Казахстанская область' },
  { id: 9, title: 'Жамбылская область', territory: 'Жамбылская область' },
  { id: 10, title: 'Западно-Казахстанская область', territory: 'Западно-Казахстанская область' },
  { id: 11, title: 'Карагандинская область', territory: 'Карагандинская область' },
  { id: 12, title: 'Костанайская область', territory: 'Костанайская область' },
  { id: 13, title: 'Кызылординская область', territory: 'Кызылординская область' },
  { id: 14, title: 'Мангистауская область', territory: 'Мангистауская область' },
  { id: 15, title: 'Павлодарская область', territory: 'Павлодарская область' },
  { id: 16, title: 'Северо-Казахстанская область', territory: 'Северо-Казахстанская область' },
  { id: FOREIGN_REGION_ID, title: 'Иностранная регистрация (временный въезд)', territory: null },
  { id: TRANSIT_REGION_ID, title: 'Транзит', territory: null },
  { id: 19, title: 'Туркестанская область', territory: 'Туркестанская область' },
  { id: 20, title: 'Область Абай', territory: 'Восточно-Казахстанская область' },
  { id: 21, title: 'Область Жетісу', territory: 'Алматинская область' },
  { id: 22, title: 'Область Ұлытау', territory: 'Карагандинская область' },
];

export function regionTitle(id: number | null | undefined): string {
  return KZ_REGIONS.find((r) => r.id === id)?.title ?? '';
}
