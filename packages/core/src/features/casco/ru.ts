/**
 * The casco product's strings (spec part 2 sections 1, 2.2, 2.4, 3.4, 5.2, 8, 9), word for word where the spec
 * gives them; the others are ours, in the same voice.
 */
export const ruCasco = {
  /** The vehicle types of the program (3.4). */
  types: { 6: 'Грузовые ТС', 10: 'Прицепы и полуприцепы', 15: 'Спецтехника' },
  /** The program products (section 1): the admin catalogue's words. */
  products: {
    1: 'Грузовые автомобили',
    2: 'Прицепы',
    3: 'Спецтехника с риском несчастного случая',
    4: 'Спецтехника без риска несчастного случая',
  },
  /** 5.2, verbatim. */
  vehicle: {
    costAboveLimit: '"Действительная стоимость" не должна быть больше {limit}\u00A0тг.',
    amountAboveCost: '"Страховая сумма" не должна быть больше "Действительная стоимость"',
    yearTooOld: '"Год выпуска" не старше 10 лет',
  },
  /** The casco vehicle's own fields beside the shared ones (2.2, 3.4). */
  fields: {
    cost: 'Действительная стоимость',
    amount: 'Страховая сумма',
  },
  /** The risks modal (2.4): the risks and their unconditional deductible, percent of the insured amount. */
  risks: {
    title: 'Страховые риски',
    description: 'Безусловная франшиза по каждому риску, % от страховой суммы',
    risk: 'Риск',
    deductible: 'Безусловная франшиза, %',
    notApplied: 'не применяется',
    names: {
      damage: 'Ущерб',
      theft: 'Хищение, угон',
      total_loss: 'Полная гибель',
      accident: 'Несчастный случай с водителем (оператором)',
    },
  },
  /** The note modal (2.4): the policy's note, conditions.add_info. */
  note: {
    title: 'Примечание',
    description: 'Дополнительные сведения к договору страхования',
    label: 'Текст примечания',
    save: 'Сохранить',
    cancel: 'Отмена',
  },
  /** What the sandbox tariff cannot price (cascoPremium), besides the refusals of 5.2 above. */
  tariff: {
    noVehicles: 'Для расчёта нужен хотя бы один автомобиль.',
    unknownType: 'Тип ТС {value} не страхуется по каско для финансовых институтов: допустимы 6, 10, 15.',
    productForType: 'Программный продукт {product} не предлагается для типа ТС «{type}».',
    vehicleType: 'Тип ТС «{value}» не соответствует программе «{type}».',
    losses: 'Укажите, были ли убытки за последние 3 года.',
    damageDeductible: 'Неверная франшиза по риску «Ущерб»: {value} %. Допустимо: {options} %.',
    badAmount: 'Неверная сумма «{field}»: {value}.',
    badYear: 'Неверный год выпуска: «{value}».',
    noRate: 'В тарифе нет ставки для программного продукта {product}.',
    noAgeLoading: 'В тарифе нет коэффициента для возраста ТС {value} лет.',
  },
  /** The sale page (2.4): its sections, buttons and the conditions' words. */
  page: {
    loading: 'Загрузка...',
    pageFailed: 'Не удалось открыть страницу',
    sections: {
      program: 'Программа',
      vehicles: 'Транспортные средства',
      conditions: 'Условия страхования',
    },
    program: {
      type: 'Тип ТС',
      product: 'Программный продукт',
      limit: 'Лимит программы',
      available: 'Доступный лимит',
    },
    add: { vehicle: 'Добавить ТС' },
    vehicles: {
      empty: 'Транспортные средства ещё не добавлены',
      total: 'Итого страховая сумма',
      premium: 'Премия',
      cost: 'Действительная стоимость',
      amount: 'Страховая сумма',
    },
    conditions: {
      user_agreement: 'Страхователь согласен с условиями страхования',
      has_losses: 'Были убытки за последние 3 года',
      yes: 'Да',
      no: 'Нет',
      is_fits: 'Транспортные средства соответствуют условиям программы',
      loan_number: 'Номер займа',
      appraisal_report: 'Акт оценки',
      add_contracts: 'Действующие договоры страхования',
      risk_damage: 'Франшиза по риску «Ущерб», %',
      risks: 'Страховые риски',
      note: 'Примечание',
    },
    confirmDelete: 'Удалить {title}?',
  },
  /** Why verification, calculation or payment is not possible yet (2.4, 4.1, 9). */
  hints: {
    vehicle: 'Добавьте транспортное средство',
    loanNumber: 'Укажите номер займа',
    appraisalReport: 'Укажите акт оценки',
    userAgreement: 'Отметьте согласие страхователя с условиями страхования',
    losses: 'Укажите, были ли убытки за последние 3 года',
    fits: 'Отметьте, что транспортные средства соответствуют условиям программы',
    vehiclesInvalid: 'Исправьте транспортные средства: {count} не проходят проверку',
  },
  /** A vehicle's calculation on its card (3.4, 8). */
  premiumFailed: 'Ошибка при получении премии',
} as const;
