/** The sandbox's OGPO messages about vehicles, of the verification and the calculation (the spec's are in core). */
export const pricingRu = {
  vehicleUnknown: 'ТС не найдено в государственной базе данных (ЕСБД).',
  vehicleWanted: 'ТС находится в розыске: оформление полиса невозможно.',
} as const;
