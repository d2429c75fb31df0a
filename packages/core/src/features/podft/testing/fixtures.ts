import type { Page } from '../../../shared/api/common';
import type { PodftItem, PodftRecord } from '../contract';

/**
 * Test data of the compliance review (model tests, stories): records as the sandbox answers podft/get, podft/item
 * and podft/set (spec part 2 section 3.8).
 */

const SELLER = 'Бекмуратов Санжар Болатович';
const OFFICER = 'Тулегенова Айгерим Сериковна';

export const podftRecord = (id: number, over: Partial<PodftRecord> = {}): PodftRecord => ({
  id,
  document: '820405300042',
  resident: true,
  person: true,
  entityName: 'Клиент',
  title: 'Оспанов Даурен Ерикович',
  type: 2,
  typeName: 'Санкционный список',
  status: 1,
  statusName: 'Несогласованные',
  created: '2026-11-20',
  created_time: '10:15',
  updated: null,
  updated_time: null,
  changed: SELLER,
  checked: null,
  comment: '',
  politician: false,
  entity: 0,
  ...over,
});

/** A white 1x1 PNG: the images of the fixtures (the stories show them as the seller's scans). */
export const PODFT_IMAGE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=';

export const PODFT_ROWS: PodftRecord[] = [
  podftRecord(12),
  podftRecord(11, {
    document: '750612300022',
    title: 'Жаксыбеков Арман Бакытович',
    type: 1,
    typeName: 'Публичное должностное лицо',
    politician: true,
  }),
  podftRecord(10, {
    document: 'JTMHV05J704200200',
    entity: 1,
    entityName: 'ТС',
    title: 'Белый Toyota Land Cruiser',
    politician: null,
  }),
  podftRecord(9, {
    document: '150340001008',
    person: false,
    title: 'ТОО «Степной ветер»',
    status: 3,
    statusName: 'Согласовано',
    updated: '2026-11-21',
    updated_time: '09:40',
    checked: OFFICER,
    comment: 'Источник средств подтверждён',
  }),
];

export const podftPage = (data: PodftRecord[] = PODFT_ROWS, page = 1, lastPage = 1): Page<PodftRecord> => ({
  data,
  meta: { current_page: page, last_page: lastPage, per_page: 10, total: data.length + (lastPage - 1) * 10 },
});

export const PODFT_EMPTY_PAGE: Page<PodftRecord> = podftPage([]);

const clientItem = {
  client: { title: 'Оспанов Даурен Ерикович', iin: '820405300042', birthday: '1982-04-05', id: 41 },
  document: { number: '045405042', issued: '2021-04-05' },
  filter: { resident: true, person: true },
  location: { address: 'г. Караганда, ул. Бухар-Жырау, д. 30' },
};

/** An undecided client with both images, and an older decided record of the same client (the history). */
export const PODFT_ITEM: PodftItem = {
  ...podftRecord(12),
  front_image: PODFT_IMAGE,
  back_image: PODFT_IMAGE,
  item: clientItem,
};

export const PODFT_HISTORY: PodftRecord[] = [
  podftRecord(12),
  podftRecord(5, {
    status: 2,
    statusName: 'С предупреждением',
    created: '2026-05-02',
    created_time: '12:00',
    updated: '2026-05-03',
    updated_time: '16:20',
    checked: OFFICER,
    comment: 'Повторная проверка через полгода',
  }),
];

/** The older record of the history: decided, without images. */
export const PODFT_DECIDED_ITEM: PodftItem = {
  ...PODFT_HISTORY[1]!,
  front_image: null,
  back_image: null,
  item: clientItem,
};

/** A flagged vehicle, alone in its history. */
export const PODFT_VEHICLE_ITEM: PodftItem = {
  ...PODFT_ROWS[2]!,
  front_image: PODFT_IMAGE,
  back_image: null,
  item: {
    number: '200LCR01',
    vin: 'JTMHV05J704200200',
    mark: 'Toyota',
    model: 'Land Cruiser',
    color: 'Белый',
    id: 7,
    registration: { certificate: 'AB00200200', date: '2019-08-14', region_id: 2 },
  },
};

/** podft/set's record after approval with a comment. */
export const PODFT_APPROVED: PodftRecord = podftRecord(12, {
  status: 3,
  statusName: 'Согласовано',
  updated: '2026-11-26',
  updated_time: '15:30',
  checked: OFFICER,
  comment: 'Документы проверены',
});
