import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react';
import { fn } from 'storybook/test';
import { SUPPORT_ROWS } from '@sakta/core/testing';
import * as stories from '../stories/screens/Support.stories';
import * as actions from '../stories/screens/SupportActions.stories';
import { seriousViolations } from './axe';
import { expectFittingTable } from './table-layout';

/** The operator-error screen and the request's slots of the policy modal, over their stories (spec 2.8, 4.5, 8). */
const s = composeStories(stories);
const a = composeStories(actions);

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('/support/operator-error', () => {
  it('the table: ID, local and global numbers, product, premium, direction, dates, creator, status', async () => {
    render(<s.Requests />);
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'ID',
      'Локальный номер',
      'Глобальный номер',
      'Продукт',
      'Премия',
      'Направление',
      'Дата договора',
      'Создатель',
      'Статус',
      'Дата заявки',
    ]);
    expect(rows()).toHaveLength(5);
    const cells = within(rows()[0]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual([
      '1',
      '26-WEB-004101',
      '26WEB4101KZ',
      'ОГПО ВТС',
      '19\u00A0450,50\u00A0тг.',
      'Физ. лицо',
      '11.11.2026',
      'Сериков Е. Б.',
      'Новый',
      '21.11.2026 10:11',
    ]);
    expect(within(rows()[1]!).getByText('Юр. лицо')).toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);
  });

  it('status colours of 4.5: 0 primary, 1 success, 2 danger, 10 warning', () => {
    render(<s.Requests />);
    const tone = (name: string) =>
      screen.getByText(name, { selector: '[data-slot="badge"]' }).dataset.variant;
    expect(screen.getAllByText('Новый', { selector: '[data-slot="badge"]' })[0]!.dataset.variant).toBe(
      'primary',
    );
    expect(tone('Отработан')).toBe('success');
    expect(tone('Ошибка')).toBe('danger');
    expect(tone('Отклонён')).toBe('warning');
  });

  it('the whole row is the target (issue 44 item 7): a click or Enter on a focused row opens it; 5 page links', async () => {
    const onOpen = fn();
    const onPage = fn();
    const user = userEvent.setup();
    render(<s.Requests onOpen={onOpen} onPage={onPage} />);
    // no small ID link: the row is one tab stop with a visible focus ring, and holds no other control
    expect(within(screen.getByRole('table')).queryAllByRole('button')).toEqual([]);
    const third = screen.getByRole('row', { name: 'Открыть заявку 3' });
    expect(third).toHaveAttribute('tabindex', '0');
    expect(third).toHaveClass('focus-visible:outline-2', 'cursor-pointer');
    await user.click(within(third).getByText('26-WEB-004103'));
    expect(onOpen).toHaveBeenLastCalledWith(SUPPORT_ROWS[2]);
    // one stop per request: Tab goes from a row to the next
    screen.getByRole('row', { name: 'Открыть заявку 1' }).focus();
    await user.tab();
    expect(screen.getByRole('row', { name: 'Открыть заявку 2' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenLastCalledWith(SUPPORT_ROWS[1]);
    await user.keyboard(' ');
    expect(onOpen).toHaveBeenCalledTimes(3);
    await user.click(within(screen.getByRole('navigation')).getByRole('button', { name: 'Страница 2' }));
    expect(onPage).toHaveBeenCalledWith(2);
    expect(await seriousViolations()).toEqual([]);
  });

  it('every column of 2.8 fits (issue 44 item 7): cards on a phone, each value under its column; numbers unbroken', () => {
    render(<s.Requests />);
    expect(expectFittingTable(screen.getByRole('table'))).toHaveLength(10);
    const cells = within(rows()[0]!).getAllByRole('cell');
    // the local and the global number, and the premium, are one piece each
    for (const i of [1, 2, 4]) expect(cells[i]).toHaveClass('whitespace-nowrap');
  });

  it("empty: 'Нет информации'; failed: the message and 'Повторить'; loading", async () => {
    const { unmount } = render(<s.Empty />);
    expect(screen.getByText('Нет информации')).toBeInTheDocument();
    unmount();
    const failed = render(<s.Failed />);
    expect(screen.getByText('Не удалось загрузить заявки')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);
    failed.unmount();
    render(<s.Loading />);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  });

  it('the filter: the statuses of 4.5 and the fields of 7.5; an IIN of other than 12 digits is said under it', async () => {
    const { unmount } = render(<s.Filtered />);
    const status = screen.getByRole('combobox', { name: 'Статус заявки' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Все', 'Новый', 'Отработан', 'Ошибка']);
    expect(status).toHaveValue('0');
    // 5.7: the start alone was copied to the end
    expect(screen.getByLabelText('Дата договора по')).toHaveValue('20.11.2026');
    for (const label of [
      'Номер договора',
      'Номер 1С',
      'ИИН/БИН страхователя',
      'APC',
      'Создатель',
      'Менеджер',
      'Дата заявки',
    ])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Глобальный номер' })).not.toBeChecked();
    expect(await seriousViolations()).toEqual([]);
    unmount();
    render(<s.FilterInvalid />);
    expect(screen.getByLabelText('ИИН/БИН страхователя')).toHaveAccessibleDescription(
      /ИИН\/БИН состоит из 12 цифр/,
    );
  });
});

describe('the support request in the policy modal', () => {
  it('a new request: its info and the three actions; each action calls its handler', async () => {
    const onRescind = fn();
    const onReject = fn();
    const onDissolve = fn();
    const user = userEvent.setup();
    render(<a.NewRequest onRescind={onRescind} onReject={onReject} onDissolve={onDissolve} />);
    expect(screen.getByText('Заявка №1')).toBeInTheDocument();
    expect(screen.getByText('Сериков Ержан Болатович')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Аннулировать' }));
    await user.click(screen.getByRole('button', { name: 'Отклонить' }));
    await user.click(screen.getByRole('button', { name: 'Расторгнуть' }));
    expect([onRescind, onReject, onDissolve].map((f) => f.mock.calls.length)).toEqual([1, 1, 1]);
    expect(await seriousViolations()).toEqual([]);
  });

  it('rescind and reject ask first, naming the request and the contract', async () => {
    const onConfirm = fn();
    const user = userEvent.setup();
    const { unmount } = render(<a.AskRescind onConfirm={onConfirm} />);
    const question = screen.getByRole('alertdialog', {
      name: 'Аннулировать договор 26WEB4101KZ по заявке №1?',
    });
    await user.click(within(question).getByRole('button', { name: 'Аннулировать' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(await seriousViolations()).toEqual([]);
    unmount();
    render(<a.AskReject />);
    expect(
      screen.getByRole('alertdialog', { name: 'Отклонить заявку №2? Договор 26WEB4102KZ останется в силе.' }),
    ).toBeInTheDocument();
  });

  it('a refusal shows the server message; only a closed request (status 10) hides the actions (4.5)', async () => {
    const { unmount } = render(<a.ActionFailed />);
    expect(screen.getByText('Заявка уже обработана')).toBeInTheDocument();
    unmount();
    // issue 43 item 22: a worked request (1) keeps its actions
    const worked = render(<a.Worked />);
    expect(screen.getByText('Отработан', { selector: '[data-slot="badge"]' })).toBeInTheDocument();
    for (const name of ['Аннулировать', 'Отклонить', 'Расторгнуть'])
      expect(screen.getByRole('button', { name })).toBeEnabled();
    expect(screen.queryByText('Заявка закрыта: действий нет')).toBeNull();
    expect(await seriousViolations()).toEqual([]);
    worked.unmount();
    render(<a.Closed />);
    expect(screen.queryByRole('button', { name: 'Аннулировать' })).toBeNull();
    expect(screen.getByText('Заявка закрыта: действий нет')).toBeInTheDocument();
  });
});
