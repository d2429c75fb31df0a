import { OGPO_CHIEF_SAVED } from '../../../shared/parties/chief/testing/fixtures';
import { OGPO_CLIENT_LEGAL, OGPO_CLIENT_RESIDENT } from '../../../shared/parties/client/testing/fixtures';
import type { ClientRecord } from '../../../shared/parties/client/contract';
import type { Signatory } from '../../../shared/sale/fi/signatory';
import type { StaffUser } from '../../../shared/sale/staff';
import type { PropertyProduct } from '../conditions';
import type { PropertyCalculation } from '../contract';
import type { PropertyObject } from '../object';
import { PROPERTY_OFFICE } from './fixtures';

/**
 * The property sale's fixtures for its models, stories and component tests: the sandbox register's people and banks,
 * a second object, the calls' answers, and the input at a fixed moment.
 */

/** The bank as beneficiary (the sandbox register's, not the whitelisted one: objects need a loan number). */
export const PROPERTY_BANK: ClientRecord = {
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

/** A resident person insurer (also insured by the checkbox in most paths). */
export const PROPERTY_PERSON = OGPO_CLIENT_RESIDENT;
/** A legal-entity insurer: its leader, owners and signatory are asked. */
export const PROPERTY_ENTITY = OGPO_CLIENT_LEGAL;
export const PROPERTY_LEADER = OGPO_CHIEF_SAVED;
export const PROPERTY_OWNER = {
  ...OGPO_CHIEF_SAVED,
  id: 42,
  title: 'Касымова Жанар Болатовна',
  doc: '043304039',
};

/** A warehouse, the second object of a two-object policy. */
export const PROPERTY_WAREHOUSE: PropertyObject = {
  ...PROPERTY_OFFICE,
  address: 'Алматинская обл., г. Қонаев, промзона, 4',
  kind_id: '000000074',
  wall_id: '000000086',
  cost: 150_000_000,
  amount: 120_000_000,
  loan_number: 'KZ-2026-002',
  add_info: 'Склад готовой продукции',
};

/** A resident director signing on the charter (Устав: no number or date). */
export const PROPERTY_SIGNATORY: Signatory = {
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

export const PROPERTY_ADMIN_USER: StaffUser & { c_id: string; hasTerminal: boolean } = {
  id: 1,
  role: 0,
  apc: null,
  c_id: '',
  hasTerminal: true,
};
export const PROPERTY_MANAGER_USER: StaffUser & { c_id: string; hasTerminal: boolean } = {
  id: 4,
  role: 3,
  apc: null,
  c_id: 'C-0047',
  hasTerminal: true,
};
/** The service manager has no terminal (spec 6). */
export const PROPERTY_NO_TERMINAL_USER: StaffUser & { c_id: string; hasTerminal: boolean } = {
  id: 8,
  role: 7,
  apc: null,
  c_id: '',
  hasTerminal: false,
};

/** 25.11.2026 11:00 in Almaty: tomorrow is 26.11.2026. */
export const PROPERTY_NOW = Date.parse('2026-11-25T06:00:00Z');
export const PROPERTY_TOMORROW = '2026-11-26';
export const PROPERTY_SELLER_IP = '10.20.30.40';
export const PROPERTY_NUMBER = '01JDM9ZK3T8Q4W6X2Y7V5R1N0P';

export const PROPERTY_OFFERED = [
  { code: 'DSI_FI', status: 1 as const },
  { code: 'DSD_FI', status: 1 as const },
];
export const PROPERTY_MANAGERS = [
  { id: 4, title: 'Сулейменов Арман' },
  { id: 11, title: 'Касымова Айгерим' },
];
export const PROPERTY_AGENTS = { data: [{ id: 6, title: 'Нурланов Тимур' }], isCompany: false };

/** calculate/financial-institutions for the office (60 000 000 at 0.1485 %) and the warehouse. */
export const PROPERTY_CALCULATION: PropertyCalculation = {
  result: true,
  items: [
    { tariff: 0.1485, premium: 89_100 },
    { tariff: 0.0855, premium: 102_600 },
  ],
  premium: 191_700,
  calculationDate: '2026-11-25 11:05:00',
};

/** The same for the office alone (the person's policy). */
export const PROPERTY_CALCULATION_OFFICE: PropertyCalculation = {
  result: true,
  items: [{ tariff: 0.1485, premium: 89_100 }],
  premium: 89_100,
  calculationDate: '2026-11-25 11:05:00',
};

export const PROPERTY_VERIFY_OK = { success: true, result: true, message: 'Проверка пройдена.' };
export const PROPERTY_VERIFY_UNKNOWN = {
  success: false,
  result: false,
  message: 'Клиент не найден в государственной базе данных',
};
export const PROPERTY_VERIFY_PODFT = {
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

export const PROPERTY_INVOICE = {
  result: true as const,
  policyId: 601,
  url: 'http://localhost:4100/bank/invoice/INV-601',
  invoice: 'INV-601',
};
export const PROPERTY_EPAY = { result: true as const, policyId: 602, url: '/epay/602' };
export const PROPERTY_TICKET = {
  policyId: 601,
  number: '26-DSI-100601',
  global: 'KZ-DSI-2026-0000601',
  processing: false,
  from: '2026-11-26',
  to: '2027-11-25',
  premium: 191_700,
};

/** The sale's input for a program and a seller at PROPERTY_NOW, with the page's fresh number. */
export const propertyInput = <U, X extends object = object>(
  productType: PropertyProduct,
  user: U,
  extra?: X,
) => ({ productType, number: PROPERTY_NUMBER, user, now: PROPERTY_NOW, ...(extra ?? ({} as X)) });
