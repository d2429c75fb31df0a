// Stories of the password reset page: the reset machine with its code step, replayed by events.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ResetScreen } from '@sakta/ui';
import { resetArgs, resetPasswordEvents, resetSteps, resetView, STRONG_PASSWORD } from '../fixtures-public';
import { done, offline, refused } from '../replay';

/**
 * Every state of the password reset page (spec part 1 section 2, steps 0-4). The `view` arg is the reset
 * machine's view model (core's `selectResetView` of the production machine after each story's events): the
 * screen decides nothing itself.
 */
const meta = {
  title: 'Screens/Reset',
  tags: ['hand'],
  component: ResetScreen,
  parameters: {
    hand: "the reset's steps with the spec's messages and passwords typed",
    layout: 'fullscreen',
    docs: { story: { inline: false, iframeHeight: 820 } },
  },
  args: resetArgs,
} satisfies Meta<typeof ResetScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const VALID = resetPasswordEvents(STRONG_PASSWORD, STRONG_PASSWORD);

/** Step 0, nothing typed: 'Отправить код' is disabled until the IIN has 12 digits. */
export const Step0Empty: Story = {};
/** Step 0, IIN still incomplete. */
export const Step0Typing: Story = { args: { view: resetView([{ type: 'CHANGE_IIN', value: '9001013' }]) } };
/** Step 0, 12 digits: the send button is enabled (Enter sends too). */
export const Step0Ready: Story = { args: { view: resetView(resetSteps.iinTyped) } };
/** Step 0, the code is being sent: the IIN is locked, 'Отправка...'. */
export const Step0Sending: Story = { args: { view: resetView(resetSteps.sending()) } };
/** Step 0 after a refusal: the server's errors joined with ', ' under the title. */
export const Step0Error: Story = {
  args: {
    view: resetView(
      resetSteps.sendFailed(
        refused('sendCode', ['Пользователь не найден', 'Обратитесь к администратору'], 404),
      ),
    ),
  },
};
/** Step 0 after a network failure. */
export const Step0NetworkError: Story = {
  args: { view: resetView(resetSteps.sendFailed(offline('sendCode'))) },
};
/** Step 1: the code went to the phone; resend in 09:59 (600 s countdown). */
export const Step1Countdown: Story = { args: { view: resetView(resetSteps.sent()) } };
/** Step 1 after the countdown: 'Отправить код повторно' is enabled. */
export const Step1ResendUnlocked: Story = { args: { view: resetView(resetSteps.sent(600)) } };
/** Step 1, a new code is being sent: 'Отправка...'. */
export const Step1Resending: Story = {
  args: { view: resetView([...resetSteps.sent(600), { to: 'code', event: { type: 'RESEND' } }]) },
};
/** Step 2: four digits typed: 'Подтвердить код' is enabled. */
export const Step2CodeEntered: Story = { args: { view: resetView(resetSteps.codeEntered()) } };
/** Step 2: the code is being checked. */
export const Step2Verifying: Story = { args: { view: resetView(resetSteps.verifying()) } };
/** The code was refused: it is cleared (back to step 1) and the server's message is shown. */
export const Step2WrongCode: Story = {
  args: { view: resetView(resetSteps.codeRefused('Неверный код')) },
};
/** Step 3, nothing typed: every indicator grey, 'Сохранить пароль' disabled. */
export const Step3Empty: Story = { args: { view: resetView(resetSteps.confirmed()) } };
/** Step 3, some rules pass (lowercase, digit, length): no uppercase, no special symbol. */
export const Step3SomeRules: Story = { args: { view: resetView(resetPasswordEvents('sakta2026', '')) } };
/** Step 3, every rule passes but the confirmation differs: 'Пароли не совпадают'. */
export const Step3Mismatch: Story = {
  args: { view: resetView(resetPasswordEvents(STRONG_PASSWORD, 'Sakta-new-2025!')) },
};
/** Step 3, valid: every rule passes and both match: 'Сохранить пароль' is enabled. */
export const Step3Valid: Story = { args: { view: resetView(VALID) } };
/** Step 3, saving: 'Сохранение...', the fields are locked. */
export const Step3Saving: Story = { args: { view: resetView([...VALID, { type: 'SAVE' }]) } };
/** set-password refused: back at step 3 with the server's message under the title. */
export const Step3ServerError: Story = {
  args: {
    view: resetView([
      ...VALID,
      { type: 'SAVE' },
      refused('setPassword', ['Новый пароль не должен совпадать с предыдущим']),
    ]),
  },
};
/** Step 4: done, with the sign-in button (no back link). */
export const Step4Done: Story = {
  args: { view: resetView([...VALID, { type: 'SAVE' }, done('setPassword', { result: true })]) },
};
