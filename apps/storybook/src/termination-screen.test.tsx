import { useMemo } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react';
import { fn } from 'storybook/test';
import { createActor, fromPromise } from 'xstate';
import {
  pagedListMachine,
  selectTerminationHistoryView,
  selectTerminationSearchView,
  terminationSearchMachine,
  type Page,
  type PagedListSnapshot,
  type TerminationSearchRequest,
} from '@sakta/core';
import { TerminationScreen } from '@sakta/ui';
import * as stories from '../stories/screens/Termination.stories';
import {
  HISTORY_PAGE,
  RESULT_ACTIVE,
  RESULT_PAID,
  RESULT_TERMINATED,
} from '../stories/fixtures-termination-search';
import { useRunningActor } from '../stories/live-actor';
import { seriousViolations } from './axe';

const all = composeStories(stories);

const NBSP = '\u00A0';

describe('Termination screen /termination', () => {
  it('history: the columns, money in tenge, dates, and an open action per row', async () => {
    const onOpenHistory = fn();
    const user = userEvent.setup();
    render(<all.History onOpenHistory={onOpenHistory} />);
    const history = screen.getByRole('region', { name: 'История расторжений' });
    const table = within(history).getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Номер договора',
      'Продукт',
      'Премия',
      'Сумма возврата',
      'Статус',
      'Период действия',
      'Дата создания',
      'Открыть',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    const first = HISTORY_PAGE[0]!;
    const cells = within(rows[0]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 7)).toEqual([
      first.global,
      'ОГПО ВТС',
      `24${NBSP}600,00${NBSP}тг.`,
      `11${NBSP}260,50${NBSP}тг.`,
      'Расторгнут',
      '10.01.2026 – 09.01.2027',
      '19.11.2026 10:01',
    ]);
    await user.click(within(rows[0]!).getByRole('button', { name: `Открыть договор ${first.global}` }));
    expect(onOpenHistory).toHaveBeenCalledWith(first);
    expect(await seriousViolations()).toEqual([]);
  });

  it('history: 5 page links around the current page; a link asks for its page', async () => {
    const onHistoryPage = fn();
    const user = userEvent.setup();
    render(<all.HistoryMiddlePage onHistoryPage={onHistoryPage} />);
    const nav = screen.getByRole('navigation', { name: 'Пагинация' });
    const pages = within(nav)
      .getAllByRole('button', { name: /^Страница/ })
      .map((b) => b.textContent);
    expect(pages).toEqual(['3', '4', '5', '6', '7']);
    expect(within(nav).getByRole('button', { name: 'Страница 5' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByRole('button', { name: 'Страница 7' }));
    await user.click(within(nav).getByRole('button', { name: 'Следующая страница' }));
    expect(onHistoryPage.mock.calls).toEqual([[7], [6]]);
  });

  it('history: loading, empty ("Нет информации") and failed (retry)', async () => {
    const onHistoryRetry = fn();
    const user = userEvent.setup();
    const { unmount } = render(<all.HistoryLoading />);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toBeInTheDocument();
    unmount();
    const empty = render(<all.HistoryEmpty />);
    expect(screen.getByRole('cell', { name: 'Нет информации' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Пагинация' })).not.toBeInTheDocument();
    empty.unmount();
    render(<all.HistoryFailed onHistoryRetry={onHistoryRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Нет связи с сервером');
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onHistoryRetry).toHaveBeenCalledTimes(1);
  });

  it('filter: type 2 Резидент by default, the product fixed and disabled, Сбросить and Поиск', async () => {
    const onSetType = fn();
    const onSearch = fn();
    const onReset = fn();
    const onEdit = fn();
    const user = userEvent.setup();
    render(<all.History onSetType={onSetType} onSearch={onSearch} onReset={onReset} onEdit={onEdit} />);
    const form = screen.getByRole('form', { name: 'Поиск' });
    expect(within(form).getByRole('checkbox', { name: 'Резидент' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Договор' })).not.toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Нерезидент' })).not.toBeChecked();
    const product = within(form).getByRole('combobox', { name: 'Продукт' });
    expect(product).toBeDisabled();
    expect(product).toHaveDisplayValue('ОГПО ВТС');
    // the resident type shows only the IIN/BIN; every keystroke goes to the machine (which keeps digits only)
    expect(
      within(form)
        .getAllByRole('textbox')
        .map((i) => i.getAttribute('name')),
    ).toEqual(['iin']);
    await user.type(within(form).getByRole('textbox', { name: /ИИН\/БИН/ }), '9a');
    expect(onEdit).toHaveBeenLastCalledWith('iin', 'a');
    expect(onEdit).toHaveBeenCalledWith('iin', '9');
    await user.click(within(form).getByRole('checkbox', { name: 'Договор' }));
    expect(onSetType).toHaveBeenCalledWith(1);
    await user.click(within(form).getByRole('button', { name: 'Поиск' }));
    expect(onSearch).toHaveBeenCalledTimes(1);
    await user.click(within(form).getByRole('button', { name: 'Сбросить' }));
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it('filter: each type shows its own inputs', () => {
    const { unmount } = render(<all.TypeContract />);
    expect(screen.getByRole('checkbox', { name: 'Договор' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /Номер договора/ })).toHaveValue('OGPO-2026-000201');
    expect(screen.queryByRole('textbox', { name: /ИИН/ })).not.toBeInTheDocument();
    unmount();
    render(<all.TypeNonResident />);
    expect(screen.getByRole('checkbox', { name: 'Нерезидент' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /Фамилия/ })).toHaveValue('Smith');
    expect(screen.getByRole('textbox', { name: /Имя/ })).toHaveValue('John');
    expect(screen.getByLabelText(/Дата рождения/)).toHaveValue('15.03.1985');
    expect(screen.getByRole('textbox', { name: /Гос. номер ТС/ })).toHaveValue('123ABC02');
  });

  it('filter: the validation messages sit under their inputs', async () => {
    const { unmount } = render(<all.InvalidContract />);
    expect(screen.getByRole('textbox', { name: /Номер договора/ })).toHaveAccessibleDescription(
      'Введите номер договора',
    );
    unmount();
    const iin = render(<all.InvalidIin />);
    const input = screen.getByRole('textbox', { name: /ИИН\/БИН/ });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('ИИН/БИН должен содержать 12 цифр');
    iin.unmount();
    render(<all.InvalidNonResident />);
    expect(screen.getByRole('textbox', { name: /Фамилия/ })).toHaveAccessibleDescription('Введите фамилию');
    expect(screen.getByRole('textbox', { name: /Имя/ })).toHaveAccessibleDescription('Введите имя');
    expect(screen.getByLabelText(/Дата рождения/)).toHaveAccessibleDescription('Введите дату рождения');
    expect(screen.getByRole('textbox', { name: /Гос. номер ТС/ })).toHaveAccessibleDescription(
      'Введите гос. номер ТС',
    );
    expect(await seriousViolations()).toEqual([]);
  });

  it('results: the columns; the open action only for status codes 2 and 3', async () => {
    const onOpenResult = fn();
    const user = userEvent.setup();
    render(<all.Results onOpenResult={onOpenResult} />);
    const results = screen.getByRole('region', { name: 'Результаты поиска' });
    expect(screen.queryByRole('region', { name: 'История расторжений' })).not.toBeInTheDocument();
    const table = within(results).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Договор',
      'Продукт',
      'Страхователь',
      'Премия',
      'Период действия',
      'Статус',
      'Создан',
      'Открыть',
    ]);
    const row = (n: string) => within(table).getByRole('row', { name: new RegExp(n) });
    expect(
      within(row(RESULT_ACTIVE.number))
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(0, 7),
    ).toEqual([
      RESULT_ACTIVE.number,
      'ОГПО ВТС',
      'Ахметов Ерлан Сакенович900101300017',
      `32${NBSP}400,00${NBSP}тг.`,
      '01.03.2026 – 28.02.2027',
      'Действующий',
      '28.02.2026 15:42',
    ]);
    expect(within(row(RESULT_PAID.number)).getByRole('button', { name: /Открыть/ })).toBeInTheDocument();
    expect(within(row(RESULT_TERMINATED.number)).queryByRole('button')).not.toBeInTheDocument();
    await user.click(
      within(row(RESULT_ACTIVE.number)).getByRole('button', {
        name: `Открыть договор ${RESULT_ACTIVE.number}`,
      }),
    );
    expect(onOpenResult).toHaveBeenCalledWith(RESULT_ACTIVE);
    expect(onOpenResult).toHaveBeenCalledTimes(1);
    // issue 30 item 23: on a phone the whole row opens it (the table scrolls sideways); a row that cannot be
    // opened does nothing
    await user.click(within(row(RESULT_PAID.number)).getAllByRole('cell')[0]!);
    expect(onOpenResult).toHaveBeenLastCalledWith(RESULT_PAID);
    await user.click(within(row(RESULT_TERMINATED.number)).getAllByRole('cell')[0]!);
    expect(onOpenResult).toHaveBeenCalledTimes(2);
    expect(await seriousViolations()).toEqual([]);
  });

  it('results: none openable, empty, searching and failed', async () => {
    const onRetrySearch = fn();
    const user = userEvent.setup();
    const a = render(<all.ResultsWithoutOpen />);
    expect(within(screen.getByRole('table')).queryByRole('button')).not.toBeInTheDocument();
    a.unmount();
    const b = render(<all.ResultsEmpty />);
    expect(screen.getByRole('cell', { name: 'Нет информации' })).toBeInTheDocument();
    b.unmount();
    const c = render(<all.Searching />);
    expect(screen.getByRole('button', { name: 'Поиск...' })).toBeDisabled();
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    c.unmount();
    render(<all.SearchFailed onRetrySearch={onRetrySearch} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Сервис поиска договоров временно недоступен');
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onRetrySearch).toHaveBeenCalledTimes(1);
  });
});

/** The screen driven by core's real machine (fake calls), as the app wires it. */
function Live({ onSearch }: { onSearch: (r: TerminationSearchRequest) => void }) {
  const actor = useMemo(
    () =>
      createActor(
        terminationSearchMachine.provide({
          actors: {
            history: pagedListMachine.provide({
              actors: {
                loadPage: fromPromise<Page<unknown>, { page: number }>(async ({ input }) => ({
                  data: HISTORY_PAGE,
                  meta: { current_page: input.page, last_page: 2, per_page: 5, total: 10 },
                })),
              },
            }),
            search: fromPromise(async ({ input }) => {
              onSearch(input);
              return [RESULT_ACTIVE, RESULT_TERMINATED];
            }),
          },
        }),
      ),
    [onSearch],
  );
  const [snapshot, history] = useRunningActor(actor, 'history');
  return (
    <TerminationScreen
      view={selectTerminationSearchView(snapshot)}
      history={selectTerminationHistoryView(history as PagedListSnapshot | undefined)}
      onSetType={(searchType) => actor.send({ type: 'SET_TYPE', searchType })}
      onEdit={(field, value) => actor.send({ type: 'EDIT', field, value })}
      onSearch={() => actor.send({ type: 'SEARCH' })}
      onReset={() => actor.send({ type: 'RESET' })}
      onRetrySearch={() => actor.send({ type: 'RETRY' })}
      onHistoryPage={(page) => actor.getSnapshot().children.history?.send({ type: 'GO_TO', page })}
      onHistoryRetry={() => actor.getSnapshot().children.history?.send({ type: 'RETRY' })}
      onOpenResult={() => {}}
      onOpenHistory={() => {}}
    />
  );
}

describe('Termination screen with the search machine', () => {
  it('validates, uppercases the contract number, searches, and Сбросить returns to the history', async () => {
    const onSearch = fn();
    const user = userEvent.setup();
    render(<Live onSearch={onSearch} />);
    await screen.findByRole('button', { name: `Открыть договор ${HISTORY_PAGE[0]!.global}` });
    await user.click(screen.getByRole('button', { name: 'Поиск' }));
    expect(screen.getByRole('textbox', { name: /ИИН\/БИН/ })).toHaveAccessibleDescription(
      'ИИН/БИН должен содержать 12 цифр',
    );
    expect(onSearch).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: 'Договор' }));
    expect(screen.getByRole('checkbox', { name: 'Резидент' })).not.toBeChecked();
    // checking the checked type again keeps it checked
    await user.click(screen.getByRole('checkbox', { name: 'Договор' }));
    expect(screen.getByRole('checkbox', { name: 'Договор' })).toBeChecked();
    await user.type(screen.getByRole('textbox', { name: /Номер договора/ }), 'ogpo-2026-000201');
    expect(screen.getByRole('textbox', { name: /Номер договора/ })).toHaveValue('OGPO-2026-000201');
    await user.click(screen.getByRole('button', { name: 'Поиск' }));
    const results = await screen.findByRole('region', { name: 'Результаты поиска' });
    await waitFor(() => expect(within(results).getAllByRole('row')).toHaveLength(3));
    expect(onSearch).toHaveBeenCalledWith({ contract: 'OGPO-2026-000201' });
    expect(within(results).getAllByRole('button', { name: /Открыть договор/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Сбросить' }));
    expect(screen.getByRole('region', { name: 'История расторжений' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Резидент' })).toBeChecked();
  });
});
