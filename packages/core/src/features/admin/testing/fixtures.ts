import type { Product, Version } from '../contract';

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
