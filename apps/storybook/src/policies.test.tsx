import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react';
import { fn } from 'storybook/test';
import { POLICY_STATUS_OPTIONS } from '@sakta/core/policies';
import * as stories from '../stories/screens/Policies.stories';
import { seriousViolations } from './axe';
import { expectFittingTable } from './table-layout';

/** The policy list over its stories (spec part 2 sections 2.7, 3.9, 4.5, 8, 9). */
const s = composeStories(stories);
const table = () => screen.getByRole('table', { name: undefined, hidden: false });
const rowOf = (id: number) => document.querySelector(`[data-policy="${id}"]`) as HTMLElement;

describe('/policies', () => {
  it('rows in the status colours of 4.5, the refresh icon only on today’s new card payment, open', async () => {
    const onOpen = fn();
    const onRefreshRow = fn();
    const user = userEvent.setup();
    render(<s.List onOpen={onOpen} onRefreshRow={onRefreshRow} />);
    const tones = Object.fromEntries(
      [5012, 5011, 5010, 5009, 5008].map((id) => [
        id,
        rowOf(id).querySelector('[data-status-tone]')!.getAttribute('data-status-tone'),
      ]),
    );
    expect(tones).toEqual({ 5012: 'issued', 5011: 'new', 5010: 'error', 5009: 'warning', 5008: 'warning' });
    expect(rowOf(5012)).toHaveTextContent('26-OGPO-505012');
    expect(rowOf(5010)).toHaveTextContent('1 234 567,50 тг.');
    expect(screen.getAllByRole('button', { name: /^Проверить оплату договора/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Проверить оплату договора 5011' }));
    expect(onRefreshRow).toHaveBeenCalledWith(5011);
    await user.click(screen.getByRole('button', { name: 'Открыть договор 5012' }));
    expect(onOpen).toHaveBeenCalledWith(5012);
    expect(within(table()).getAllByRole('row')).toHaveLength(6);
    expect(await seriousViolations()).toEqual([]);
  });

  it("every column fits (issues 43 item 15, 44 item 7): 'Период' too; cards on a phone; numbers unbroken", () => {
    render(<s.List />);
    expect(expectFittingTable(table())).toEqual([
      'Действия',
      'ID / Создан',
      'Номер договора',
      'Страхователь',
      'Продукт',
      'Премия',
      'Продавец',
      'Статус',
      'Период',
    ]);
    // the contract number and the global number never break at their hyphens
    expect(within(rowOf(5012)).getByText('26-WEB-005012')).toHaveClass('whitespace-nowrap');
    expect(within(rowOf(5012)).getByText('26-OGPO-505012')).toHaveClass('whitespace-nowrap');
  });

  it('five page links of seven pages; the export button; none in support mode', async () => {
    const onPage = fn();
    const onExport = fn();
    const user = userEvent.setup();
    const { unmount } = render(<s.List onPage={onPage} onExport={onExport} />);
    const nav = screen.getByRole('navigation');
    expect(
      within(nav)
        .getAllByRole('button', { name: /^Страница \d$/ })
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3', '4', '5']);
    await user.click(within(nav).getByRole('button', { name: 'Страница 3' }));
    expect(onPage).toHaveBeenCalledWith(3);
    await user.click(screen.getByRole('button', { name: 'Экспорт' }));
    expect(onExport).toHaveBeenCalled();
    unmount();
    render(<s.SupportMode />);
    expect(screen.queryByRole('button', { name: 'Экспорт' })).toBeNull();
  });

  it("the search card: the statuses of section 9, a wrong IIN's message, apc of a reserve seller, collapsing", async () => {
    const onToggleFilters = fn();
    const user = userEvent.setup();
    const { unmount } = render(<s.FilterInvalid onToggleFilters={onToggleFilters} />);
    const form = screen.getByRole('form', { name: 'Поиск договоров' });
    const status = within(form).getByRole('combobox', { name: 'Статус' });
    // which statuses are offered is core's (policy-filter.test.ts); the form offers them all
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(POLICY_STATUS_OPTIONS.map((o) => o.label));
    expect(within(form).getByRole('textbox', { name: 'ИИН/БИН страхователя' })).toHaveValue('8503');
    expect(form).toHaveTextContent('ИИН/БИН должен содержать 12 цифр');
    await user.click(screen.getByRole('button', { name: 'Поиск договоров' }));
    expect(onToggleFilters).toHaveBeenCalled();
    unmount();
    const r = render(<s.ReserveApc />);
    expect(screen.getByRole('textbox', { name: 'APC' })).toHaveValue('APC0097');
    r.unmount();
    render(<s.FilterClosed />);
    expect(screen.queryByRole('form', { name: 'Поиск договоров' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Поиск договоров' })).toHaveAttribute('aria-expanded', 'false');
  });

  it("'Search in 1C': the insurer’s policies in 1C with vehicle and dates", async () => {
    render(<s.SearchIn1C />);
    const oneC = screen.getByRole('heading', { name: 'Поиск в 1С' }).closest('section')!;
    expect(within(oneC).getAllByRole('row')).toHaveLength(3);
    expect(oneC).toHaveTextContent('25-OGPO-401117');
    expect(oneC).toHaveTextContent('Toyota Camry, 123ABC02');
    expect(oneC).toHaveTextContent('03.03.2025');
    expect(await seriousViolations()).toEqual([]);
  });

  it("'Нет информации', the server's warning, a failure with retry", async () => {
    const onRetry = fn();
    const user = userEvent.setup();
    const { unmount } = render(<s.Empty />);
    expect(screen.getByText('Нет информации')).toBeVisible();
    unmount();
    const w = render(<s.Warning />);
    expect(screen.getByRole('status')).toHaveTextContent('Укажите глобальный номер для поиска в 1С');
    expect(screen.getByText('Нет информации')).toBeVisible();
    w.unmount();
    render(<s.Failed onRetry={onRetry} />);
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onRetry).toHaveBeenCalled();
    expect(await seriousViolations()).toEqual([]);
  });

  it("the sub-agent's list is 'Мои договоры', its own sales, with no 'Менеджер' filter; others have both", async () => {
    const { unmount } = render(<s.List />);
    expect(screen.getByRole('heading', { level: 2, name: 'Договоры' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Менеджер' })).toBeInTheDocument();
    unmount();
    render(<s.SubAgent />);
    expect(screen.getByRole('heading', { level: 2, name: 'Мои договоры' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Договоры' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Менеджер' })).toBeNull();
    // the rest of the search card stays
    expect(screen.getByRole('combobox', { name: 'Статус' })).toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);
  });
});
