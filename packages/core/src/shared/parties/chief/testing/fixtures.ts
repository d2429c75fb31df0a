import type { ChiefRecord } from '../contract';

/** The chief dialog's fixtures: the leader of ТОО «Дала Логистик» as the sandbox register answers him. */
export const OGPO_CHIEF_LEADER: ChiefRecord = {
  id: 9,
  resident: true,
  politician: true,
  iin: '760911300022',
  surname: 'Сулейменов',
  name: 'Бауыржан',
  patronymic: 'Асанович',
  birthday: '1976-09-11',
  sex: 1,
  phone: '+7(701) 911-0022',
  email: 'b.suleimenov@dala-logistic.kz',
  document: { type_id: 1, number: '041911022', issued: '2021-09-11' },
  location: { address: 'г. Алматы, ул. Розыбакиева, д. 247' },
};

export const OGPO_CHIEF_SAVED = {
  id: 41,
  title: 'Сулейменов Бауыржан Асанович',
  added: true,
  doc: '041911022',
};
