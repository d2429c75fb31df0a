import type { StaffMember, OrderAgents } from '../contract';
import type { ClientDriver, ClientRecord } from '../../../shared/parties/client/contract';
import type { OgpoPolicy, PolicyChief, PolicyClient, PolicyVehicle } from '../sale/contract';
import type { StaffUser } from '../../../shared/sale/staff';
import { completeVehicle } from '../vehicle/vehicle-dialog.machine';

/** Demo parties of the OGPO page for models, stories and component tests (the sandbox register's people). */

type Blocks<T> = {
  [K in keyof T]?: T[K] extends readonly unknown[]
    ? T[K]
    : T[K] extends object | null
      ? Partial<NonNullable<T[K]>> | null
      : T[K];
};

/** A client record with the blocks the fixture names; the others blank (no driver unless given). */
export function policyClient(
  p: Blocks<Omit<ClientRecord, 'driver'>> & {
    driver?: Partial<ClientDriver> | null;
    images?: PolicyClient['images'];
    podft?: PolicyClient['podft'];
  },
): PolicyClient {
  const { filter, client, document, location, class: cls, driver, bank, entrepreneur, ...rest } = p;
  const person = filter?.person ?? true;
  return {
    ...rest,
    filter: { resident: true, person: true, verify: false, ...filter },
    client: {
      title: '',
      surname: '',
      name: '',
      patronymic: '',
      surname_eng: '',
      name_eng: '',
      patronymic_eng: '',
      birthday: '',
      sex: person ? 1 : 0,
      iin: '',
      phone: '',
      email: '',
      politician: false,
      id: null,
      esbd_id: null,
      activity_kind_id: null,
      economics_sector_id: null,
      accountant: '',
      country_id: null,
      ...client,
    },
    document: {
      type_id: 1,
      number: '',
      issued: '',
      issuer: '',
      until: '',
      valid: true,
      verified_at: null,
      ...document,
    },
    documents: rest.documents ?? [],
    location: { country_id: null, address: '', street: '', float: '', home: '', code: '', ...location },
    class: { class_id: null, class: '', ...cls },
    driver: driver
      ? {
          age: null,
          experience: false,
          pensioner: false,
          age_experience_id: null,
          ...driver,
          document: { number: '', issued: '', ...driver.document },
        }
      : null,
    bank: { iik: '', bik: '', name: '', kbe: '', ...bank },
    entrepreneur: entrepreneur
      ? { name: '', number: '', address: '', date: '', activity_kind_id: null, ...entrepreneur }
      : null,
  };
}

export const OGPO_RESIDENT_INSURER: PolicyClient = policyClient({
  client: { id: 101, surname: 'Сагинтаев', name: 'Нурлан', patronymic: 'Маратович', iin: '850315300128' },
  filter: { resident: true, person: true, verify: true },
  document: { type_id: 1, number: '045678123', issued: '2018-04-11' },
  class: { class_id: 13, class: '3' },
  bank: { iik: 'KZ86125KZT5004100100', bik: 'KCJBKZKX', name: 'АО «Банк ЦентрКредит»', kbe: '19' },
});

export const OGPO_NO_CONSENT_DRIVER: PolicyClient = policyClient({
  client: { id: 102, surname: 'Ким', name: 'Алина', patronymic: 'Викторовна', iin: '900722400456' },
  filter: { resident: true, person: true, verify: false },
  document: { type_id: 1, number: '038812345', issued: '2016-09-01' },
  driver: { age: 36, age_experience_id: 3, document: { number: 'AA654321', issued: '2012-09-03' } },
});

export const OGPO_SCANNED_DRIVER: PolicyClient = policyClient({
  client: { id: 103, surname: 'MUELLER', name: 'ANNA', iin: '' },
  filter: { resident: false, person: true, verify: false },
  document: { type_id: 12, number: 'C01X00T47', issued: '2021-03-15' },
  driver: { age: 34, age_experience_id: 4 },
  differences: [{ field: 'Фамилия', esbd: 'MULLER', scan: 'MUELLER' }],
  podft: { success: false, message: 'Клиент находится в списке ПОДФТ', setDocument: true },
});

export const OGPO_ENTITY_INSURER: PolicyClient = policyClient({
  client: { id: 104, title: 'ТОО «Степной Логистик»', iin: '180540012345' },
  filter: { resident: true, person: false, verify: true },
  document: { type_id: 7, number: '180540012345', issued: '2018-05-04' },
});

/** The register's default insured of a legal-entity insurer without named drivers (4.1: esbd_id 2, class 3/5). */
export const OGPO_DEFAULT_INSURED: PolicyClient = policyClient({
  client: { title: 'Неограниченный круг лиц, допущенных к управлению ТС', esbd_id: 2 },
  filter: { resident: true, person: false, verify: true },
  class: { class_id: 5, class: '3' },
  driver: { age_experience_id: 2 },
});

export const OGPO_LEADER: PolicyChief = { id: 201, title: 'Абенов Ерлан Каиртаевич', added: true, doc: '' };
export const OGPO_OWNER: PolicyChief = { id: 202, title: 'Абенова Гульмира Сериковна', added: true, doc: '' };

export const OGPO_PASSENGER_CAR: PolicyVehicle = completeVehicle({
  id: 301,
  type_id: 4,
  number: '123ABC02',
  vin: 'JTNBE46K073012345',
  year: '2019',
  color: 'Белый',
  mark: 'Toyota',
  model: 'Camry',
  verify: true,
  registration: { certificate: 'AB12345678', region_id: 2 },
});

export const OGPO_FOREIGN_CAR: PolicyVehicle = completeVehicle({
  id: 302,
  type_id: 4,
  number: 'B123XY77',
  vin: 'WVWZZZ1KZAW123456',
  year: '2017',
  mark: 'Volkswagen',
  model: 'Golf',
  verify: false,
  registration: { region_id: 17 },
});

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
/** The seller's address as GET /api/get-ip answers it (the policy's ip). */
export const OGPO_SELLER_IP = '10.20.30.40';
export const OGPO_TOMORROW = '2026-11-26';

export const OGPO_POLICY_NUMBER = '01JDM9ZK3T8Q4W6X2Y7V5R1N0P';
/** The number the server gives a rewrite (policy-get's answer): the rewrite's sale goes on under it. */
export const OGPO_REWRITE_NUMBER = '01JDMA0000000000000000RWRT';

// ------------------------------------------------------------------ the sale (verification, calculation, payment)

/** The insurer who drives: with a phone for the code and the payment, and a driver's licence. */
export const OGPO_DRIVING_INSURER: PolicyClient = {
  ...OGPO_RESIDENT_INSURER,
  client: { ...OGPO_RESIDENT_INSURER.client, phone: '+7(701) 710-0128', email: '' },
  driver: {
    age: 41,
    experience: false,
    pensioner: false,
    age_experience_id: 4,
    document: { number: 'AB123456', issued: '2004-05-12' },
  },
};

/** A complete Standard policy: the insurer drives the Camry; the manager chosen (kept in the browser or a draft). */
export const OGPO_COMPLETE_POLICY = {
  number: OGPO_POLICY_NUMBER,
  product: 'OGPO_WEB_EA' as const,
  product_type: 1 as const,
  insurer: OGPO_DRIVING_INSURER,
  insureds: [],
  isDrive: true,
  vehicle: [OGPO_PASSENGER_CAR],
  leader: null,
  beneficiary: [],
  treaty: { date: '2026-11-26', term: { unit: 'month' as const, count: 12 }, end: '2027-11-25' },
  manager: 4,
  agent: null,
  apc: null,
  paymentPhone: '',
} satisfies OgpoPolicy;

const passed = { success: true, result: true };
/** Verification answers: the terminal (null for an administrator), the insurer, the vehicle. */
export const OGPO_VERIFY_PASSED = { terminal: null, clients: [passed], vehicles: [passed] };
export const OGPO_VERIFY_PODFT = {
  terminal: null,
  clients: [
    {
      success: true,
      result: true,
      podft: { id: 7, status: 1, success: false, setDocument: true, message: 'Клиент на проверке ПОДФТ' },
    },
  ],
  vehicles: [passed],
};
/**
 * The insurer refused by the compliance officer (4.4 status 4): the register passed him ('Проверка пройдена.'), the
 * podft block carries the refusal with the officer's comment (issue 44 item 1).
 */
export const OGPO_PODFT_REFUSAL = 'Отказано по результатам проверки ПОДФТ. Источник средств не подтверждён';
export const OGPO_VERIFY_REFUSED = {
  terminal: null,
  clients: [
    {
      success: true,
      result: true,
      message: 'Проверка пройдена.',
      podft: { id: 7, status: 4, success: false, setDocument: false, message: OGPO_PODFT_REFUSAL },
    },
  ],
  vehicles: [passed],
};
export const OGPO_VERIFY_FAILED = {
  terminal: null,
  clients: [passed],
  vehicles: [{ success: false, result: false, message: 'Транспортное средство в розыске' }],
};
/** A reply without `success`: the check timed out. */
export const OGPO_VERIFY_TIMEOUT = { terminal: null, clients: [{ result: true }], vehicles: [passed] };

export const OGPO_CALCULATION = {
  result: true as const,
  premium: 26_911,
  calculationDate: '2026-11-25 11:02:10',
  classes: { insurer: '3', insureds: [] },
  add_payment: 0,
  refund: 0,
};

export const OGPO_CHECKOUT_INVOICE = {
  result: true as const,
  policyId: 501,
  url: 'http://localhost:4100/bank/invoice/INV-501',
  invoice: 'INV-501',
};

export const OGPO_TICKET_PROCESSING = {
  policyId: 501,
  number: '26-OGPO-100501',
  global: null,
  processing: true,
  from: '2026-11-26',
  to: '2027-11-25',
  premium: 26_911,
};
export const OGPO_TICKET = { ...OGPO_TICKET_PROCESSING, global: 'KZ-OGPO-2026-0000501', processing: false };

/** The admin catalogue with both variants offered (products/availability). */
export const OGPO_BOTH_OFFERED = [
  { code: 'OGPO_WEB_EA', status: 1 },
  { code: 'OGPO_WEB_EA_VV', status: 1 },
];

/** The sale's input for a variant and a seller at OGPO_NOW, with the page's fresh number and what else it opens with. */
export const ogpoInput = <U, X extends object = object>(productType: 1 | 2, user: U, extra?: X) => ({
  productType,
  number: OGPO_POLICY_NUMBER,
  user,
  now: OGPO_NOW,
  ...(extra ?? ({} as X)),
});
