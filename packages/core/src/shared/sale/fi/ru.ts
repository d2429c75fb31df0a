/**
 * The strings of the financial-institution sale (property and casco; spec part 2 sections 2.3, 2.4, 3.6, 5.6), word
 * for word where the spec gives them; the others are ours, in the same voice.
 */
export const ruFi = {
  /** The parties' columns of the page (2.3, 2.4). */
  parties: {
    sections: { insurer: 'Страхователь', insureds: 'Застрахованные', beneficiary: 'Выгодоприобретатель' },
    add: {
      insurer: 'Добавить страхователя',
      insured: 'Добавить застрахованного',
      beneficiary: 'Добавить выгодоприобретателя',
      leader: 'Добавить руководителя',
      owner: 'Добавить собственника',
    },
    chiefs: { leader: 'Руководитель', owners: 'Бенефициарные собственники', required: 'Обязательно' },
    insurerInsured: 'Страхователь является застрахованным',
    loanNumberExempt: 'Номер займа для этого выгодоприобретателя не требуется',
  },
  signatory: {
    heading: 'Подписант страхователя',
    fields: {
      resident: 'Резидент',
      iin: 'ИИН',
      surname: 'Фамилия',
      name: 'Имя',
      patronymic: 'Отчество',
      position: 'Должность',
      foundation_type: 'Основание',
      foundation_number: 'Номер основания',
      foundation_date: 'Дата основания',
    },
    required: 'Обязательное поле',
    iin: 'ИИН должен содержать 12 цифр',
    futureDate: 'Дата основания не может быть больше текущей',
  },
  payment: {
    dateMin: 'Дата оплаты не может быть раньше завтрашнего дня',
  },
  /** The buttons' words of the FI pages (2.3), verbatim where they differ from the kernel's. */
  buttons: { saveDraft: 'Сохранить как черновик', card: 'Epay' },
  openPayment: 'Открыть страница оплаты',
  hints: {
    insured: 'Добавьте застрахованного или отметьте, что страхователь является застрахованным',
    beneficiary: 'Добавьте выгодоприобретателя',
    signatory: 'Заполните данные подписанта страхователя',
    paymentDate: 'Укажите дату оплаты не раньше завтрашнего дня',
    leader: 'Добавьте руководителя страхователя',
    owner: 'Добавьте хотя бы одного бенефициарного собственника',
    entityTransfer: 'Юридические лица оплачивают только перечислением',
  },
} as const;
