/** The OGPO tariff's refusals (ogpoPremium): every case where the table cannot price a policy, in clear Russian. */
export const ruTariff = {
  noVehicles: 'Для расчёта нужно хотя бы одно транспортное средство.',
  noDrivers: 'Для расчёта нужен хотя бы один водитель.',
  badDate: 'Неверная дата страхования: «{value}».',
  endBeforeStart: 'Дата окончания страхования раньше даты начала.',
  overYear: 'Срок страхования больше одного года.',
  temporaryMinimum: 'Временный въезд оформляется не менее чем на 5 дней.',
  noMrp: 'В тарифе нет МРП на {year} год: расчёт невозможен.',
  vehicleType: 'В тарифе нет коэффициента для типа ТС «{name}»: расчёт невозможен.',
  unknownVehicleType: 'Неизвестный тип ТС ({id}): расчёт невозможен.',
  noVehicleYear: 'Не указан год выпуска ТС.',
  vehicleYear: 'Неверный год выпуска ТС: «{year}».',
  territory: 'Неизвестная территория регистрации ТС: «{territory}».',
  bonusMalus: 'Неизвестный класс бонус-малус: «{value}».',
  ageExperience: 'Неизвестная категория возраста и стажа водителя: {value}.',
  transit: 'Тариф ОГПО ВТС Транзит в тарифной таблице не задан: расчёт невозможен.',
  productType: 'Неверный тип продукта: {value}.',
} as const;
