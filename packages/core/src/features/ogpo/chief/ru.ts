/** The chief dialog's strings (spec part 2 sections 2.2, 5.1, 8). */
export const ruChief = {
  leader: 'Руководитель',
  beneficiary: 'Собственник',
  notFound: 'Клиент не найден',
  iin: 'ИИН',
  document: 'Номер документа',
  search: 'Найти',
  fillManually: 'Заполните данные вручную',
  save: 'Сохранить',
  reset: 'Сбросить',
  close: 'Закрыть',
  pick: 'Выбрать',
} as const;
