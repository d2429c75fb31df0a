// Component tests of the primitives, rendered from their stories (composeStories): what a user sees and can do,
// and axe on the interactive ones.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react';
import { fn } from 'storybook/test';
import { NOTIFY_DURATION_MS, leavePage, notify, pageWindow } from '@sakta/ui';
import { seriousViolations } from './axe';
import * as buttonStories from '../stories/primitives/Button.stories';
import * as fieldStories from '../stories/primitives/Field.stories';
import * as maskedStories from '../stories/primitives/MaskedInput.stories';
import * as moneyStories from '../stories/primitives/MoneyInput.stories';
import * as paginationStories from '../stories/primitives/Pagination.stories';
import * as toasterStories from '../stories/primitives/Toaster.stories';
import * as badgeStories from '../stories/primitives/Badge.stories';
import * as statusDotStories from '../stories/primitives/StatusDot.stories';
import * as alertStories from '../stories/primitives/Alert.stories';
import * as spinnerStories from '../stories/primitives/Spinner.stories';
import * as ringStories from '../stories/primitives/ProgressRing.stories';
import * as tableStories from '../stories/primitives/Table.stories';
import * as dialogStories from '../stories/primitives/Dialog.stories';
import * as tabsStories from '../stories/primitives/Tabs.stories';
import * as tileStories from '../stories/primitives/Tile.stories';
import * as sandboxStories from '../stories/primitives/SandboxMarker.stories';

const Buttons = composeStories(buttonStories);
const Fields = composeStories(fieldStories);
const Masked = composeStories(maskedStories);
const Money = composeStories(moneyStories);
const Pages = composeStories(paginationStories);
const Toasts = composeStories(toasterStories);
const Badges = composeStories(badgeStories);
const Dots = composeStories(statusDotStories);
const Alerts = composeStories(alertStories);
const Spinners = composeStories(spinnerStories);
const Rings = composeStories(ringStories);
const Tables = composeStories(tableStories);
const Dialogs = composeStories(dialogStories);
const TabsStories = composeStories(tabsStories);
const Tiles = composeStories(tileStories);
const Sandbox = composeStories(sandboxStories);

const pageLabels = () =>
  within(screen.getByRole('navigation', { name: 'Пагинация' }))
    .getAllByRole('button', { name: /^Страница/ })
    .map((b) => b.textContent);

describe('Button', () => {
  it('calls onClick when enabled', async () => {
    const onClick = fn();
    render(<Buttons.Default onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is disabled and busy while loading, with a spinner that does not change its name', async () => {
    const onClick = fn();
    render(<Buttons.Loading onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Пожалуйста, подождите...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button.querySelector('[data-slot="spinner"]')).not.toBeNull();
  });

  it.each(['Default', 'Secondary', 'Outline', 'Ghost', 'Destructive', 'Link'] as const)(
    '%s variant is marked',
    (name) => {
      const Story = Buttons[name];
      render(<Story />);
      expect(screen.getByRole('button')).toHaveAttribute('data-variant', name.toLowerCase());
    },
  );

  it('an icon-only button is named by aria-label', () => {
    render(<Buttons.IconOnly />);
    expect(screen.getByRole('button', { name: 'Скачать' })).toBeInTheDocument();
  });
});

describe('Field', () => {
  it('links the error message and marks the input invalid', () => {
    render(<Fields.WithError />);
    const input = screen.getByLabelText('ИИН');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('ИИН должен содержать 12 цифр');
  });

  it('links the hint', () => {
    render(<Fields.WithHint />);
    expect(screen.getByLabelText('APC')).toHaveAccessibleDescription('Необязательно');
    expect(screen.getByLabelText('APC')).not.toHaveAttribute('aria-invalid');
  });

  it('marks a required field', () => {
    render(<Fields.Required />);
    expect(screen.getByLabelText(/E-mail/)).toBeRequired();
  });
});

describe('MaskedInput', () => {
  it('keeps an IIN to 12 digits: letters and extra digits are refused', async () => {
    const onAccept = fn();
    const user = userEvent.setup();
    render(<Masked.Iin onAccept={onAccept} />);
    const input = screen.getByLabelText('ИИН');
    await user.type(input, '9001a01300017999');
    expect(input).toHaveValue('900101300017');
    expect(onAccept).toHaveBeenLastCalledWith('900101300017', '900101300017');
  });

  it('formats a phone number as it is typed, its mask as the placeholder', async () => {
    const onAccept = fn();
    const user = userEvent.setup();
    render(<Masked.Phone onAccept={onAccept} />);
    const input = screen.getByLabelText('Мобильный телефон');
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('placeholder', '+7(___) ___-____');
    await user.click(input);
    await user.type(input, '701a2345678');
    expect(input).toHaveValue('+7(701) 234-5678');
    expect(onAccept).toHaveBeenLastCalledWith('+7(701) 234-5678', '7012345678');
  });

  it('shows a prefilled value', () => {
    render(<Masked.IinPrefilled />);
    expect(screen.getByLabelText('ИИН')).toHaveValue('900101300017');
  });
});

describe('MoneyInput', () => {
  it('keeps the digits of what is typed, reads them grouped and gives the number; emptied, null', async () => {
    const onValueChange = fn();
    const user = userEvent.setup();
    render(<Money.Empty onValueChange={onValueChange} />);
    const input = screen.getByLabelText('Действительная стоимость');
    await user.type(input, '30a000.000');
    expect(input).toHaveValue('30 000 000');
    expect(onValueChange).toHaveBeenLastCalledWith(30_000_000);
    await user.clear(input);
    expect(onValueChange).toHaveBeenLastCalledWith(null);
  });

  it('shows a sum grouped; disabled stays disabled', () => {
    const { unmount } = render(<Money.Filled />);
    expect(screen.getByLabelText('Действительная стоимость')).toHaveValue('30 000 000');
    unmount();
    render(<Money.Disabled />);
    expect(screen.getByLabelText('Действительная стоимость')).toBeDisabled();
  });
});

describe('Pagination', () => {
  it('computes windows that stay inside the page range', () => {
    expect(pageWindow(1, 12, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 12, 5)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(12, 12, 5)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(5, 9, 3)).toEqual([4, 5, 6]);
    expect(pageWindow(2, 3, 5)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 0, 5)).toEqual([]);
  });

  it('first page: 5 links, current marked, "previous" disabled', () => {
    render(<Pages.FirstPage />);
    expect(pageLabels()).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByRole('button', { name: 'Страница 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Предыдущая страница' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Следующая страница' })).toBeEnabled();
  });

  it('middle and last pages', () => {
    const { unmount } = render(<Pages.MiddlePage />);
    expect(pageLabels()).toEqual(['4', '5', '6', '7', '8']);
    unmount();
    render(<Pages.LastPage />);
    expect(pageLabels()).toEqual(['8', '9', '10', '11', '12']);
    expect(screen.getByRole('button', { name: 'Следующая страница' })).toBeDisabled();
  });

  it('window of 3 (employees) and fewer pages than the window', () => {
    const { unmount } = render(<Pages.WindowOfThree />);
    expect(pageLabels()).toEqual(['4', '5', '6']);
    unmount();
    render(<Pages.FewPages />);
    expect(pageLabels()).toEqual(['1', '2', '3']);
  });

  it('reports page changes from links and arrows; the window follows', async () => {
    const onPageChange = fn();
    const user = userEvent.setup();
    render(<Pages.MiddlePage onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: 'Страница 8' }));
    expect(onPageChange).toHaveBeenLastCalledWith(8);
    expect(pageLabels()).toEqual(['6', '7', '8', '9', '10']);
    await user.click(screen.getByRole('button', { name: 'Следующая страница' }));
    expect(onPageChange).toHaveBeenLastCalledWith(9);
    await user.click(screen.getByRole('button', { name: 'Предыдущая страница' }));
    expect(onPageChange).toHaveBeenLastCalledWith(8);
  });
});

describe('Toaster', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['success', 'Успех'],
    ['warning', 'Предупреждение'],
    ['error', 'Ошибка'],
  ] as const)('a %s notification has the default title "%s"', (kind, title) => {
    render(<Toasts.Playground />);
    act(() => {
      notify({ kind, message: 'Сообщение' });
    });
    const toast = screen.getByText('Сообщение').closest('[data-slot="toast"]');
    expect(toast).toHaveTextContent(title);
    expect(toast).toHaveAttribute('data-kind', kind);
  });

  it('errors are alerts; a given title replaces the default one', () => {
    render(<Toasts.CustomTitle />);
    const toast = screen.getByText('Авторизация прошла успешно').closest('li') as HTMLElement;
    expect(toast).toHaveTextContent('Успешно');
    expect(within(toast).queryByText('Успех')).not.toBeInTheDocument();
    act(() => {
      notify({ kind: 'error', message: 'Не удалось' });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('ОшибкаНе удалось');
  });

  it("a page change closes the page's notifications; the one that reported the change goes along (issue 30, item 13)", () => {
    vi.useFakeTimers();
    render(<Toasts.Playground />);
    act(() => {
      notify({ kind: 'error', message: 'Неверный код' });
    });
    act(() => {
      vi.advanceTimersByTime(5000);
      notify({ kind: 'success', message: 'Пароль был успешно изменен' });
    });
    act(() => {
      vi.advanceTimersByTime(200);
      leavePage();
      vi.advanceTimersByTime(600);
    });
    expect(screen.queryByText('Неверный код')).not.toBeInTheDocument();
    expect(screen.getByText('Пароль был успешно изменен')).toBeInTheDocument();
  });

  it(`leaves after ${NOTIFY_DURATION_MS} ms`, () => {
    vi.useFakeTimers();
    render(<Toasts.Playground />);
    fireEvent.click(screen.getByRole('button', { name: 'Успех' }));
    expect(screen.getByText('Договор 0000123 успешно обработан')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(NOTIFY_DURATION_MS - 1);
    });
    expect(screen.getByText('Договор 0000123 успешно обработан')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Договор 0000123 успешно обработан')).not.toBeInTheDocument();
  });

  it('"Закрыть" removes a notification at once', async () => {
    const user = userEvent.setup();
    render(<Toasts.Warning />);
    const toast = screen.getByText('Время согласования вышло').closest('li') as HTMLElement;
    await user.click(within(toast).getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByText('Время согласования вышло')).not.toBeInTheDocument();
  });

  it('hides details from non-admins', () => {
    render(<Toasts.ErrorNotification />);
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось сохранить сотрудника');
    expect(screen.queryByRole('button', { name: 'Показать детали' })).not.toBeInTheDocument();
  });

  it('admins see "Показать детали" when details exist', async () => {
    const user = userEvent.setup();
    render(<Toasts.ErrorWithDetailsForAdmin />);
    expect(screen.queryByText(/500 Internal Server Error/)).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Показать детали' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/500 Internal Server Error/)).toBeInTheDocument();
    act(() => {
      notify({ kind: 'success', message: 'Без деталей' });
    });
    const plain = screen.getByText('Без деталей').closest('li') as HTMLElement;
    expect(within(plain).queryByRole('button', { name: 'Показать детали' })).not.toBeInTheDocument();
  });

  it('stand where no control is (issue 43 item 15): the sidebar’s foot, a phone’s bottom; never the top right', () => {
    render(<Toasts.Warning />);
    const list = document.querySelector('[data-slot="toaster"]')!;
    expect(screen.getByRole('region', { name: 'Уведомления' })).toContainElement(list as HTMLElement);
    const classes = [...list.classList];
    // phones and tablets: the bottom of the screen, full width
    expect(classes).toEqual(expect.arrayContaining(['fixed', 'inset-x-3']));
    expect(classes.some((c) => c.startsWith('bottom-'))).toBe(true);
    // with the sidebar (16rem): at its foot, inside it, above the sandbox marker
    expect(classes).toEqual(
      expect.arrayContaining(['lg:left-2', 'lg:w-60', 'lg:bottom-10', 'lg:inset-x-auto']),
    );
    // nothing anchors it to the top or the right, where the history button, 'Закрыть' and 'Страховые риски' are
    expect(classes.filter((c) => /(^|:)(top|right)-/.test(c))).toEqual([]);
  });

  it('pauses while the pointer is over the notifications and resumes when it leaves', () => {
    vi.useFakeTimers();
    render(<Toasts.Warning />);
    const region = screen.getByRole('region', { name: 'Уведомления' });
    fireEvent.pointerMove(region);
    act(() => {
      vi.advanceTimersByTime(NOTIFY_DURATION_MS * 2);
    });
    expect(screen.getByText('Время согласования вышло')).toBeInTheDocument();
    fireEvent.pointerLeave(region);
    act(() => {
      vi.advanceTimersByTime(NOTIFY_DURATION_MS);
    });
    expect(screen.queryByText('Время согласования вышло')).not.toBeInTheDocument();
  });

  it('F8 moves focus to the notifications; focus inside pauses them; Esc closes the focused one', async () => {
    const user = userEvent.setup();
    render(<Toasts.Warning />);
    act(() => {
      fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    });
    const region = screen.getByRole('region', { name: 'Уведомления' });
    expect(region).toContainElement(document.activeElement as HTMLElement);
    await user.tab();
    const toast = screen.getByText('Время согласования вышло').closest('li') as HTMLElement;
    expect(toast).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByText('Время согласования вышло')).not.toBeInTheDocument();
  });

  it('open details stop the timer; closing them starts a full one again', () => {
    vi.useFakeTimers();
    render(<Toasts.ErrorWithDetailsForAdmin />);
    fireEvent.click(screen.getByRole('button', { name: 'Показать детали' }));
    act(() => {
      vi.advanceTimersByTime(NOTIFY_DURATION_MS * 2);
    });
    expect(screen.getByText(/500 Internal Server Error/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Скрыть детали' }));
    act(() => {
      vi.advanceTimersByTime(NOTIFY_DURATION_MS - 1);
    });
    expect(screen.getByText('Не удалось сохранить сотрудника')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Не удалось сохранить сотрудника')).not.toBeInTheDocument();
  });

  it('an info notification has no default title', () => {
    render(<Toasts.InfoNotification />);
    const toast = screen.getByText('Код отправлен на +7(701) 234-5678').closest('li') as HTMLElement;
    expect(toast).toHaveAttribute('data-kind', 'info');
    expect(toast).toHaveTextContent(/^Код отправлен на \+7\(701\) 234-5678$/);
  });

  it('the notifications have no serious axe violations', async () => {
    render(<Toasts.ErrorWithDetailsForAdmin />);
    expect(await seriousViolations()).toEqual([]);
  });

  it('stacks several notifications in order', () => {
    render(<Toasts.Stack />);
    const region = screen.getByRole('region', { name: 'Уведомления' });
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('data-kind')),
    ).toEqual(['success', 'warning', 'error']);
  });
});

describe('Badge, StatusDot, Alert, Spinner', () => {
  it.each(['Primary', 'Success', 'Danger', 'Warning', 'Neutral'] as const)('%s badge and dot', (name) => {
    const B = Badges[name];
    const D = Dots[name];
    render(
      <>
        <B />
        <D />
      </>,
    );
    expect(document.querySelector('[data-slot="badge"]')).toHaveAttribute('data-variant', name.toLowerCase());
    expect(document.querySelector('[data-slot="status-dot"]')).toHaveAttribute(
      'data-tone',
      name.toLowerCase(),
    );
  });

  it('a dot without a visible label still tells screen readers the status', () => {
    render(<Dots.DotOnly />);
    expect(screen.getByText('Заблокирован')).toHaveClass('sr-only');
  });

  it('only error alerts use role=alert', () => {
    const { unmount } = render(<Alerts.ErrorAlert />);
    expect(screen.getByRole('alert')).toHaveTextContent('Неверный ИИН или пароль, Пользователь заблокирован');
    unmount();
    render(
      <>
        <Alerts.Info />
        <Alerts.Success />
        <Alerts.Warning />
      </>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getAllByRole('status')).toHaveLength(3);
  });

  it('a spinner is a status named "Загрузка"', () => {
    render(<Spinners.Default />);
    expect(screen.getByRole('status')).toHaveTextContent('Загрузка');
  });
});

describe('ProgressRing', () => {
  it.each([
    ['Blue', Rings.Blue, 'blue', '80'],
    ['Orange', Rings.Orange, 'orange', '15'],
    ['Red', Rings.Red, 'red', '2'],
    ['Empty', Rings.Empty, 'blue', '0'],
    ['Full', Rings.Full, 'blue', '100'],
  ])('%s', (_name, Story, color, percent) => {
    render(<Story />);
    const ring = screen.getByRole('progressbar', { name: 'Прогресс' });
    expect(ring).toHaveAttribute('data-color', color);
    expect(ring).toHaveAttribute('aria-valuenow', percent);
  });

  it('clamps fractions outside 0..1', () => {
    render(<Rings.Blue fraction={1.7} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });
});

describe('Table, Dialog, Tabs, Tile', () => {
  it('an empty table says "Нет данных"', () => {
    render(<Tables.Empty />);
    expect(screen.getByRole('cell', { name: 'Нет данных' })).toBeInTheDocument();
  });

  it('a table renders a row per item', () => {
    render(<Tables.WithRows />);
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(screen.getByRole('cell', { name: '1\u00A0234\u00A0567,50\u00A0тг.' })).toBeInTheDocument();
  });

  it('the cards layout: explicit roles, each cell named for its card; a row that opens does so by click, Enter and Space', async () => {
    const onOpen = fn();
    const user = userEvent.setup();
    render(<Tables.CardsOpeningRows onOpen={onOpen} />);
    const table = screen.getByRole('table');
    expect(table.closest('[data-slot="table-container"]')).toHaveAttribute('data-layout', 'cards');
    expect(table).toHaveAttribute('role', 'table');
    const row = screen.getByRole('row', { name: 'Открыть акт АВР-2026-0042' });
    expect(row).toHaveAttribute('role', 'row');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.dataset.label),
    ).toEqual(['ID', 'Номер', 'Дата', 'Сумма', 'Подтверждён']);
    await user.click(within(row).getByText('02.03.2026'));
    expect(onOpen).toHaveBeenLastCalledWith(1042);
    row.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    await user.keyboard('a');
    expect(onOpen).toHaveBeenCalledTimes(3);
    // a table without the layout keeps the elements' own roles, and its rows are no tab stops
    const { unmount } = render(<Tables.WithRows />);
    expect(screen.getAllByRole('table')[1]).not.toHaveAttribute('role');
    expect(screen.getAllByRole('table')[1]!.querySelector('tr[tabindex]')).toBeNull();
    unmount();
    expect(await seriousViolations()).toEqual([]);
  });

  it('a dialog opens from its trigger and closes with Esc and "Закрыть"', async () => {
    const user = userEvent.setup();
    render(<Dialogs.Closed />);
    await user.click(screen.getByRole('button', { name: 'Открыть' }));
    expect(screen.getByRole('dialog', { name: 'Удалить подписанта?' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Открыть' }));
    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("the story's open control opens and closes the dialog", () => {
    const { rerender } = render(<Dialogs.Closed />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(<Dialogs.Closed open />);
    expect(screen.getByRole('dialog', { name: 'Удалить подписанта?' })).toBeInTheDocument();
    rerender(<Dialogs.Closed open={false} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("an open dialog whose code did not arrive says so, with 'Повторить' and 'Закрыть'", async () => {
    const onOpenChange = fn();
    const { rerender } = render(<Dialogs.CodeNotFetched onOpenChange={onOpenChange} />);
    const failed = screen.getByRole('alertdialog', { name: 'Ошибка загрузки страницы' });
    expect(failed).toHaveFocus();
    // the focus moved on stays where it is when the page behind renders again
    const retry = within(failed).getByRole('button', { name: 'Повторить' });
    retry.focus();
    rerender(<Dialogs.CodeNotFetched onOpenChange={onOpenChange} />);
    expect(retry).toHaveFocus();
    failed.focus();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledTimes(1);
    await userEvent.click(within(failed).getByRole('button', { name: 'Закрыть' }));
    expect(onOpenChange).toHaveBeenCalledTimes(2);
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('tabs switch panels', async () => {
    const user = userEvent.setup();
    render(<TabsStories.FirstTab />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Согласие на сбор');
    await user.click(screen.getByRole('tab', { name: 'Қазақша' }));
    expect(screen.getByRole('tab', { name: 'Қазақша' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Дербес деректерді');
  });

  it('a tile is one link with its title and description', () => {
    render(<Tiles.WithIcon />);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/ogpo');
    expect(link).toHaveTextContent('ОГПО ВТС');
    expect(link).toHaveTextContent('Обязательное страхование');
  });
});

describe('SandboxMarker', () => {
  it("reads 'Песочница' and explains the demo mode to pointer and screen-reader users", () => {
    render(<Sandbox.Default />);
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('Песочница');
    expect(note).toHaveAttribute(
      'title',
      'Демонстрационный режим: тестовые данные, коды SMS видны в журнале сервера',
    );
    expect(note).toHaveAccessibleName(
      'Песочница. Демонстрационный режим: тестовые данные, коды SMS видны в журнале сервера',
    );
  });
});
