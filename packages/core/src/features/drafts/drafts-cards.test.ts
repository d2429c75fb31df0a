import { describe, expect, it } from 'vitest';
import type { PagedListView } from '../../shared/machines/paged-list.machine';
import { selectDraftCards } from './drafts.machine';
import { DRAFT_CARDS } from './testing/fixtures';

/** The drafts screen's cards and their way to the product page (spec part 2 sections 2.1, 2.6, 6). */
const list: PagedListView<(typeof DRAFT_CARDS)[number]> = {
  status: 'ready',
  items: DRAFT_CARDS,
  page: 1,
  pageCount: 2,
  total: 12,
  extra: null,
  message: null,
};
const built = () => true;
const [temporary, standard, , property] = DRAFT_CARDS;
const card = (cards: ReturnType<typeof selectDraftCards>, id: string) => cards.find((c) => c.id === id)!;

describe('selectDraftCards', () => {
  it("gives 'Оформить' to the product's page with the draft, for a user the page admits", () => {
    const cards = selectDraftCards(list, built, { role: 8, apc: 'APC0097' });
    expect(card(cards, temporary!.id)).toMatchObject({
      href: `/ogpo?product=2&draft=${temporary!.id}`,
      unavailable: null,
    });
    expect(card(cards, standard!.id).href).toBe(`/ogpo?product=1&draft=${standard!.id}`);
  });

  it('issue 44 item 3: role 8 without an APC gets no link to the OGPO page that refuses it, but why', () => {
    const cards = selectDraftCards(list, built, { role: 8, apc: null });
    for (const c of cards.filter((c) => c.product === 'OGPO_WEB_EA'))
      expect(c).toMatchObject({
        href: null,
        unavailable:
          'Раздел «ОГПО ВТС» доступен роли «Резерв» только с APC. Выйдите и войдите снова, указав APC.',
      });
    expect(card(cards, property!.id)).toMatchObject({
      href: null,
      unavailable: 'Раздел «Имущество» есть, но недоступен для роли «Резерв».',
    });
  });

  it('a page not built yet: no link, and says so', () => {
    const cards = selectDraftCards(list, (id) => id === 'ogpo', { role: 3, apc: null });
    expect(card(cards, property!.id)).toMatchObject({
      href: null,
      unavailable: 'Страница продукта ещё не доступна',
    });
  });
});
