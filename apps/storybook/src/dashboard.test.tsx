import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react';
import { fn } from 'storybook/test';
import * as adminStories from '../stories/screens/AdminInfo.stories';
import * as dashboardStories from '../stories/screens/Dashboard.stories';
import { dashboardView } from '../stories/fixtures-admin';
import { seriousViolations } from './axe';

const admin = composeStories(adminStories);
const dash = composeStories(dashboardStories);

/** The pie paths of a day's chart, once the lazy visx chunk has rendered. */
async function slicesOf(name: string): Promise<Array<string | null>> {
  const figure = screen.getByRole('figure', { name });
  await waitFor(() => expect(figure.querySelector('[data-slot="day-pie"]')).not.toBeNull());
  return [...figure.querySelectorAll('[data-slot="day-pie"] [data-slice]')].map((p) =>
    p.getAttribute('data-slice'),
  );
}

describe("Admin 'information on contracts' (home, role 0)", () => {
  it('two pies, yesterday and today, with slices issued (green), new (blue), error (red) and a legend in numbers', async () => {
    render(<admin.AllSlices />);
    expect(screen.getByRole('heading', { level: 2, name: 'Информация по договорам' })).toBeInTheDocument();
    expect(await slicesOf('Вчера: выпущено 5, новые 2, ошибки 1')).toEqual(['issued', 'new', 'error']);
    expect(await slicesOf('Сегодня: выпущено 3, новые 4, ошибки 2')).toEqual(['issued', 'new', 'error']);
    const today = screen.getByRole('figure', { name: /^Сегодня/ });
    const fills = [...today.querySelectorAll('path[data-slice]')].map((p) => p.getAttribute('class'));
    expect(fills).toEqual(['fill-success', 'fill-primary', 'fill-danger']);
    // the slices are proportional: 3 of 9, 4 of 9, 2 of 9 (each a non-empty arc)
    expect([...today.querySelectorAll('path[data-slice]')].map((p) => p.getAttribute('data-value'))).toEqual([
      '3',
      '4',
      '2',
    ]);
    const legend = within(today)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(legend).toEqual(['Выпущено3', 'Новые4', 'Ошибки2', 'Всего9']);
  });

  it('one slice: a single full ring per day, empty slices left out', async () => {
    render(<admin.OneSlice />);
    expect(await slicesOf('Вчера: выпущено 6, новые 0, ошибки 0')).toEqual(['issued']);
    expect(await slicesOf('Сегодня: выпущено 0, новые 3, ошибки 0')).toEqual(['new']);
  });

  it("empty: grey rings, 'Договоров нет' and an empty timeline", async () => {
    render(<admin.Empty />);
    expect(await slicesOf('Вчера: выпущено 0, новые 0, ошибки 0')).toEqual(['empty']);
    expect(screen.getAllByText('Договоров нет')).toHaveLength(2);
    expect(screen.getByText('Новых договоров и ошибок нет')).toBeInTheDocument();
  });

  it('the timeline: time, id and status word, newest first, 359 px high and scrolling (keyboard too)', () => {
    render(<admin.AllSlices />);
    const region = screen.getByRole('region', { name: 'Лента договоров' });
    expect(region).toHaveStyle({ height: '359px' });
    expect(region).toHaveClass('overflow-y-auto');
    expect(region).toHaveAttribute('tabindex', '0');
    const items = within(region).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      '11:40Договор 2002Ошибка22.11.2026',
      '09:15Договор 2001Новый22.11.2026',
      '17:05Договор 2003Ошибка21.11.2026',
    ]);
    expect(items[0]!.querySelector('time')).toHaveAttribute('datetime', '2026-11-22T11:40:12');
  });

  it('loading: a spinner with its label; failed: the message and Повторить', async () => {
    render(<admin.Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Загрузка информации по договорам...');
    const onRetry = fn();
    render(<admin.Failed onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Не удалось загрузить информацию по договорамНедостаточно прав',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it.each(Object.entries(admin))('%s has no serious or critical axe violations', async (_n, Story) => {
    render(<Story />);
    expect(await seriousViolations()).toEqual([]);
  });
});

describe('Admin dashboard /dashboard', () => {
  it('counters new (warning), issued (success), error (danger)', () => {
    render(<dash.Data />);
    const counters = screen.getByRole('list', { name: 'Счётчики договоров' });
    const items = within(counters).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Новые1', 'Выпущенные1', 'Ошибки1']);
    expect(items[0]).toHaveClass('bg-warning-soft');
    expect(items[1]).toHaveClass('bg-success-soft');
    expect(items[2]).toHaveClass('bg-danger-soft');
  });

  it('the table: ID, number, premium in tenge, product, status colour, error, creation date', () => {
    render(<dash.Data />);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ID', 'Номер договора', 'Премия', 'Продукт', 'Статус', 'Ошибка', 'Дата создания']);
    expect(within(table).getByText('Договоры за 22.11.2026')).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = (i: number) =>
      within(rows[i]!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(0)).toEqual([
      '1001',
      'OGPO-2026-000118',
      '18\u00A0540,50\u00A0тг.',
      'ОГПО ВТС',
      'Выпущен',
      '—',
      '22.11.2026 09:12',
    ]);
    expect(cells(2)).toEqual([
      '1003',
      '—',
      '9\u00A0870,00\u00A0тг.',
      'ОГПО ВТС',
      'Ошибка',
      'ЕСБД: Транспортное средство не найдено в базе',
      '22.11.2026 11:30',
    ]);
    const tones = rows.map((r) => r.querySelector('[data-slot="status-dot"]')?.getAttribute('data-tone'));
    expect(tones).toEqual(['success', 'primary', 'danger']);
  });

  it('a row (or its ID button) opens the contract', async () => {
    const onOpen = fn();
    const user = userEvent.setup();
    render(<dash.Data onOpen={onOpen} />);
    await user.click(screen.getByText('Имущество (движимое)'));
    expect(onOpen).toHaveBeenLastCalledWith(1002);
    await user.click(screen.getByRole('button', { name: 'Открыть договор 1003' }));
    expect(onOpen).toHaveBeenLastCalledWith(1003);
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('filter by ID: Найти sets it; a wrong ID says why; an empty one returns to today', async () => {
    const onSetId = fn();
    const user = userEvent.setup();
    render(<dash.Data onSetId={onSetId} />);
    const id = screen.getByLabelText('ID договора');
    await user.type(id, 'abc');
    await user.click(screen.getByRole('button', { name: 'Найти' }));
    expect(screen.getByText('ID должен быть положительным целым числом')).toBeInTheDocument();
    expect(id).toHaveAttribute('aria-invalid', 'true');
    expect(onSetId).not.toHaveBeenCalled();
    await user.clear(id);
    await user.type(id, '1003{Enter}');
    expect(onSetId).toHaveBeenLastCalledWith(1003);
    await user.clear(id);
    await user.click(screen.getByRole('button', { name: 'Найти' }));
    expect(onSetId).toHaveBeenLastCalledWith(null);
  });

  it("filter by date: picking a day sets it; 'Сегодня' is off while today is shown", async () => {
    const onSetDate = fn();
    const user = userEvent.setup();
    const { unmount } = render(<dash.Data onSetDate={onSetDate} />);
    const date = screen.getByLabelText('Дата создания');
    // issue 30 item 16: dates are typed and shown as ДД.ММ.ГГГГ, whatever the browser's language
    expect(date).toHaveValue('22.11.2026');
    expect(screen.getByRole('button', { name: 'Сегодня' })).toBeDisabled();
    await user.clear(date);
    expect(onSetDate).toHaveBeenLastCalledWith(null);
    await user.type(date, '20112026');
    expect(date).toHaveValue('20.11.2026');
    expect(onSetDate).toHaveBeenLastCalledWith('2026-11-20');
    // a day after today (the field's max) is refused beside the field, as typed
    await user.clear(date);
    await user.type(date, '23112026');
    expect(date).toHaveValue('23.11.2026');
    expect(date).toHaveAccessibleDescription('Дата не может быть позже 22.11.2026');
    expect(onSetDate).toHaveBeenLastCalledWith(null);
    unmount();
    render(<dash.FilteredById onSetDate={onSetDate} />);
    await user.click(screen.getByRole('button', { name: 'Сегодня' }));
    expect(onSetDate).toHaveBeenLastCalledWith('2026-11-22');
  });

  it('filtered by ID: the ID shown, the date cleared', () => {
    render(<dash.FilteredById />);
    expect(screen.getByLabelText('ID договора')).toHaveValue('1003');
    expect(screen.getByLabelText('Дата создания')).toHaveValue('');
    expect(screen.getByText('Договор с ID 1003')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });

  it('loading, empty and failed tables', async () => {
    const { unmount } = render(<dash.Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Загрузка договоров...');
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    unmount();
    const second = render(<dash.Empty />);
    expect(screen.getByText('Договоров не найдено')).toBeInTheDocument();
    expect(screen.getByText('Договоры за 01.11.2026')).toBeInTheDocument();
    second.unmount();
    const onRetry = fn();
    render(<dash.Failed onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить договорыНет связи с сервером');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('Policy modal', () => {
  it("'Основной': the contract, insurer, vehicles, insureds and documents of an issued contract", async () => {
    const onOpenDocument = fn();
    const user = userEvent.setup();
    render(<dash.ModalMain onOpenDocument={onOpenDocument} />);
    const dialog = await screen.findByRole('dialog', { name: 'Договор 1001' });
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Основной', 'Черновик', 'Договор']);
    expect(within(dialog).getByRole('tab', { name: 'Основной' })).toHaveAttribute('aria-selected', 'true');
    const section = (name: string) => within(dialog).getByRole('region', { name });
    expect(section('Страхователь')).toHaveTextContent('Иванов Иван Иванович');
    expect(section('Страхователь')).toHaveTextContent('850412401239');
    expect(section('Транспортные средства')).toHaveTextContent('123ABC02');
    expect(section('Транспортные средства')).toHaveTextContent('Toyota');
    expect(section('Застрахованные')).toHaveTextContent('Физическое лицо');
    expect(dialog.textContent).toContain('18\u00A0540,50\u00A0тг.');
    expect(within(dialog).queryByRole('region', { name: 'Ошибка' })).not.toBeInTheDocument();
    await user.click(within(section('Документы')).getByRole('button', { name: 'Договор' }));
    expect(onOpenDocument).toHaveBeenCalledWith('contract');
  });

  it('an error contract: error type and details, no documents', async () => {
    render(<dash.ModalError />);
    const dialog = await screen.findByRole('dialog', { name: 'Договор 1003' });
    const error = within(dialog).getByRole('region', { name: 'Ошибка' });
    expect(within(error).getByRole('alert')).toHaveTextContent(
      'Тип ошибки: ЕСБДТранспортное средство не найдено в базе',
    );
    expect(within(dialog).queryByRole('region', { name: 'Документы' })).not.toBeInTheDocument();
  });

  it('a property contract: object, beneficiary; no documents before it is issued', async () => {
    render(<dash.ModalProperty />);
    const dialog = await screen.findByRole('dialog', { name: 'Договор 1002' });
    expect(within(dialog).getByRole('region', { name: 'Объект страхования' }).textContent).toContain(
      'Движимое имуществоСтраховая сумма25\u00A0000\u00A0000,00\u00A0тг.Франшиза1%',
    );
    expect(within(dialog).getByRole('region', { name: 'Выгодоприобретатель' })).toHaveTextContent(
      'АО «Народный банк»',
    );
    expect(within(dialog).queryByRole('region', { name: 'Документы' })).not.toBeInTheDocument();
  });

  it("'Черновик' and 'Договор': the JSON, readable and collapsible", async () => {
    const user = userEvent.setup();
    render(<dash.ModalMain />);
    const dialog = await screen.findByRole('dialog', { name: 'Договор 1001' });
    await user.click(within(dialog).getByRole('tab', { name: 'Черновик' }));
    const draft = within(dialog).getByRole('group', { name: 'Черновик' });
    expect(draft).toHaveTextContent('ulid: "01JDRAFT0000000000000001"');
    expect(draft).toHaveTextContent('{ 3 поля }');
    const details = () => [...draft.querySelectorAll('details')].map((d) => d.open);
    // two levels open at first: the root and its children, not the vehicle inside the array
    expect(details()).toEqual([true, true, true, false]);
    await user.click(within(dialog).getByRole('button', { name: 'Свернуть всё' }));
    expect(details().every((o) => !o)).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Развернуть всё' }));
    expect(details().every((o) => o)).toBe(true);
    await user.click(within(dialog).getByRole('tab', { name: 'Договор' }));
    expect(within(dialog).getByRole('group', { name: 'Договор' })).toHaveTextContent('premium: 18540.5');
  });

  it('a contract without a draft says so', async () => {
    render(<dash.ModalNoDraft />);
    expect(within(await screen.findByRole('dialog')).getByText('Черновик отсутствует')).toBeInTheDocument();
  });

  it("'Закрыть', Esc and 'Обновить информацию'", async () => {
    const onClose = fn();
    const onRefresh = fn();
    const user = userEvent.setup();
    render(<dash.ModalMain onClose={onClose} onRefresh={onRefresh} />);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Обновить информацию' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('the view without a modal closes it', async () => {
    const { rerender } = render(<dash.ModalMain />);
    expect(await screen.findByRole('dialog', { name: 'Договор 1001' })).toBeInTheDocument();
    rerender(<dash.ModalMain view={dashboardView()} />);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('table')).toBeInTheDocument();
  });

  it('refreshing: the button waits; a failed refresh shows its message', async () => {
    const { unmount } = render(<dash.ModalRefreshing />);
    expect(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Обновление...' }),
    ).toBeDisabled();
    unmount();
    render(<dash.ModalRefreshFailed />);
    expect(within(await screen.findByRole('dialog')).getByRole('alert')).toHaveTextContent(
      'Ошибка сервера (502). Попробуйте позже.',
    );
  });

  it.each(Object.entries(dash))('%s has no serious or critical axe violations', async (name, Story) => {
    render(<Story />);
    // the modal's code is a lazy chunk: wait for it before scanning
    if (name.startsWith('Modal')) await screen.findByRole('dialog');
    expect(await seriousViolations()).toEqual([]);
  });
});
