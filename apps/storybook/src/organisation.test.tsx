import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react';
import { fn } from 'storybook/test';
import * as branchesStories from '../stories/screens/Branches.stories';
import * as modalStories from '../stories/screens/TerminalModal.stories';
import * as accountantStories from '../stories/screens/AccountantTerminals.stories';
import { TerminalsTab } from '@sakta/ui';
import { TERMINAL_ROWS, listView } from '../stories/fixtures-organisation';
import { seriousViolations } from './axe';

/** The page /branches, its terminals tab and modal, and the accountant's /terminals, over their stories. */
const branches = composeStories(branchesStories);
const modal = composeStories(modalStories);
const accountant = composeStories(accountantStories);

const tabNames = () => screen.getAllByRole('tab').map((t) => t.textContent);
const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

describe('/branches tabs by role', () => {
  it("shows each role's built tabs in the spec's order and selects one on click", async () => {
    const onSelectTab = fn();
    const user = userEvent.setup();
    const { unmount } = render(<branches.AdminTabs onSelectTab={onSelectTab} />);
    expect(tabNames()).toEqual(['Орг.Структура', 'Филиалы', 'Сотрудники', 'Подписанты', 'Терминалы (Касса)']);
    expect(screen.getByRole('tab', { name: 'Терминалы (Касса)' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Подписанты' }));
    expect(onSelectTab).toHaveBeenCalledWith('signatories');
    unmount();
    render(<branches.ManagerTabs />);
    expect(tabNames()).toEqual(['Орг.Структура', 'Сотрудники', 'Подписанты']);
    // others than administrators open on the employee list
    expect(screen.getByRole('tab', { name: 'Сотрудники' })).toHaveAttribute('aria-selected', 'true');
    expect(await seriousViolations()).toEqual([]);
  });

  it('moderator and accountant have the terminals tab', () => {
    const { unmount } = render(<branches.ModeratorTerminals />);
    expect(tabNames()).toEqual(['Сотрудники', 'Подписанты', 'Терминалы (Касса)']);
    unmount();
    render(<branches.AccountantTerminals />);
    expect(tabNames()).toEqual(['Сотрудники', 'Подписанты', 'Терминалы (Касса)']);
  });

  it("tells a user without a branch or without a record the spec's message, with no tabs", async () => {
    const { unmount } = render(<branches.NoBranch />);
    expect(
      screen.getByText('Вы не прикреплены к Департаменту/Менеджеру. Обратитесь техподдержку'),
    ).toBeVisible();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(await seriousViolations()).toEqual([]);
    unmount();
    render(<branches.UserNotFound />);
    expect(screen.getByRole('alert')).toHaveTextContent('Данный сотрудника не найдено');
  });

  it('loading and a failed load with retry', async () => {
    const onRetry = fn();
    const user = userEvent.setup();
    const { unmount } = render(<branches.Loading />);
    expect(screen.getByText('Загрузка...')).toBeVisible();
    unmount();
    render(<branches.Failed onRetry={onRetry} />);
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onRetry).toHaveBeenCalled();
  });
});

describe('terminals tab', () => {
  it("has the spec's columns, the status in words, the accountant in red 'Не указан' when missing, an edit per row", async () => {
    render(<branches.ModeratorTerminals />);
    const table = screen.getByRole('table');
    expect(headers(table)).toEqual([
      'ID',
      'Терминал (касса)',
      'Статус',
      'Ответственный (логин)',
      'Бухгалтер',
      'Действие',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(TERMINAL_ROWS.length);
    const cells = (i: number) =>
      within(rows[i]!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(0).slice(0, 5)).toEqual([
      '1',
      '88880001',
      'Активен',
      'almaty.kassa',
      TERMINAL_ROWS[0]!.accountant,
    ]);
    expect(cells(2).slice(0, 5)).toEqual(['3', '88880003', 'Неактивен', '', 'Не указан']);
    expect(within(rows[2]!).getByText('Не указан')).toHaveClass('text-danger');
    expect(within(rows[0]!).getByRole('button', { name: 'Редактировать терминал 88880001' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Добавить терминал' })).toBeVisible();
    expect(await seriousViolations()).toEqual([]);
  });

  it('the add tile and the edit icon call back with the row', async () => {
    const user = userEvent.setup();
    const onEdit = fn();
    const onAdd = fn();
    render(<TerminalsTab list={listView(TERMINAL_ROWS)} onAdd={onAdd} onEdit={onEdit} onRetry={fn()} />);
    await user.click(screen.getByRole('button', { name: 'Добавить терминал' }));
    expect(onAdd).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Редактировать терминал 88880002' }));
    expect(onEdit).toHaveBeenCalledWith(TERMINAL_ROWS[1]);
  });

  it("empty and failed lists: 'Нет информации', the error with 'Повторить'", () => {
    const { unmount } = render(<branches.TerminalsEmpty />);
    expect(screen.getByText('Нет информации')).toBeVisible();
    unmount();
    render(<branches.TerminalsFailed />);
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить данные');
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeVisible();
  });
});

describe("terminal modal 'Новый терминал (касса)'", () => {
  const dialog = () => screen.getByRole('dialog');
  const check = () => within(dialog()).getByRole('button', { name: 'Проверить авторизацию' });
  const save = () => within(dialog()).getByRole('button', { name: 'Сохранить' });

  it('new: every field, check and save disabled until filled', async () => {
    render(<modal.New />);
    expect(within(dialog()).getByRole('heading', { name: 'Новый терминал (касса)' })).toBeVisible();
    for (const label of ['Терминал (касса)', 'Логин', 'Пароль', 'Бухгалтер'])
      expect(within(dialog()).getByLabelText(label, { exact: false })).toBeVisible();
    expect(within(dialog()).getByRole('radio', { name: 'Активен' })).toBeChecked();
    expect(check()).toBeDisabled();
    expect(save()).toBeDisabled();
    expect(await seriousViolations()).toEqual([]);
  });

  it('a terminal of 5 characters cannot be saved; filled in, both buttons work', async () => {
    const { unmount } = render(<modal.TerminalTooShort />);
    expect(save()).toBeDisabled();
    // issue 30 item 18: a disabled Сохранить says what is missing
    expect(save()).toHaveAccessibleDescription(
      'Чтобы сохранить, заполните: Терминал (касса) — не короче 6 символов',
    );
    unmount();
    const onCheck = fn();
    const onSave = fn();
    const onEdit = fn();
    const user = userEvent.setup();
    render(<modal.Filled onCheck={onCheck} onSave={onSave} onEdit={onEdit} />);
    await user.click(check());
    expect(onCheck).toHaveBeenCalled();
    await user.click(save());
    expect(onSave).toHaveBeenCalled();
    await user.type(within(dialog()).getByLabelText('Логин', { exact: false }), 'x');
    expect(onEdit).toHaveBeenCalledWith('login', 'pos-aktobe-01x');
  });

  it('while checking or saving the buttons are disabled and say so', () => {
    const { unmount } = render(<modal.Checking />);
    expect(within(dialog()).getByRole('button', { name: 'Проверка...' })).toBeDisabled();
    expect(save()).toBeDisabled();
    unmount();
    render(<modal.Saving />);
    expect(within(dialog()).getByRole('button', { name: 'Сохранение...' })).toBeDisabled();
  });

  it("shows the server's refusal in a red alert", async () => {
    render(<modal.SaveRefused />);
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Терминал 88880005 уже существует');
    expect(await seriousViolations()).toEqual([]);
  });

  it('edit: the title names the terminal, the password stays empty', () => {
    render(<modal.Edit />);
    expect(within(dialog()).getByRole('heading', { name: 'Терминал (касса) 88880001' })).toBeVisible();
    expect(within(dialog()).getByLabelText('Терминал (касса)', { exact: false })).toHaveValue('88880001');
    expect(within(dialog()).getByLabelText('Пароль', { exact: false })).toHaveValue('');
  });

  it('a failed load offers a retry', async () => {
    const onRetry = fn();
    const user = userEvent.setup();
    render(<modal.LoadFailed onRetry={onRetry} />);
    await user.click(within(dialog()).getByRole('button', { name: 'Повторить' }));
    expect(onRetry).toHaveBeenCalled();
  });
});

describe("the accountant's /terminals", () => {
  it('ID, terminal, status icon, attached branch', async () => {
    render(<accountant.List />);
    const table = screen.getByRole('table');
    expect(headers(table)).toEqual(['ID', 'Терминал', 'Статус', 'Филиал']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', '88880001', 'Активен', 'Филиал г. Алматы']);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['4', '88880004', 'Неактивен', 'Не прикреплён']);
    expect(await seriousViolations()).toEqual([]);
  });

  it('loading, empty and failed', () => {
    const { unmount } = render(<accountant.Loading />);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByText('Загрузка...')[0]).toBeVisible();
    unmount();
    const empty = render(<accountant.Empty />);
    expect(screen.getByText('Нет информации')).toBeVisible();
    empty.unmount();
    render(<accountant.Failed />);
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeVisible();
  });
});
