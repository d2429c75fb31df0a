import type { Product, Version } from '../contract';
import type { AdminAgreement, Confirmer, UserGroup } from '../agreements-contract';

/** Test data of the admin catalogues (machine tests, models, stories, api tests). */

/** Three products: an active casco, an inactive OGPO (the resident variant) and an active property one. */
export const MODEL_PRODUCTS: Product[] = [
  {
    id: 1,
    code: 'OGPO_WEB_EA',
    title: 'ОГПО ВТС',
    description: 'Обязательное страхование ГПО владельцев транспортных средств (резиденты)',
    created: '2026-01-15 10:00:00',
    status: 0,
  },
  {
    id: 2,
    code: 'DSAT_CASCO_FRE',
    title: 'Каско',
    description: null,
    created: '2026-02-01 09:30:00',
    status: 1,
  },
  {
    id: 3,
    code: 'DSI_FI',
    title: 'Имущество (недвижимое)',
    description: 'Страхование залогового недвижимого имущества',
    created: '2026-02-10 12:00:00',
    status: 1,
  },
];

/** Two versions, newest first. */
export const MODEL_VERSIONS: Version[] = [
  {
    id: 2,
    version: '1.2.0',
    description: 'Расторжение договоров ОГПО ВТС, подписание по SMS',
    created: '2026-11-20 10:00:00',
    status: 1,
  },
  {
    id: 1,
    version: '1.1.0',
    description: 'Согласование документов на главной странице',
    created: '2026-10-01 10:00:00',
    status: 1,
  },
];

/** The smallest PDF data URL the agreement form accepts ('%PDF-' base64-encoded). */
export const MODEL_PDF_DATA_URL = 'data:application/pdf;base64,JVBERi0xLjcKJSVFT0YK';

/** Users by role 0-8 as users-list answers: two managers, one agent, the other roles empty or with one user. */
export const MODEL_USER_GROUPS: UserGroup[] = [
  { role: 0, users: [{ id: 1, title: 'Администратов Админ Админович' }] },
  { role: 1, users: [] },
  { role: 2, users: [{ id: 3, title: 'Бухгалтерова Бибигуль' }] },
  {
    role: 3,
    users: [
      { id: 4, title: 'Менеджеров Марат' },
      { id: 12, title: 'Сериков Серик' },
    ],
  },
  { role: 4, users: [{ id: 5, title: 'Агентов Айдар' }] },
  { role: 5, users: [] },
  { role: 6, users: [] },
  { role: 7, users: [] },
  { role: 8, users: [] },
];

/** Recipients of an agreement in every status (0 sent, 1 not agreed, 2 agreed). */
export const MODEL_CONFIRMERS: Confirmer[] = [
  { id: 4, role: 3, title: 'Менеджеров Марат', status: 2 },
  { id: 5, role: 4, title: 'Агентов Айдар', status: 1 },
  { id: 12, role: 3, title: 'Сериков Серик', status: 0 },
];

/** The admin table's agreements: one with recipients, one without, one inactive. */
export const MODEL_ADMIN_AGREEMENTS: AdminAgreement[] = [
  {
    id: 3,
    title: 'Кодекс деловой этики',
    description: 'Принципы поведения работников',
    status: 1,
    created: '2026-11-20 10:00:00',
    recipients: 3,
  },
  {
    id: 2,
    title: 'Регламент продаж ОГПО ВТС',
    description: null,
    status: 1,
    created: '2026-11-10 09:00:00',
    recipients: 0,
  },
  {
    id: 1,
    title: 'Старая инструкция',
    description: null,
    status: 0,
    created: '2026-01-05 12:00:00',
    recipients: 0,
  },
];
