import { ruParties } from '../ru';

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
  required: ruParties.required,
  iinLength: 'ИИН должен содержать 12 цифр',
  resident: 'Резидент',
  surname: 'Фамилия',
  name: 'Имя',
  patronymic: 'Отчество',
  birthday: 'Дата рождения',
  sex: 'Пол',
  male: 'Мужской',
  female: 'Женский',
  politician: 'Публичное должностное лицо',
  documentType: 'Тип документа',
  issued: 'Дата выдачи',
  address: 'Адрес',
  phone: 'Телефон',
  email: 'E-mail',
  sections: { identity: 'Личные данные', document: 'Документ', contacts: 'Адрес и контакты' },
  saving: 'Сохранение…',
  /** Under the title, by the spec's steps (0 search, 1 found, 2 not found): what the person does now. */
  steps: {
    0: 'Найдите человека по ИИН или номеру документа',
    1: 'Выберите человека из найденных',
    2: 'Клиент не найден: заполните данные вручную',
  },
  /** The form of a person picked from the found ones, or of one already in the policy. */
  checkForm: 'Проверьте данные и сохраните',
  foundList: 'Найденные',
} as const;
