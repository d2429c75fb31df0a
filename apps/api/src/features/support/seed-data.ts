/**
 * The operator-error seed as plain data (no imports: the e2e fixtures read it): OGPO policies the demo sellers
 * reported as issued by mistake, with their support requests in every status, and issued policies of the demo
 * manager that the e2e specs report through the policy list. Days and minutes are before the seed's moment. An
 * insurer the demo state register knows (parties/seed-clients-data.ts) has its name and phone there.
 */
export interface SeedOperatorError {
  /** The policy's local number (unique in the register). */
  number: string;
  /** The seller's IIN (900101300047 manager, 900101300057 agent, 900101300097 reserve seller). */
  seller: string;
  insurer: { title: string; iin: string; person: 1 | 2; phone: string };
  plate: string;
  premium: number;
  /** Days before the seed that the policy was sold. */
  soldDaysAgo: number;
  /** The request: 0 new, 1 worked, 2 error, 10 refused; null for an issued policy nobody reported (e2e). */
  request: 0 | 1 | 2 | 10 | null;
  /** Minutes before the seed that the request was made. */
  reportedMinutesAgo: number;
  /**
   * What an e2e spec does with it: 'rescind' / 'reject' (support), 'report' or 'terminate' (the seller's flows of
   * the policy list), 'read-only' (another seller's policy that the manager only reads), or nothing.
   */
  use?: 'rescind' | 'reject' | 'report' | 'terminate' | 'read-only';
}

const MANAGER = '900101300047';
const AGENT = '900101300057';
const RESERVE = '900101300097';

export const SEED_OPERATOR_ERRORS: readonly SeedOperatorError[] = [
  {
    number: '26-WEB-700001',
    seller: MANAGER,
    insurer: {
      title: 'Ахметов Ерлан Сапарович',
      iin: '850315300128',
      person: 1,
      phone: '+7(701) 512-0128',
    },
    plate: '123ABC02',
    premium: 18_450.5,
    soldDaysAgo: 3,
    request: 0,
    reportedMinutesAgo: 25,
    use: 'rescind',
  },
  {
    number: '26-WEB-700002',
    seller: AGENT,
    insurer: { title: 'ТОО «Дала Логистик»', iin: '150340001008', person: 2, phone: '+7(727) 340-1008' },
    plate: '777KZA01',
    premium: 96_320,
    soldDaysAgo: 4,
    request: 0,
    reportedMinutesAgo: 50,
    use: 'reject',
  },
  {
    number: '26-WEB-700003',
    seller: RESERVE,
    insurer: {
      title: 'Ким Владимир Николаевич',
      iin: '600501300336',
      person: 1,
      phone: '+7(705) 501-0336',
    },
    plate: '415KZB05',
    premium: 12_915.2,
    soldDaysAgo: 6,
    request: 0,
    reportedMinutesAgo: 90,
  },
  {
    number: '26-WEB-700004',
    seller: MANAGER,
    insurer: {
      title: 'Омарова Аружан Бекболатовна',
      iin: '020412600914',
      person: 1,
      phone: '+7(747) 412-0914',
    },
    plate: '902KZC02',
    premium: 41_080,
    soldDaysAgo: 7,
    request: 2,
    reportedMinutesAgo: 3 * 60,
  },
  {
    number: '26-WEB-700005',
    seller: AGENT,
    insurer: {
      title: 'Жумабаев Асхат Нурланович',
      iin: '880610300018',
      person: 1,
      phone: '+7(777) 610-0018',
    },
    plate: '318KZD17',
    premium: 22_640.75,
    soldDaysAgo: 9,
    request: 1,
    reportedMinutesAgo: 2 * 24 * 60,
  },
  {
    number: '26-WEB-700006',
    seller: MANAGER,
    insurer: { title: 'ТОО «Алтын Жол»', iin: '120540002008', person: 2, phone: '+7(717) 254-2008' },
    plate: '550KZE02',
    premium: 134_000,
    soldDaysAgo: 12,
    request: 10,
    reportedMinutesAgo: 4 * 24 * 60,
  },
  {
    number: '26-WEB-700007',
    seller: MANAGER,
    insurer: { title: 'Ахметов Ерлан Сапарович', iin: '850315300128', person: 1, phone: '+7(701) 512-0128' },
    plate: '681KZF02',
    premium: 19_870,
    soldDaysAgo: 5,
    request: null,
    reportedMinutesAgo: 0,
    use: 'report',
  },
  {
    number: '26-WEB-700008',
    seller: MANAGER,
    insurer: { title: 'Касымова Алия Ерлановна', iin: '910705400128', person: 1, phone: '+7(701) 700-0008' },
    plate: '704KZG02',
    premium: 36_500,
    soldDaysAgo: 30,
    request: null,
    reportedMinutesAgo: 0,
    use: 'terminate',
  },
  {
    number: '26-WEB-700009',
    seller: AGENT,
    insurer: { title: 'Омаров Даурен Каиратович', iin: '870214300157', person: 1, phone: '+7(702) 700-0009' },
    plate: '719KZH02',
    premium: 24_300,
    soldDaysAgo: 8,
    request: null,
    reportedMinutesAgo: 0,
    use: 'read-only',
  },
];
