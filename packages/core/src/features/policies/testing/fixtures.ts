import type { Page } from '../../../shared/api/common';
import type { OneCMatch, PolicyDetail, PolicyListAnswer, PolicyRow } from '../contract';

/**
 * Fixtures of the policy list and modal (spec part 2 sections 3.9, 4.5): rows in every colour family, a new card
 * payment of today (the refresh icon), and one policy of each product with documents, plus one with an error.
 * Stories, component tests and the machines' tests share them. Today is POLICIES_TODAY.
 */
export const POLICIES_TODAY = '2026-03-02';

const row = (over: Partial<PolicyRow> & Pick<PolicyRow, 'id'>): PolicyRow => ({
  number: `26-WEB-${String(over.id).padStart(6, '0')}`,
  global_id: null,
  insurer_title: 'Сапаров Арман Болатович',
  product: 'OGPO_WEB_EA',
  product_title: 'ОГПО ВТС',
  product_type: 1,
  premium: 45_600,
  username: 'Менеджерова Айгерим',
  status: 1,
  statusName: 'Выпущен',
  from: '2026-03-03',
  to: '2027-03-02',
  created_at: `${POLICIES_TODAY} 10:15:00`,
  payment_type: 0,
  ...over,
});

export const POLICY_ROWS: PolicyRow[] = [
  row({ id: 5012, global_id: '26-OGPO-505012' }),
  row({
    id: 5011,
    status: 0,
    statusName: 'Новый',
    payment_type: 1,
    insurer_title: 'Ким Виктор Сергеевич',
    premium: 18_250.5,
  }),
  row({
    id: 5010,
    status: 2,
    statusName: 'Ошибка',
    product: 'DSI_FI',
    product_title: 'Имущество (недвижимое)',
    product_type: null,
    insurer_title: 'ТОО «Алатау Брокер»',
    premium: 1_234_567.5,
    created_at: '2026-02-27 16:40:12',
  }),
  row({
    id: 5009,
    status: 7,
    statusName: 'В обработке',
    global_id: '26-DS-505009',
    product: 'DSAT_CASCO_FRE',
    product_title: 'Каско (грузовые)',
    product_type: null,
    created_at: '2026-02-20 09:01:00',
  }),
  row({
    id: 5008,
    status: 5,
    statusName: 'Ошибка оператора',
    payment_type: 1,
    created_at: '2026-02-18 12:00:00',
  }),
];

export const POLICY_PAGE: Page<PolicyRow> = {
  data: POLICY_ROWS,
  meta: { current_page: 1, last_page: 7, per_page: 15, total: 101 },
};

export const ONE_C_MATCHES: OneCMatch[] = [
  {
    global: '25-OGPO-401117',
    vehicles: [{ mark: 'Toyota', model: 'Camry', number: '123ABC02' }],
    date_from: '2025-03-03',
    date_to: '2026-03-02',
  },
  {
    global: '26-OGPO-505012',
    vehicles: [{ mark: 'Hyundai', model: 'Tucson', number: '777KZA01' }],
    date_from: '2026-03-03',
    date_to: '2027-03-02',
  },
];

export const POLICY_LIST_ANSWER: PolicyListAnswer = { data: POLICY_PAGE, byIin: ONE_C_MATCHES, byGlobal: [] };

const party = { title: 'Сапаров Арман Болатович', iin: '850315300128', person: 1, resident: true };

export const POLICY_DETAIL_OGPO: PolicyDetail = {
  id: 5012,
  number: '26-WEB-005012',
  global_id: '26-OGPO-505012',
  draft_ulid: '01JSAKTAP0L1CY000000005012',
  product: 'OGPO_WEB_EA',
  product_title: 'ОГПО ВТС',
  product_type: 1,
  premium: 45_600,
  status: 1,
  statusName: 'Выпущен',
  payment_type: 1,
  payment_method: 'card',
  from: '2026-03-03',
  to: '2027-03-02',
  created_at: '2026-03-02 10:15:00',
  username: 'Менеджерова Айгерим',
  changeable: true,
  terminated_at: null,
  insurer: { ...party, hash: 'c0ffee85031530' },
  vehicles: [{ number: '123ABC02', mark: 'Toyota', model: 'Camry', color: 'Белый', year: 2019 }],
  object: null,
  insureds: [party, { title: 'Сапарова Дана', iin: '900220400111', person: 1, resident: true }],
  beneficiary: null,
  error_type: null,
  error: null,
};

export const POLICY_DETAIL_PROPERTY: PolicyDetail = {
  ...POLICY_DETAIL_OGPO,
  id: 5013,
  number: '26-WEB-005013',
  global_id: '26-DS-505013',
  product: 'DSI_FI',
  product_title: 'Имущество (недвижимое)',
  product_type: null,
  premium: 1_234_567.5,
  insurer: { title: 'ТОО «Алатау Брокер»', iin: '180540012345', person: 2, resident: true, hash: 'beef1805' },
  vehicles: [],
  object: { is_immovable: true, insurance_sum: 250_000_000, franchise: 1, add_info: 'Офис, 2 этаж' },
  insureds: [],
  beneficiary: { title: 'АО «Народный банк Казахстана»', iin: '940140000385', person: 2 },
};

export const POLICY_DETAIL_CASCO: PolicyDetail = {
  ...POLICY_DETAIL_OGPO,
  id: 5009,
  number: '26-WEB-005009',
  global_id: '26-DS-505009',
  product: 'DSAT_CASCO_FRE',
  product_title: 'Каско (грузовые)',
  product_type: null,
  status: 7,
  statusName: 'В обработке',
  vehicles: [{ number: '456KZ01', mark: 'MAN', model: 'TGX', color: null, year: 2021 }],
};

export const POLICY_DETAIL_ERROR: PolicyDetail = {
  ...POLICY_DETAIL_OGPO,
  id: 5010,
  global_id: null,
  status: 2,
  statusName: 'Ошибка',
  error_type: 'ЕСБД',
  error: '{"code":"ESBD-409","message":"Контракт с таким номером уже существует","request":"SetPolicy"}',
};

/** An issued travel policy (VZR_EU) as policy/item answers it: the travel page shows its documents. */
export const POLICY_DETAIL_TRAVEL: PolicyDetail = {
  ...POLICY_DETAIL_OGPO,
  id: 5014,
  number: '26-WEB-000042',
  global_id: '26VZR000042KZ',
  draft_ulid: '01JDTRAVEL0000000000000002',
  product: 'VZR_EU',
  product_title: 'Страхование выезжающих за рубеж',
  product_type: null,
  premium: 14_820,
  insurer: { title: 'Нурланов Тимур Асканович', iin: '850315300128', person: 1, resident: true, hash: null },
  vehicles: [],
  insureds: [],
};
