import type { TerminationHistoryItem, TerminationSearchResult } from '../contract';

/** Test data of the termination screen and modal: policies, a history item, IBANs, the client's phone. */

const ACTIVE = { title: 'Действующий', code: 2 } as const;
const TERMINATED = { title: 'Расторгнут', code: 5 } as const;

/** An OGPO policy of Иванов Иван: its number, premium, first and last day of cover, status and sale time. */
const ivanovPolicy = (
  number: string,
  premium: number,
  [date_from, date_to]: [string, string],
  status: TerminationSearchResult['status'],
  date: string,
): TerminationSearchResult => ({
  number,
  product: { title: 'ОГПО ВТС' },
  client: { title: 'Иванов Иван', iin: '900101300017', person: 1, resident: true },
  premium,
  date_from,
  date_to,
  status,
  date,
});

export const MODEL_RESULTS: TerminationSearchResult[] = [
  ivanovPolicy('OGPO-2026-0001', 24_500, ['2026-01-10', '2027-01-09'], ACTIVE, '2026-01-09 12:00:00'),
  ivanovPolicy('OGPO-2026-0002', 18_000, ['2025-01-10', '2026-01-09'], TERMINATED, '2025-01-09 12:00:00'),
];

export const TERMINATION_ULID = '01JDSAKTA0TERM1NAT10N00001';

export const TERMINATION_PDF = 'JVBERi0xLjQKJcfsj6IKMSAwIG9iago8PC9UeXBlL0NhdGFsb2c+PgplbmRvYmoK';

export const CLIENT_PHONE = '+7(701) 555-0101';

export const VALID_IBAN = 'KZ84722C000012345678';

export const VALID_IBAN_BANK = { bik: 'CASPKZKA', name: 'АО «KASPI BANK»' };

/** The valid IBAN with its last digit changed: the checksum fails. */
export const WRONG_CHECKSUM_IBAN = 'KZ84722C000012345679';

export const terminablePolicy: TerminationSearchResult = {
  number: 'OGPO-2026-000123',
  product: { title: 'ОГПО ВТС' },
  client: {
    title: 'Сапарова Динара Ермековна',
    iin: '850312400123',
    person: 1,
    resident: true,
    surname: 'Сапарова',
    name: 'Динара',
    patronymic: 'Ермековна',
    phone: CLIENT_PHONE,
  },
  premium: 48250.5,
  date_from: '2026-02-01',
  date_to: '2027-01-31',
  status: { title: 'Действующий', code: 2 },
  date: '2026-01-30 11:42:05',
};

export const notTerminablePolicy: TerminationSearchResult = {
  ...terminablePolicy,
  number: 'OGPO-2025-000777',
  status: { title: 'Расторгнут', code: 5 },
};

export const historyItem: TerminationHistoryItem = {
  global: 'OGPO-2025-000456',
  product: 'ОГПО ВТС',
  client_iin: '900101300047',
  premium: 36000,
  refund: 14850.25,
  status: 'Расторгнут',
  date_from: '2025-06-01',
  date_to: '2026-05-31',
  created_at: '2025-11-12 09:15:00',
  signinType: 1,
  returnType: 2,
  id: 12,
};

export const REFUND = { refund: 26450.75, commission: 2645.08 };
