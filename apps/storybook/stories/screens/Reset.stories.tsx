import type { Meta, StoryObj } from '@storybook/react-vite';
import { ru } from '@sakta/core';
import { ResetScreen } from '@sakta/ui';
import {
  codeStates,
  DEMO_IIN,
  resetArgs,
  resetPasswordView,
  resetView,
  STRONG_PASSWORD,
} from '../fixtures-public';

/**
 * Every state of the password reset page (spec part 1 section 2, steps 0-4). The `view` arg is the reset
 * machine's view model (core's `selectResetView`): the screen decides nothing itself.
 */
const meta = {
  title: 'Screens/Reset',
  component: ResetScreen,
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 820 } } },
  args: resetArgs,
} satisfies Meta<typeof ResetScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const sent = (overrides: Parameters<typeof resetView>[0] = {}) =>
  resetView({ step: 1, iin: DEMO_IIN, canEditIin: false, code: codeStates.sent(599), ...overrides });

/** Step 0, nothing typed: 'Отправить код' is disabled until the IIN has 12 digits. */
export const Step0Empty: Story = {};
/** Step 0, IIN still incomplete. */
export const Step0Typing: Story = { args: { view: resetView({ iin: '9001013' }) } };
/** Step 0, 12 digits: the send button is enabled (Enter sends too). */
export const Step0Ready: Story = { args: { view: resetView({ iin: DEMO_IIN, code: codeStates.ready() }) } };
/** Step 0, the code is being sent: the IIN is locked, 'Отправка...'. */
export const Step0Sending: Story = {
  args: { view: resetView({ iin: DEMO_IIN, canEditIin: false, code: codeStates.sending() }) },
};
/** Step 0 after a refusal: the server's errors joined with ', ' under the title. */
export const Step0Error: Story = {
  args: {
    view: resetView({
      iin: DEMO_IIN,
      code: codeStates.ready(),
      error: 'Пользователь не найден, Обратитесь к администратору',
    }),
  },
};
/** Step 0 after a network failure. */
export const Step0NetworkError: Story = {
  args: { view: resetView({ iin: DEMO_IIN, code: codeStates.ready(), error: ru.errors.network }) },
};
/** Step 1: the code went to the phone; resend in 09:59 (600 s countdown). */
export const Step1Countdown: Story = { args: { view: sent() } };
/** Step 1 after the countdown: 'Отправить код повторно' is enabled. */
export const Step1ResendUnlocked: Story = { args: { view: sent({ code: codeStates.sent(0) }) } };
/** Step 1, a new code is being sent: 'Отправка...'. */
export const Step1Resending: Story = {
  args: { view: sent({ code: codeStates.resending() }) },
};
/** Step 2: four digits typed: 'Подтвердить код' is enabled. */
export const Step2CodeEntered: Story = { args: { view: sent({ step: 2, code: codeStates.complete() }) } };
/** Step 2: the code is being checked. */
export const Step2Verifying: Story = { args: { view: sent({ step: 2, code: codeStates.verifying() }) } };
/** The code was refused: it is cleared (back to step 1) and the server's message is shown. */
export const Step2WrongCode: Story = {
  args: { view: sent({ code: codeStates.wrongCode('Неверный код') }) },
};
/** Step 3, nothing typed: every indicator grey, 'Сохранить пароль' disabled. */
export const Step3Empty: Story = { args: { view: resetPasswordView('', '') } };
/** Step 3, some rules pass (lowercase, digit, length): no uppercase, no special symbol. */
export const Step3SomeRules: Story = { args: { view: resetPasswordView('sakta2026', '') } };
/** Step 3, every rule passes but the confirmation differs: 'Пароли не совпадают'. */
export const Step3Mismatch: Story = {
  args: { view: resetPasswordView(STRONG_PASSWORD, 'Sakta-new-2025!') },
};
/** Step 3, valid: every rule passes and both match: 'Сохранить пароль' is enabled. */
export const Step3Valid: Story = { args: { view: resetPasswordView(STRONG_PASSWORD, STRONG_PASSWORD) } };
/** Step 3, saving: 'Сохранение...', the fields are locked. */
export const Step3Saving: Story = {
  args: {
    view: resetPasswordView(STRONG_PASSWORD, STRONG_PASSWORD, { canSave: false, saving: true }),
  },
};
/** set-password refused: back at step 3 with the server's message under the title. */
export const Step3ServerError: Story = {
  args: {
    view: resetPasswordView(STRONG_PASSWORD, STRONG_PASSWORD, {
      error: 'Новый пароль не должен совпадать с предыдущим',
    }),
  },
};
/** Step 4: done, with the sign-in button (no back link). */
export const Step4Done: Story = {
  args: { view: resetPasswordView(STRONG_PASSWORD, STRONG_PASSWORD, { step: 4, canSave: false }) },
};
