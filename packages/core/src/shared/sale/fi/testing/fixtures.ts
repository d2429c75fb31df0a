import { OGPO_CHIEF_SAVED } from '../../../parties/chief/testing/fixtures';
import { OGPO_CLIENT_LEGAL, OGPO_CLIENT_RESIDENT } from '../../../parties/client/testing/fixtures';
import type { ClientRecord } from '../../../parties/client/contract';
import type { StaffUser } from '../../staff';
import type { Signatory } from '../signatory';

/**
 * The financial-institution sales' fixtures (property, casco) for their models, stories and component tests: the
 * sandbox register's people and banks, the sellers, the moment, the verification's answers.
 */

export const FI_BANK: ClientRecord = {
  ...OGPO_CLIENT_LEGAL,
  client: {
    ...OGPO_CLIENT_LEGAL.client,
    id: 31,
    title: 'АО «ForteBank»',
    iin: '990740000683',
    phone: '+7(717) 258-7777',
    email: 'info@fortebank.com',
  },
  document: { ...OGPO_CLIENT_LEGAL.document, number: '99074-1901-АО', issued: '1999-07-14' },
  leader: null,
  beneficiaries: [],
};

export const FI_PERSON = OGPO_CLIENT_RESIDENT;
export const FI_ENTITY = OGPO_CLIENT_LEGAL;
export const FI_LEADER = OGPO_CHIEF_SAVED;
export const FI_OWNER = {
  ...OGPO_CHIEF_SAVED,
  id: 42,
  title: 'Касымова Жанар Болатовна',
  doc: '043304039',
};

export const FI_SIGNATORY: Signatory = {
  resident: true,
  iin: '760911300022',
  surname: 'Сулейменов',
  name: 'Бауыржан',
  patronymic: 'Асанович',
  position: 'Директор',
  foundation_type: 'Устав',
  foundation_number: '',
  foundation_date: '',
};

export const FI_ADMIN_USER: StaffUser & { c_id: string; hasTerminal: boolean } = {
  id: 1,
  role: 0,
  apc: null,
  c_id: '',
  hasTerminal: true,
};
export const FI_MANAGER_USER: StaffUser & { c_id: string; hasTerminal: boolean } = {
  id: 4,
  role: 3,
  apc: null,
  c_id: 'C-0047',
  hasTerminal: true,
};
export const FI_NO_TERMINAL_USER: StaffUser & { c_id: string; hasTerminal: boolean } = {
  id: 8,
  role: 7,
  apc: null,
  c_id: '',
  hasTerminal: false,
};

export const FI_NOW = Date.parse('2026-11-25T06:00:00Z');
export const FI_TOMORROW = '2026-11-26';
export const FI_SELLER_IP = '10.20.30.40';
export const FI_NUMBER = '01JDM9ZK3T8Q4W6X2Y7V5R1N0P';

export const FI_MANAGERS = [
  { id: 4, title: 'Сулейменов Арман' },
  { id: 11, title: 'Касымова Айгерим' },
];
export const FI_AGENTS = { data: [{ id: 6, title: 'Нурланов Тимур' }], isCompany: false };

export const FI_VERIFY_OK = { success: true, result: true, message: 'Проверка пройдена.' };
export const FI_VERIFY_UNKNOWN = {
  success: false,
  result: false,
  message: 'Клиент не найден в государственной базе данных',
};
/** A party the register knows and the compliance officer refused (4.4 status 4), with the officer's comment. */
export const FI_PODFT_REFUSAL = 'Отказано по результатам проверки ПОДФТ. Бенефициар в санкционном списке';
export const FI_VERIFY_REFUSED = {
  success: true,
  result: true,
  message: 'Проверка пройдена.',
  podft: { id: 78, status: 4, success: false, canEdit: false, message: FI_PODFT_REFUSAL, setDocument: false },
};
export const FI_VERIFY_PODFT = {
  success: true,
  result: true,
  podft: {
    id: 77,
    status: 1,
    success: false,
    canEdit: false,
    message: 'Клиент на проверке ПОДФТ',
    setDocument: true,
  },
};
