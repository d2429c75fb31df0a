import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { EMPTY_TERMINATION_FILTER } from '@sakta/core';
import { TerminationScreen } from '@sakta/ui';
import {
  RESULT_ACTIVE,
  RESULT_PAID,
  RESULT_TERMINATED,
  historyView,
  invalidView,
  searchView,
} from '../fixtures-termination-search';

/**
 * Every state of the termination screen /termination (without the modal, which has its own stories). `view` is
 * core's selectTerminationSearchView, `history` the paged history (selectTerminationHistoryView).
 */
const meta = {
  title: 'Screens/Termination',
  component: TerminationScreen,
  parameters: { layout: 'padded' },
  args: {
    view: searchView(),
    history: historyView(),
    onSetType: fn(),
    onEdit: fn(),
    onSearch: fn(),
    onReset: fn(),
    onRetrySearch: fn(),
    onHistoryPage: fn(),
    onHistoryRetry: fn(),
    onOpenResult: fn(),
    onOpenHistory: fn(),
  },
} satisfies Meta<typeof TerminationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Default: type 2 Резидент checked, the history's first page of 9. */
export const History: Story = {};
/** The history's first load. */
export const HistoryLoading: Story = {
  args: { history: historyView({ status: 'loading', items: [], pageCount: 1 }) },
};
/** Another page loading: the rows of the last page stay. */
export const HistoryPageLoading: Story = { args: { history: historyView({ status: 'loading', page: 4 }) } };
/** No terminations yet: 'Нет информации'. */
export const HistoryEmpty: Story = { args: { history: historyView({ items: [], pageCount: 1, total: 0 }) } };
/** The history call failed. */
export const HistoryFailed: Story = {
  args: {
    history: historyView({
      status: 'failed',
      items: [],
      message: 'Нет связи с сервером. Проверьте подключение и попробуйте снова.',
    }),
  },
};
/** A middle page: the 5 page links around it. */
export const HistoryMiddlePage: Story = { args: { history: historyView({ page: 5 }) } };

/** Type 1 Договор: the contract number (uppercased). */
export const TypeContract: Story = {
  args: {
    view: searchView({ filter: { ...EMPTY_TERMINATION_FILTER, type: 1, contract: 'OGPO-2026-000201' } }),
  },
};
/** Type 2 Резидент: IIN/BIN of 12 digits. */
export const TypeResident: Story = {
  args: { view: searchView({ filter: { ...EMPTY_TERMINATION_FILTER, iin: '900101300017' } }) },
};
/** Type 3 Нерезидент: surname, name, birth date, plate (uppercased). */
export const TypeNonResident: Story = {
  args: {
    view: searchView({
      filter: {
        ...EMPTY_TERMINATION_FILTER,
        type: 3,
        surname: 'Smith',
        name: 'John',
        birthday: '1985-03-15',
        vehicle: '123ABC02',
      },
    }),
  },
};

/** 'Поиск' without a contract number. */
export const InvalidContract: Story = { args: { view: invalidView({ type: 1 }) } };
/** 'Поиск' with an IIN shorter than 12 digits. */
export const InvalidIin: Story = { args: { view: invalidView({ iin: '90010130' }) } };
/** 'Поиск' of a non-resident with every field missing. */
export const InvalidNonResident: Story = { args: { view: invalidView({ type: 3 }) } };

/** The search runs. */
export const Searching: Story = {
  args: {
    view: searchView({ mode: 'searching', filter: { ...EMPTY_TERMINATION_FILTER, iin: '900101300017' } }),
  },
};
/** Results: the open action only for status codes 2 and 3 (not for the terminated contract). */
export const Results: Story = {
  args: {
    view: searchView({
      mode: 'results',
      filter: { ...EMPTY_TERMINATION_FILTER, iin: '900101300017' },
      results: [RESULT_ACTIVE, RESULT_PAID, RESULT_TERMINATED],
    }),
  },
};
/** Results where nothing can be terminated: no open action. */
export const ResultsWithoutOpen: Story = {
  args: {
    view: searchView({
      mode: 'results',
      filter: { ...EMPTY_TERMINATION_FILTER, type: 1, contract: 'OGPO-2025-000117' },
      results: [RESULT_TERMINATED],
    }),
  },
};
/** Nothing found: 'Нет информации'. */
export const ResultsEmpty: Story = {
  args: {
    view: searchView({
      mode: 'results',
      filter: { ...EMPTY_TERMINATION_FILTER, iin: '111111111111' },
      results: [],
    }),
  },
};
/** The search call failed (the server's message). */
export const SearchFailed: Story = {
  args: {
    view: searchView({
      mode: 'failed',
      filter: { ...EMPTY_TERMINATION_FILTER, iin: '900101300017' },
      message: 'Сервис поиска договоров временно недоступен',
    }),
  },
};
