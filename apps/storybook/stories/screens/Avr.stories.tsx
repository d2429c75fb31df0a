import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ApiError } from '@sakta/core';
import { AvrModal, AvrScreen } from '@sakta/ui';
import {
  EXPIRED,
  REFUSED,
  avrList,
  avrModalHandlers,
  avrModalView,
  codeSent,
  networkFailure,
  opened,
  type AvrStoryEvent,
} from '../fixtures-avr';

/**
 * The profile's АВР tab (spec part 1 section 2 "AVR screen"): the paged table and the act's modal in every state of
 * core's АВР machine (each modal view is the real machine after the listed events).
 */
const meta = {
  title: 'Screens/Avr',
  tags: ['hand'],
  component: AvrScreen,
  parameters: {
    hand: "the acts' table loading, empty and failing (the list child's states) and each act with its PDF",
    layout: 'padded',
  },
  args: { list: avrList(), onPage: fn(), onRetry: fn(), onOpen: fn() },
} satisfies Meta<typeof AvrScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const withModal = (events: AvrStoryEvent[]): Story => ({
  args: { children: <AvrModal view={avrModalView(events)} {...avrModalHandlers()} /> },
});

/** The table: ID, number, date, paid, confirmed ('Необработанный' / 'Нет' / 'Да'), action; two pages. */
export const Table: Story = {};
/** The first page loading. */
export const Loading: Story = { args: { list: avrList({ status: 'loading', items: [], pageCount: 1 }) } };
/** No act: 'Нет информации'. */
export const Empty: Story = { args: { list: avrList({ items: [], pageCount: 1, total: 0 }) } };
/** The table could not be loaded. */
export const Failed: Story = {
  args: {
    list: avrList({
      status: 'failed',
      items: [],
      message: 'Нет связи с сервером. Проверьте подключение и попробуйте снова.',
    }),
  },
};
/** Step 0: the act with its PDF, the time left, 'Принять' and 'Отказать'. */
export const ActChoose = withModal(opened());
/** Refusing: the comment is required. */
export const ActRefuse = withModal([...opened(), { type: 'REFUSE' }]);
/** The refusal was refused by the server: its message in the red box. */
export const ActRefuseFailed = withModal([
  ...opened(),
  { type: 'REFUSE' },
  { type: 'CHANGE_COMMENT', value: 'Сумма не совпадает' },
  { type: 'SUBMIT_REFUSAL' },
  { type: 'xstate.error.actor.refuse', error: ApiError.rejected(['Время согласования вышло'], 409) },
]);
/** Accepting: the code went to the shown phone, resend after 120 s. */
export const ActCodeSent = withModal([...opened(), { type: 'ACCEPT' }, codeSent]);
/** A wrong code: the message, the code cleared. */
export const ActWrongCode = withModal([
  ...opened(),
  { type: 'ACCEPT' },
  codeSent,
  { code: { type: 'CHANGE', value: '1111' } },
  { code: { type: 'VERIFY' } },
  { code: { type: 'xstate.error.actor.verifyCode', error: ApiError.rejected(['Неверный код'], 400) } },
]);
/** A network error on the code check: back to step 0 with the message in the red box. */
export const ActNetworkError = withModal([
  ...opened(),
  { type: 'ACCEPT' },
  { code: { type: 'xstate.error.actor.sendCode', error: networkFailure } },
]);
/** Accepted: the message shows 3 s. */
export const ActAccepted = withModal([
  ...opened(),
  { type: 'ACCEPT' },
  codeSent,
  { code: { type: 'CHANGE', value: '4821' } },
  { code: { type: 'VERIFY' } },
  { code: { type: 'xstate.done.actor.verifyCode', output: { result: true } } },
]);
/** Unprocessed but the 30 minutes are over: 'Время согласования вышло'. */
export const ActExpired = withModal(opened(EXPIRED));
/** Already refused: the reason. */
export const ActRefused = withModal(opened(REFUSED));
