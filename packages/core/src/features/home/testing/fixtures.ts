import type { AdminInfo, DashboardAnswer, DashboardPolicy, MyAgreement } from '../contract';

/** Test data of home: agreements, the admin info and the admin dashboard (tests, models, stories, e2e). */

/** Admin info of the model and of the stories: yesterday and today with every slice, a mixed timeline. */
export const MODEL_ADMIN_INFO: AdminInfo = {
  yesterday: { issued: 5, new: 2, error: 1 },
  today: { issued: 3, new: 4, error: 2 },
  policies: [
    { id: 2001, status: 0, updated_at: '2026-11-22 09:15:00' },
    { id: 2002, status: 2, updated_at: '2026-11-22 11:40:12' },
    { id: 2003, status: 5, updated_at: '2026-11-21 17:05:30' },
  ],
};

/** Two agreements waiting for the user (model data). */
export const MODEL_AGREEMENTS: MyAgreement[] = [
  {
    id: 1,
    title: 'Регламент продаж ОГПО ВТС',
    description: 'Порядок оформления договоров',
    status: 0,
    created: '2026-11-20 10:00:00',
  },
  {
    id: 2,
    title: 'Политика ПОДФТ',
    description: null,
    status: 1,
    created: '2026-11-21 09:30:00',
  },
];

/** Data of the dashboard's model, machine tests and stories. */
export const DASHBOARD_TODAY = '2026-11-22';

export const DASHBOARD_YESTERDAY = '2026-11-21';

const insurer = { title: 'Иванов Иван Иванович', iin: '850412401239', person: 1, resident: true };

/** An issued OGPO contract: every section of the modal filled, documents available. */
export const ISSUED_POLICY: DashboardPolicy = {
  id: 1001,
  global_id: 'OGPO-2026-000118',
  premium: 18_540.5,
  product: { code: 'OGPO_WEB_EA', title: 'ОГПО ВТС' },
  status: 1,
  error_type: null,
  error: null,
  created_at: `${DASHBOARD_TODAY} 09:12:44`,
  draft: {
    ulid: '01JDRAFT0000000000000001',
    insurer: { iin: insurer.iin },
    vehicles: [{ number: '123ABC02' }],
  },
  policy: {
    global_id: 'OGPO-2026-000118',
    premium: 18540.5,
    period: { from: '2026-11-23', to: '2027-11-22' },
  },
  insurer,
  vehicles: [{ number: '123ABC02', mark: 'Toyota', model: 'Camry', color: 'Белый', year: 2019 }],
  object: null,
  insureds: [{ title: 'Иванов Иван Иванович', iin: insurer.iin, person: 1 }],
  beneficiary: null,
  documents: [
    { kind: 'policy', title: 'Полис' },
    { kind: 'contract', title: 'Договор' },
  ],
};

/** A new property contract, not issued yet. */
export const NEW_POLICY: DashboardPolicy = {
  id: 1002,
  global_id: null,
  premium: 250_000,
  product: { code: 'DSI_FI', title: 'Имущество (движимое)' },
  status: 0,
  error_type: null,
  error: null,
  created_at: `${DASHBOARD_TODAY} 10:03:00`,
  draft: { ulid: '01JDRAFT0000000000000002' },
  policy: null,
  insurer: { title: 'ТОО «Алатау Лизинг»', iin: '120540012345', person: 2 },
  vehicles: [],
  object: { is_immovable: false, insurance_sum: 25_000_000, franchise: 1, add_info: 'Оборудование склада' },
  insureds: [{ title: 'ТОО «Алатау Лизинг»', iin: '120540012345', person: 2 }],
  beneficiary: { title: 'АО «Народный банк»', iin: '940140000385', person: 2 },
  documents: [],
};

/** A contract the state register refused. */
export const ERROR_POLICY: DashboardPolicy = {
  id: 1003,
  global_id: null,
  premium: 9_870,
  product: { code: 'OGPO_WEB_EA', title: 'ОГПО ВТС' },
  status: 2,
  error_type: 'ЕСБД',
  error: 'Транспортное средство не найдено в базе',
  created_at: `${DASHBOARD_TODAY} 11:30:05`,
  draft: null,
  policy: null,
  insurer,
  vehicles: [{ number: '777KZ01', mark: 'Lada', model: 'Granta', color: null, year: null }],
  object: null,
  insureds: [],
  beneficiary: null,
  documents: [],
};

export const MODEL_DASHBOARD_ANSWER: DashboardAnswer = {
  new: 1,
  success: 1,
  warning: 1,
  policies: [ISSUED_POLICY, NEW_POLICY, ERROR_POLICY],
};

export const EMPTY_DASHBOARD_ANSWER: DashboardAnswer = { new: 0, success: 0, warning: 0, policies: [] };

/** The new contract after it was issued: what 'Обновить информацию' brings. */
export const NEW_POLICY_ISSUED: DashboardPolicy = {
  ...NEW_POLICY,
  status: 1,
  global_id: 'DSI-2026-000007',
  documents: [{ kind: 'policy', title: 'Полис' }],
};
