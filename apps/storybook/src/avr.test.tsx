import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react';
import { fn } from 'storybook/test';
import { AvrModal } from '@sakta/ui';
import * as stories from '../stories/screens/Avr.stories';
import { avrModalHandlers, avrModalView, opened } from '../stories/fixtures-avr';
import { fake } from './pdfjs-fake';
import { seriousViolations } from './axe';

// pdf.js cannot run in jsdom (no DOMMatrix, no canvas): the viewer gets the fake (the path is ui's dependency).
vi.mock('../../../packages/ui/node_modules/pdfjs-dist', () => import('./pdfjs-fake'));

const all = composeStories(stories);
beforeEach(() => fake.reset());

const modal = () => screen.getByRole('dialog', { name: 'Акт выполненных работ № АВР-2026-0014' });

describe('/profile/avr: the table', () => {
  it('columns, the confirmed texts, paid, an open action per row, pages', async () => {
    const onOpen = fn();
    const onPage = fn();
    const user = userEvent.setup();
    render(<all.Table onOpen={onOpen} onPage={onPage} />);
    const table = screen.getByRole('table', { name: 'Акты выполненных работ' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ID', 'Номер', 'Дата', 'Оплачен', 'Подтвержден', 'Действие']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[4]!.textContent)).toEqual([
      'Необработанный',
      'Нет',
      'Да',
      'Необработанный',
    ]);
    expect(within(rows[2]!).getAllByRole('cell')[3]).toHaveTextContent('Да');
    expect(within(rows[0]!).getAllByRole('cell')[2]).toHaveTextContent('24.11.2026');
    await user.click(screen.getByRole('button', { name: 'Открыть акт № АВР-2026-0013' }));
    expect(onOpen).toHaveBeenCalledWith(13);
    await user.click(within(rows[2]!).getAllByRole('cell')[1]!);
    expect(onOpen).toHaveBeenLastCalledWith(12);
    expect(onOpen).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'Страница 2' }));
    expect(onPage).toHaveBeenCalledWith(2);
    expect(await seriousViolations()).toEqual([]);
  });

  it("empty: 'Нет информации'; failed: the message and 'Повторить'", () => {
    const { unmount } = render(<all.Empty />);
    expect(screen.getByText('Нет информации')).toBeInTheDocument();
    unmount();
    render(<all.Failed />);
    expect(screen.getByRole('alert')).toHaveTextContent('Нет связи с сервером');
  });
});

describe('/profile/avr: the act', () => {
  it('step 0: number, date, the PDF, the time left, Принять and Отказать', async () => {
    render(<all.ActChoose />);
    const dialog = modal();
    expect(dialog).toHaveTextContent('АВР-2026-0014');
    expect(dialog).toHaveTextContent('24.11.2026');
    expect(await within(dialog).findByRole('img', { name: /^Страница 1 из/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('timer')).toHaveTextContent('Осталось времени на согласование: 25:00');
    expect(within(dialog).getByRole('button', { name: 'Принять' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Отказать' })).toBeEnabled();
    expect(await seriousViolations()).toEqual([]);
  });

  it('refusing needs a comment; the server’s message in the red box', async () => {
    const { unmount } = render(<all.ActRefuse />);
    expect(within(modal()).getByRole('button', { name: 'Отправить отказ' })).toBeDisabled();
    expect(within(modal()).getByLabelText(/Причина отказа/)).toBeInTheDocument();
    unmount();
    render(<all.ActRefuseFailed />);
    expect(within(modal()).getByRole('alert')).toHaveTextContent('Время согласования вышло');
    expect(within(modal()).getByLabelText(/Причина отказа/)).toHaveValue('Сумма не совпадает');
    expect(await seriousViolations()).toEqual([]);
  });

  it('Esc in a form clears it (onClear), not the modal', async () => {
    const handlers = avrModalHandlers();
    const user = userEvent.setup();
    render(<AvrModal view={avrModalView([...opened(), { type: 'REFUSE' }])} {...handlers} />);
    await user.keyboard('{Escape}');
    expect(handlers.onClear).toHaveBeenCalled();
    expect(handlers.onClose).not.toHaveBeenCalled();
  });

  it('Esc at the choice closes', async () => {
    const handlers = avrModalHandlers();
    render(<AvrModal view={avrModalView(opened())} {...handlers} />);
    await userEvent.setup().keyboard('{Escape}');
    expect(handlers.onClose).toHaveBeenCalled();
    expect(handlers.onClear).not.toHaveBeenCalled();
  });

  it('accepting: the phone, the code field, the 120 s resend; a wrong code clears the code', async () => {
    const { unmount } = render(<all.ActCodeSent />);
    const dialog = modal();
    expect(dialog).toHaveTextContent('+7(701) ***-**57');
    expect(
      within(dialog)
        .getAllByRole('timer')
        .map((t) => t.textContent),
    ).toContain('Повторная отправка через 02:00');
    expect(within(dialog).getByRole('button', { name: 'Подтвердить' })).toBeDisabled();
    expect(await seriousViolations()).toEqual([]);
    unmount();
    render(<all.ActWrongCode />);
    expect(within(modal()).getByRole('textbox', { name: 'Код из SMS' })).toHaveValue('');
    expect(within(modal()).getByRole('alert')).toHaveTextContent('Неверный код');
  });

  it('a network error: step 0 again with the message in the red box', () => {
    render(<all.ActNetworkError />);
    expect(within(modal()).getByRole('alert')).toHaveTextContent('Нет связи с сервером');
    expect(within(modal()).getByRole('button', { name: 'Принять' })).toBeEnabled();
  });

  it("accepted, expired ('Время согласования вышло'), already refused", async () => {
    const first = render(<all.ActAccepted />);
    expect(modal()).toHaveTextContent('Акт принят');
    first.unmount();
    const second = render(<all.ActExpired />);
    expect(screen.getByRole('dialog')).toHaveTextContent('Время согласования вышло');
    expect(screen.queryByRole('button', { name: 'Принять' })).toBeNull();
    expect(await seriousViolations()).toEqual([]);
    second.unmount();
    render(<all.ActRefused />);
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'Акт отклонён: Сумма вознаграждения не совпадает с расчётом',
    );
  });
});
