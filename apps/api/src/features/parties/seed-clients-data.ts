/**
 * The demo state register of clients (ЕСБД): who a seller finds at /ogpo and what each one shows. Data only (the
 * e2e fixtures may read it). IINs and BINs have valid check digits; the six resident IINs of the shared plan are
 * also in the vehicles helper's licence register.
 *
 * Consent (КДП) comes from the consent system of /kdp/{iin} (`customers`): `consent` says which row the seed
 * writes there ('accepted' | 'sent' | 'none' | null: no row). The status a search shows follows from it:
 * accepted -> found; 'sent' -> 10 (the start sends a fresh code); 'none' -> 2; null -> 6; 3 when a code lapsed.
 */

export interface DemoDocument {
  type_id: 1 | 4 | 7 | 8 | 11 | 12;
  number: string;
  issued: string;
  issuer: string;
  until: string;
  valid: boolean;
  verified: boolean;
}

export interface DemoRegisterClient {
  kind: 'person' | 'entrepreneur' | 'legal';
  resident: boolean;
  iin: string | null;
  title?: string;
  surname?: string;
  name?: string;
  patronymic?: string;
  surname_eng?: string;
  name_eng?: string;
  birthday?: string;
  sex?: 1 | 2;
  phone: string;
  email?: string;
  politician?: boolean;
  country_id: number;
  address: string;
  activity_kind_id?: number;
  economics_sector_id?: number;
  accountant?: string;
  class?: string;
  pensioner?: boolean;
  entrepreneur?: { name: string; number: string; address: string; date: string; activity_kind_id: number };
  bank?: { iik: string; bik: string; name: string; kbe: string };
  leader_iin?: string;
  beneficiary_iins?: string[];
  consent?: 'accepted' | 'sent' | 'none' | null;
  documents: DemoDocument[];
}

const MVD = 'МВД РК';
const idCard = (number: string, issued: string, until: string, verified = true): DemoDocument => ({
  type_id: 1,
  number,
  issued,
  issuer: MVD,
  until,
  valid: true,
  verified,
});

/** A bank as the state register knows it: a resident legal entity with its state registration (type 7). */
const bank = (
  bin: string,
  title: string,
  phone: string,
  address: string,
  registration: { number: string; issued: string },
): DemoRegisterClient => ({
  kind: 'legal',
  resident: true,
  iin: bin,
  title,
  phone,
  country_id: 1,
  address,
  activity_kind_id: 10,
  economics_sector_id: 3,
  documents: [
    {
      type_id: 7,
      ...registration,
      issuer: 'Министерство юстиции РК',
      until: '',
      valid: true,
      verified: true,
    },
  ],
});

/** Bonus-malus classes: 'M' is 1, '0' is 2, ... '13' is 16. */
export const CLASS_IDS: Record<string, number> = Object.fromEntries(
  ['M', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13'].map((c, i) => [c, i + 1]),
);

export const DEMO_REGISTER_CLIENTS: readonly DemoRegisterClient[] = [
  // The six residents of the shared plan.
  {
    kind: 'person',
    resident: true,
    iin: '850315300128',
    surname: 'Ахметов',
    name: 'Ерлан',
    patronymic: 'Сапарович',
    birthday: '1985-03-15',
    sex: 1,
    phone: '+7(701) 512-0128',
    email: 'erlan.akhmetov@mail.kz',
    country_id: 1,
    address: 'г. Алматы, мкр. Самал-2, д. 58, кв. 14',
    class: '5',
    bank: { iik: 'KZ18722S000012345678', bik: 'CASPKZKA', name: 'АО «KASPI BANK»', kbe: '19' },
    consent: 'accepted',
    documents: [
      idCard('045612378', '2021-07-20', '2031-07-20'),
      // a passport the register has not verified: 'Документ не верифицирован' when picked
      {
        type_id: 11,
        number: 'N12345678',
        issued: '2019-02-01',
        issuer: MVD,
        until: '2029-02-01',
        valid: true,
        verified: false,
      },
    ],
  },
  {
    kind: 'person',
    resident: true,
    iin: '900722400456',
    surname: 'Сейткали',
    name: 'Динара',
    patronymic: 'Муратовна',
    birthday: '1990-07-22',
    sex: 2,
    phone: '+7(702) 722-0456',
    email: 'dinara.seitkali@gmail.com',
    country_id: 1,
    address: 'г. Астана, пр. Мангилик Ел, д. 20, кв. 101',
    class: '3',
    consent: 'sent',
    documents: [idCard('051234567', '2022-03-11', '2032-03-11')],
  },
  {
    kind: 'person',
    resident: true,
    iin: '020412600914',
    surname: 'Омарова',
    name: 'Аружан',
    patronymic: 'Бекболатовна',
    birthday: '2002-04-12',
    sex: 2,
    phone: '+7(747) 412-0914',
    country_id: 1,
    address: 'г. Шымкент, ул. Байтурсынова, д. 7',
    class: '3',
    consent: 'accepted',
    documents: [idCard('052345678', '2018-04-20', '2028-04-20')],
  },
  {
    kind: 'person',
    resident: true,
    iin: '600501300336',
    surname: 'Ким',
    name: 'Владимир',
    patronymic: 'Николаевич',
    birthday: '1960-05-01',
    sex: 1,
    phone: '+7(705) 501-0336',
    country_id: 1,
    address: 'г. Караганда, ул. Ерубаева, д. 33, кв. 5',
    class: '13',
    pensioner: true,
    consent: 'accepted',
    documents: [
      idCard('039876543', '2016-05-10', '2026-05-10'),
      {
        type_id: 11,
        number: 'N09876543',
        issued: '2020-09-01',
        issuer: MVD,
        until: '2030-09-01',
        valid: true,
        verified: true,
      },
    ],
  },
  {
    kind: 'person',
    resident: true,
    iin: '951228400660',
    surname: 'Нурланова',
    name: 'Камила',
    patronymic: 'Ержановна',
    birthday: '1995-12-28',
    sex: 2,
    phone: '+7(707) 228-0660',
    country_id: 1,
    address: 'г. Актобе, пр. Абилкайыр хана, д. 45',
    class: '4',
    consent: 'none',
    documents: [idCard('047777123', '2020-01-15', '2030-01-15')],
  },
  {
    kind: 'person',
    resident: true,
    iin: '990101400555',
    surname: 'Абенова',
    name: 'Салтанат',
    patronymic: 'Кайратовна',
    birthday: '1999-01-01',
    sex: 2,
    phone: '+7(771) 101-0555',
    country_id: 1,
    address: 'г. Павлодар, ул. Кутузова, д. 12',
    class: '2',
    consent: null,
    documents: [idCard('049990101', '2019-01-10', '2029-01-10')],
  },
  // Individual entrepreneurs (consent given).
  {
    kind: 'entrepreneur',
    resident: true,
    iin: '880610300018',
    surname: 'Жумабаев',
    name: 'Асхат',
    patronymic: 'Нурланович',
    birthday: '1988-06-10',
    sex: 1,
    phone: '+7(777) 610-0018',
    email: 'ip.zhumabayev@mail.kz',
    country_id: 1,
    address: 'г. Алматы, ул. Толе би, д. 101',
    class: '6',
    entrepreneur: {
      name: 'ИП «Жумабаев»',
      number: '0012345',
      address: 'г. Алматы, ул. Толе би, д. 101, офис 3',
      date: '2015-04-01',
      activity_kind_id: 6,
    },
    bank: { iik: 'KZ12601A861000123456', bik: 'HSBKKZKX', name: 'АО «Народный Банк Казахстана»', kbe: '19' },
    consent: 'accepted',
    documents: [idCard('046610018', '2023-06-01', '2033-06-01')],
  },
  {
    kind: 'entrepreneur',
    resident: true,
    iin: '700520300053',
    surname: 'Ибраев',
    name: 'Марат',
    patronymic: 'Каримович',
    birthday: '1970-05-20',
    sex: 1,
    phone: '+7(701) 520-0053',
    country_id: 1,
    address: 'г. Костанай, ул. Баймагамбетова, д. 150',
    class: '7',
    entrepreneur: {
      name: 'ИП «Ибраев М.К.»',
      number: '0067890',
      address: 'г. Костанай, ул. Баймагамбетова, д. 150',
      date: '2009-11-12',
      activity_kind_id: 7,
    },
    consent: 'accepted',
    documents: [idCard('038520053', '2017-05-20', '2027-05-20')],
  },
  // Leaders and beneficial owners of the legal entities (found through the chief search).
  {
    kind: 'person',
    resident: true,
    iin: '760911300022',
    surname: 'Сулейменов',
    name: 'Бауыржан',
    patronymic: 'Асанович',
    birthday: '1976-09-11',
    sex: 1,
    phone: '+7(701) 911-0022',
    email: 'b.suleimenov@dala-logistic.kz',
    politician: true,
    country_id: 1,
    address: 'г. Алматы, ул. Розыбакиева, д. 247',
    class: '8',
    consent: 'accepted',
    documents: [idCard('041911022', '2021-09-11', '2031-09-11')],
  },
  {
    kind: 'person',
    resident: true,
    iin: '910304400039',
    surname: 'Касымова',
    name: 'Жанар',
    patronymic: 'Болатовна',
    birthday: '1991-03-04',
    sex: 2,
    phone: '+7(702) 304-0039',
    country_id: 1,
    address: 'г. Алматы, мкр. Орбита-1, д. 9',
    class: '3',
    consent: 'accepted',
    documents: [idCard('042304039', '2020-03-04', '2030-03-04')],
  },
  {
    kind: 'person',
    resident: true,
    iin: '831117300041',
    surname: 'Ли',
    name: 'Сергей',
    patronymic: 'Викторович',
    birthday: '1983-11-17',
    sex: 1,
    phone: '+7(705) 117-0041',
    country_id: 1,
    address: 'г. Астана, ул. Кенесары, д. 40',
    class: '5',
    consent: 'accepted',
    documents: [idCard('043117041', '2022-11-17', '2032-11-17')],
  },
  // Legal entities (BIN, document type 7).
  {
    kind: 'legal',
    resident: true,
    iin: '150340001008',
    title: 'ТОО «Дала Логистик»',
    phone: '+7(727) 340-1008',
    email: 'office@dala-logistic.kz',
    country_id: 1,
    address: 'г. Алматы, ул. Розыбакиева, д. 247, офис 12',
    activity_kind_id: 7,
    economics_sector_id: 7,
    accountant: 'Ермекова Г.С.',
    bank: { iik: 'KZ29856KZT0000456789', bik: 'KCJBKZKX', name: 'АО «Банк ЦентрКредит»', kbe: '17' },
    leader_iin: '760911300022',
    beneficiary_iins: ['910304400039', '760911300022'],
    documents: [
      {
        type_id: 7,
        number: '15034-1910-ТОО',
        issued: '2015-03-20',
        issuer: 'Министерство юстиции РК',
        until: '',
        valid: true,
        verified: true,
      },
    ],
  },
  {
    kind: 'legal',
    resident: true,
    iin: '120540002008',
    title: 'ТОО «Алтын Жол»',
    phone: '+7(717) 254-2008',
    country_id: 1,
    address: 'г. Астана, ул. Кенесары, д. 40, офис 201',
    activity_kind_id: 6,
    economics_sector_id: 10,
    leader_iin: '831117300041',
    beneficiary_iins: ['831117300041'],
    documents: [
      {
        type_id: 7,
        number: '12054-1901-ТОО',
        issued: '2012-05-14',
        issuer: 'Министерство юстиции РК',
        until: '',
        valid: true,
        verified: true,
      },
    ],
  },
  // Banks, the beneficiaries of the property and casco sales (legal-entity search by BIN). Halyk's BIN is the
  // one whose objects need no loan number (core's LOAN_NUMBER_EXEMPT_IINS); ForteBank's objects do.
  bank(
    '940140000385',
    'АО «Народный Банк Казахстана»',
    '+7(727) 259-0777',
    'г. Алматы, пр. Аль-Фараби, д. 40',
    {
      number: '3898-1900-АО',
      issued: '1994-01-20',
    },
  ),
  bank('990740000683', 'АО «ForteBank»', '+7(717) 258-7788', 'г. Астана, ул. Достык, д. 8/1', {
    number: '6341-1900-АО',
    issued: '1999-07-12',
  }),
  // Non-residents, found by name (Latin or Cyrillic).
  {
    kind: 'person',
    resident: false,
    iin: '860830400106',
    surname: 'MUELLER',
    name: 'ANNA',
    surname_eng: 'MUELLER',
    name_eng: 'ANNA',
    birthday: '1986-08-30',
    sex: 2,
    phone: '+7(777) 830-0106',
    email: 'anna.mueller@web.de',
    country_id: 13,
    address: 'г. Алматы, ул. Фурманова, д. 65, кв. 8',
    class: '3',
    bank: { iik: 'KZ14998CTB0000123456', bik: 'TSESKZKA', name: 'АО «Alatau City Bank»', kbe: '29' },
    documents: [
      {
        type_id: 4,
        number: '004512889',
        issued: '2022-05-05',
        issuer: 'МВД РК',
        until: '2027-05-05',
        valid: true,
        verified: true,
      },
      {
        type_id: 12,
        number: 'C01X00T47',
        issued: '2019-08-01',
        issuer: 'Stadt Berlin',
        until: '2029-07-31',
        valid: true,
        verified: true,
      },
    ],
  },
  {
    kind: 'person',
    resident: false,
    iin: null,
    surname: 'Ганболд',
    name: 'Батбаяр',
    surname_eng: 'GANBOLD',
    name_eng: 'BATBAYAR',
    birthday: '2003-08-15',
    sex: 1,
    phone: '+7(708) 815-2003',
    country_id: 16,
    address: 'Монголия, г. Улан-Батор, ул. Сеул, д. 12',
    class: '3',
    documents: [
      {
        type_id: 12,
        number: 'E1234567',
        issued: '2021-09-01',
        issuer: 'Улсын бүртгэлийн ерөнхий газар',
        until: '2031-09-01',
        valid: true,
        verified: false,
      },
    ],
  },
  {
    kind: 'person',
    resident: false,
    iin: null,
    surname: 'Қасымұлы',
    name: 'Нұрлан',
    surname_eng: 'KASYMULY',
    name_eng: 'NURLAN',
    birthday: '1975-01-12',
    sex: 1,
    phone: '+7(775) 112-1975',
    country_id: 15,
    address: 'КНР, г. Урумчи, ул. Хэпин, д. 3',
    class: '4',
    documents: [
      {
        type_id: 12,
        number: 'EA7788991',
        issued: '2018-03-03',
        issuer: 'Ministry of Public Security',
        until: '2028-03-02',
        valid: true,
        verified: true,
      },
    ],
  },
  {
    kind: 'person',
    resident: false,
    iin: null,
    surname: 'AHMADI',
    name: 'REZA',
    surname_eng: 'AHMADI',
    name_eng: 'REZA',
    birthday: '1980-06-06',
    sex: 1,
    phone: '+7(776) 606-1980',
    country_id: 31,
    address: 'г. Алматы, ул. Жибек Жолы, д. 50',
    class: '2',
    documents: [
      {
        type_id: 8,
        number: '000123456',
        issued: '2021-06-06',
        issuer: 'МВД РК',
        until: '2031-06-06',
        valid: true,
        verified: true,
      },
      {
        type_id: 12,
        number: 'A11223344',
        issued: '2008-01-10',
        issuer: 'Islamic Republic of Afghanistan',
        until: '2018-01-09',
        valid: false,
        verified: true,
      },
    ],
  },
  // A non-resident with an e-mail and no phone: the sale's code to him goes by mail (spec part 2 section 4.2).
  {
    kind: 'person',
    resident: false,
    iin: null,
    surname: 'NOVAK',
    name: 'JAN',
    surname_eng: 'NOVAK',
    name_eng: 'JAN',
    birthday: '1979-05-21',
    sex: 1,
    phone: '',
    email: 'jan.novak@seznam.cz',
    country_id: 26,
    address: 'Чехия, г. Прага, ул. Водичкова, д. 12',
    class: '3',
    documents: [
      {
        type_id: 12,
        number: '45118923',
        issued: '2020-02-10',
        issuer: 'Magistrát hl. m. Prahy',
        until: '2030-02-10',
        valid: true,
        verified: true,
      },
    ],
  },
  // Verification outcomes of the sale (apps/api/src/features/ogpo/seed.ts writes their watchlist
  // entries and compliance records): an expired identity document, a politically exposed person waiting for the
  // compliance review, one already approved, one on the sanctions list.
  {
    kind: 'person',
    resident: true,
    iin: '790214300016',
    surname: 'Тлеубаев',
    name: 'Марат',
    patronymic: 'Серикович',
    birthday: '1979-02-14',
    sex: 1,
    phone: '+7(701) 214-0016',
    country_id: 1,
    address: 'г. Алматы, ул. Абая, д. 10, кв. 3',
    class: '4',
    consent: 'accepted',
    documents: [idCard('038214016', '2015-02-14', '2025-02-14')],
  },
  {
    kind: 'person',
    resident: true,
    iin: '750612300022',
    surname: 'Жаксыбеков',
    name: 'Арман',
    patronymic: 'Бакытович',
    birthday: '1975-06-12',
    sex: 1,
    phone: '+7(701) 612-0022',
    politician: true,
    country_id: 1,
    address: 'г. Астана, ул. Кунаева, д. 12',
    class: '6',
    consent: 'accepted',
    documents: [idCard('040612022', '2020-06-12', '2030-06-12')],
  },
  {
    kind: 'person',
    resident: true,
    iin: '680925400035',
    surname: 'Нургалиева',
    name: 'Сауле',
    patronymic: 'Маратовна',
    birthday: '1968-09-25',
    sex: 2,
    phone: '+7(702) 925-0035',
    politician: true,
    country_id: 1,
    address: 'г. Алматы, пр. Достык, д. 97',
    class: '9',
    consent: 'accepted',
    documents: [idCard('042925035', '2022-09-25', '2032-09-25')],
  },
  {
    kind: 'person',
    resident: true,
    iin: '820405300042',
    surname: 'Оспанов',
    name: 'Даурен',
    patronymic: 'Ерикович',
    birthday: '1982-04-05',
    sex: 1,
    phone: '+7(707) 405-0042',
    country_id: 1,
    address: 'г. Караганда, ул. Бухар-Жырау, д. 30',
    class: '3',
    consent: 'accepted',
    documents: [idCard('043405042', '2023-04-05', '2033-04-05')],
  },
];

/** The demo scans the sandbox offers for download (GET /api/client/demo-scans): recognised by their content. */
export interface DemoScanDef {
  /** The code written into the file's metadata: 'SAKTA-SCAN:<code>'. */
  code: string;
  title: string;
  file: string;
  mime: 'image/png' | 'image/jpeg' | 'application/pdf';
  /** What recognition reads from the document. */
  recognised: {
    resident: boolean;
    surname: string;
    name: string;
    patronymic: string;
    surname_eng: string;
    name_eng: string;
    birthday: string;
    sex: 1 | 2;
    iin: string;
    country_id: number;
    document: DemoDocument;
  };
}

export const DEMO_SCANS: readonly DemoScanDef[] = [
  {
    code: 'wilson-passport',
    title: 'Паспорт Великобритании: WILSON JAMES (нет в реестре: новый клиент)',
    file: 'passport-wilson.png',
    mime: 'image/png',
    recognised: {
      resident: false,
      surname: 'WILSON',
      name: 'JAMES',
      patronymic: '',
      surname_eng: 'WILSON',
      name_eng: 'JAMES',
      birthday: '1990-02-14',
      sex: 1,
      iin: '',
      country_id: 14,
      document: {
        type_id: 12,
        number: '533401877',
        issued: '2021-05-10',
        issuer: 'HMPO',
        until: '2031-05-10',
        valid: true,
        verified: false,
      },
    },
  },
  {
    code: 'akhmetov-id-card',
    title: 'Удостоверение личности: Ахметов Ерлан (есть в реестре)',
    file: 'id-card-akhmetov.jpg',
    mime: 'image/jpeg',
    recognised: {
      resident: true,
      surname: 'Ахметов',
      name: 'Ерлан',
      patronymic: 'Сапарович',
      surname_eng: '',
      name_eng: '',
      birthday: '1985-03-15',
      sex: 1,
      iin: '850315300128',
      country_id: 1,
      document: idCard('045612378', '2021-07-20', '2031-07-20'),
    },
  },
  {
    code: 'mueller-passport',
    title: 'Паспорт Германии: MUELLER ANNA, PDF (есть в реестре)',
    file: 'passport-mueller.pdf',
    mime: 'application/pdf',
    recognised: {
      resident: false,
      surname: 'MUELLER',
      name: 'ANNA',
      patronymic: '',
      surname_eng: 'MUELLER',
      name_eng: 'ANNA',
      birthday: '1986-08-30',
      sex: 2,
      iin: '860830400106',
      country_id: 13,
      // the scan reads the issue date a day later than the register: the ЕСБД / Скан comparison shows it
      document: {
        type_id: 12,
        number: 'C01X00T47',
        issued: '2019-08-02',
        issuer: 'Stadt Berlin',
        until: '2029-07-31',
        valid: true,
        verified: true,
      },
    },
  },
  {
    code: 'koch-expired-passport',
    title: 'Паспорт Германии: KOCH PETER, срок истёк (сообщение)',
    file: 'passport-koch-expired.png',
    mime: 'image/png',
    recognised: {
      resident: false,
      surname: 'KOCH',
      name: 'PETER',
      patronymic: '',
      surname_eng: 'KOCH',
      name_eng: 'PETER',
      birthday: '1972-09-03',
      sex: 1,
      iin: '',
      country_id: 13,
      document: {
        type_id: 12,
        number: 'C4F7K2L91',
        issued: '2014-02-01',
        issuer: 'Stadt Köln',
        until: '2024-01-31',
        valid: false,
        verified: false,
      },
    },
  },
];

/** A document picture without any recognition code, offered too: recognition answers 'not recognised'. */
export const UNKNOWN_SCAN = {
  id: 'unknown',
  title: 'Документ без кода (не распознаётся)',
  file: 'unknown-document.png',
  mime: 'image/png',
} as const;
