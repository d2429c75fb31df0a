// Stories of the card payment page /epay/{id}: the payment machine's states, replayed by events. The same states
// in Kazakh: Epay.kk.stories.tsx.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ApiError, ruEpay, ruPublicMessages } from '@sakta/core';
import { EpayScreen } from '@sakta/ui';
import {
  EPAY_CONTRACT_ID,
  EPAY_SHOWN,
  epayView,
  epayViewWithoutMessage,
  widgetResult,
} from '../fixtures-public';
import { failed, offline, refused } from '../replay';
import { withLanguageState } from './public-language';

const EpayStory = withLanguageState(EpayScreen);

/**
 * Every state of the card payment page /epay/{id}. The `view` arg is the payment machine's view model (core's
 * `selectEpayView` of the production machine after each story's events); the page's language is the `language`
 * arg (Russian here). The widget here is a stand-in page; the sandbox serves the provider's from another origin.
 */
const meta = {
  title: 'Screens/Epay',
  tags: ['hand'],
  component: EpayScreen,
  parameters: {
    hand: 'the card payment with the contracts, cards and provider answers the component tests read by name; its Kazakh twin in Epay.kk',
    layout: 'fullscreen',
    docs: { story: { inline: false, iframeHeight: 960 } },
  },
  args: {
    id: EPAY_CONTRACT_ID,
    view: epayView(),
    language: 'ru',
    onLanguageChange: fn(),
    onClose: fn(),
    onRetry: fn(),
  },
  render: (args) => <EpayStory {...args} />,
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
/** Declined with the provider's reason (the sandbox provider's, in the catalogue). */
export const DeclinedWithReason: Story = {
  args: { view: epayView([...EPAY_SHOWN, widgetResult(false, ruPublicMessages.declinedByIssuer)]) },
};
/** The payer closed the widget. */
export const Cancelled: Story = { args: { view: epayView([...EPAY_SHOWN, { type: 'CLOSE' }]) } };
/** get-to-epay failed (the provider is down): the server's message with an info icon and 'Повторить'. */
export const Failed: Story = {
  args: { view: epayView([refused('loadPayment', [ruPublicMessages.epayUnavailable], 502)]) },
};
/** A contract already paid: the server's message with an info icon, nothing to retry. */
export const AlreadyPaid: Story = {
  args: { view: epayView([refused('loadPayment', [ruPublicMessages.contractPaid], 409)]) },
};
/** An unknown contract. */
export const NotFound: Story = {
  args: { view: epayView([refused('loadPayment', [ruPublicMessages.contractNotFound], 404)]) },
};
/** A link a later change of the sale closed. */
export const LinkClosed: Story = {
  args: { view: epayView([refused('loadPayment', [ruPublicMessages.linkClosed], 409)]) },
};
/** The widget's address is not the configured provider's: the page refuses to open it. */
export const UntrustedWidget: Story = {
  args: { view: epayView([failed('loadPayment', new ApiError('malformed', ruEpay.untrustedWidget))]) },
};
/** A failure without a message (the screen's fallback; see epayViewWithoutMessage). */
export const FailedNoMessage: Story = { args: { view: epayViewWithoutMessage('failed') } };
/** No connection: the network's message. */
export const FailedOffline: Story = { args: { view: epayView([offline('loadPayment')]) } };
