// Stories of the termination screen: the search machine and its paged history child, replayed by events.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { TerminationScreen } from '@sakta/ui';
import {
  HISTORY_SHOWN,
  IIN_TYPED,
  RESULT_ACTIVE,
  RESULT_PAID,
  RESULT_TERMINATED,
  SEARCHING,
  historyGoTo,
  historyOffline,
  historyPage,
  screenViews,
  searchAnswer,
  searchRefused,
} from '../fixtures-termination-search';
import { terminationScreenHandlers } from '../handlers';

/**
 * Every state of the termination screen /termination (without the modal, which has its own stories). `view` and
 * `history` are core's selectTerminationSearchView and selectTerminationHistoryView of the production search
 * machine replayed through each story's events (screenViews).
 */
const meta = {
  title: 'Screens/Termination',
  tags: ['hand'],
  component: TerminationScreen,
  parameters: {
    hand: "the termination search's history pages and each search type and result",
    layout: 'padded',
  },
  args: {
    ...screenViews(),
    ...terminationScreenHandlers(),
  },
} satisfies Meta<typeof TerminationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Default: type 2 Резидент checked, the history's first page of 9. */
export const History: Story = {};
/** The history's first load. */
export const HistoryLoading: Story = { args: screenViews([]) };
/** Another page loading: the rows of the last page stay. */
export const HistoryPageLoading: Story = { args: screenViews([...HISTORY_SHOWN, historyGoTo(4)]) };
/** No terminations yet: 'Нет информации'. */
export const HistoryEmpty: Story = { args: screenViews([historyPage(1, [], { last_page: 1, total: 0 })]) };
/** The history call failed (no connection). */
export const HistoryFailed: Story = { args: screenViews([historyOffline]) };
/** A middle page: the 5 page links around it. */
export const HistoryMiddlePage: Story = {
  args: screenViews([...HISTORY_SHOWN, historyGoTo(5), historyPage(5)]),
};

/** Type 1 Договор: the contract number (uppercased). */
export const TypeContract: Story = {
  args: screenViews([
    ...HISTORY_SHOWN,
    { type: 'SET_TYPE', searchType: 1 },
    { type: 'EDIT', field: 'contract', value: 'ogpo-2026-000201' },
  ]),
};
/** Type 2 Резидент: IIN/BIN of 12 digits. */
export const TypeResident: Story = { args: screenViews(IIN_TYPED) };
/** Type 3 Нерезидент: surname, name, birth date, plate (uppercased). */
export const TypeNonResident: Story = {
  args: screenViews([
    ...HISTORY_SHOWN,
    { type: 'SET_TYPE', searchType: 3 },
    { type: 'EDIT', field: 'surname', value: 'Smith' },
    { type: 'EDIT', field: 'name', value: 'John' },
    { type: 'EDIT', field: 'birthday', value: '1985-03-15' },
    { type: 'EDIT', field: 'vehicle', value: '123abc02' },
  ]),
};

/** 'Поиск' without a contract number. */
export const InvalidContract: Story = {
  args: screenViews([...HISTORY_SHOWN, { type: 'SET_TYPE', searchType: 1 }, { type: 'SEARCH' }]),
};
/** 'Поиск' with an IIN shorter than 12 digits. */
export const InvalidIin: Story = {
  args: screenViews([
    ...HISTORY_SHOWN,
    { type: 'EDIT', field: 'iin', value: '90010130' },
    { type: 'SEARCH' },
  ]),
};
/** 'Поиск' of a non-resident with every field missing. */
export const InvalidNonResident: Story = {
  args: screenViews([...HISTORY_SHOWN, { type: 'SET_TYPE', searchType: 3 }, { type: 'SEARCH' }]),
};

/** The search runs. */
export const Searching: Story = { args: screenViews(SEARCHING) };
/** Results: the open action only for status codes 2 and 3 (not for the terminated contract). */
export const Results: Story = {
  args: screenViews([...SEARCHING, searchAnswer([RESULT_ACTIVE, RESULT_PAID, RESULT_TERMINATED])]),
};
/** Results where nothing can be terminated: no open action. */
export const ResultsWithoutOpen: Story = {
  args: screenViews([
    ...HISTORY_SHOWN,
    { type: 'SET_TYPE', searchType: 1 },
    { type: 'EDIT', field: 'contract', value: 'OGPO-2025-000117' },
    { type: 'SEARCH' },
    searchAnswer([RESULT_TERMINATED]),
  ]),
};
/** Nothing found: 'Нет информации'. */
export const ResultsEmpty: Story = {
  args: screenViews([
    ...HISTORY_SHOWN,
    { type: 'EDIT', field: 'iin', value: '111111111111' },
    { type: 'SEARCH' },
    searchAnswer([]),
  ]),
};
/** The search call failed (the server's message). */
export const SearchFailed: Story = {
  args: screenViews([...SEARCHING, searchRefused('Сервис поиска договоров временно недоступен')]),
};
