import type { StaffMember, OrderAgents } from '../contract';
import type { PartyChief, PartyClient, PartyVehicle } from '../policy/parties';
import type { StaffUser } from '../staff';

/** Demo parties of the OGPO page for models, stories and component tests (the sandbox register's people). */

export const OGPO_RESIDENT_INSURER: PartyClient = {
  client: { id: 101, surname: 'Сагинтаев', name: 'Нурлан', patronymic: 'Маратович', iin: '850315300128' },
  filter: { resident: true, person: true, verify: true },
  document: { type_id: 1, number: '045678123', issued: '2018-04-11' },
  class: { class_id: 13, class: '3' },
  bank: { iik: 'KZ86125KZT5004100100', bik: 'KCJBKZKX', name: 'АО «Банк ЦентрКредит»', kbe: '19' },
};

export const OGPO_NO_CONSENT_DRIVER: PartyClient = {
  client: { id: 102, surname: 'Ким', name: 'Алина', patronymic: 'Викторовна', iin: '900722400456' },
  filter: { resident: true, person: true, verify: false },
  document: { type_id: 1, number: '038812345', issued: '2016-09-01' },
  driver: { age: 36, age_experience_id: 3, document: { number: 'AA654321', issued: '2012-09-03' } },
};

export const OGPO_SCANNED_DRIVER: PartyClient = {
  client: { id: 103, surname: 'MUELLER', name: 'ANNA', iin: null },
  filter: { resident: false, person: true, verify: false },
  document: { type_id: 12, number: 'C01X00T47', issued: '2021-03-15' },
  driver: { age: 34, age_experience_id: 4 },
  differences: [{ field: 'Фамилия', esbd: 'MULLER', scan: 'MUELLER' }],
  podft: { success: false, message: 'Клиент находится в списке ПОДФТ', setDocument: true },
};

export const OGPO_ENTITY_INSURER: PartyClient = {
  client: { id: 104, title: 'ТОО «Степной Логистик»', iin: '180540012345' },
  filter: { resident: true, person: false, verify: true },
  document: { type_id: 7, number: '180540012345', issued: '2018-05-04' },
};

export const OGPO_LEADER: PartyChief = { id: 201, title: 'Абенов Ерлан Каиртаевич', added: true };
export const OGPO_OWNER: PartyChief = { id: 202, title: 'Абенова Гульмира Сериковна', added: true };

export const OGPO_PASSENGER_CAR: PartyVehicle = {
  id: 301,
  type_id: 4,
  number: '123ABC02',
  vin: 'JTNBE46K073012345',
  year: 2019,
  color: 'Белый',
  mark: 'Toyota',
  model: 'Camry',
  verify: true,
  registration: { certificate: 'AB12345678', region_id: 2 },
};

export const OGPO_FOREIGN_CAR: PartyVehicle = {
  id: 302,
  type_id: 4,
  number: 'B123XY77',
  vin: 'WVWZZZ1KZAW123456',
  year: 2017,
  mark: 'Volkswagen',
  model: 'Golf',
  verify: false,
  registration: { region_id: 17 },
};

export const OGPO_MANAGERS: StaffMember[] = [
  { id: 4, title: 'Сейткали Данияр Асланович' },
  { id: 11, title: 'Жаксылыков Ринат Болатович' },
];

export const OGPO_AGENTS: OrderAgents = {
  result: true,
  data: [
    { id: 5, title: 'Абдрахманов Тимур Кайратович' },
    { id: 6, title: 'Касымов Ержан Нурланович' },
  ],
  isCompany: false,
};

export const OGPO_RESERVE_USER: StaffUser = { id: 9, role: 8, apc: 'APC-0097' };
export const OGPO_ADMIN_USER: StaffUser = { id: 1, role: 0, apc: null };
export const OGPO_MANAGER_USER: StaffUser = { id: 4, role: 3, apc: null };

/** Now in the models and stories: 25.11.2026 11:00 in Almaty, so tomorrow is 26.11.2026. */
export const OGPO_NOW = Date.parse('2026-11-25T06:00:00Z');
export const OGPO_TOMORROW = '2026-11-26';

export const OGPO_POLICY_NUMBER = '01JDM9ZK3T8Q4W6X2Y7V5R1N0P';
