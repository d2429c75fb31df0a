/**
 * The vehicle's strings every product's vehicle dialog shares (spec part 2 sections 2.2, 5.2, 8): the fields of 3.4,
 * the duplicate and the failed lookup, word for word where the spec gives them.
 */
export const ruSaleVehicle = {
  /** 8: a vehicle search empty or failed. */
  notFound: 'Авто не найдено',
  /** 5.2: a plate or VIN already in the policy. */
  duplicate: 'ТС по {value} уже есть в списке',
  yearInFuture: 'Год выпуска не может быть больше текущего',
  fields: {
    number: 'Гос. номер',
    vin: 'VIN',
    year: 'Год выпуска',
    color: 'Цвет',
    mark: 'Марка',
    model: 'Модель',
    type: 'Тип ТС',
    certificate: 'Номер техпаспорта',
    region: 'Регион регистрации',
    date: 'Дата выдачи техпаспорта',
    engineNumber: 'Номер двигателя',
    power: 'Мощность, л.с.',
    volume: 'Объём двигателя, см³',
  },
} as const;
