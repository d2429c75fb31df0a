/**
 * Seed data of early termination: OGPO ВТС policies in the register, for residents, a non-resident and
 * an organisation, in statuses that can (2, 3) and cannot (1, 4, 5) be terminated, and the terminations of the
 * history. Demo and test modes only (seed.ts writes them).
 *
 * Dates are days relative to the day of the seed (Almaty time), so a fresh server always has policies in force
 * with a positive refund. The IINs and BIN have valid check digits; every client has a phone of their own
 * ('+7(701) 710-00NN'), so an e2e spec can read "the last code sent to this phone" without meeting another's.
 *
 * No imports: apps/web/e2e/fixtures-termination.ts loads this table too, so the e2e scenarios cannot drift from
 * the seed. E2E specs run in parallel on one server: each scenario has its own policy and client, and a spec that
 * terminates a policy owns it.
 */

export type OgpoStatusCode = 1 | 2 | 3 | 4 | 5;

/** Titles of the status codes (the migration's ogpo_statuses). */
export const OGPO_STATUS_TITLES: Readonly<Record<OgpoStatusCode, string>> = {
  1: 'Новый',
  2: 'Действующий',
  3: 'Вступает в силу',
  4: 'Расторгнут',
  5: 'Истёк',
};

export interface DemoOgpoClient {
  /** A natural person's name; absent for an organisation. */
  surname?: string;
  name?: string;
  patronymic?: string;
  /** An organisation's name (person 2). */
  organisation?: string;
  /** IIN or BIN; '' for a non-resident without one. */
  iin: string;
  /** 1 natural person, 2 legal entity. */
  person: 1 | 2;
  resident: boolean;
  /** 'YYYY-MM-DD' */
  birthday?: string;
  /** '+7(701) 710-0001' */
  phone: string;
}

export interface DemoBeneficiary {
  iin: string;
  surname: string;
  name: string;
  patronymic: string;
}

/** A termination of the seeded history. */
export interface DemoTermination {
  /** Day of the termination, relative to the seed day (negative: in the past). */
  day: number;
  /** 1 OTP, 2 paper */
  signinType: 1 | 2;
  /** 1 cash, 2 card */
  returnType: 1 | 2;
  /** '00000000011' early termination, '00000000020' death of the policyholder */
  reason: '00000000011' | '00000000020';
  /** Who got the refund, when not the policyholder (an heir). */
  beneficiary?: DemoBeneficiary;
  /** The account of a card return. */
  iban?: string;
  /** The role of the demo user who terminated it: the history is each user's own (the administrator sees all). */
  by: 3 | 7;
}

export interface DemoOgpoPolicy {
  number: string;
  client: DemoOgpoClient;
  /** Vehicle plate, uppercase without spaces. */
  vehicle: string;
  /** Tenge. */
  premium: number;
  /** First day of cover, relative to the seed day (negative: started in the past). */
  startDay: number;
  /** Days of cover (default 365): the last day is startDay + termDays - 1. */
  termDays?: number;
  status: OgpoStatusCode;
  terminated?: DemoTermination;
}

/** Bank accounts for the card return (checked by core's validateIban). */
export const TERMINATION_IBANS = {
  /** Kaspi Bank (code 722): BIK CASPKZKA. */
  valid: 'KZ687220000012345678',
  validBik: 'CASPKZKA',
  validBank: 'АО «KASPI BANK»',
  /** Halyk Bank (code 601): BIK HSBKKZKX. */
  validHalyk: 'KZ54601A000000123456',
  /** The valid one with its last digit changed: 'Неверная контрольная сумма IBAN'. */
  badChecksum: 'KZ687220000012345679',
  /** 19 characters: 'IBAN для KZ должен содержать 20 символов'. */
  badLength: 'KZ68722000001234567',
  /** Check digits right, bank code 123 unknown: 'Неизвестный код банка 123 в IBAN'. */
  unknownBank: 'KZ791230000000111222',
} as const;

const person = (
  surname: string,
  name: string,
  patronymic: string,
  iin: string,
  birthday: string,
  phone: string,
): DemoOgpoClient => ({ surname, name, patronymic, iin, person: 1, resident: true, birthday, phone });

/** One policy per e2e scenario (and API test); each its own client and phone. */
export const TERMINATION_SCENARIOS = {
  /** Terminate by card with OTP signing, end to end (code from the sandbox). Search by IIN. */
  cardOtp: {
    number: '26-OGPO-100001',
    client: person('Ахметов', 'Ерлан', 'Серикович', '850614301002', '1985-06-14', '+7(701) 710-0001'),
    vehicle: '123ABC02',
    premium: 45_600,
    startDay: -90,
    status: 2,
  },
  /** Terminate by cash with paper signing. */
  cashPaper: {
    number: '26-OGPO-100002',
    client: person('Иванова', 'Мария', 'Петровна', '900221401004', '1990-02-21', '+7(701) 710-0002'),
    vehicle: '456BCD02',
    premium: 32_150,
    startDay: -200,
    status: 2,
  },
  /** Reason 'Смерть страхователя': OTP signing disabled, beneficiary cleared, paper signing. */
  death: {
    number: '26-OGPO-100003',
    client: person('Нуржанов', 'Бауыржан', 'Кайратович', '581103301011', '1958-11-03', '+7(701) 710-0003'),
    vehicle: '789CDE02',
    premium: 51_200,
    startDay: -30,
    status: 2,
  },
  /** Card return with an invalid IBAN (TERMINATION_IBANS.badChecksum): the IBAN message. */
  invalidIban: {
    number: '26-OGPO-100004',
    client: person('Ли', 'Ольга', 'Викторовна', '790409401000', '1979-04-09', '+7(701) 710-0004'),
    vehicle: '321DEF01',
    premium: 28_900,
    startDay: -150,
    status: 2,
  },
  /** Search type 3 (Нерезидент): surname, name, birth date, plate. Status 3 'Вступает в силу'; no IIN. */
  nonResident: {
    number: '26-OGPO-100006',
    client: {
      surname: 'Петров',
      name: 'Алексей',
      patronymic: 'Николаевич',
      iin: '',
      person: 1,
      resident: false,
      birthday: '1988-12-05',
      phone: '+7(701) 710-0006',
    },
    vehicle: 'A777AA177',
    premium: 67_300,
    startDay: 10,
    status: 3,
  },
  /** Search type 1 (Договор) by the number, typed in lowercase. */
  contractNumber: {
    number: '26-OGPO-100007',
    client: person('Сейткали', 'Айдана', 'Маратовна', '950719401000', '1995-07-19', '+7(701) 710-0007'),
    vehicle: '555EFG02',
    premium: 39_800,
    startDay: -60,
    status: 2,
  },
  /** An organisation (BIN, person 2): KBE 17. */
  legalEntity: {
    number: '26-OGPO-100008',
    client: {
      organisation: 'ТОО «Алем Логистик»',
      iin: '040540001002',
      person: 2,
      resident: true,
      phone: '+7(701) 710-0008',
    },
    vehicle: '808KLM02',
    premium: 124_500,
    startDay: -100,
    status: 2,
  },
} as const satisfies Record<string, DemoOgpoPolicy>;

/** A client whose policies are all in statuses that cannot be terminated: the results have no open action. */
const nonTerminableClient = person(
  'Касымов',
  'Арман',
  'Ержанович',
  '820830301001',
  '1982-08-30',
  '+7(701) 710-0005',
);
export const NON_TERMINABLE = {
  client: nonTerminableClient,
  /** Status 1 'Новый' (not yet issued; starts in 5 days). */
  new: {
    number: '26-OGPO-100051',
    client: nonTerminableClient,
    vehicle: '051NTA02',
    premium: 30_000,
    startDay: 5,
    status: 1,
  },
  /** Status 4 'Расторгнут' (also a row of the history). */
  terminated: {
    number: '26-OGPO-100054',
    client: nonTerminableClient,
    vehicle: '054NTA02',
    premium: 41_000,
    startDay: -250,
    status: 4,
    terminated: { day: -45, signinType: 2, returnType: 1, reason: '00000000011', by: 7 },
  },
  /** Status 5 'Истёк' (ended 56 days ago). */
  expired: {
    number: '26-OGPO-100055',
    client: nonTerminableClient,
    vehicle: '055NTA02',
    premium: 27_500,
    startDay: -420,
    status: 5,
  },
} as const satisfies { client: DemoOgpoClient } & Record<'new' | 'terminated' | 'expired', DemoOgpoPolicy>;

/** Policies to try things on in the demo (no test uses them): one in force, one starting soon. */
const demoClient = person(
  'Жумабаев',
  'Даурен',
  'Асланович',
  '870315301000',
  '1987-03-15',
  '+7(701) 710-0009',
);
export const DEMO_TERMINABLE = [
  {
    number: '26-OGPO-100091',
    client: demoClient,
    vehicle: '091DEM02',
    premium: 48_750,
    startDay: -45,
    status: 2,
  },
  {
    number: '26-OGPO-100092',
    client: demoClient,
    vehicle: '092DEM02',
    premium: 36_400,
    startDay: 20,
    status: 3,
  },
] as const satisfies readonly DemoOgpoPolicy[];

/** 1 OTP, 2 paper (DemoTermination's signinType); the refund in cash, or to a card's account (an IBAN). */
const OTP = 1;
const PAPER = 2;
const CASH = null;

/** A termination of the history on `day`, signed by OTP or paper, refunded in cash or to the account `iban`. */
const ended = (day: number, signinType: 1 | 2, iban: string | null): Omit<DemoTermination, 'by'> => ({
  day,
  signinType,
  returnType: iban ? 2 : 1,
  reason: '00000000011',
  ...(iban ? { iban } : {}),
});
const DEATH = '00000000020';
/** The heir who got the refund: IIN, 'Фамилия Имя Отчество'. */
const heir = (iin: string, fullName: string): DemoBeneficiary => {
  const [surname = '', name = '', patronymic = ''] = fullName.split(' ');
  return { iin, surname, name, patronymic };
};

/** 'YYYY-MM-DD' of a resident's IIN (its first six digits; the seventh gives the century). */
const birthdayOf = (iin: string) =>
  `${iin[6]! < '3' ? 18 : iin[6]! < '5' ? 19 : 20}${iin.slice(0, 2)}-${iin.slice(2, 4)}-${iin.slice(4, 6)}`;

/**
 * Terminated policies of the history (with NON_TERMINABLE.terminated: 13 rows, 3 pages of 5), terminated in turn by
 * the demo manager (role 3, the newest) and the demo service manager (role 7). Row i: policy 26-OGPO-0002(i+1), its
 * client's phone '+7(701) 710-00(21+i)': [client, IIN, premium, first day of cover, the termination].
 */
export const HISTORY_POLICIES: readonly DemoOgpoPolicy[] = (
  [
    ['Омаров Тимур Болатович', '760512301009', 52_300, -200, ended(-1, OTP, 'KZ567220000076543210')],
    ['Ким Елена Игоревна', '830923401005', 33_900, -120, ended(-2, PAPER, CASH)],
    [
      'Байжанов Серик Амангельдиевич',
      '690117301006',
      61_000,
      -300,
      {
        ...ended(-4, PAPER, 'KZ98601A000000654321'),
        reason: DEATH,
        beneficiary: heir('930430401006', 'Байжанова Асель Сериковна'),
      },
    ],
    ['Абдрахманов Алихан Русланович', '011207501000', 29_400, -80, ended(-6, OTP, CASH)],
    ['Волков Дмитрий Андреевич', '860808301009', 44_100, -150, ended(-9, OTP, 'KZ569140000000333444')],
    ['Тулегенова Гульнара Саматовна', '740225401001', 38_700, -60, ended(-12, PAPER, CASH)],
    ['Есенов Марат Кайратович', '880606301004', 55_250, -210, ended(-15, OTP, 'KZ518560000000777888')],
    ['Мухамеджанова Дина Ериковна', '971111401001', 31_600, -100, ended(-19, PAPER, CASH)],
    [
      'Григорьев Павел Олегович',
      '800720301008',
      47_800,
      -250,
      {
        ...ended(-23, PAPER, CASH),
        reason: DEATH,
        beneficiary: heir('040115601002', 'Григорьева Анна Павловна'),
      },
    ],
    ['Сарсенова Айжан Нурлановна', '920303401003', 36_050, -90, ended(-28, OTP, 'KZ54601A000000123456')],
    ['Искаков Болат Жумабекович', '650909301004', 58_900, -180, ended(-34, PAPER, CASH)],
    ['Бекова Сабина Ринатовна', '910101401003', 40_300, -140, ended(-40, OTP, CASH)],
  ] as const
).map(([fullName, iin, premium, startDay, terminated], i) => {
  const [surname = '', name = '', patronymic = ''] = fullName.split(' ');
  return {
    number: `26-OGPO-0002${String(i + 1).padStart(2, '0')}`,
    client: person(surname, name, patronymic, iin, birthdayOf(iin), `+7(701) 710-00${21 + i}`),
    vehicle: `2${String(i + 1).padStart(2, '0')}HST02`,
    premium,
    startDay,
    status: 4 as const,
    terminated: { ...terminated, by: i % 2 === 0 ? (3 as const) : (7 as const) },
  };
});

/** Every seeded policy, in the order of insertion. */
export const DEMO_OGPO_POLICIES: readonly DemoOgpoPolicy[] = [
  ...Object.values(TERMINATION_SCENARIOS),
  NON_TERMINABLE.new,
  NON_TERMINABLE.terminated,
  NON_TERMINABLE.expired,
  ...DEMO_TERMINABLE,
  ...HISTORY_POLICIES,
];

/** Rows of the history on a fresh server (before any termination made through the app). */
export const SEEDED_HISTORY_COUNT = DEMO_OGPO_POLICIES.filter((p) => p.terminated).length;

/** A valid IIN with no policy: the search answers an empty list ('Нет информации'). */
export const UNKNOWN_POLICY_IIN = '890127301002';

/** 'Фамилия Имя Отчество', or the organisation's name. */
export function clientTitle(c: DemoOgpoClient): string {
  return c.organisation ?? [c.surname, c.name, c.patronymic].filter(Boolean).join(' ');
}
