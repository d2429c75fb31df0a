/** The sandbox's casco messages (the spec's and the tariff's are core's `ruCasco`). */
export const cascoApiRu = {
  title: 'Каско финансовых институтов',
  /** 8: the vehicle card whose premium could not be calculated. */
  premiumFailed: 'Ошибка при получении премии',
  vehicleFailed: 'ТС {vehicle}: {error}',
  incomplete: {
    insurer: 'Добавьте страхователя',
    beneficiary: 'Добавьте выгодоприобретателя (банк)',
    insured: 'Добавьте хотя бы одного застрахованного',
    vehicle: 'Добавьте хотя бы одно ТС',
    vehicleFields: 'ТС № {n}: заполните обязательные поля: {fields}',
    userAgreement: 'Подтвердите согласие пользователя',
    losses: 'Укажите, были ли убытки за последние 3 года',
    fits: 'Подтвердите, что ТС соответствуют программе',
    loanNumber: 'Укажите номер займа',
    appraisalReport: 'Укажите акт оценки',
    program: 'Программа страхования не соответствует продукту {product}',
  },
} as const;
