import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react';
import { fn } from 'storybook/test';
import * as stories from '../stories/screens/Ogpo.stories';
import { PODFT_REFUSAL } from '../stories/fixtures-ogpo';
import { seriousViolations } from './axe';

/** The OGPO sale page over its stories: the gate, the columns of cards, the leader and owners, the sellers. */
const s = composeStories(stories);

const card = (name: string) => screen.getByRole('group', { name });

describe('the OGPO page', () => {
  it('offers Standard and Temporary entry first', async () => {
    render(<s.ProductChoice />);
    expect(screen.getByRole('link', { name: /Стандарт/ })).toHaveAttribute('href', '/ogpo?product=1');
    expect(screen.getByRole('link', { name: /Временный въезд/ })).toHaveAttribute('href', '/ogpo?product=2');
    expect(await seriousViolations()).toEqual([]);
  });

  it("shows the spec's message for a variant that is switched off, and a retry when the check failed", async () => {
    const { unmount } = render(<s.Unavailable />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Услуга ОГПО ВТС для резидентов в данный момент недоступна.',
    );
    unmount();
    const onRetry = fn();
    render(<s.Failed onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Нет связи с сервером');
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it("says 'Ошибка загрузки продукта' when the seller's address cannot be read (spec 8), with a retry", async () => {
    render(<s.AddressFailed />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Ошибка загрузки продукта. Нет связи с сервером. Проверьте подключение и попробуйте снова.',
    );
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeEnabled();
    expect(await seriousViolations()).toEqual([]);
  });

  it('shows the three columns with add tiles, and opens the dialog for each', async () => {
    const onOpen = fn();
    const user = userEvent.setup();
    render(<s.Empty onOpen={onOpen} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Страхователь',
      'Застрахованные',
      'Транспортные средства',
    ]);
    await user.click(screen.getByRole('button', { name: 'Добавить страхователя' }));
    await user.click(screen.getByRole('button', { name: 'Добавить водителя' }));
    await user.click(screen.getByRole('button', { name: 'Добавить авто' }));
    expect(onOpen.mock.calls.map((c) => c[0])).toEqual([
      { kind: 'insurer' },
      { kind: 'insured', index: null },
      { kind: 'vehicle', index: null },
    ]);
    expect(await seriousViolations()).toEqual([]);
  });

  it("shows each party's card as the spec describes it", async () => {
    const user = userEvent.setup();
    render(<s.Parties />);
    const insurer = card('Сагинтаев Нурлан Маратович');
    expect(insurer).toHaveTextContent('850315300128');
    expect(insurer).toHaveTextContent('Физ. лицо');
    expect(insurer).toHaveTextContent('Резидент');
    expect(within(insurer).queryByText('КДП не получено.')).toBeNull();
    // the bank block is collapsed
    const bank = within(insurer).getByText('Банковские реквизиты');
    expect(within(insurer).getByText('KZ86125KZT5004100100')).not.toBeVisible();
    await user.click(bank);
    expect(within(insurer).getByText('KZ86125KZT5004100100')).toBeVisible();
    const driver = card('Ким Алина Викторовна');
    expect(driver).toHaveTextContent('КДП не получено.');
    expect(driver).toHaveTextContent('Водительское удостоверение: AA654321, 03.09.2012');
    const vehicle = card('Toyota Camry');
    expect(vehicle).toHaveTextContent('123ABC02');
    expect(vehicle).toHaveTextContent('JTNBE46K073012345');
    // issue 43 item 15: the IIN and the VIN are one piece each, never broken across lines
    expect(within(insurer).getByText('850315300128')).toHaveClass('whitespace-nowrap');
    expect(within(vehicle).getByText('JTNBE46K073012345')).toHaveClass('whitespace-nowrap');
    expect(await seriousViolations()).toEqual([]);
  });

  it('compares the register with the scan, and shows the anti-money-laundering message', () => {
    render(<s.ScannedDriver />);
    const driver = card('MUELLER ANNA');
    expect(driver).toHaveTextContent('Нерезидент');
    expect(driver).toHaveTextContent('Нет водительского удостоверения');
    const table = within(driver).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Поле', 'ЕСБД', 'Скан']);
    expect(
      within(table)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Фамилия', 'MULLER', 'MUELLER']);
    expect(driver).toHaveTextContent('Клиент находится в списке ПОДФТ');
    expect(within(driver).getByRole('button', { name: 'Документы ПОДФТ: MUELLER ANNA' })).toBeInTheDocument();
    expect(card('Volkswagen Golf')).toHaveTextContent('Иностранная регистрация');
  });

  it("spins 'Проверка документов' only while the documents sent wait for the officer (issue 44 item 2)", async () => {
    const { unmount } = render(<s.PodftDocumentsSent />);
    for (const name of ['Сагинтаев Нурлан Маратович', 'Toyota Camry'])
      expect(within(card(name)).getByText('Проверка документов')).toBeVisible();
    expect(await seriousViolations()).toEqual([]);
    unmount();
    render(<s.PodftDecided />);
    expect(screen.queryByText('Проверка документов')).toBeNull();
    // the refused insurer's card says the officer's refusal; the approved car no message
    expect(card('Сагинтаев Нурлан Маратович')).toHaveTextContent(PODFT_REFUSAL);
    expect(card('Toyota Camry')).not.toHaveTextContent('ПОДФТ');
    expect(screen.queryByText('Проверка пройдена.')).toBeNull();
    expect(await seriousViolations()).toEqual([]);
  });

  it('puts the insurer who drives at the head of the drivers', () => {
    render(<s.InsurerDrives />);
    const drivers = screen.getByRole('region', { name: 'Застрахованные' });
    const cards = [...drivers.querySelectorAll('[data-slot="client-card"]')];
    expect(cards).toHaveLength(1);
    expect(cards[0]).toHaveTextContent('Страхователь');
    expect(cards[0]).toHaveTextContent('Водительское удостоверение: BN123456, 10.06.2005');
  });

  it('asks before deleting a card', async () => {
    const onDelete = fn();
    const user = userEvent.setup();
    render(<s.Parties onDelete={onDelete} />);
    await user.click(screen.getByRole('button', { name: 'Удалить: Toyota Camry' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Удалить Toyota Camry?' });
    await user.click(within(confirm).getByRole('button', { name: 'Отмена' }));
    expect(onDelete).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Удалить: Toyota Camry' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Удалить' }));
    expect(onDelete).toHaveBeenCalledWith({ kind: 'vehicle', index: 0 });
  });

  it('gives a legal entity its leader and owners, marked required', async () => {
    const { unmount } = render(<s.LegalEntityWithoutChiefs />);
    const chiefs = screen.getByRole('region', { name: /Руководитель/ });
    expect(chiefs).toHaveTextContent('Обязательно');
    expect(within(chiefs).getByRole('button', { name: 'Добавить руководителя' })).toBeInTheDocument();
    unmount();
    render(<s.LegalEntity />);
    expect(card('Абенов Ерлан Каиртаевич')).toHaveTextContent('Руководитель');
    expect(card('Абенова Гульмира Сериковна')).toHaveTextContent('Бенефициарные собственники');
    expect(card('ТОО «Степной Логистик»')).toHaveTextContent('Юр. лицо');
    expect(await seriousViolations()).toEqual([]);
  });

  it("insures the register's default insured for a legal entity without named drivers (4.1), or says why not", async () => {
    const drivers = () => screen.getByRole('region', { name: 'Застрахованные' });
    const { unmount } = render(<s.LegalEntityWithoutChiefs />);
    expect(within(drivers()).getByText('Получаем застрахованного по умолчанию…')).toHaveAttribute(
      'role',
      'status',
    );
    unmount();
    const view = render(<s.LegalEntityDefaultInsured />);
    const insured = card('Неограниченный круг лиц, допущенных к управлению ТС');
    expect(insured).toHaveTextContent('Застрахованный по умолчанию');
    expect(insured).toHaveTextContent(
      'Водители не указаны: к управлению допущен любой водитель страхователя. Добавленный водитель заменит застрахованного по умолчанию.',
    );
    // no licence to ask, nothing to edit, attach or delete: a named driver replaces it
    expect(insured).not.toHaveTextContent('Нет водительского удостоверения');
    expect(within(insured).queryAllByRole('button')).toEqual([]);
    expect(within(drivers()).getByRole('button', { name: 'Добавить водителя' })).toBeEnabled();
    expect(await seriousViolations(view.container)).toEqual([]);
    view.unmount();
    const onRetry = fn();
    render(<s.LegalEntityDefaultInsuredFailed onRetryDefaultInsured={onRetry} />);
    expect(within(drivers()).getByRole('alert')).toHaveTextContent(
      'Не удалось получить застрахованного по умолчанию',
    );
    expect(within(drivers()).getByRole('alert')).toHaveTextContent('Нет связи с сервером');
    await userEvent.click(within(drivers()).getByRole('button', { name: 'Повторить' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('gives the sellers by role: a reserve seller sees the first manager and the read-only APC', async () => {
    const { unmount } = render(<s.ReserveWithApc />);
    expect(screen.getByLabelText(/Менеджер/)).toHaveValue('4');
    expect(screen.getByLabelText('APC')).toHaveValue('APC-0097');
    expect(screen.queryByLabelText('Агент')).toBeNull();
    unmount();
    const onAgent = fn();
    render(<s.Empty onAgent={onAgent} />);
    await userEvent.selectOptions(screen.getByLabelText('Агент'), 'Касымов Ержан Нурланович');
    expect(onAgent).toHaveBeenCalledWith(6);
  });

  it('tells when the sellers could not be loaded', () => {
    render(<s.SellersFailed />);
    expect(screen.getByRole('alert')).toHaveTextContent('Нет связи с сервером');
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });

  it("a rewrite refused until the insurer's phone is given: the error, the phone prompt, 'Продолжить' once complete", async () => {
    const { container } = render(<s.RewritePhonePrompt />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Введите телефон страхователя, указанный при оформлении договора 26-OGPO-502145',
    );
    expect(screen.getByRole('button', { name: 'Продолжить' })).toBeDisabled();
    expect(screen.queryByRole('heading', { name: 'Страхователь' })).toBeNull();
    expect(await seriousViolations(container)).toEqual([]);
  });

  it("a sale put back: the notice above the cards, with 'Начать заново'", async () => {
    const { container } = render(<s.RestoredSale />);
    expect(screen.getByText('Восстановлено незавершённое оформление')).toBeVisible();
    expect(screen.getByText(/25\.11\.2026 11:40/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Начать заново' })).toBeEnabled();
    expect(await seriousViolations(container)).toEqual([]);
  });

  it("the history button sits beside the first column's heading: no row of its own above the parties (issue 44, item 11)", async () => {
    const { container } = render(<s.Empty />);
    const page = container.querySelector('[data-slot="ogpo"]')!;
    const insurer = screen.getByRole('region', { name: 'Страхователь' });
    const heading = within(insurer).getByRole('heading', { level: 2, name: 'Страхователь' });
    const history = within(insurer).getByRole('button', { name: 'История' });
    // on the heading's line, and the columns are the page's first row
    expect(history.parentElement).toBe(heading.parentElement);
    expect(page.firstElementChild).toContainElement(insurer);
    expect(await seriousViolations(container)).toEqual([]);
  });
});
