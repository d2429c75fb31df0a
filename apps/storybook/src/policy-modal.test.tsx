import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react';
import { fn } from 'storybook/test';
import * as stories from '../stories/screens/PolicyModal.stories';
import { seriousViolations } from './axe';

/** The policy modal over its stories (spec part 2 sections 2.7, 3.9, 4.5, 8). */
const s = composeStories(stories);
const dialog = () => screen.getByRole('dialog');
const section = (name: string) => within(dialog()).getByRole('heading', { name }).closest('section')!;

describe('policy modal', () => {
  it('an issued OGPO policy: its parts, the documents policy and receipt, refresh and close', async () => {
    const onRefresh = fn();
    const onOpenDocument = fn();
    const user = userEvent.setup();
    render(<s.Ogpo onRefresh={onRefresh} onOpenDocument={onOpenDocument} />);
    expect(within(dialog()).getByRole('heading', { name: 'Договор 26-OGPO-505012' })).toBeVisible();
    expect(section('Общая информация')).toHaveTextContent('26-WEB-005012');
    expect(section('Общая информация')).toHaveTextContent('45 600,00 тг.');
    expect(section('Страхователь')).toHaveTextContent('850315300128');
    expect(section('Транспортные средства')).toHaveTextContent('Toyota');
    expect(section('Застрахованные')).toHaveTextContent('Сапарова Дана');
    expect(within(dialog()).queryByRole('heading', { name: 'Действия' })).toBeNull();
    await user.click(within(section('Документы')).getByRole('button', { name: 'Квитанция' }));
    expect(onOpenDocument).toHaveBeenCalledWith('receipt');
    await user.click(within(dialog()).getByRole('button', { name: 'Обновить информацию' }));
    expect(onRefresh).toHaveBeenCalled();
    expect(await seriousViolations()).toEqual([]);
  });

  it('identifiers in one piece (issue 43 item 15): the numbers, the IIN and the plate never break across lines', () => {
    render(<s.Ogpo />);
    const whole = (name: string, text: string) =>
      expect(within(section(name)).getByText(text)).toHaveAttribute('data-slot', 'identifier');
    whole('Общая информация', '26-WEB-005012');
    whole('Общая информация', '26-OGPO-505012');
    whole('Страхователь', '850315300128');
    expect(
      within(section('Транспортные средства')).getAllByText(/\d/, { selector: '[data-slot="identifier"]' }),
    ).not.toHaveLength(0);
    for (const id of document.querySelectorAll('[data-slot="identifier"]'))
      expect(id).toHaveClass('whitespace-nowrap');
  });

  it('names who signed for the company when the contract panel chose one (2.3, issue 43 item 18); OGPO has none', () => {
    const signer = () => within(section('Общая информация')).queryByText('Подписант');
    const { unmount } = render(<s.PropertySigned />);
    expect(signer()?.nextElementSibling).toHaveTextContent('Модератова Мадина');
    unmount();
    render(<s.Ogpo />);
    expect(signer()).toBeNull();
  });

  it('documents by product: property contract and policy, casco contract, policy and application; each its receipt', () => {
    const { unmount } = render(<s.Property />);
    const names = () =>
      within(section('Документы'))
        .getAllByRole('button')
        .map((b) => b.textContent);
    // the receipt can be had again after the success card is closed (3.9 wk_ticket)
    expect(names()).toEqual(['Договор страхования', 'Страховой полис', 'Квитанция']);
    expect(section('Объект страхования')).toHaveTextContent('250 000 000,00 тг.');
    expect(section('Выгодоприобретатель')).toHaveTextContent('Народный банк');
    unmount();
    render(<s.Casco />);
    expect(names()).toEqual([
      'Договор страхования',
      'Страховой полис',
      'Заявление на страхование',
      'Квитанция',
    ]);
  });

  it("issue 44 item 10: 'Оплата' of a Kaspi payment says Kaspi; of a card, 'Картой'", async () => {
    const payment = () => within(section('Общая информация')).getByText('Оплата').nextElementSibling;
    const { unmount } = render(<s.PaidByKaspi />);
    expect(payment()).toHaveTextContent(/^Kaspi$/);
    expect(await seriousViolations()).toEqual([]);
    unmount();
    render(<s.Ogpo />);
    expect(payment()).toHaveTextContent(/^Картой$/);
  });

  it('a terminated policy says when it was terminated; a running one has no such line', () => {
    const { unmount } = render(<s.Terminated />);
    expect(section('Общая информация')).toHaveTextContent('Расторгнут');
    expect(section('Общая информация')).toHaveTextContent('20.03.2026 11:05');
    unmount();
    render(<s.Ogpo />);
    expect(section('Общая информация')).not.toHaveTextContent('Расторгнут');
  });

  it('an error: no documents, the error type and its raw data', async () => {
    render(<s.WithError />);
    expect(within(dialog()).queryByRole('heading', { name: 'Документы' })).toBeNull();
    expect(section('Ошибка')).toHaveTextContent('Тип ошибки: ЕСБД');
    expect(section('Ошибка')).toHaveTextContent('Контракт с таким номером уже существует');
    expect(await seriousViolations()).toEqual([]);
  });

  it('a document’s link (60 s) to download, a refused document’s message under it', async () => {
    const { unmount } = render(<s.DocumentLinked />);
    const link = within(section('Документы')).getByRole('link', { name: 'Скачать: Страховой полис' });
    expect(link).toHaveAttribute('download', 'Страховой полис 26-OGPO-505012.pdf');
    expect(section('Документы')).toHaveTextContent('Ссылка действует 60 секунд');
    unmount();
    render(<s.DocumentFailed />);
    expect(within(section('Документы')).getByRole('alert')).toHaveTextContent(
      'Квитанция будет доступна после оплаты',
    );
  });

  it('loading, failure with retry, refresh failure', async () => {
    const onRetry = fn();
    const user = userEvent.setup();
    const { unmount } = render(<s.Failed onRetry={onRetry} />);
    await user.click(within(dialog()).getByRole('button', { name: 'Повторить' }));
    expect(onRetry).toHaveBeenCalled();
    expect(within(dialog()).queryByRole('button', { name: 'Обновить информацию' })).toBeNull();
    unmount();
    const r = render(<s.RefreshFailed />);
    expect(within(dialog()).getByText(/Нет связи с сервером/)).toBeVisible();
    r.unmount();
    render(<s.Loading />);
    expect(within(dialog()).getAllByText('Загрузка договора…')[0]).toBeVisible();
    expect(await seriousViolations()).toEqual([]);
  });

  it('the actions and support slots come first', async () => {
    render(<s.WithActions />);
    const headings = within(dialog())
      .getAllByRole('heading')
      .map((h) => h.textContent);
    expect(headings.slice(1, 4)).toEqual(['Действия', 'Поддержка', 'Общая информация']);
    expect(await seriousViolations()).toEqual([]);
  });
});
