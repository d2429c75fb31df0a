import type { Meta, StoryObj } from '@storybook/react-vite';
import { PolicyCodeFlowPanel } from '@sakta/ui';
import { OPERATOR_ERROR_TARGET, REFUND_ANSWER, TERMINATION_TARGET } from '@sakta/core/testing';
import { codeFlowHandlers, codeFlowView } from '../fixtures-support';
import { done, refused } from '../replay';

/**
 * The policy list's operator-error and termination flows (in the policy modal's actions) (spec part 2 sections 2.7, 4.5, 8, 9): step 0 send, 1
 * sent (resend locked 90 s), 2 four digits, confirm; a failure returns to step 1; a termination ends on 'Сумма
 * возврата'; the parameter guards. Each the real flow (and its code step) after the listed events.
 */
const sent = { to: 'code', event: done('sendCode', { phone: '+7(701) ***-**17' }) };
const typed = (value: string) => ({ to: 'code', event: { type: 'CHANGE', value } });

const meta = {
  title: 'Screens/PolicyCodeFlow',
  tags: ['hand'],
  component: PolicyCodeFlowPanel,
  parameters: {
    hand: 'the code flows of both targets with their parameter missing',
    layout: 'padded',
  },
  args: { view: codeFlowView(OPERATOR_ERROR_TARGET, []), ...codeFlowHandlers() },
} satisfies Meta<typeof PolicyCodeFlowPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Operator error, step 0: 'Отправить код'. */
export const OperatorErrorSend: Story = {};
/** Step 1: the code went to the seller's phone; the resend is locked 90 s. */
export const CodeSent: Story = {
  args: { view: codeFlowView(OPERATOR_ERROR_TARGET, [{ to: 'code', event: { type: 'SEND' } }, sent]) },
};
/** Step 2: four digits, 'Подтвердить'. */
export const CodeComplete: Story = {
  args: {
    view: codeFlowView(OPERATOR_ERROR_TARGET, [{ to: 'code', event: { type: 'SEND' } }, sent, typed('4821')]),
  },
};
/** A refused code: back to step 1 with the server's message. */
export const WrongCode: Story = {
  args: {
    view: codeFlowView(OPERATOR_ERROR_TARGET, [
      { to: 'code', event: { type: 'SEND' } },
      sent,
      typed('4821'),
      { to: 'code', event: { type: 'VERIFY' } },
      { to: 'code', event: refused('verifyCode', ['Неверный код']) },
    ]),
  },
};
/** Termination, step 0. */
export const TerminationSend: Story = { args: { view: codeFlowView(TERMINATION_TARGET, []) } };
/** Termination done: 'Сумма возврата'. */
export const TerminationRefund: Story = {
  args: {
    view: codeFlowView(TERMINATION_TARGET, [
      { to: 'code', event: { type: 'SEND' } },
      sent,
      typed('4821'),
      { to: 'code', event: { type: 'VERIFY' } },
      { to: 'code', event: done('verifyCode', REFUND_ANSWER) },
    ]),
  },
};
/** The operator-error modal without its policy: 'Параметр ID не указан!'. */
export const MissingId: Story = { args: { view: codeFlowView({ kind: 'operatorError', id: null }, []) } };
/** The termination modal without a global number: 'Параметр Global не указано!'. */
export const MissingGlobal: Story = {
  args: { view: codeFlowView({ ...TERMINATION_TARGET, global: null }, []) },
};
