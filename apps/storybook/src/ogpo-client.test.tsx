import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react';
import { fn } from 'storybook/test';
import * as stories from '../stories/ogpo/ClientDialog.stories';
import { seriousViolations } from './axe';

/** The OGPO client dialog over its stories: what each state shows and reads, and axe on every state. */
const s = composeStories(stories);

const dialog = () => screen.getByRole('dialog');
const button = (name: string) => within(dialog()).getByRole('button', { name });

describe('client dialog', () => {
  it.each(Object.entries(s))('%s: no serious axe violations', async (_name, Story) => {
    render(<Story />);
    expect(await seriousViolations()).toEqual([]);
  });

  it('search: the modes of an insured, Найти enabled only with a valid IIN', async () => {
    const { unmount } = render(<s.SearchByIin />);
    expect(within(dialog()).getByRole('heading', { name: 'Застрахованный' })).toBeVisible();
    for (const mode of ['Физ. лицо (резидент) по ИИН', 'Скан документа', 'Нерезидент по ФИО'])
      expect(within(dialog()).getByRole('radio', { name: mode })).toBeInTheDocument();
    // a legal entity is only ever the insurer
    expect(within(dialog()).queryByRole('radio', { name: 'Юр. лицо по БИН' })).toBeNull();
    expect(button('Найти')).toBeDisabled();
    unmount();
    render(<s.IinTyped />);
    expect(button('Найти')).toBeEnabled();
  });

  it('the IIN and BIN show in groups of three (5.1, issue 43 item 22); the search and the form keep the 12 digits', async () => {
    const onQuery = fn();
    const user = userEvent.setup();
    const search = render(<s.SearchByIin onQuery={onQuery} />);
    const iin = within(dialog()).getByRole('textbox', { name: 'ИИН' });
    await user.type(iin, '8503a153001289');
    // letters are refused and a 13th digit does not fit
    expect(iin).toHaveValue('850 315 300 128');
    expect(onQuery).toHaveBeenLastCalledWith({ iin: '850315300128' });
    search.unmount();
    const bin = render(<s.SearchByBin />);
    expect(within(dialog()).getByRole('textbox', { name: 'БИН' })).toHaveValue('150 340 001 008');
    bin.unmount();
    const onChange = fn();
    render(<s.FormNewIncomplete onChange={onChange} />);
    const field = within(dialog()).getByRole('textbox', { name: /^ИИН \/ БИН/ });
    await user.clear(field);
    await user.paste('990101300123');
    expect(field).toHaveValue('990 101 300 123');
    expect(onChange).toHaveBeenLastCalledWith('client', { iin: '990101300123' });
  });

  it('the insurer may search a legal entity by BIN', () => {
    render(<s.SearchByBin />);
    expect(within(dialog()).getByRole('heading', { name: 'Страхователь' })).toBeVisible();
    expect(within(dialog()).getByRole('radio', { name: 'Юр. лицо по БИН' })).toBeChecked();
    expect(button('Найти')).toBeEnabled();
  });

  it('the messages of the search: duplicate IIN, mixed scripts, a small scan, a failure', () => {
    const cases: [keyof typeof s, string | RegExp][] = [
      ['DuplicateIin', 'ИИН 850315300128 уже указан.'],
      ['NameMixed', /^Строка должна содержать только латиницу \/ кириллицу \(включая казахский алфавит\)/],
      ['ScanTooSmall', 'Размер файла меньше 100 КБ'],
      ['ScanMessage', /^Срок действия документа № C4F7K2L91 истёк/],
      ['ScanNotRecognised', /^Документ не распознан/],
    ];
    for (const [name, text] of cases) {
      const Story = s[name];
      const { unmount } = render(<Story />);
      expect(within(dialog()).getByText(text), name).toBeVisible();
      unmount();
    }
  });

  it('the scan mode offers the demo scans to download, with the hint', async () => {
    const onDownloadScan = fn();
    render(<s.SearchByScan onDownloadScan={onDownloadScan} />);
    expect(within(dialog()).getByText('png, jpeg, pdf; не более 4 МБ и не менее 100 КБ')).toBeVisible();
    await userEvent.setup().click(button('Удостоверение личности: Ахметов Ерлан (есть в реестре)'));
    expect(onDownloadScan).toHaveBeenCalledWith(expect.objectContaining({ id: 'akhmetov-id-card' }));
  });

  it('consent 2/3/6: resend; resent: the note and the code; 10: the code and Проверить консент', async () => {
    const onResend = fn();
    const { unmount } = render(<s.ConsentNotGiven onResend={onResend} />);
    expect(within(dialog()).getByText(/не предоставил согласие на сбор/)).toBeVisible();
    expect(within(dialog()).getByLabelText(/Телефон для СМС/)).toHaveValue('+7(707) 228-0660');
    await userEvent.setup().click(button('Отправить согласие повторно'));
    expect(onResend).toHaveBeenCalled();
    expect(within(dialog()).queryByRole('button', { name: 'Проверить консент' })).toBeNull();
    unmount();
    const resent = render(<s.ConsentResent />);
    expect(within(dialog()).getByText('Обработано / Запрос отправлен на КДП')).toBeVisible();
    expect(button('Проверить консент')).toBeEnabled();
    resent.unmount();
    const notYet = render(<s.ConsentNotYet />);
    expect(within(dialog()).getByText('Клиент ещё не предоставил согласие')).toBeVisible();
    notYet.unmount();
    const code = render(<s.ConsentCode />);
    expect(within(dialog()).getByLabelText(/Код из СМС/)).toHaveValue('4821');
    code.unmount();
    render(<s.ConsentWrongCode />);
    expect(within(dialog()).getByText('Неверный код')).toBeVisible();
    expect(within(dialog()).getByLabelText(/Код из СМС/)).toHaveValue('');
  });

  it('found: one or several, pick; a duplicate found client', async () => {
    const onPick = fn();
    const { unmount } = render(<s.FoundSeveral onPick={onPick} />);
    const list = within(dialog()).getByRole('list', { name: 'Найденные клиенты' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(dialog()).getByText(/Выберите клиента/)).toBeVisible();
    await userEvent.setup().click(within(list).getAllByRole('button', { name: 'Выбрать' })[1]!);
    expect(onPick).toHaveBeenCalledWith(1);
    unmount();
    render(<s.FoundDuplicate />);
    expect(within(dialog()).getByText('Клиент с документом "045612378" уже есть в списке')).toBeVisible();
  });

  it('recognition running: the waiting text and a reset', async () => {
    const onReset = fn();
    render(<s.Recognising onReset={onReset} />);
    expect(within(dialog()).getByRole('status')).toHaveTextContent('Распознаём документ…');
    await userEvent.setup().click(button('Сбросить'));
    expect(onReset).toHaveBeenCalled();
  });

  it('a register client found by a scan shows the ЕСБД / Скан comparison', () => {
    render(<s.FoundByScan />);
    const table = within(dialog()).getByRole('table', { name: 'Расхождения ЕСБД и скана' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Поле', 'ЕСБД', 'Скан']);
    expect(within(table).getByRole('row', { name: /Дата выдачи документа/ })).toHaveTextContent(
      'Дата выдачи документа2019-08-012019-08-02',
    );
  });

  it('not found: the message with create and reset', () => {
    render(<s.NotFound />);
    expect(within(dialog()).getByText('Не смогли найти клиента.')).toBeVisible();
    expect(button('Создать клиента')).toBeEnabled();
    expect(button('Сбросить')).toBeEnabled();
  });

  it("the phone is the product's one masked phone field: cleared and typed, it keeps its mask (issue 30, item 6)", async () => {
    const onChange = fn();
    const user = userEvent.setup();
    render(<s.FormResidentInsured onChange={onChange} />);
    const phone = within(dialog()).getByLabelText(/^Телефон/);
    await user.clear(phone);
    await user.type(phone, '7015');
    expect(phone).toHaveValue('+7(701) 5');
    expect(onChange).toHaveBeenLastCalledWith('client', { phone: '+7(701) 5' });
  });

  it('the form of an insured: register fields locked, the driver block, the bank block collapsed', () => {
    render(<s.FormResidentInsured />);
    expect(within(dialog()).getByLabelText(/^Фамилия/)).toBeDisabled();
    expect(within(dialog()).getByLabelText(/^Телефон/)).toBeEnabled();
    expect(within(dialog()).getByRole('region', { name: 'Водитель' })).toBeVisible();
    expect(within(dialog()).getByLabelText('Стаж менее 2-х лет')).not.toBeChecked();
    // the age and experience group in words, and the step by its name (issue 30, item 15: no developer words)
    expect(within(dialog()).getByRole('region', { name: 'Водитель' })).toHaveTextContent(
      /Возраст и стаж: (младше 25 лет|25 лет и старше), стаж (менее 2 лет|2 года и более)/,
    );
    expect(dialog()).not.toHaveTextContent(/age_experience_id|шаг \d/);
    expect(dialog()).toHaveAccessibleDescription('Застрахованный (водитель) · Данные клиента');
    expect(within(dialog()).getByLabelText('Пенсионер')).toBeInTheDocument();
    expect(within(dialog()).getByText('Банковские реквизиты')).toBeVisible();
    expect(within(dialog()).getByLabelText('ИИК')).not.toBeVisible();
  });

  it('the insurer has no driver block; a legal entity its own fields; a non-resident its Latin name', () => {
    const insurer = render(<s.FormResidentInsurer />);
    expect(within(dialog()).queryByRole('region', { name: 'Водитель' })).toBeNull();
    insurer.unmount();
    const legal = render(<s.FormLegal />);
    expect(within(dialog()).getByLabelText(/^Наименование/)).toHaveValue('ТОО «Дала Логистик»');
    expect(within(dialog()).getByLabelText(/^Сектор экономики/)).toBeInTheDocument();
    expect(within(dialog()).queryByLabelText(/^Фамилия/)).toBeNull();
    const chiefs = within(dialog()).getByRole('region', { name: 'Руководитель и собственники (ЕСБД)' });
    expect(chiefs).toHaveTextContent('Руководитель: Сулейменов Бауыржан Асанович (760911300022)');
    legal.unmount();
    const nr = render(<s.FormNonResident />);
    expect(within(dialog()).getByLabelText(/^Фамилия \(лат\.\)/)).toHaveValue('MUELLER');
    expect(within(dialog()).queryByLabelText('Пенсионер')).toBeNull();
    nr.unmount();
    render(<s.FormEntrepreneur />);
    expect(within(dialog()).getByRole('region', { name: 'ИП' })).toBeVisible();
    expect(within(dialog()).getByLabelText(/^Наименование ИП/)).toHaveValue('ИП «Жумабаев»');
    // four whole forms, each queried by role and label
  }, 20_000);

  it('form messages: unverified document, missing fields, a failed save', () => {
    const cases: [keyof typeof s, string][] = [
      ['FormUnverifiedDocument', 'Документ не верифицирован'],
      ['FormNewIncomplete', 'Пожалуйста, заполните все обязательные поля, чтобы продолжить.'],
      ['SaveFailed', 'Нет связи с сервером. Проверьте подключение и попробуйте снова.'],
    ];
    for (const [name, text] of cases) {
      const Story = s[name];
      const { unmount } = render(<Story />);
      expect(within(dialog()).getByText(text), name).toBeVisible();
      unmount();
    }
  });

  it('saving disables the form; editing has no reset', () => {
    const saving = render(<s.Saving />);
    expect(button('Сохранение…')).toBeDisabled();
    saving.unmount();
    render(<s.Edit />);
    expect(within(dialog()).queryByRole('button', { name: 'Сбросить' })).toBeNull();
    expect(button('Сохранить')).toBeEnabled();
  });

  it('issue 30 item 7: the IBAN checked on leaving its field, errors beside their fields, the first focused', async () => {
    const { unmount } = render(<s.FormIbanChecked />);
    const iik = within(dialog()).getByRole('textbox', { name: 'ИИК' });
    expect(iik).toHaveAttribute('aria-invalid', 'true');
    expect(iik).toHaveAccessibleDescription(/./);
    unmount();
    render(<s.FormErrorsBesideFields />);
    const email = within(dialog()).getByRole('textbox', { name: 'E-mail' });
    expect(email).toHaveAccessibleDescription('Некорректный email');
    expect(email).toHaveFocus();
  });

  it('issue 30 item 16: the client form and the search by name take dates as ДД.ММ.ГГГГ', () => {
    const { unmount } = render(<s.FormResidentInsured />);
    const birthday = within(dialog()).getByRole('textbox', { name: 'Дата рождения' });
    expect(birthday).toHaveAttribute('placeholder', 'ДД.ММ.ГГГГ');
    expect(birthday).toHaveValue('15.03.1985');
    unmount();
    render(<s.SearchByName />);
    expect(within(dialog()).getByRole('textbox', { name: /Дата рождения/ })).toHaveAttribute(
      'placeholder',
      'ДД.ММ.ГГГГ',
    );
  });

  it('names whom it adds under the title: the insurer, a driver, an insured, the bank (issue 43, item 12)', () => {
    const subtitle = (Story: (typeof s)[keyof typeof s], text: string) => {
      const r = render(<Story />);
      expect(dialog()).toHaveAccessibleDescription(text);
      r.unmount();
    };
    subtitle(s.SearchByIin, 'Застрахованный (водитель) · Поиск клиента');
    subtitle(s.InsuredNotDriving, 'Застрахованный · Поиск клиента');
    subtitle(s.BankSearch, 'Выгодоприобретатель (банк) · Поиск клиента');
  });

  it('shows an agent the searches it may not use disabled, with why (issue 43, item 13)', () => {
    render(<s.AgentSearch />);
    const modes = within(dialog()).getByRole('radiogroup', { name: 'Поиск клиента' });
    expect(within(modes).getByRole('radio', { name: 'Юр. лицо по БИН' })).toBeDisabled();
    expect(within(modes).getByRole('radio', { name: /Нерезидент/ })).toBeDisabled();
    expect(within(modes).getByRole('radio', { name: /ИИН/ })).toBeEnabled();
    expect(modes).toHaveAccessibleDescription(
      'Агент ищет только физическое лицо-резидента: по ИИН или по скану документа.',
    );
  });
});
