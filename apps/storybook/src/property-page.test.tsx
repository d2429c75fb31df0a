import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react';
import { fn } from 'storybook/test';
import * as stories from '../stories/property/PropertyScreen.stories';
import { seriousViolations } from './axe';

/**
 * The property sale page over its stories (the property machine replayed): the gate, the parties, the program, the
 * objects as 5.5 judges them, the program condition and its risks, the signatory, and the page as the sale goes on.
 */
const s = composeStories(stories);

const region = (name: string | RegExp) => screen.getByRole('region', { name });
const card = (name: string) => screen.getByRole('group', { name });
const panel = () => region('Договор');
const texts = (elements: HTMLElement[]) => elements.map((e) => e.textContent);

const INSURER = 'Ахметов Ерлан Сапарович';
const BANK = 'АО «ForteBank»';
const ENTITY = 'ТОО «Дала Логистик»';
const OFFICE = 'Офис, г. Алматы, ул. Абая, 10, офис 5';
const WAREHOUSE = 'Склад, Алматинская обл., г. Қонаев, промзона, 4';

describe('the property page', () => {
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

  it('opens empty: the three columns with their add tiles, the checkbox disabled, no object, the default condition', async () => {
    const onOpen = fn();
    const user = userEvent.setup();
    render(<s.Empty onOpen={onOpen} />);
    expect(texts(screen.getAllByRole('heading', { level: 2 }))).toEqual([
      'Страхователь',
      'Выгодоприобретатель',
      'Застрахованные',
      'Программа',
      'Объекты страхования',
      'Условия программы',
    ]);
    expect(screen.getByRole('checkbox', { name: 'Страхователь является застрахованным' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Добавить страхователя' }));
    await user.click(screen.getByRole('button', { name: 'Добавить выгодоприобретателя' }));
    await user.click(screen.getByRole('button', { name: 'Добавить застрахованного' }));
    await user.click(screen.getByRole('button', { name: 'Добавить объект' }));
    expect(onOpen.mock.calls.map((c) => c[0])).toEqual([
      { kind: 'insurer' },
      { kind: 'beneficiary' },
      { kind: 'insured', index: null },
      { kind: 'object', index: null },
    ]);
    const objects = region('Объекты страхования');
    expect(objects).toHaveTextContent('Объекты ещё не добавлены');
    expect(objects).toHaveTextContent('Итого страховая сумма:0,00 тг.');
    expect(screen.queryByRole('region', { name: 'Подписант страхователя' })).toBeNull();
    // the panel: 'Проверить' first, and why it cannot be pressed yet
    expect(within(panel()).getByRole('button', { name: 'Проверить' })).toBeDisabled();
    expect(within(panel()).queryByRole('button', { name: 'Рассчитать' })).toBeNull();
    expect(within(panel()).getByRole('button', { name: 'Сохранить как черновик' })).toBeInTheDocument();
    expect(
      texts(
        within(within(panel()).getByRole('list', { name: 'Что осталось сделать' })).getAllByRole('listitem'),
      ),
    ).toEqual([
      'Добавьте страхователя',
      'Добавьте застрахованного или отметьте, что страхователь является застрахованным',
      'Добавьте выгодоприобретателя',
      'Укажите страховую сумму',
      'Добавьте объект страхования',
    ]);
  });

  it('gives the program condition its limit, franchises and bounds, and sends each change', async () => {
    const onProgramCondition = fn();
    const user = userEvent.setup();
    render(<s.Empty onProgramCondition={onProgramCondition} />);
    const sum = screen.getByRole('textbox', { name: /Страховая сумма/ });
    expect(sum).toBeRequired();
    expect(sum).toHaveAccessibleDescription('не более 500\u00A0000\u00A0000\u00A0тг.');
    const franchise = screen.getByRole('combobox', { name: 'Франшиза, %' });
    expect(franchise).toHaveValue('1');
    expect(texts(within(franchise).getAllByRole('option'))).toEqual(['1', '2', '3', '5', '7', '10']);
    expect(screen.getByRole('spinbutton', { name: 'АВ, %' })).toHaveAttribute('max', '55.56');
    expect(screen.getByRole('spinbutton', { name: 'МД, %' })).toHaveAttribute('max', '55.56');
    await user.type(sum, '7');
    expect(onProgramCondition).toHaveBeenLastCalledWith({ insuredSum: 7 });
    await user.selectOptions(franchise, '5');
    expect(onProgramCondition).toHaveBeenLastCalledWith({ franchise: 5 });
  });

  it('says under the insured sum that it must cover the objects, and never changes what was typed (issue 43, item 4)', async () => {
    const { container } = render(<s.InsuredSumBelowObjects />);
    const sum = screen.getByRole('textbox', { name: /Страховая сумма/ });
    expect(sum).toHaveValue('1 000 000');
    expect(sum).toBeInvalid();
    expect(sum).toHaveAccessibleDescription(
      expect.stringContaining(
        '"Страховая сумма" не должна быть меньше суммы страховых сумм объектов: 180\u00A0000\u00A0000\u00A0тг.',
      ),
    );
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('lists the insurer insured by the checkbox first among the insureds, without a delete of its own', async () => {
    const onInsurerInsured = fn();
    const user = userEvent.setup();
    render(<s.PersonWithBankAndObjects onInsurerInsured={onInsurerInsured} />);
    const insureds = region('Застрахованные');
    const own = within(insureds).getByRole('group', { name: INSURER });
    expect(own).toHaveTextContent('Страхователь');
    expect(within(own).getByRole('button', { name: `Изменить: ${INSURER}` })).toBeEnabled();
    expect(within(own).queryByRole('button', { name: `Удалить: ${INSURER}` })).toBeNull();
    // the checkbox is what removes it
    const checkbox = screen.getByRole('checkbox', { name: 'Страхователь является застрахованным' });
    expect(checkbox).toBeChecked();
    await user.click(checkbox);
    expect(onInsurerInsured).toHaveBeenCalledWith(false);
    // the insurer's own card still has its delete
    expect(
      within(region('Страхователь')).getByRole('button', { name: `Удалить: ${INSURER}` }),
    ).toBeInTheDocument();
  });

  it('shows the bank with edit and delete, no documents, and no loan-number note for a bank that asks it', () => {
    render(<s.PersonWithBankAndObjects />);
    const bank = card(BANK);
    expect(bank).toHaveTextContent('Юр. лицо');
    expect(within(bank).getByRole('button', { name: `Изменить: ${BANK}` })).toBeInTheDocument();
    expect(within(bank).getByRole('button', { name: `Удалить: ${BANK}` })).toBeInTheDocument();
    expect(within(bank).queryByRole('button', { name: `Документы: ${BANK}` })).toBeNull();
    expect(screen.queryByText('Номер займа для этого выгодоприобретателя не требуется')).toBeNull();
  });

  it('shows each object with its cost and amount, the total, and asks before deleting one', async () => {
    const onDelete = fn();
    const onOpen = fn();
    const user = userEvent.setup();
    render(<s.PersonWithBankAndObjects onDelete={onDelete} onOpen={onOpen} />);
    const office = card(OFFICE);
    expect(office).toHaveTextContent('Действительная стоимость80 000 000,00 тг.');
    expect(office).toHaveTextContent('Страховая сумма60 000 000,00 тг.');
    expect(office).not.toHaveTextContent('Премия');
    expect(card(WAREHOUSE)).toHaveTextContent('Страховая сумма120 000 000,00 тг.');
    expect(region('Объекты страхования')).toHaveTextContent('Итого страховая сумма:180 000 000,00 тг.');
    await user.click(within(office).getByRole('button', { name: `Изменить: ${OFFICE}` }));
    expect(onOpen).toHaveBeenCalledWith({ kind: 'object', index: 0 });
    await user.click(screen.getByRole('button', { name: `Удалить: ${WAREHOUSE}` }));
    const confirm = screen.getByRole('alertdialog', { name: `Удалить ${WAREHOUSE}?` });
    await user.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    expect(onDelete).toHaveBeenCalledWith({ kind: 'object', index: 1 });
    expect(within(panel()).getByRole('button', { name: 'Проверить' })).toBeEnabled();
  });

  it("gives a legal entity its leader and owner, marked required, and the whitelisted bank's note", async () => {
    const onOpen = fn();
    const onDelete = fn();
    const user = userEvent.setup();
    render(<s.LegalEntity onOpen={onOpen} onDelete={onDelete} />);
    const chiefs = region(/Руководитель/);
    expect(chiefs).toHaveTextContent('Обязательно');
    expect(within(chiefs).getByRole('group', { name: 'Сулейменов Бауыржан Асанович' })).toHaveTextContent(
      'Руководитель',
    );
    expect(within(chiefs).getByRole('group', { name: 'Касымова Жанар Болатовна' })).toHaveTextContent(
      'Бенефициарные собственники',
    );
    await user.click(within(chiefs).getByRole('button', { name: 'Добавить собственника' }));
    expect(onOpen).toHaveBeenCalledWith({ kind: 'owner', index: null });
    await user.click(within(chiefs).getByRole('button', { name: 'Изменить: Касымова Жанар Болатовна' }));
    expect(onOpen).toHaveBeenLastCalledWith({ kind: 'owner', index: 0 });
    await user.click(within(chiefs).getByRole('button', { name: 'Удалить: Сулейменов Бауыржан Асанович' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Удалить' }));
    expect(onDelete).toHaveBeenCalledWith({ kind: 'leader' });
    expect(within(region('Страхователь')).getByRole('group', { name: ENTITY })).toHaveTextContent('Юр. лицо');
    expect(screen.getByText('Номер займа для этого выгодоприобретателя не требуется')).toBeVisible();
    // the entity's limit
    expect(screen.getByRole('textbox', { name: /Страховая сумма/ })).toHaveAccessibleDescription(
      'не более 2\u00A0000\u00A0000\u00A0000\u00A0тг.',
    );
    expect(screen.getByRole('spinbutton', { name: 'МД, %' })).toHaveAttribute('max', '45.56');
  });

  it('asks a resident signatory on Устав for the IIN and no number or date, with the short IIN refused', async () => {
    const onSignatory = fn();
    const user = userEvent.setup();
    render(<s.LegalEntity onSignatory={onSignatory} />);
    const block = region('Подписант страхователя');
    const labels = texts(within(block).getAllByText(/./, { selector: 'label[data-slot="field-label"]' }));
    expect(labels).toEqual(['ИИН*', 'Фамилия*', 'Имя*', 'Отчество', 'Должность*', 'Основание*']);
    const iin = within(block).getByRole('textbox', { name: /ИИН/ });
    expect(iin).toHaveValue('76091130002');
    expect(iin).toBeInvalid();
    expect(iin).toHaveAccessibleDescription('ИИН должен содержать 12 цифр');
    expect(within(block).getByRole('textbox', { name: 'Отчество' })).not.toBeRequired();
    const type = within(block).getByRole('combobox', { name: /Основание/ });
    expect(type).toHaveValue('Устав');
    expect(texts(within(type).getAllByRole('option'))).toEqual(['—', 'Устав', 'Доверенность', 'Приказ']);
    const resident = within(block).getByRole('switch', { name: 'Резидент' });
    expect(resident).toBeChecked();
    await user.click(resident);
    expect(onSignatory).toHaveBeenLastCalledWith({ resident: false });
    await user.selectOptions(type, 'Приказ');
    expect(onSignatory).toHaveBeenLastCalledWith({ foundation_type: 'Приказ' });
    await user.type(within(block).getByRole('textbox', { name: /Должность/ }), '!');
    expect(onSignatory).toHaveBeenLastCalledWith({ position: 'Директор!' });
    expect(within(panel()).getByRole('list', { name: 'Что осталось сделать' })).toHaveTextContent(
      'Заполните данные подписанта страхователя',
    );
  });

  it('asks a non-resident signatory for no IIN but the number and a date not after today', () => {
    render(<s.SignatoryNonResident />);
    const block = region('Подписант страхователя');
    expect(within(block).getByRole('switch', { name: 'Резидент' })).not.toBeChecked();
    expect(within(block).queryByRole('textbox', { name: /ИИН/ })).toBeNull();
    expect(within(block).getByRole('textbox', { name: /Номер основания/ })).toBeRequired();
    const date = within(block).getByRole('textbox', { name: /Дата основания/ });
    expect(date).toHaveValue('01.12.2026');
    expect(date).toHaveAccessibleDescription('Дата основания не может быть больше текущей');
  });

  it('offers in the panel who signs for the insurance company (2.3, issue 43 item 18): its active signatories, kept once chosen', async () => {
    const onSignatoryId = fn();
    const user = userEvent.setup();
    const first = render(<s.PersonWithBankAndObjects onSignatoryId={onSignatoryId} />);
    const sellers = () => document.querySelector<HTMLElement>('[data-slot="sellers"]')!;
    const signatory = within(sellers()).getByRole('combobox', { name: 'Подписант' });
    expect(signatory).toHaveDisplayValue('Не выбран');
    expect(texts(within(signatory).getAllByRole('option'))).toEqual([
      'Не выбран',
      'Ахметов Ерлан Серикович',
      'Модератова Мадина',
    ]);
    await user.selectOptions(signatory, 'Модератова Мадина');
    expect(onSignatoryId).toHaveBeenLastCalledWith(2);
    first.unmount();
    // the machine keeps the choice: the policy sends it, and a termination of the policy names it
    const chosen = render(<s.SignatoryChosen />);
    expect(within(sellers()).getByRole('combobox', { name: 'Подписант' })).toHaveDisplayValue(
      'Модератова Мадина',
    );
    expect(await seriousViolations()).toEqual([]);
    chosen.unmount();
    // while the app loads the list the choice waits, disabled
    render(<s.PersonWithBankAndObjects signatories={undefined} />);
    const loading = within(sellers()).getByRole('combobox', { name: 'Подписант' });
    expect(loading).toBeDisabled();
    expect(loading).toHaveDisplayValue('Загрузка подписантов...');
  });

  it('switches the program, and asks the movable program for its kind', async () => {
    const onConditions = fn();
    const user = userEvent.setup();
    const { unmount } = render(<s.Empty onConditions={onConditions} />);
    expect(screen.getByRole('switch', { name: 'Недвижимое имущество' })).toBeChecked();
    expect(screen.queryByRole('combobox', { name: /Вид движимого имущества/ })).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Недвижимое имущество' }));
    expect(onConditions).toHaveBeenLastCalledWith({ is_immovable: false });
    unmount();
    render(<s.Movable onConditions={onConditions} />);
    expect(screen.getByRole('switch', { name: 'Недвижимое имущество' })).not.toBeChecked();
    const kind = screen.getByRole('combobox', { name: /Вид движимого имущества/ });
    expect(kind).toHaveDisplayValue('Оборудование');
    expect(texts(within(kind).getAllByRole('option'))).toEqual([
      '—',
      'Оборудование',
      'Товары и запасы',
      'Мебель и оргтехника',
      'Прочее движимое имущество',
    ]);
    expect(screen.getByRole('switch', { name: 'Были убытки за последние 3 года' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Имущество хранится в помещении' })).not.toBeChecked();
    await user.selectOptions(kind, 'Товары и запасы');
    expect(onConditions).toHaveBeenLastCalledWith({ kind: 'goods' });
    await user.click(screen.getByRole('switch', { name: 'Имущество хранится в помещении' }));
    expect(onConditions).toHaveBeenLastCalledWith({ is_indoors: true });
    expect(card('Движимое имущество, г. Алматы, ул. Рыскулова, 57, цех 2')).toHaveTextContent(
      'Страховая сумма20 000 000,00 тг.',
    );
  });

  it('says in red under an object what 5.5 refuses once the program is switched', () => {
    render(<s.ObjectRefusedAfterSwitch />);
    const lathe = card('Движимое имущество, г. Алматы, ул. Рыскулова, 57, цех 2');
    expect(lathe).toHaveAttribute('data-invalid', 'true');
    expect(within(lathe).getByRole('listitem')).toHaveTextContent(
      'Пожалуйста, заполните все обязательные поля, чтобы продолжить.',
    );
    expect(within(panel()).getByRole('list', { name: 'Что осталось сделать' })).toHaveTextContent(
      'Исправьте объекты страхования: 1 не проходят проверку',
    );
  });

  it('locks the page while the parties are verified, then marks them and offers Рассчитать', () => {
    const { unmount } = render(<s.Verifying />);
    expect(screen.queryByRole('button', { name: 'Добавить застрахованного' })).toBeNull();
    expect(screen.getByRole('switch', { name: 'Недвижимое имущество' })).toBeDisabled();
    unmount();
    render(<s.Verified />);
    expect(within(card(BANK)).getByText('Проверен')).toBeVisible();
    expect(within(region('Страхователь')).getByText('Проверен')).toBeVisible();
    expect(within(panel()).getByRole('button', { name: 'Рассчитать' })).toBeEnabled();
    expect(within(panel()).queryByRole('button', { name: 'Проверить' })).toBeNull();
  });

  it('marks a party verification refused, and asks the podft documents of one under review', async () => {
    const { unmount } = render(<s.VerificationFailed />);
    const refused = within(region('Страхователь')).getByRole('group', { name: INSURER });
    expect(refused).toHaveAttribute('data-mark', 'failed');
    expect(refused).toHaveTextContent('Проверка не пройдена');
    expect(card(BANK)).toHaveTextContent('Проверен');
    unmount();
    const onOpen = fn();
    render(<s.PodftWaiting onOpen={onOpen} />);
    const insurer = within(region('Страхователь')).getByRole('group', { name: INSURER });
    expect(insurer).toHaveTextContent('На проверке ПОДФТ');
    await userEvent.click(within(insurer).getByRole('button', { name: `Документы ПОДФТ: ${INSURER}` }));
    expect(onOpen).toHaveBeenCalledWith({ kind: 'podft', owner: { kind: 'insurer' } });
  });

  it("shows the calculation: each object's premium and tariff, the panel's premium, tariff and payment date", () => {
    render(<s.Calculated />);
    expect(card(OFFICE)).toHaveTextContent('Премия89 100,00 тг.');
    expect(card(OFFICE)).toHaveTextContent('Тариф0,1485 %');
    expect(card(WAREHOUSE)).toHaveTextContent('Премия102 600,00 тг.');
    expect(card(WAREHOUSE)).toHaveTextContent('Тариф0,0855 %');
    expect(panel()).toHaveTextContent('191 700,00 тг.');
    expect(panel()).toHaveTextContent('0,1065 %');
    expect(within(panel()).getByLabelText('Дата оплаты')).toHaveValue('');
    // a person pays by Epay or Kaspi at once; a transfer waits for the payment date
    expect(within(panel()).getByRole('button', { name: 'Epay' })).toBeEnabled();
    expect(within(panel()).getByRole('button', { name: 'Kaspi' })).toBeEnabled();
    expect(within(panel()).getByRole('button', { name: 'Перечисление' })).toBeDisabled();
  });

  it('opens the risks from their button: ten risks, the franchise on three of them, Esc closes', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<s.Empty />);
    await user.click(screen.getByRole('button', { name: 'Страховые риски' }));
    const dialog = screen.getByRole('dialog', { name: 'Страховые риски' });
    expect(within(dialog).getAllByRole('row')).toHaveLength(11);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();
    render(<s.RisksModal />);
    const risks = screen.getByRole('dialog', { name: 'Страховые риски' });
    expect(risks).toHaveAccessibleDescription(
      'Безусловная франшиза по каждому риску при выбранной франшизе 3 %',
    );
    expect(texts(within(risks).getAllByRole('columnheader'))).toEqual(['Риск', 'Безусловная франшиза, %']);
    const rows = within(risks)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Пожар', '10'],
      ['Удар молнии', '10'],
      ['Взрыв', '10'],
      ['Падение пилотируемых летательных объектов', '3'],
      ['Стихийные бедствия', '10'],
      ['Землетрясение', '10'],
      ['Пожар вследствие землетрясения', '10'],
      ['Затопление', '3'],
      ['Противоправные действия третьих лиц', '3'],
      ['Полная гибель', '10'],
    ]);
    await user.click(within(risks).getAllByRole('button', { name: 'Закрыть' })[0]!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leaves the page read-only once the payment is requested, with the payment page to open', () => {
    render(<s.AwaitingPayment />);
    expect(screen.queryByRole('button', { name: /^(Изменить|Удалить|Добавить)/ })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Страхователь является застрахованным' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /Страховая сумма/ })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Франшиза, %' })).toBeDisabled();
    // the risks stay readable
    expect(screen.getByRole('button', { name: 'Страховые риски' })).toBeEnabled();
    expect(within(panel()).getByRole('link', { name: /Открыть страница оплаты/ })).toHaveAttribute(
      'href',
      '/epay/602',
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
    expect(screen.getByText('26-DSI-100601')).toBeVisible();
    expect(screen.getByText('KZ-DSI-2026-0000601')).toBeVisible();
  });

  it('warns a seller without a terminal above the cards', () => {
    render(<s.NoTerminal />);
    expect(screen.getByText('У вас не настроен терминал.')).toBeVisible();
  });
});
