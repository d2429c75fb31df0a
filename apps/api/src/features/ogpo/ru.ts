/** The sandbox's OGPO verification and calculation messages (the spec's are in core). */
export const pricingRu = {
  clientUnknown: 'Клиент не найден в государственной базе данных (ЕСБД).',
  documentExpired:
    'Срок действия документа, удостоверяющего личность, истёк {until}. Обновите документ клиента.',
  vehicleUnknown: 'ТС не найдено в государственной базе данных (ЕСБД).',
  vehicleWanted: 'ТС находится в розыске: оформление полиса невозможно.',
  verified: 'Проверка пройдена.',
} as const;
