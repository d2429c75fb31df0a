// Stories of the card payment page /epay/{id}: the payment machine's states, replayed by events.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { EpayScreen } from '@sakta/ui';
import {
  EPAY_CONTRACT_ID,
  EPAY_SHOWN,
  epayView,
  epayViewWithoutMessage,
  widgetResult,
} from '../fixtures-public';
import { offline, refused } from '../replay';

/**
 * Every state of the card payment page /epay/{id}. The `view` arg is the payment machine's view model (core's
 * `selectEpayView` of the production machine after each story's events). The widget here is a stand-in page; the sandbox serves the provider's from another origin.
 */
const meta = {
  title: 'Screens/Epay',
  component: EpayScreen,
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 960 } } },
  args: { id: EPAY_CONTRACT_ID, view: epayView(), onClose: fn(), onRetry: fn() },
} satisfies Meta<typeof EpayScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Переход на оплату договора: {id}' while get-to-epay answers. */
export const Loading: Story = {};
/** The provider's widget in the modal overlay (420 x 900 px box). */
export const Widget: Story = { args: { view: epayView(EPAY_SHOWN) } };
/** The widget reported success. */
export const Paid: Story = { args: { view: epayView([...EPAY_SHOWN, widgetResult(true)]) } };
/** The widget reported a declined card without a reason: the page's own text with the contract id. */
export const Declined: Story = { args: { view: epayView([...EPAY_SHOWN, widgetResult(false)]) } };
/** Declined with the provider's reason. */
export const DeclinedWithReason: Story = {
  args: { view: epayView([...EPAY_SHOWN, widgetResult(false, 'Недостаточно средств на карте')]) },
};
/** The payer closed the widget. */
export const Cancelled: Story = { args: { view: epayView([...EPAY_SHOWN, { type: 'CLOSE' }]) } };
/** get-to-epay failed (the provider is down): the server's message with an info icon and 'Повторить'. */
export const Failed: Story = {
  args: { view: epayView([refused('loadPayment', ['Платёжный сервис временно недоступен'], 502)]) },
};
/** A contract already paid (or unknown): the server's message with an info icon, nothing to retry. */
export const AlreadyPaid: Story = {
  args: { view: epayView([refused('loadPayment', ['Договор уже оплачен'], 409)]) },
};
/** A failure without a message (the screen's fallback; see epayViewWithoutMessage). */
export const FailedNoMessage: Story = { args: { view: epayViewWithoutMessage('failed') } };
/** No connection: the network's message. */
export const FailedOffline: Story = { args: { view: epayView([offline('loadPayment')]) } };
