import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react';
import { fn } from 'storybook/test';
import * as listStories from '../stories/screens/Podft.stories';
import * as modalStories from '../stories/screens/PodftModal.stories';
import { seriousViolations } from './axe';
import { expectFittingTable } from './table-layout';

/** The compliance review /podfts and its record's side modal over their stories (spec part 2 sections 2.5, 4.4). */
const list = composeStories(listStories);
const modal = composeStories(modalStories);

const table = () => screen.getByRole('table');
const row = (id: number) =>
  within(table())
    .getAllByRole('row')
    .find((r) => within(r).queryAllByRole('cell')[0]?.textContent === String(id))!;
const dialog = () => screen.getByRole('dialog');
function detail(label: string): string | null {
  const term = within(dialog()).getAllByText(label, { selector: 'dt' })[0]!;
  return term.nextElementSibling?.textContent ?? null;
}

describe('/podfts list', () => {
  it('the table: the columns of section 2.5; the date of decision only above status 1; open by row or button', async () => {
    const onOpen = fn();
    const user = userEvent.setup();
    render(<list.Records onOpen={onOpen} />);
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'ID',
      'Документ',
      'Резидент',
      'Физ. лицо',
      'Объект',
      'Наименование',
      'Тип',
      'Статус',
      'Дата обращения',
      'Дата решения',
      'Действие',
    ]);
    const waiting = within(row(12))
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(waiting).toEqual([
      '12',
      '820405300042',
      'Да',
      'Да',
      'Клиент',
      'Оспанов Даурен Ерикович',
      'Санкционный список',
      'Несогласованные',
      '20.11.2026 10:15',
      '',
      'Открыть',
    ]);
    expect(within(row(9)).getAllByRole('cell')[9]).toHaveTextContent('21.11.2026 09:40');
    expect(row(10)).toHaveTextContent('ТС');
    await user.click(screen.getByRole('button', { name: 'Открыть запись №11' }));
    expect(onOpen).toHaveBeenCalledWith(11);
    await user.click(within(row(10)).getByText('Белый Toyota Land Cruiser'));
    expect(onOpen).toHaveBeenLastCalledWith(10);
    expect(onOpen).toHaveBeenCalledTimes(2);
    // the filter is collapsed
    expect(screen.getByRole('button', { name: 'Фильтр' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('form', { name: 'Фильтр записей' })).toBeNull();
    expect(await seriousViolations()).toEqual([]);
  });

  it('every column of 2.5 fits (issue 44 item 7): cards on a phone, each value under its column; documents unbroken', () => {
    render(<list.Records />);
    expect(expectFittingTable(table(), ['Действие'])).toHaveLength(11);
    // an IIN, a BIN or a VIN never breaks across lines
    for (const id of [12, 10, 9])
      expect(within(row(id)).getAllByRole('cell')[1]).toHaveClass('whitespace-nowrap');
    // the name takes the card's whole width, and so does the action
    expect(within(row(12)).getByText('Оспанов Даурен Ерикович')).toHaveAttribute('data-wide');
    expect(within(row(12)).getByRole('button', { name: 'Открыть запись №12' }).closest('td')).toHaveAttribute(
      'data-wide',
    );
  });

  it("the filter: status 1 by default and every field of section 3.8; 'Применить' and 'Сбросить'", async () => {
    const onApply = fn();
    const onEditFilter = fn();
    const user = userEvent.setup();
    render(<list.FilterOpen onApply={onApply} onEditFilter={onEditFilter} />);
    const form = screen.getByRole('form', { name: 'Фильтр записей' });
    expect(within(form).getByRole('combobox', { name: 'Статус' })).toHaveDisplayValue('Несогласованные');
    for (const name of ['Вид лица', 'Объект проверки'])
      expect(within(form).getByRole('combobox', { name })).toHaveDisplayValue('Все');
    for (const label of [
      'Наименование',
      'Документ',
      'Дата обращения с',
      'Дата обращения по',
      'Дата решения с',
      'Дата решения по',
    ])
      expect(within(form).getByLabelText(label)).toHaveValue('');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Статус' }), 'Отказать');
    expect(onEditFilter).toHaveBeenCalledWith('status', '4');
    await user.click(within(form).getByRole('button', { name: 'Применить' }));
    expect(onApply).toHaveBeenCalledOnce();
    expect(await seriousViolations()).toEqual([]);
  });

  it("issue 44 item 10: a vehicle's row leaves 'Физ. лицо' empty (a dash), a client's says Да or Нет", () => {
    render(<list.Records />);
    const personColumn = 3;
    expect(within(row(10)).getAllByRole('cell')[personColumn]).toHaveTextContent(/^—$/);
    expect(within(row(12)).getAllByRole('cell')[personColumn]).toHaveTextContent(/^Да$/);
  });

  it('a filter from the URL: every status, vehicles', () => {
    render(<list.FilteredFromUrl />);
    const form = screen.getByRole('form', { name: 'Фильтр записей' });
    expect(within(form).getByRole('combobox', { name: 'Статус' })).toHaveDisplayValue('Все');
    expect(within(form).getByRole('combobox', { name: 'Объект проверки' })).toHaveDisplayValue('ТС');
  });

  it("loading, 'Нет записи', a failure with 'Повторить', pages", async () => {
    const onRetry = fn();
    const user = userEvent.setup();
    const { unmount } = render(<list.Loading />);
    expect(screen.getAllByText('Загрузка...').length).toBeGreaterThan(0);
    unmount();
    const empty = render(<list.Empty />);
    expect(screen.getByText('Нет записи')).toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);
    empty.unmount();
    const failed = render(<list.Failed onRetry={onRetry} />);
    expect(screen.getByText('Не удалось загрузить записи ПОДФТ')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(await seriousViolations()).toEqual([]);
    failed.unmount();
    render(<list.Pages />);
    expect(
      within(screen.getByRole('navigation')).getAllByRole('button', { name: /^Страница \d$/ }),
    ).toHaveLength(3);
  });

  it('a decision saved: the row shows the approved record with its date of decision, and the notice', async () => {
    render(<list.Decided />);
    expect(screen.getByRole('status')).toHaveTextContent('Решение по записи №12 сохранено');
    const cells = within(row(12)).getAllByRole('cell');
    expect(cells[7]).toHaveTextContent('Согласовано');
    expect(cells[9]).toHaveTextContent('26.11.2026 15:30');
    expect(await seriousViolations()).toEqual([]);
  });
});

describe('/podfts record modal', () => {
  it('an undecided client: title, images with zoom, decision 3 by default, appeal, attributes, history', async () => {
    const onSave = fn();
    const onOpenHistory = fn();
    const onSetStatus = fn();
    const user = userEvent.setup();
    render(<modal.Undecided onSave={onSave} onOpenHistory={onOpenHistory} onSetStatus={onSetStatus} />);
    expect(dialog()).toHaveAccessibleName('Оспанов Даурен Ерикович');
    expect(dialog()).toHaveAccessibleDescription('Запись ПОДФТ №12: Клиент');
    // the images: pressing enlarges 1.8 times, pressing again returns
    const front = within(dialog()).getByRole('button', { name: 'Увеличить: Лицевая сторона' });
    expect(front).toHaveAttribute('aria-pressed', 'false');
    await user.click(front);
    const zoomed = within(dialog()).getByRole('button', { name: 'Уменьшить: Лицевая сторона' });
    expect(zoomed).toHaveAttribute('aria-pressed', 'true');
    expect(within(zoomed).getByRole('img')).toHaveStyle({ transform: 'scale(1.8)' });
    zoomed.focus();
    await user.keyboard('{Enter}');
    expect(within(dialog()).getByRole('button', { name: 'Увеличить: Лицевая сторона' })).toBeInTheDocument();
    // the decision: approve 3, warning 2, refuse 4; 3 chosen for a record of status 1
    expect(within(dialog()).getAllByRole('radio')).toHaveLength(3);
    expect(within(dialog()).getByRole('radio', { name: 'Согласовать' })).toBeChecked();
    await user.click(within(dialog()).getByRole('radio', { name: 'Отказать' }));
    expect(onSetStatus).toHaveBeenCalledWith(4);
    await user.click(within(dialog()).getByRole('button', { name: 'Сохранить' }));
    expect(onSave).toHaveBeenCalledOnce();
    // the appeal and the attributes (3.8)
    expect(detail('Дата обращения')).toBe('20.11.2026 10:15');
    expect(detail('Инициатор')).toBe('Бекмуратов Санжар Болатович');
    expect(detail('ИИН/БИН')).toBe('820405300042');
    expect(detail('Страна')).toBe('Казахстан');
    // the history: two records, the open one marked; a click opens the other
    const history = within(dialog()).getByRole('list', { name: 'История' });
    expect(within(history).getAllByRole('button')).toHaveLength(2);
    await user.click(within(history).getByRole('button', { name: /Запись №5/ }));
    expect(onOpenHistory).toHaveBeenCalledWith(5);
    expect(await seriousViolations()).toEqual([]);
  });

  it('a refusal chosen with a comment; saving; a refused save keeps the choice with the message', async () => {
    const { unmount } = render(<modal.RefusalWithComment />);
    expect(within(dialog()).getByRole('radio', { name: 'Отказать' })).toBeChecked();
    expect(within(dialog()).getByLabelText(/Комментарий/)).toHaveValue('Источник средств не подтверждён');
    unmount();
    const saving = render(<modal.Saving />);
    expect(within(dialog()).getByRole('button', { name: /Сохранение/ })).toBeDisabled();
    saving.unmount();
    render(<modal.SaveRefused />);
    expect(dialog()).toHaveTextContent('Решение по записи уже принято и не может быть изменено');
    expect(within(dialog()).getByRole('radio', { name: 'Согласовать с предупреждением' })).toBeChecked();
    expect(await seriousViolations()).toEqual([]);
  });

  it('a refusal needs its reason: the comment required and saying so, saving held (issue 44 item 5)', async () => {
    render(<modal.RefusalWithoutReason />);
    const comment = within(dialog()).getByLabelText(/Комментарий/);
    expect(comment).toBeRequired();
    expect(comment).toBeInvalid();
    expect(comment).toHaveAccessibleDescription('Укажите причину отказа: её увидит продавец.');
    const save = within(dialog()).getByRole('button', { name: 'Сохранить' });
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription('Укажите причину отказа: её увидит продавец.');
    expect(await seriousViolations()).toEqual([]);
  });

  it('the decision not saved when the session ended comes back, and says so (issue 44 item 9)', async () => {
    const resumed = render(<modal.Resumed />);
    expect(within(dialog()).getByRole('status')).toHaveTextContent(
      'Восстановлено решение, не сохранённое до окончания сессии. Проверьте его и сохраните.',
    );
    expect(within(dialog()).getByRole('radio', { name: 'Отказать' })).toBeChecked();
    expect(within(dialog()).getByLabelText(/Комментарий/)).toHaveValue('Источник средств не подтверждён');
    expect(within(dialog()).getByRole('button', { name: 'Сохранить' })).toBeEnabled();
    expect(await seriousViolations()).toEqual([]);
    resumed.unmount();
    // decided meanwhile: read-only, the kept decision not applied
    render(<modal.ResumedDecided />);
    expect(within(dialog()).getByRole('status')).toHaveTextContent(
      'По записи уже принято решение: ваше несохранённое решение не применено.',
    );
    expect(within(dialog()).queryByRole('radio')).toBeNull();
    expect(await seriousViolations()).toEqual([]);
  });

  it('a decided record is read-only with its status name, who decided and when', async () => {
    render(<modal.Decided />);
    expect(within(dialog()).queryByRole('radio')).toBeNull();
    expect(within(dialog()).queryByRole('button', { name: 'Сохранить' })).toBeNull();
    expect(detail('Решение принято')).toBe('С предупреждением');
    expect(detail('Проверил')).toBe('Тулегенова Айгерим Сериковна');
    expect(detail('Дата решения')).toBe('03.05.2026 16:20');
    expect(within(dialog()).getAllByText('Изображение не загружено')).toHaveLength(2);
    expect(await seriousViolations()).toEqual([]);
  });

  it("the politician flag of 3.8 in the appeal (issue 43 item 22): Да, Нет or 'Нет сведений'; none for a vehicle", async () => {
    const flag = () => detail('Публичное должностное лицо');
    const yes = render(<modal.Politician />);
    expect(flag()).toBe('Да');
    expect(await seriousViolations()).toEqual([]);
    yes.unmount();
    const no = render(<modal.Undecided />);
    expect(flag()).toBe('Нет');
    no.unmount();
    const unknown = render(<modal.PoliticianUnknown />);
    expect(flag()).toBe('Нет сведений');
    unknown.unmount();
    render(<modal.Vehicle />);
    expect(within(dialog()).queryByText('Публичное должностное лицо', { selector: 'dt' })).toBeNull();
  });

  it("a vehicle: colour, make and model; no history; loading; a failed load with 'Повторить'", async () => {
    const onRetry = fn();
    const user = userEvent.setup();
    const vehicle = render(<modal.Vehicle />);
    expect(dialog()).toHaveAccessibleName('Белый Toyota Land Cruiser');
    expect(detail('VIN')).toBe('JTMHV05J704200200');
    // issue 44 item 10: the region by its name, not 'Регион 2'
    expect(detail('Регион')).toBe('г. Алматы');
    expect(within(dialog()).queryByRole('list', { name: 'История' })).toBeNull();
    expect(await seriousViolations()).toEqual([]);
    vehicle.unmount();
    const loading = render(<modal.Loading />);
    expect(within(dialog()).getByRole('status')).toHaveTextContent('Загрузка...');
    loading.unmount();
    render(<modal.LoadFailed onRetry={onRetry} />);
    expect(dialog()).toHaveTextContent('Не удалось загрузить запись ПОДФТ');
    await user.click(within(dialog()).getByRole('button', { name: 'Повторить' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(await seriousViolations()).toEqual([]);
  });
});
