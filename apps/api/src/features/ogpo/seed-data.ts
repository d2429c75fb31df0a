/**
 * The demo outcomes of verification (docs/ogpo.md, "Verification, calculation and the code in the sandbox"); data only. The parties themselves are
 * in the state register's seed (parties/seed-clients-data.ts, parties/seed-vehicles-data.ts, with their licences); here
 * are the register's watchlist entries and the compliance records already there when the sandbox starts.
 */

export const DEMO_WATCHLIST: ReadonlyArray<{
  entity: 0 | 1;
  key: string;
  list: 'sanctions' | 'wanted';
  note: string;
}> = [
  { entity: 0, key: '820405300042', list: 'sanctions', note: 'Оспанов Даурен Ерикович: санкционный список' },
  { entity: 1, key: 'WDD2130421A123456', list: 'wanted', note: '404WNT02: в розыске' },
  { entity: 1, key: 'JTMHV05J704200200', list: 'sanctions', note: '200LCR01: санкционный список' },
];

export interface DemoPodftRecord {
  iin: string;
  title: string;
  address: string;
  birthday: string;
  document: { number: string; issued: string };
  status: 1 | 3;
  comment: string;
}

/** Politically exposed clients: one waiting for the review (status 1), one approved (status 3). */
export const DEMO_PODFT_RECORDS: readonly DemoPodftRecord[] = [
  {
    iin: '750612300022',
    title: 'Жаксыбеков Арман Бакытович',
    address: 'г. Астана, ул. Кунаева, д. 12',
    birthday: '1975-06-12',
    document: { number: '040612022', issued: '2020-06-12' },
    status: 1,
    comment: '',
  },
  {
    iin: '680925400035',
    title: 'Нургалиева Сауле Маратовна',
    address: 'г. Алматы, пр. Достык, д. 97',
    birthday: '1968-09-25',
    document: { number: '042925035', issued: '2022-09-25' },
    status: 3,
    comment: 'Согласовано: источник средств подтверждён',
  },
];
