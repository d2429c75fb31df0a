import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react';
import { fn } from 'storybook/test';
import * as stories from '../stories/casco/CascoScreen.stories';
import { seriousViolations } from './axe';

/**
 * The casco sale page over its stories (the casco machine replayed): axe on every story, the gate, the parties, the
 * program and its limits, the vehicles and what 5.2 and the limits refuse of them, the conditions with the hints
 * they answer, the signatory. (The page as the sale goes on: casco-page-sale.test.tsx.)
 */
const s = composeStories(stories);

const region = (name: string | RegExp) => screen.getByRole('region', { name });
const card = (name: string) => screen.getByRole('group', { name });
const panel = () => region('Договор');
const texts = (elements: HTMLElement[]) => elements.map((e) => e.textContent);
const hints = () =>
  texts(within(within(panel()).getByRole('list', { name: 'Что осталось сделать' })).getAllByRole('listitem'));
const conditions = () => region('Условия страхования');

const HD78 = 'Hyundai HD78, 456KTA02';
const ISUZU = 'Isuzu NQR90, 777FRE01';
const CAT = 'Caterpillar 320D2, 123SPT02';
const CONFIRMATIONS = [
  'Отметьте согласие страхователя с условиями страхования',
  'Укажите, были ли убытки за последние 3 года',
  'Отметьте, что транспортные средства соответствуют условиям программы',
];

describe('the casco page', () => {
  it.each(Object.entries(s))('%s: no serious axe violation', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(container).not.toBeEmptyDOMElement();
    expect(await seriousViolations()).toEqual([]);
  });

  it("says it is loading, that the program is unavailable, or that the page failed with 'Повторить'", async () => {
    const { unmount } = render(<s.Checking />);
    expect(screen.getByText('Загрузка...').closest('[role="status"]')).toBeInTheDocument();
    unmount();
    const second = render(<s.Unavailable />);
    expect(screen.getByText('Продукт в данный момент недоступен.')).toBeVisible();
    second.unmount();
    const onRetry = fn();
    render(<s.Failed onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось открыть страницу');
    expect(screen.getByRole('alert')).toHaveTextContent('Нет связи с сервером');
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it("opens empty: the columns, the program, 'Добавить ТС', the conditions, and every reason 'Проверить' waits", async () => {
    const onOpen = fn();
    const user = userEvent.setup();
    render(<s.Empty onOpen={onOpen} />);
    expect(texts(screen.getAllByRole('heading', { level: 2 }))).toEqual([
      'Страхователь',
      'Выгодоприобретатель',
      'Застрахованные',
      'Программа',
      'Транспортные средства',
      'Условия страхования',
    ]);
    await user.click(screen.getByRole('button', { name: 'Добавить страхователя' }));
    await user.click(screen.getByRole('button', { name: 'Добавить выгодоприобретателя' }));
    await user.click(screen.getByRole('button', { name: 'Добавить застрахованного' }));
    await user.click(screen.getByRole('button', { name: 'Добавить ТС' }));
    expect(onOpen.mock.calls.map((c) => c[0])).toEqual([
      { kind: 'insurer' },
      { kind: 'beneficiary' },
      { kind: 'insured', index: null },
      { kind: 'vehicle', index: null },
    ]);
    const vehicles = region('Транспортные средства');
    expect(vehicles).toHaveTextContent('Транспортные средства ещё не добавлены');
    expect(vehicles).toHaveTextContent('Итого страховая сумма:0,00 тг.');
    // casco asks every bank's loan number: no note under the bank
    expect(screen.queryByText('Номер займа для этого выгодоприобретателя не требуется')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Подписант страхователя' })).toBeNull();
    expect(within(panel()).getByRole('button', { name: 'Проверить' })).toBeDisabled();
    expect(hints()).toEqual([
      'Добавьте страхователя',
      'Добавьте застрахованного или отметьте, что страхователь является застрахованным',
      'Добавьте выгодоприобретателя',
      'Добавьте транспортное средство',
      'Укажите номер займа',
      'Укажите акт оценки',
      ...CONFIRMATIONS,
    ]);
  });

  it('offers the vehicle types and their products, with the program limit and what is available', async () => {
    const onProgram = fn();
    const user = userEvent.setup();
    const { unmount } = render(<s.Empty onProgram={onProgram} />);
    const program = region('Программа');
    const type = within(program).getByRole('combobox', { name: 'Тип ТС' });
    expect(type).toHaveValue('6');
    expect(texts(within(type).getAllByRole('option'))).toEqual([
      'Грузовые ТС',
      'Прицепы и полуприцепы',
      'Спецтехника',
    ]);
    const product = within(program).getByRole('combobox', { name: 'Программный продукт' });
    expect(texts(within(product).getAllByRole('option'))).toEqual(['Грузовые автомобили']);
    expect(program).toHaveTextContent('Лимит программы500 000 000,00 тг.');
    expect(program).toHaveTextContent('Доступный лимит500 000 000,00 тг.');
    await user.selectOptions(type, 'Спецтехника');
    expect(onProgram).toHaveBeenLastCalledWith({ type: 15 });
    unmount();
    const second = render(<s.SpecialMachineryWithAccident onProgram={onProgram} />);
    const machinery = within(region('Программа')).getByRole('combobox', { name: 'Программный продукт' });
    expect(machinery).toHaveDisplayValue('Спецтехника с риском несчастного случая');
    expect(texts(within(machinery).getAllByRole('option'))).toEqual([
      'Спецтехника с риском несчастного случая',
      'Спецтехника без риска несчастного случая',
    ]);
    // a legal entity's special machinery: 1 000 000 000 less the excavator's 60 000 000
    expect(region('Программа')).toHaveTextContent('Лимит программы1 000 000 000,00 тг.');
    expect(region('Программа')).toHaveTextContent('Доступный лимит940 000 000,00 тг.');
    await user.selectOptions(machinery, 'Спецтехника без риска несчастного случая');
    expect(onProgram).toHaveBeenLastCalledWith({ product: 4 });
    second.unmount();
    render(<s.SpecialMachineryWithoutAccident />);
    expect(within(region('Программа')).getByRole('combobox', { name: 'Программный продукт' })).toHaveValue(
      '4',
    );
    // a person's special machinery: 200 000 000
    expect(region('Программа')).toHaveTextContent('Лимит программы200 000 000,00 тг.');
    expect(region('Программа')).toHaveTextContent('Доступный лимит140 000 000,00 тг.');
    expect(card(CAT)).toHaveTextContent('Страховая сумма55 000 000,00 тг.');
  });

  it('shows each vehicle with its plate, VIN, year, cost and amount, the total, and asks before deleting one', async () => {
    const onDelete = fn();
    const onOpen = fn();
    const user = userEvent.setup();
    render(<s.PersonWithBankAndTrucks onDelete={onDelete} onOpen={onOpen} />);
    const hd78 = card(HD78);
    expect(hd78).toHaveTextContent('Hyundai HD78');
    expect(hd78).toHaveTextContent('Гос. номер456KTA02');
    expect(hd78).toHaveTextContent('VINKMFGA17PPMC123456');
    expect(hd78).toHaveTextContent('Год выпуска2021');
    expect(hd78).toHaveTextContent('Действительная стоимость30 000 000,00 тг.');
    expect(hd78).toHaveTextContent('Страховая сумма25 000 000,00 тг.');
    expect(hd78).not.toHaveTextContent('Премия');
    expect(card(ISUZU)).toHaveTextContent('Страховая сумма40 000 000,00 тг.');
    expect(region('Транспортные средства')).toHaveTextContent('Итого страховая сумма:65 000 000,00 тг.');
    // 500 000 000 less the trucks' costs (30 000 000 and 40 000 000)
    expect(region('Программа')).toHaveTextContent('Доступный лимит430 000 000,00 тг.');
    await user.click(within(hd78).getByRole('button', { name: `Изменить: ${HD78}` }));
    expect(onOpen).toHaveBeenCalledWith({ kind: 'vehicle', index: 0 });
    await user.click(screen.getByRole('button', { name: `Удалить: ${ISUZU}` }));
    const confirm = screen.getByRole('alertdialog', { name: `Удалить ${ISUZU}?` });
    await user.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    expect(onDelete).toHaveBeenCalledWith({ kind: 'vehicle', index: 1 });
    // the loan number, the appraisal report and the confirmations are what is left
    expect(within(panel()).getByRole('button', { name: 'Проверить' })).toBeDisabled();
    expect(hints()).toEqual(['Укажите номер займа', 'Укажите акт оценки', ...CONFIRMATIONS]);
  });

  it('asks the three confirmations, the loan number, the appraisal report and the deductible, sending each change', async () => {
    const onConditions = fn();
    const user = userEvent.setup();
    render(<s.PersonWithBankAndTrucks onConditions={onConditions} />);
    const block = conditions();
    const agreement = within(block).getByRole('checkbox', {
      name: 'Страхователь согласен с условиями страхования',
    });
    const fits = within(block).getByRole('checkbox', {
      name: 'Транспортные средства соответствуют условиям программы',
    });
    const losses = within(block).getByRole('radiogroup', { name: 'Были убытки за последние 3 года' });
    expect(agreement).not.toBeChecked();
    expect(fits).not.toBeChecked();
    // not answered yet: neither Да nor Нет
    expect(within(losses).getByRole('radio', { name: 'Да' })).not.toBeChecked();
    expect(within(losses).getByRole('radio', { name: 'Нет' })).not.toBeChecked();
    const loan = within(block).getByRole('textbox', { name: /Номер займа/ });
    const report = within(block).getByRole('textbox', { name: /Акт оценки/ });
    expect(loan).toBeRequired();
    expect(report).toBeRequired();
    expect(loan).toHaveValue('');
    const deductible = within(block).getByRole('combobox', { name: 'Франшиза по риску «Ущерб», %' });
    expect(deductible).toHaveValue('1');
    expect(texts(within(deductible).getAllByRole('option'))).toEqual(['0', '1', '2', '3', '5', '10']);

    await user.click(agreement);
    expect(onConditions).toHaveBeenLastCalledWith({ user_agreement: true });
    await user.click(within(losses).getByRole('radio', { name: 'Да' }));
    expect(onConditions).toHaveBeenLastCalledWith({ has_losses: true });
    await user.click(within(losses).getByRole('radio', { name: 'Нет' }));
    expect(onConditions).toHaveBeenLastCalledWith({ has_losses: false });
    await user.click(fits);
    expect(onConditions).toHaveBeenLastCalledWith({ is_fits: true });
    await user.type(loan, 'K');
    expect(onConditions).toHaveBeenLastCalledWith({ loan_number: 'K' });
    await user.type(report, '4');
    expect(onConditions).toHaveBeenLastCalledWith({ appraisal_report: '4' });
    await user.type(within(block).getByRole('textbox', { name: 'Действующие договоры страхования' }), 'Н');
    expect(onConditions).toHaveBeenLastCalledWith({ add_contracts: 'Н' });
    await user.selectOptions(deductible, '5');
    expect(onConditions).toHaveBeenLastCalledWith({ risk_damage: 5 });
  });

  it('shows the conditions as the machine kept them, and Проверить once they are filled', () => {
    render(<s.ReadyToVerify />);
    const block = conditions();
    expect(
      within(block).getByRole('checkbox', { name: 'Страхователь согласен с условиями страхования' }),
    ).toBeChecked();
    expect(within(block).getByRole('radio', { name: 'Нет' })).toBeChecked();
    expect(within(block).getByRole('textbox', { name: /Номер займа/ })).toHaveValue('KZ-2026-101');
    expect(within(block).getByRole('textbox', { name: /Акт оценки/ })).toHaveValue('№ 45/2026 от 20.11.2026');
    expect(within(panel()).getByRole('button', { name: 'Проверить' })).toBeEnabled();
    expect(within(panel()).queryByRole('list', { name: 'Что осталось сделать' })).toBeNull();
  });

  it('says in red on each truck that it is not of the program once the type is changed to trailers', () => {
    render(<s.VehicleRefusedAfterTypeChange />);
    const product = within(region('Программа')).getByRole('combobox', { name: 'Программный продукт' });
    expect(product).toHaveDisplayValue('Прицепы');
    for (const name of [HD78, ISUZU]) {
      const truck = card(name);
      expect(truck).toHaveAttribute('data-invalid', 'true');
      expect(within(truck).getByRole('listitem')).toHaveTextContent(
        'Тип ТС «Грузовые ТС» не соответствует программе «Прицепы и полуприцепы».',
      );
    }
    expect(hints()).toEqual(['Исправьте транспортные средства: 2 не проходят проверку']);
  });

  it('gives a legal entity its leader and owner, marked required, and the signatory with the short IIN refused', () => {
    render(<s.LegalEntity />);
    const chiefs = region(/Руководитель/);
    expect(chiefs).toHaveTextContent('Обязательно');
    expect(within(chiefs).getByRole('group', { name: 'Сулейменов Бауыржан Асанович' })).toBeInTheDocument();
    expect(within(chiefs).getByRole('group', { name: 'Касымова Жанар Болатовна' })).toBeInTheDocument();
    const block = region('Подписант страхователя');
    const iin = within(block).getByRole('textbox', { name: /ИИН/ });
    expect(iin).toHaveValue('76091130002');
    expect(iin).toHaveAccessibleDescription('ИИН должен содержать 12 цифр');
    expect(hints()).toEqual(['Заполните данные подписанта страхователя']);
  });
});
