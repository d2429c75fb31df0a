import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react';
import { fn } from 'storybook/test';
import { DRAFT_CARDS } from '@sakta/core/testing';
import * as stories from '../stories/screens/Drafts.stories';
import { seriousViolations } from './axe';

/** The drafts screen over its stories (spec part 2 section 2.6). */
const s = composeStories(stories);

const cards = () => within(screen.getByRole('list', { name: 'Черновики' })).getAllByRole('listitem');
const FIRST = DRAFT_CARDS[0]!;
const SECOND = DRAFT_CARDS[1]!;

describe('/drafts', () => {
  it("cards: id, insurer, document, product, updated, user; 'Оформить' to the OGPO page with the draft", async () => {
    render(<s.Cards />);
    expect(cards()).toHaveLength(9);
    const first = screen.getByRole('listitem', { name: `Черновик №${FIRST.id}` });
    for (const text of [
      'MUELLER ANNA',
      'C4F9K2L71',
      'Временный въезд',
      '24.11.2026 10:15',
      'Бекмуратов Санжар Болатович',
    ])
      expect(first).toHaveTextContent(text);
    expect(within(first).getByRole('link', { name: 'Оформить' })).toHaveAttribute(
      'href',
      `/ogpo?product=2&draft=${FIRST.id}`,
    );
    expect(within(cards()[1]!).getByRole('link', { name: 'Оформить' })).toHaveAttribute(
      'href',
      `/ogpo?product=1&draft=${SECOND.id}`,
    );
    // the property draft: its page is not built yet
    const property = cards()[3]!;
    expect(property).toHaveTextContent('Имущество (недвижимое)');
    expect(within(property).queryByRole('link', { name: 'Оформить' })).toBeNull();
    expect(property).toHaveTextContent('Страница продукта ещё не доступна');
    // a seller has no filter
    expect(screen.queryByRole('form', { name: 'Фильтр' })).toBeNull();
    expect(await seriousViolations()).toEqual([]);
  });

  it("issue 44 item 3: role 8 without an APC gets no 'Оформить' that the OGPO page would refuse, but why", async () => {
    render(<s.ReserveWithoutApc />);
    expect(cards()).toHaveLength(9);
    expect(screen.queryByRole('link', { name: 'Оформить' })).toBeNull();
    const ogpo = cards().filter((c) => c !== cards()[3]);
    for (const c of ogpo)
      expect(c).toHaveTextContent(
        'Раздел «ОГПО ВТС» доступен роли «Резерв» только с APC. Выйдите и войдите снова, указав APC.',
      );
    expect(cards()[3]).toHaveTextContent('Раздел «Имущество» есть, но недоступен для роли «Резерв».');
    // the card can still be deleted
    expect(within(cards()[0]!).getByRole('button', { name: `Удалить черновик №${FIRST.id}` })).toBeEnabled();
    expect(await seriousViolations()).toEqual([]);
  });

  it('pages: the links of the pages, the current one marked; five links of seven pages', async () => {
    const onPage = fn();
    const user = userEvent.setup();
    const { unmount } = render(<s.Cards onPage={onPage} />);
    const nav = screen.getByRole('navigation');
    expect(within(nav).getByRole('button', { name: 'Страница 1' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByRole('button', { name: 'Страница 2' }));
    expect(onPage).toHaveBeenCalledWith(2);
    unmount();
    render(<s.ManyPages />);
    const pages = within(screen.getByRole('navigation'))
      .getAllByRole('button', { name: /^Страница \d$/ })
      .map((b) => b.textContent);
    expect(pages).toEqual(['2', '3', '4', '5', '6']);
  });

  it("no drafts: 'Нет записи'; a failed load: the message and 'Повторить'", () => {
    const { unmount } = render(<s.Empty />);
    expect(screen.getByText('Нет записи')).toBeInTheDocument();
    unmount();
    render(<s.Failed />);
    expect(screen.getByRole('alert')).toHaveTextContent('Нет связи с сервером');
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });

  it('role 0: the filter of insurer, product (the six of the spec) and user', async () => {
    const onEditFilter = fn();
    const onApply = fn();
    const user = userEvent.setup();
    render(<s.AdminFilter onEditFilter={onEditFilter} onApply={onApply} />);
    const form = screen.getByRole('form', { name: 'Фильтр' });
    const product = within(form).getByLabelText('Продукт');
    expect(
      within(product)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Все продукты',
      'ОГПО',
      'ОГПО (ВВ)',
      'ОГПО (транзит)',
      'Недвижимое имущество',
      'Движимое имущество',
      'Каско',
    ]);
    await user.selectOptions(product, '6');
    expect(onEditFilter).toHaveBeenCalledWith('product', '6');
    await user.click(within(form).getByRole('button', { name: 'Применить' }));
    expect(onApply).toHaveBeenCalled();
    expect(await seriousViolations()).toEqual([]);
  });

  it('role 0 filtered by product: only the Temporary entry drafts, the filter kept', () => {
    render(<s.AdminFiltered />);
    expect(cards().map((c) => within(c).getByText('Временный въезд').textContent)).toHaveLength(2);
    expect(screen.getByLabelText('Продукт')).toHaveValue('2');
  });

  it("delete asks 'Удалить черновик №{id}?', then Отмена or Удалить; a failure shows the message", async () => {
    const onDelete = fn();
    const user = userEvent.setup();
    const { unmount } = render(<s.Cards onDelete={onDelete} />);
    await user.click(screen.getByRole('button', { name: `Удалить черновик №${SECOND.id}` }));
    expect(onDelete).toHaveBeenCalledWith(SECOND.id);
    unmount();
    const onConfirmDelete = fn();
    const onCancelDelete = fn();
    const second = render(
      <s.ConfirmDelete onConfirmDelete={onConfirmDelete} onCancelDelete={onCancelDelete} />,
    );
    const dialog = screen.getByRole('alertdialog', { name: `Удалить черновик №${SECOND.id}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    expect(onConfirmDelete).toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(onCancelDelete).toHaveBeenCalled();
    expect(await seriousViolations()).toEqual([]);
    second.unmount();
    render(<s.DeleteFailed />);
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Черновик не найден');
  });
});
