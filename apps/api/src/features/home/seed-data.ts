import { almatyDate } from '../../services/almaty';

/**
 * The home seed as plain data: the agreements each demo user must confirm and the contracts of yesterday and
 * today that the admin start page and dashboard show. seed.ts writes it into the database; the e2e fixtures
 * (apps/web/e2e/fixtures-home.ts) read the same table, so the figures the specs assert cannot drift from the seed.
 * Keep this file free of imports other than ./almaty (no database, no PDF): Playwright loads it.
 */

export type DemoRole = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;
export const ALL_ROLES: readonly DemoRole[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

// ---------------------------------------------------------------- agreements

/**
 * What the e2e specs do with an agreement (every demo user has one of each of confirm, wrongCode and spare, so
 * parallel specs never share an agreement of one user):
 * - stable: nobody confirms it in e2e; a spec may assert it is listed.
 * - confirm: the spec that confirms an agreement end to end owns it (it leaves the list).
 * - wrongCode: the spec that types a wrong code owns it (a code is sent; it stays in the list).
 * - spare: for a third scenario (open and dismiss, axe); nobody confirms it.
 * - hidden: never listed (the agreement is inactive, or the user has already agreed).
 */
export type AgreementUse = 'stable' | 'confirm' | 'wrongCode' | 'spare' | 'hidden';

export interface SeedAgreement {
  id: number;
  title: string;
  description: string | null;
  /** 0 inactive, 1 active */
  status: 0 | 1;
  /** Days before the seed moment it was created (the home list shows the newest first). */
  ageDays: number;
  /** The roles whose demo user must confirm it. */
  roles: readonly DemoRole[];
  /** The confirmer status of a role's demo user when it is not 0 (sent): 1 not agreed, 2 agreed. */
  confirmerStatus?: Partial<Record<DemoRole, 1 | 2>>;
  use: AgreementUse;
}

export const SEED_AGREEMENTS: readonly SeedAgreement[] = [
  {
    id: 1,
    title: 'Положение о ПОДФТ',
    description:
      'Положение о противодействии легализации (отмыванию) доходов, полученных преступным путём, и финансированию терроризма',
    status: 1,
    ageDays: 12,
    roles: ALL_ROLES,
    use: 'stable',
  },
  {
    id: 2,
    title: 'Регламент работы с ОГПО ВТС',
    description:
      'Порядок заключения договоров обязательного страхования гражданско-правовой ответственности владельцев транспортных средств',
    status: 1,
    ageDays: 10,
    roles: [0, 3, 4, 5, 7, 8, 10],
    confirmerStatus: { 4: 1 },
    use: 'stable',
  },
  {
    id: 3,
    title: 'Кодекс деловой этики работника',
    description: 'Нормы поведения работников и агентов при работе с клиентами и партнёрами',
    status: 1,
    ageDays: 8,
    roles: ALL_ROLES,
    confirmerStatus: { 2: 1, 9: 1 },
    use: 'stable',
  },
  {
    id: 4,
    title: 'Правила страхования имущества финансовых институтов',
    description: 'Условия страхования движимого и недвижимого имущества, переданного в залог банкам',
    status: 1,
    ageDays: 6,
    roles: [0, 3, 4, 7, 10],
    use: 'stable',
  },
  {
    id: 5,
    title: 'Памятка сотрудника ДРМ ПОДФТ',
    description:
      'Проверка клиентов и транспортных средств по спискам ПОДФТ и порядок сообщений о подозрительных операциях',
    status: 1,
    ageDays: 5,
    roles: [0, 6],
    use: 'stable',
  },
  {
    id: 6,
    title: 'Политика информационной безопасности',
    description: 'Правила работы с паролями, одноразовыми кодами и рабочими устройствами',
    status: 1,
    ageDays: 3,
    roles: ALL_ROLES,
    use: 'confirm',
  },
  {
    id: 7,
    title: 'Порядок обработки персональных данных клиентов',
    description: 'Сбор, хранение и передача персональных данных страхователей и застрахованных',
    status: 1,
    ageDays: 2,
    roles: ALL_ROLES,
    use: 'wrongCode',
  },
  {
    id: 8,
    title: 'Инструкция по работе с обращениями клиентов',
    description: 'Сроки и порядок ответа на жалобы и заявления клиентов',
    status: 1,
    ageDays: 1,
    roles: ALL_ROLES,
    use: 'spare',
  },
  {
    id: 9,
    title: 'Регламент выдачи полисов (редакция 2024 года)',
    description: 'Утратил силу',
    status: 0,
    ageDays: 400,
    roles: ALL_ROLES,
    use: 'hidden',
  },
  {
    id: 10,
    title: 'Приказ о режиме работы в праздничные дни',
    description: null,
    status: 1,
    ageDays: 20,
    roles: ALL_ROLES,
    confirmerStatus: Object.fromEntries(ALL_ROLES.map((r) => [r, 2])) as Record<DemoRole, 2>,
    use: 'hidden',
  },
];

export interface AgreementRef {
  id: number;
  title: string;
  description: string | null;
}

const ref = (a: SeedAgreement): AgreementRef => ({ id: a.id, title: a.title, description: a.description });

/** The confirmer status a role's demo user starts with for an agreement, or null when not a confirmer. */
export function seedConfirmerStatus(a: SeedAgreement, role: DemoRole): 0 | 1 | 2 | null {
  if (!a.roles.includes(role)) return null;
  return a.confirmerStatus?.[role] ?? 0;
}

/** The agreements listed on a demo user's home page right after the seed, newest first. */
export function seedPendingAgreements(role: DemoRole): AgreementRef[] {
  return SEED_AGREEMENTS.filter((a) => {
    const s = seedConfirmerStatus(a, role);
    return a.status === 1 && (s === 0 || s === 1);
  })
    .sort((a, b) => a.ageDays - b.ageDays || b.id - a.id)
    .map(ref);
}

function only(use: AgreementUse): AgreementRef {
  const found = SEED_AGREEMENTS.filter((a) => a.use === use);
  if (found.length !== 1 || !found[0]) throw new Error(`expected one agreement for '${use}'`);
  return ref(found[0]);
}

/** Per demo role: the agreements of the e2e scenarios (see AgreementUse). */
export function agreementsForRole(role: DemoRole) {
  const pending = seedPendingAgreements(role);
  return {
    pending,
    stable: pending.filter((p) => SEED_AGREEMENTS.find((a) => a.id === p.id)?.use === 'stable'),
    confirm: only('confirm'),
    wrongCode: only('wrongCode'),
    spare: only('spare'),
  };
}

// ---------------------------------------------------------------- contracts (policies)

export interface SeedParty {
  title: string;
  iin: string;
  /** 1 natural person, 2 legal entity */
  person: 1 | 2;
  resident?: boolean;
  entrepreneur?: boolean;
}

export interface SeedVehicle {
  number: string;
  vin: string;
  mark: string;
  model: string;
  color: string | null;
  year: number | null;
  /** OGPO 4 passenger; casco 6 trucks, 10 trailers, 15 special machinery */
  type_id: number;
  /** casco: insured amount */
  amount?: number;
}

export interface SeedObject {
  is_immovable: boolean;
  insurance_sum: number;
  franchise: number | null;
  add_info: string | null;
}

/** The products of the seeded policies; their names are core's productName, the ones every screen shows. */
export type ProductCode =
  | 'OGPO_WEB_EA'
  | 'DSD_FI'
  | 'DSI_FI'
  | 'DSAT_CASCO_FRE'
  | 'DSAT_CASCO_TRL'
  | 'DSAT_CASCO_SE1'
  | 'DSAT_CASCO_SE2';

/** IINs and BINs with valid check digits (checked by the API tests). */
export const PARTIES = {
  suleimenov: { title: 'Сулейменов Асхат Маратович', iin: '850315301126', person: 1, resident: true },
  kim: { title: 'Ким Елена Викторовна', iin: '781112402233', person: 1, resident: true },
  zhaksylykov: { title: 'Жаксылыков Нурсултан Ерланович', iin: '920725302456', person: 1, resident: true },
  ivanova: { title: 'Иванова Галина Петровна', iin: '670501403181', person: 1, resident: true },
  ospanov: { title: 'Оспанов Ержан Талгатович', iin: '950926300547', person: 1, resident: true },
  akhmetova: { title: 'Ахметова Динара Кайратовна', iin: '810603402961', person: 1, resident: true },
  smagulov: {
    title: 'ИП Смагулов Бауыржан Айдарович',
    iin: '900821301288',
    person: 1,
    resident: true,
    entrepreneur: true,
  },
  petrenko: { title: 'Петренко Ольга Сергеевна', iin: '741219403652', person: 1, resident: true },
  sokolov: { title: 'Соколов Андрей Николаевич', iin: '', person: 1, resident: false },
  kazTrans: { title: 'ТОО «КазТрансЛогистик»', iin: '050340401230', person: 2, resident: true },
  almatyAgro: { title: 'ТОО «Алматы Агро Сервис»', iin: '071140456782', person: 2, resident: true },
  stroyTech: { title: 'ТОО «СтройТехМаш»', iin: '120940433216', person: 2, resident: true },
  astanaLogistic: { title: 'ТОО «Астана Логистик Групп»', iin: '190540411025', person: 2, resident: true },
  halyk: { title: 'АО «Народный Банк Казахстана»', iin: '990640400159', person: 2, resident: true },
  centerCredit: { title: 'АО «Банк ЦентрКредит»', iin: '140240477890', person: 2, resident: true },
  forte: { title: 'АО «ForteBank»', iin: '040240466507', person: 2, resident: true },
} as const satisfies Record<string, SeedParty>;
export type PartyKey = keyof typeof PARTIES;

export const VEHICLES = {
  camry: {
    number: '777KZA02',
    vin: 'JTNBF3HK503012345',
    mark: 'Toyota',
    model: 'Camry',
    color: 'Белый',
    year: 2021,
    type_id: 4,
  },
  accent: {
    number: '125ABD01',
    vin: 'Z94CT41DBER123456',
    mark: 'Hyundai',
    model: 'Accent',
    color: 'Серебристый',
    year: 2019,
    type_id: 4,
  },
  granta: {
    number: '318BNA05',
    vin: 'XTA219070K0654321',
    mark: 'Lada',
    model: 'Granta',
    color: 'Серый',
    year: 2018,
    type_id: 4,
  },
  rio: {
    number: '041CEH02',
    vin: 'Z94C251BBKR098765',
    mark: 'Kia',
    model: 'Rio',
    color: 'Красный',
    year: 2020,
    type_id: 4,
  },
  cobalt: {
    number: '902DEA17',
    vin: 'XWBJA69V9JA112233',
    mark: 'Chevrolet',
    model: 'Cobalt',
    color: 'Чёрный',
    year: 2022,
    type_id: 4,
  },
  polo: {
    number: 'А123ВС777',
    vin: 'XW8ZZZ61ZJG045678',
    mark: 'Volkswagen',
    model: 'Polo',
    color: 'Синий',
    year: 2017,
    type_id: 4,
  },
  kamaz: {
    number: '456LTA02',
    vin: 'XTC651153K1398765',
    mark: 'КАМАЗ',
    model: '65115',
    color: 'Оранжевый',
    year: 2020,
    type_id: 6,
    amount: 28_000_000,
  },
  man: {
    number: '457LTA02',
    vin: 'WMA06XZZ8MP123987',
    mark: 'MAN',
    model: 'TGS 26.440',
    color: 'Белый',
    year: 2021,
    type_id: 6,
    amount: 46_500_000,
  },
  volvo: {
    number: '088TRK01',
    vin: 'YV2RT40A5LB334455',
    mark: 'Volvo',
    model: 'FH 460',
    color: 'Синий',
    year: 2019,
    type_id: 6,
    amount: 39_000_000,
  },
  schmitz: {
    number: '12TRA02',
    vin: 'WSM00000003456789',
    mark: 'Schmitz Cargobull',
    model: 'S.KO Cool',
    color: 'Белый',
    year: 2018,
    type_id: 10,
    amount: 14_000_000,
  },
  cat: {
    number: '03STA02',
    vin: 'CAT0320DCFAL01234',
    mark: 'Caterpillar',
    model: '320D',
    color: 'Жёлтый',
    year: 2017,
    type_id: 15,
    amount: 52_000_000,
  },
  jcb: {
    number: '07STA01',
    vin: 'JCB3CX14H02567890',
    mark: 'JCB',
    model: '3CX',
    color: 'Жёлтый',
    year: 2020,
    type_id: 15,
    amount: 31_000_000,
  },
} as const satisfies Record<string, SeedVehicle>;
export type VehicleKey = keyof typeof VEHICLES;

export type SeedDay = 'yesterday' | 'today';

export interface SeedPolicy {
  id: number;
  day: SeedDay;
  product: ProductCode;
  /** OGPO: 1 standard, 2 temporary entry */
  productType?: 1 | 2;
  /** 0 new, 1 issued, 2 error, 3-8 warning (5 operator error, 7 in processing, 8 sent for cancellation) */
  status: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
  premium: number;
  /** 0 cash or transfer, 1 card */
  paymentType: 0 | 1;
  /** The role of the demo user who made it. */
  creatorRole: DemoRole;
  insurer: PartyKey;
  insureds: readonly PartyKey[];
  vehicles?: readonly VehicleKey[];
  object?: SeedObject;
  beneficiary?: PartyKey;
  globalId?: string;
  errorType?: 'ЕСБД' | '1С' | 'Оплата';
  error?: string;
}

const ESBD_NOT_FOUND =
  'ЕСБД: транспортное средство с госномером 318BNA05 не найдено. Проверьте госномер и VIN.';
const ESBD_TIMEOUT = 'ЕСБД: превышено время ожидания ответа (30 с). Повторите отправку договора.';
const ONE_C_COUNTERPARTY = 'Не удалось выгрузить договор в 1С: контрагент с БИН 120940433216 не найден.';
const ONE_C_OPERATOR =
  'Ошибка оператора: ИИН застрахованного не совпадает с документом, удостоверяющим личность.';
const PAY_DECLINED = 'Оплата не поступила: платёж отклонён банком-эмитентом (код 05).';
const PAY_EXPIRED = 'Счёт на оплату истёк: клиент не оплатил договор в течение 24 часов.';

/**
 * The contracts, in the order they were created within their day (ids grow with the time). Every status 0-8 occurs
 * yesterday and today; every pie slice (issued, new, error) of both days is non-zero.
 */
/** The outcome of a policy the register issued: its global number. */
const issued = (globalId: string) => ({ globalId });
/** The outcome of a policy that failed: where (errorType) and the message. */
const failed = (errorType: NonNullable<SeedPolicy['errorType']>, error: string) => ({ errorType, error });

/**
 * A Standard OGPO policy of the seed: made on `day` by the demo user of `creatorRole`, for `insureds` (the first is
 * the insurer) and one vehicle, with its outcome (issued or failed, when it has one).
 */
const ogpo = (
  id: number,
  day: SeedDay,
  status: SeedPolicy['status'],
  premium: number,
  paymentType: 0 | 1,
  creatorRole: DemoRole,
  insureds: readonly [PartyKey, ...PartyKey[]],
  vehicle: VehicleKey,
  outcome: Pick<SeedPolicy, 'globalId' | 'errorType' | 'error'> = {},
): SeedPolicy => ({
  id,
  day,
  product: 'OGPO_WEB_EA',
  productType: 1,
  status,
  premium,
  paymentType,
  creatorRole,
  insurer: insureds[0],
  insureds,
  vehicles: [vehicle],
  ...outcome,
});

/** The trailer casco of Astana Logistic, sent yesterday and again today (both failed: the ЕСБД, then 1C). */
const TRAILER_CASCO = {
  product: 'DSAT_CASCO_TRL',
  premium: 392_000,
  paymentType: 0,
  creatorRole: 3,
  insurer: 'astanaLogistic',
  insureds: ['astanaLogistic'],
  vehicles: ['schmitz'],
  object: { is_immovable: false, insurance_sum: 14_000_000, franchise: 1, add_info: null },
  beneficiary: 'halyk',
} as const satisfies Partial<SeedPolicy>;

export const SEED_POLICIES: readonly SeedPolicy[] = [
  // ---- yesterday
  ogpo(2001, 'yesterday', 1, 38_540, 1, 3, ['kim'], 'accent', issued('1026000311')),
  {
    id: 2002,
    day: 'yesterday',
    product: 'DSD_FI',
    status: 1,
    premium: 96_000,
    paymentType: 0,
    creatorRole: 7,
    insurer: 'almatyAgro',
    insureds: ['almatyAgro'],
    object: {
      is_immovable: false,
      insurance_sum: 48_000_000,
      franchise: 1,
      add_info: 'Зерноуборочный комбайн John Deere S660, залог по кредитному договору № КД-2025/0412',
    },
    beneficiary: 'halyk',
    globalId: '1026000314',
  },
  ogpo(2003, 'yesterday', 0, 21_370, 1, 4, ['ospanov'], 'rio'),
  ogpo(2004, 'yesterday', 2, 27_910, 0, 5, ['akhmetova'], 'granta', failed('ЕСБД', ESBD_NOT_FOUND)),
  {
    id: 2005,
    day: 'yesterday',
    product: 'DSAT_CASCO_FRE',
    status: 1,
    premium: 1_081_000,
    paymentType: 0,
    creatorRole: 3,
    insurer: 'kazTrans',
    insureds: ['kazTrans'],
    vehicles: ['volvo'],
    object: { is_immovable: false, insurance_sum: 39_000_000, franchise: 1, add_info: 'Лизинг № Л-2025/118' },
    beneficiary: 'centerCredit',
    globalId: '1026000320',
  },
  ogpo(2006, 'yesterday', 3, 18_450, 1, 8, ['petrenko'], 'cobalt', failed('Оплата', PAY_DECLINED)),
  {
    id: 2007,
    day: 'yesterday',
    product: 'DSI_FI',
    status: 0,
    premium: 44_800,
    paymentType: 0,
    creatorRole: 7,
    insurer: 'ivanova',
    insureds: ['ivanova'],
    object: {
      is_immovable: true,
      insurance_sum: 32_000_000,
      franchise: 2,
      add_info: 'Квартира, г. Астана, пр. Кабанбай батыра, д. 11, кв. 54; ипотека',
    },
    beneficiary: 'forte',
  },
  {
    id: 2008,
    day: 'yesterday',
    ...TRAILER_CASCO,
    status: 4,
    errorType: 'ЕСБД',
    error: ESBD_TIMEOUT,
  },
  ogpo(2009, 'yesterday', 1, 33_120, 0, 4, ['zhaksylykov', 'kim'], 'camry', issued('1026000327')),
  ogpo(2010, 'yesterday', 5, 25_600, 0, 5, ['smagulov'], 'granta', failed('1С', ONE_C_OPERATOR)),
  {
    id: 2011,
    day: 'yesterday',
    product: 'DSAT_CASCO_SE1',
    status: 6,
    premium: 1_456_000,
    paymentType: 1,
    creatorRole: 0,
    insurer: 'stroyTech',
    insureds: ['stroyTech'],
    vehicles: ['cat'],
    object: { is_immovable: false, insurance_sum: 52_000_000, franchise: 3, add_info: null },
    beneficiary: 'forte',
    errorType: 'Оплата',
    error: PAY_EXPIRED,
  },
  ogpo(2012, 'yesterday', 7, 19_980, 1, 8, ['suleimenov'], 'rio'),
  {
    id: 2013,
    day: 'yesterday',
    product: 'DSI_FI',
    status: 1,
    premium: 61_750,
    paymentType: 0,
    creatorRole: 10,
    insurer: 'akhmetova',
    insureds: ['akhmetova'],
    object: {
      is_immovable: true,
      insurance_sum: 45_000_000,
      franchise: 1,
      add_info: 'Жилой дом, г. Алматы, мкр. Алатау, ул. Ибрагимова, д. 7',
    },
    beneficiary: 'centerCredit',
    globalId: '1026000333',
  },
  ogpo(2014, 'yesterday', 8, 29_300, 0, 3, ['ospanov'], 'cobalt', issued('1026000335')),
  {
    id: 2015,
    day: 'yesterday',
    product: 'DSAT_CASCO_SE2',
    status: 2,
    premium: 713_000,
    paymentType: 0,
    creatorRole: 7,
    insurer: 'stroyTech',
    insureds: ['stroyTech'],
    vehicles: ['jcb'],
    object: { is_immovable: false, insurance_sum: 31_000_000, franchise: 5, add_info: null },
    beneficiary: 'halyk',
    errorType: '1С',
    error: ONE_C_COUNTERPARTY,
  },
  ogpo(2016, 'yesterday', 1, 41_230, 1, 4, ['petrenko', 'suleimenov'], 'accent', issued('1026000341')),
  // ---- today
  ogpo(2101, 'today', 1, 38_540, 1, 3, ['suleimenov', 'akhmetova'], 'camry', issued('1026000402')),
  {
    id: 2102,
    day: 'today',
    product: 'DSAT_CASCO_FRE',
    status: 1,
    premium: 2_093_000,
    paymentType: 0,
    creatorRole: 7,
    insurer: 'kazTrans',
    insureds: ['kazTrans', 'astanaLogistic'],
    vehicles: ['kamaz', 'man'],
    object: {
      is_immovable: false,
      insurance_sum: 74_500_000,
      franchise: 1,
      add_info: 'Залог по договору банковского займа № 2026-ЮЛ/0087; риски ущерба, угона и полной гибели',
    },
    beneficiary: 'halyk',
    globalId: '1026000405',
  },
  ogpo(2103, 'today', 0, 27_910, 1, 4, ['kim'], 'cobalt'),
  ogpo(2104, 'today', 2, 25_600, 0, 5, ['akhmetova'], 'granta', failed('ЕСБД', ESBD_NOT_FOUND)),
  {
    id: 2105,
    day: 'today',
    product: 'DSI_FI',
    status: 1,
    premium: 52_300,
    paymentType: 1,
    creatorRole: 10,
    insurer: 'ivanova',
    insureds: ['ivanova'],
    object: {
      is_immovable: true,
      insurance_sum: 30_000_000,
      franchise: 1,
      add_info: 'Квартира, г. Алматы, мкр. Самал-2, д. 58, кв. 14; ипотечный займ',
    },
    beneficiary: 'forte',
    globalId: '1026000409',
  },
  {
    id: 2106,
    day: 'today',
    product: 'DSD_FI',
    status: 0,
    premium: 118_400,
    paymentType: 0,
    creatorRole: 7,
    insurer: 'almatyAgro',
    insureds: ['almatyAgro'],
    object: {
      is_immovable: false,
      insurance_sum: 59_200_000,
      franchise: 2,
      add_info: 'Складское оборудование и товары в обороте, г. Алматы, ул. Суюнбая, д. 263',
    },
    beneficiary: 'centerCredit',
  },
  {
    id: 2107,
    day: 'today',
    ...TRAILER_CASCO,
    status: 2,
    errorType: '1С',
    error: ONE_C_COUNTERPARTY,
  },
  ogpo(2108, 'today', 3, 21_370, 1, 8, ['ospanov'], 'rio', failed('Оплата', PAY_DECLINED)),
  { ...ogpo(2109, 'today', 0, 9_870, 1, 4, ['sokolov'], 'polo'), productType: 2 },
  ogpo(2110, 'today', 4, 33_120, 0, 3, ['zhaksylykov'], 'accent', failed('ЕСБД', ESBD_TIMEOUT)),
  {
    id: 2111,
    day: 'today',
    product: 'DSD_FI',
    status: 5,
    premium: 74_000,
    paymentType: 0,
    creatorRole: 7,
    insurer: 'smagulov',
    insureds: ['smagulov'],
    object: {
      is_immovable: false,
      insurance_sum: 37_000_000,
      franchise: 1,
      add_info: 'Торговое оборудование',
    },
    beneficiary: 'forte',
    errorType: '1С',
    error: ONE_C_OPERATOR,
  },
  ogpo(2112, 'today', 6, 18_450, 1, 5, ['petrenko'], 'granta', failed('Оплата', PAY_EXPIRED)),
  {
    id: 2113,
    day: 'today',
    product: 'DSAT_CASCO_SE1',
    status: 7,
    premium: 1_456_000,
    paymentType: 0,
    creatorRole: 0,
    insurer: 'stroyTech',
    insureds: ['stroyTech'],
    vehicles: ['cat'],
    object: { is_immovable: false, insurance_sum: 52_000_000, franchise: 3, add_info: null },
    beneficiary: 'halyk',
  },
  ogpo(2114, 'today', 8, 29_300, 0, 8, ['suleimenov'], 'camry', issued('1026000417')),
  {
    id: 2115,
    day: 'today',
    product: 'DSAT_CASCO_SE2',
    status: 1,
    premium: 713_000,
    paymentType: 0,
    creatorRole: 3,
    insurer: 'stroyTech',
    insureds: ['stroyTech'],
    vehicles: ['jcb'],
    object: { is_immovable: false, insurance_sum: 31_000_000, franchise: 5, add_info: null },
    beneficiary: 'centerCredit',
    globalId: '1026000420',
    // Issued in the register but not in 1C: the documents stay hidden (spec: only without an error).
    errorType: '1С',
    error: 'Договор выпущен в ЕСБД, но не выгружен в 1С: сервис 1С недоступен.',
  },
  ogpo(2116, 'today', 1, 41_230, 1, 4, ['kim', 'zhaksylykov'], 'rio', issued('1026000424')),
];

// ---------------------------------------------------------------- figures derived from the table

export interface SeedDayCounts {
  issued: number;
  new: number;
  error: number;
}

/** The pie slices: issued is status 1, new status 0, error every other status. */
export function statusSlice(status: number): keyof SeedDayCounts {
  return status === 1 ? 'issued' : status === 0 ? 'new' : 'error';
}

export function seedDayCounts(day: SeedDay): SeedDayCounts {
  const counts: SeedDayCounts = { issued: 0, new: 0, error: 0 };
  for (const p of SEED_POLICIES) if (p.day === day) counts[statusSlice(p.status)]++;
  return counts;
}

/** Documents exist for an issued contract without an error that has a global id. */
export function hasDocuments(p: Pick<SeedPolicy, 'status' | 'error' | 'globalId'>): boolean {
  return p.status === 1 && !p.error && !!p.globalId;
}

export const seedPolicy = (id: number): SeedPolicy => {
  const p = SEED_POLICIES.find((x) => x.id === id);
  if (!p) throw new Error(`no seeded policy ${id}`);
  return p;
};

const idsOf = (day: SeedDay) => SEED_POLICIES.filter((p) => p.day === day).map((p) => p.id);

/** Everything the e2e specs and the API tests assert about the home seed. */
export const HOME_SEED = {
  agreements: SEED_AGREEMENTS,
  policies: SEED_POLICIES,
  yesterday: seedDayCounts('yesterday'),
  today: seedDayCounts('today'),
  /** POST admin-info for today: new status 0, success status 1, warning every other status. */
  dashboardToday: (() => {
    const c = seedDayCounts('today');
    return { new: c.new, success: c.issued, warning: c.error };
  })(),
  /** Today's contracts, newest first (the dashboard's rows). */
  todayIds: idsOf('today').reverse(),
  yesterdayIds: idsOf('yesterday').reverse(),
  /** The start page's timeline: today's contracts that are new or in error, newest first. */
  timelineIds: SEED_POLICIES.filter((p) => p.day === 'today' && p.status !== 1)
    .map((p) => p.id)
    .reverse(),
  /** Every section of the policy modal filled (insurer, vehicles, object, insureds, beneficiary) and documents. */
  fullPolicyId: 2102,
  /** Status 2 with error type 'ЕСБД'. */
  errorPolicyId: 2104,
  /** Status 1 with a global id but an error: no documents. */
  issuedWithErrorId: 2115,
  /** A new contract (status 0) without documents. */
  newPolicyId: 2103,
} as const;

/** The Almaty date of the seed's "today" and "yesterday" for a seed made at `now` ('YYYY-MM-DD'). */
export function seedDates(now: number): Record<SeedDay, string> {
  return { today: almatyDate(now), yesterday: almatyDate(now, -1) };
}
