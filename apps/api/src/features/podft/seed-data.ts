/**
 * Compliance records of past sales (demo and test modes; data only): decided and waiting records of parties no
 * demo sale uses (their documents are in no register table), so the review list has every status, entity and
 * person kind from the start. The politically exposed register clients' records are seeded with the sale's
 * verification demo (ogpo/seed-data.ts).
 */

export interface DemoReviewRecord {
  entity: 0 | 1;
  document: string;
  person: boolean;
  title: string;
  type: 1 | 2;
  status: 1 | 2 | 3 | 4;
  comment: string;
  /** Days before the sandbox's start. */
  daysAgo: number;
  item: unknown;
}

const client = (title: string, iin: string, birthday: string, number: string, address: string) => ({
  client: { title, iin, birthday, id: null },
  document: { number, issued: '2019-02-14' },
  filter: { resident: true, person: iin[4]! < '4' },
  location: { address },
});

export const DEMO_REVIEW_RECORDS: readonly DemoReviewRecord[] = [
  {
    entity: 0,
    document: '100140012345',
    person: false,
    title: 'ТОО «Алтын Дала Трейд»',
    type: 2,
    status: 3,
    comment: 'Совпадение по наименованию, учредители проверены',
    daysAgo: 30,
    item: client(
      'ТОО «Алтын Дала Трейд»',
      '100140012345',
      '',
      '100140012345',
      'г. Шымкент, ул. Тауке хана, д. 5',
    ),
  },
  {
    entity: 1,
    document: 'XTA210930Y2765432',
    person: true,
    title: 'Серебристый ВАЗ 21093',
    type: 2,
    status: 4,
    comment: 'ТС в санкционном списке',
    daysAgo: 21,
    item: {
      number: '512KKA05',
      vin: 'XTA210930Y2765432',
      mark: 'ВАЗ',
      model: '21093',
      color: 'Серебристый',
      id: null,
      registration: { certificate: 'KA00512512', date: '2015-03-18', region_id: 5 },
    },
  },
  {
    entity: 0,
    document: '711120300051',
    person: true,
    title: 'Абенов Ерлан Маратович',
    type: 1,
    status: 2,
    comment: 'Публичное должностное лицо: повторная проверка через год',
    daysAgo: 12,
    item: client(
      'Абенов Ерлан Маратович',
      '711120300051',
      '1971-11-20',
      '038112051',
      'г. Павлодар, ул. Толстого, д. 14',
    ),
  },
  {
    entity: 1,
    document: 'WBAJA71050B123987',
    person: true,
    title: 'Черный BMW 530',
    type: 2,
    status: 1,
    comment: '',
    daysAgo: 2,
    item: {
      number: '301BMW02',
      vin: 'WBAJA71050B123987',
      mark: 'BMW',
      model: '530',
      color: 'Черный',
      id: null,
      registration: { certificate: 'AB00301301', date: '2021-06-01', region_id: 2 },
    },
  },
];
