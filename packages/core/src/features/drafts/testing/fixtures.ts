import type { Page } from '../../../shared/api/common';

/**
 * Test data of the drafts screen (model tests, stories, e2e): cards as the sandbox answers GET /api/draft/get
 * (the shape of DraftRow of @sakta/core/ogpo).
 */

export interface DraftCardFixture {
  id: string;
  insurer_title: string;
  insurer_document: string;
  insurer_person: boolean | null;
  insurer_resident: boolean | null;
  product: string;
  product_name: string;
  updated: string;
  user: string;
  product_type: number | null;
}

const SELLER = 'Бекмуратов Санжар Болатович';

const card = (n: number, over: Partial<DraftCardFixture> = {}): DraftCardFixture => ({
  id: `01JDS8RAFT000000000097${String(n).padStart(4, '0')}`,
  insurer_title: 'Ахметов Ерлан Сапарович',
  insurer_document: '850315300128',
  insurer_person: true,
  insurer_resident: true,
  product: 'OGPO_WEB_EA',
  product_name: 'ОГПО ВТС',
  updated: `2026-11-${String(25 - n).padStart(2, '0')} 10:15:00`,
  user: SELLER,
  product_type: 1,
  ...over,
});

/** The first page: a Temporary entry draft of a non-resident, Standard drafts, a property draft (no page yet). */
export const DRAFT_CARDS: DraftCardFixture[] = [
  card(1, {
    insurer_title: 'MUELLER ANNA',
    insurer_document: 'C4F9K2L71',
    insurer_resident: false,
    product_name: 'Временный въезд',
    product_type: 2,
  }),
  card(2),
  card(3, { insurer_title: 'Сейткали Динара Муратовна', insurer_document: '900722400456' }),
  card(4, {
    product: 'DSI_FI',
    product_name: 'Имущество (недвижимое)',
    product_type: null,
    insurer_title: 'Сулейменов Бауыржан Асанович',
    insurer_document: '760911300022',
    user: 'Сейткали Данияр Асланович',
  }),
  card(5, { insurer_title: 'Ким Владимир Николаевич', insurer_document: '600501300336' }),
  card(6, { insurer_title: 'Нурланова Камила Ержановна', insurer_document: '951228400660' }),
  card(7, { insurer_title: 'Касымова Жанар Болатовна', insurer_document: '910304400039' }),
  card(8, { insurer_title: 'Ли Сергей Викторович', insurer_document: '831117300041' }),
  card(9, { product_type: 2, product_name: 'Временный въезд', insurer_title: 'MUELLER ANNA' }),
];

export const DRAFT_CARDS_PAGE_2: DraftCardFixture[] = [
  card(10, { insurer_title: 'Ли Сергей Викторович', insurer_document: '831117300041' }),
  card(11),
  card(12, { insurer_title: 'Сейткали Динара Муратовна', insurer_document: '900722400456' }),
];

const meta = (current: number, last: number, total: number) => ({
  current_page: current,
  last_page: last,
  per_page: 9,
  total,
});

/** Page 1 of 2 (12 drafts) and page 2; the filtered page; the empty list ('Нет записи'). */
export const DRAFTS_PAGE_1: Page<DraftCardFixture> = { data: DRAFT_CARDS, meta: meta(1, 2, 12) };
export const DRAFTS_PAGE_2: Page<DraftCardFixture> = { data: DRAFT_CARDS_PAGE_2, meta: meta(2, 2, 12) };
export const DRAFTS_PAGE_TEMPORARY: Page<DraftCardFixture> = {
  data: DRAFT_CARDS.filter((d) => d.product_type === 2),
  meta: meta(1, 1, 2),
};
export const DRAFTS_EMPTY: Page<DraftCardFixture> = { data: [], meta: meta(1, 1, 0) };
/** Seven pages: the pagination shows five links. */
export const DRAFTS_PAGE_OF_7: Page<DraftCardFixture> = { data: DRAFT_CARDS, meta: meta(4, 7, 60) };
