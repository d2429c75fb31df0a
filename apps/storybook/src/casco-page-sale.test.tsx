import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react';
import { fn } from 'storybook/test';
import * as stories from '../stories/casco/CascoScreen.stories';
import { NOTE } from '../stories/casco/page-fixtures';

/**
 * The casco sale page as the sale goes on, over its stories (the casco machine replayed): locked while verified,
 * each vehicle's premium or 'Ошибка при получении премии', the risks and note modals, read-only once the payment is
 * requested, the success, and the terminal's alert. (The layout and the editing: casco-page.test.tsx.)
 */
const s = composeStories(stories);

const region = (name: string | RegExp) => screen.getByRole('region', { name });
const card = (name: string) => screen.getByRole('group', { name });
const panel = () => region('Договор');
const conditions = () => region('Условия страхования');

const HD78 = 'Hyundai HD78, 456KTA02';
const ISUZU = 'Isuzu NQR90, 777FRE01';

describe('the casco page as the sale goes on', () => {
  it('locks the page while the parties are verified, then offers Рассчитать', () => {
    const { unmount } = render(<s.Verifying />);
    expect(screen.queryByRole('button', { name: /^(Изменить|Удалить|Добавить)/ })).toBeNull();
    expect(within(conditions()).getByRole('textbox', { name: /Номер займа/ })).toBeDisabled();
    unmount();
    render(<s.Verified />);
    expect(within(panel()).getByRole('button', { name: 'Рассчитать' })).toBeEnabled();
  });

  it('gives each vehicle its premium once calculated, and the panel the premium and tariff', () => {
    render(<s.Calculated />);
    expect(card(HD78)).toHaveTextContent('Премия450 000,00 тг.');
    expect(card(ISUZU)).toHaveTextContent('Премия720 000,00 тг.');
    expect(panel()).toHaveTextContent('Премия1 170 000,00 тг.');
    expect(panel()).toHaveTextContent('Тариф1,8000 %');
    expect(within(panel()).getByRole('button', { name: 'Epay' })).toBeEnabled();
  });

  it("says 'Ошибка при получении премии' in red on the vehicle the calculation refused", () => {
    render(<s.CalculationRefused />);
    expect(card(HD78)).toHaveTextContent('Премия450 000,00 тг.');
    const isuzu = card(ISUZU);
    const premium = within(isuzu).getByText('Ошибка при получении премии');
    expect(premium).toHaveAttribute('data-danger', 'true');
    expect(premium).toHaveClass('text-danger');
    expect(panel()).toHaveTextContent('ТС 777FRE01: "Год выпуска" не старше 10 лет');
    expect(within(panel()).getByRole('button', { name: 'Рассчитать' })).toBeEnabled();
  });

  it('opens the risks modal: damage, theft and total loss; the accident of product 3 without a deductible', async () => {
    const user = userEvent.setup();
    const rows = (dialog: HTMLElement) =>
      within(dialog)
        .getAllByRole('row')
        .slice(1)
        .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));
    const { unmount } = render(<s.PersonWithBankAndTrucks />);
    await user.click(screen.getByRole('button', { name: 'Страховые риски' }));
    expect(rows(screen.getByRole('dialog', { name: 'Страховые риски' }))).toEqual([
      ['Ущерб', '1'],
      ['Хищение, угон', '10'],
      ['Полная гибель', '10'],
    ]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();
    render(<s.RisksModal />);
    const risks = screen.getByRole('dialog', { name: 'Страховые риски' });
    expect(rows(risks)).toEqual([
      ['Ущерб', '5'],
      ['Хищение, угон', '10'],
      ['Полная гибель', '10'],
      ['Несчастный случай с водителем (оператором)', 'не применяется'],
    ]);
    await user.click(within(risks).getAllByRole('button', { name: 'Закрыть' })[0]!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('writes the note in its modal: Сохранить sends it and closes, Отмена leaves it', async () => {
    const onConditions = fn();
    const user = userEvent.setup();
    const { unmount } = render(<s.PersonWithBankAndTrucks onConditions={onConditions} />);
    await user.click(screen.getByRole('button', { name: 'Примечание' }));
    const first = screen.getByRole('dialog', { name: 'Примечание' });
    await user.type(within(first).getByRole('textbox', { name: 'Текст примечания' }), 'Залог № 7');
    await user.click(within(first).getByRole('button', { name: 'Отмена' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onConditions).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Примечание' }));
    const dialog = screen.getByRole('dialog', { name: 'Примечание' });
    // each opening starts from the policy's note
    expect(within(dialog).getByRole('textbox', { name: 'Текст примечания' })).toHaveValue('');
    await user.type(within(dialog).getByRole('textbox', { name: 'Текст примечания' }), 'Залог № 7');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(onConditions).toHaveBeenCalledExactlyOnceWith({ add_info: 'Залог № 7' });
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();
    render(<s.NoteModal onConditions={onConditions} />);
    const note = screen.getByRole('dialog', { name: 'Примечание' });
    const area = within(note).getByRole('textbox', { name: 'Текст примечания' });
    expect(area).toHaveValue(NOTE);
    await user.type(area, ' Охрана.');
    await user.click(within(note).getByRole('button', { name: 'Сохранить' }));
    expect(onConditions).toHaveBeenLastCalledWith({ add_info: `${NOTE} Охрана.` });
    // the saved note is read on the page
    expect(conditions()).toHaveTextContent(`Примечание${NOTE}`);
  });

  it('leaves the page read-only once the payment is requested, with the payment page to open', () => {
    render(<s.AwaitingPayment />);
    expect(screen.queryByRole('button', { name: /^(Изменить|Удалить|Добавить)/ })).toBeNull();
    for (const select of within(region('Программа')).getAllByRole('combobox')) expect(select).toBeDisabled();
    const block = conditions();
    for (const box of within(block).getAllByRole('checkbox')) expect(box).toBeDisabled();
    for (const radio of within(block).getAllByRole('radio')) expect(radio).toBeDisabled();
    for (const input of within(block).getAllByRole('textbox')) expect(input).toBeDisabled();
    expect(within(block).getByRole('combobox')).toBeDisabled();
    // the risks stay readable; the note is not written any more
    expect(screen.getByRole('button', { name: 'Страховые риски' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Примечание' })).toBeDisabled();
    expect(card(HD78)).toHaveTextContent('Премия450 000,00 тг.');
    expect(within(panel()).getByRole('link', { name: /Открыть страница оплаты/ })).toHaveAttribute(
      'href',
      '/epay/702',
    );
    expect(within(panel()).getByRole('button', { name: 'Проверить оплату' })).toBeEnabled();
  });

  it("locks a legal entity's chiefs and signatory once its invoice is issued", () => {
    render(<s.LockedAfterTransfer />);
    expect(within(region(/Руководитель/)).queryAllByRole('button')).toEqual([]);
    const block = region('Подписант страхователя');
    expect(within(block).getByRole('switch', { name: 'Резидент' })).toBeDisabled();
    for (const input of within(block).getAllByRole('textbox')) expect(input).toBeDisabled();
    expect(within(panel()).getByLabelText('Дата оплаты')).toHaveValue('28.11.2026');
  });

  it("ends with 'Договор успешно создан', the numbers and the dates", () => {
    render(<s.Issued />);
    expect(screen.getByText('Договор успешно создан')).toBeVisible();
    expect(screen.getByText('26-DSAT-100702')).toBeVisible();
    expect(screen.getByText('KZ-DSAT-2026-0000702')).toBeVisible();
  });

  it('warns a seller without a terminal above the cards', () => {
    render(<s.NoTerminal />);
    expect(screen.getByText('У вас не настроен терминал.')).toBeVisible();
  });
});
