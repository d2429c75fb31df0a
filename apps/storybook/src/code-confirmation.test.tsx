import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react';
import { fn } from 'storybook/test';
import { ru } from '@sakta/core';
import * as stories from '../stories/screens/CodeConfirmation.stories';
import * as kkStories from '../stories/screens/CodeConfirmation.kk.stories';
import { codeStates } from '../stories/fixtures-public';
import { seriousViolations } from './axe';

const {
  Step0Disabled,
  Step0Ready,
  Step0CustomLabel,
  Sending,
  Step0NetworkError,
  Step1Sent,
  Step1NoPhone,
  Step1ResendUnlocked,
  Resending,
  Step2Complete,
  Step2ResetLabel,
  Verifying,
  WrongCode,
  PreSent,
  PreSentPrefilled,
  Confirmed,
} = composeStories(stories);

const codeField = () => screen.getByLabelText('Код из SMS');

describe('CodeConfirmation', () => {
  it('step 0: only the send button, disabled while there is nothing to send', async () => {
    const onSend = fn();
    const user = userEvent.setup();
    render(<Step0Disabled onSend={onSend} />);
    const send = screen.getByRole('button', { name: 'Отправить код' });
    expect(send).toBeDisabled();
    await user.click(send);
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.queryByLabelText('Код из SMS')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('step 0: an enabled send button calls onSend; the feature may relabel it', async () => {
    const onSend = fn();
    const user = userEvent.setup();
    render(<Step0Ready onSend={onSend} />);
    await user.click(screen.getByRole('button', { name: 'Отправить код' }));
    expect(onSend).toHaveBeenCalledTimes(1);
    render(<Step0CustomLabel />);
    expect(screen.getByRole('button', { name: 'Отправить SMS' })).toBeEnabled();
  });

  it('shows "Отправка..." on a disabled button while sending', () => {
    render(<Sending />);
    const button = screen.getByRole('button', { name: 'Отправка...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('a network error at step 0 is shown in a red alert; sending again is possible', () => {
    render(<Step0NetworkError />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(ru.errors.network);
    expect(alert).toHaveAttribute('data-variant', 'error');
    expect(screen.getByRole('button', { name: 'Отправить код' })).toBeEnabled();
  });

  it('step 1: the phone, a 4-digit numeric one-time-code field, the resend countdown 09:59 and a disabled confirm', () => {
    render(<Step1Sent />);
    expect(screen.getByRole('status')).toHaveTextContent('Код отправлен на номер +7(701) 234-5603');
    const field = codeField();
    expect(field).toHaveValue('');
    expect(field).toBeEnabled();
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('maxlength', '4');
    expect(field).toHaveAccessibleDescription('4 цифры');
    const countdown = screen.getByRole('button', { name: 'Повторная отправка через 09:59' });
    expect(countdown).toBeDisabled();
    expect(screen.getByRole('timer')).toContainElement(countdown);
    expect(screen.queryByRole('button', { name: 'Отправить код повторно' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Подтвердить' })).toBeDisabled();
  });

  it('formats the countdown as mm:ss', () => {
    render(<Step1Sent view={codeStates.sent(65)} />);
    expect(screen.getByRole('button', { name: 'Повторная отправка через 01:05' })).toBeDisabled();
  });

  it('reports typing through onChange; Enter does not confirm an incomplete code', async () => {
    const onChange = fn();
    const onVerify = fn();
    const user = userEvent.setup();
    render(<Step1Sent onChange={onChange} onVerify={onVerify} />);
    await user.type(codeField(), '7{Enter}');
    expect(onChange).toHaveBeenCalledWith('7');
    expect(onVerify).not.toHaveBeenCalled();
  });

  it('step 1 without a phone says only "Код отправлен"', () => {
    render(<Step1NoPhone />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Код отправлен$/);
  });

  it('after the countdown "Отправить код повторно" is enabled and calls onResend', async () => {
    const onResend = fn();
    const user = userEvent.setup();
    render(<Step1ResendUnlocked onResend={onResend} />);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Отправить код повторно' }));
    expect(onResend).toHaveBeenCalledTimes(1);
  });

  it('while a new code is on its way: the form stays, "Отправка..." on the resend button', () => {
    render(<Resending />);
    expect(screen.getByRole('button', { name: 'Отправка...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Отправка...' })).toHaveAttribute('aria-busy', 'true');
    expect(codeField()).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Подтвердить' })).toBeDisabled();
  });

  it('step 2: four digits enable "Подтвердить"; a click and Enter both call onVerify', async () => {
    const onVerify = fn();
    const user = userEvent.setup();
    render(<Step2Complete onVerify={onVerify} />);
    expect(codeField()).toHaveValue('1234');
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect(onVerify).toHaveBeenCalledTimes(1);
    await user.type(codeField(), '{Enter}');
    expect(onVerify).toHaveBeenCalledTimes(2);
  });

  it('the confirm button takes the feature label', () => {
    render(<Step2ResetLabel />);
    expect(screen.getByRole('button', { name: 'Подтвердить код' })).toBeEnabled();
  });

  it('while verifying: "Проверка..." disabled, the field locked', async () => {
    const onVerify = fn();
    const user = userEvent.setup();
    render(<Verifying onVerify={onVerify} />);
    expect(screen.getByRole('button', { name: 'Проверка...' })).toBeDisabled();
    expect(codeField()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Проверка...' }));
    expect(onVerify).not.toHaveBeenCalled();
  });

  it('a refused code: the field is empty and invalid, the message is in a red alert tied to it', () => {
    render(<WrongCode />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Неверный код подтверждения');
    const field = codeField();
    expect(field).toHaveValue('');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('4 цифры Неверный код подтверждения');
    expect(screen.getByRole('button', { name: 'Подтвердить' })).toBeDisabled();
  });

  it('pre-sent (public pages): no phone line, no resend, no countdown', () => {
    render(<PreSent />);
    expect(codeField()).toBeEnabled();
    expect(screen.queryByText(/Код отправлен/)).not.toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /повторн/i })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Подтвердить' })).toBeDisabled();
  });

  it('pre-sent and prefilled: the code is shown and can be confirmed', () => {
    render(<PreSentPrefilled />);
    expect(codeField()).toHaveValue('4821');
    expect(screen.getByRole('button', { name: 'Подтвердить' })).toBeEnabled();
  });

  it('step 3: "Подтверждено" with a check icon, nothing to type', () => {
    render(<Confirmed />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Подтверждено');
    expect(status.querySelector('svg')).not.toBeNull();
    expect(screen.queryByLabelText('Код из SMS')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it.each(Object.entries(composeStories(stories)))(
    '%s has no serious or critical axe violations',
    async (_n, Story) => {
      const { container } = render(<Story />);
      expect(within(container).getAllByText(/./).length).toBeGreaterThan(0);
      expect(await seriousViolations(container)).toEqual([]);
    },
  );
});

describe('CodeConfirmation in Kazakh (the customer pages’ words)', () => {
  const kk = composeStories(kkStories);

  it('step 1: the phone, the field, the countdown and the buttons in Kazakh', () => {
    render(<kk.Step1Sent />);
    expect(screen.getByRole('status')).toHaveTextContent('Код +7(701) 234-5603 нөміріне жіберілді');
    expect(screen.getByLabelText('SMS-тегі код')).toHaveValue('');
    expect(screen.getByText('4 цифр')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('Қайта жіберуге дейін: 09:59');
    expect(screen.getByRole('button', { name: 'Растау' })).toBeDisabled();
  });

  it('resend, sending, verifying, a refused code and the confirmed step', () => {
    const unlocked = render(<kk.Step1ResendUnlocked />);
    expect(screen.getByRole('button', { name: 'Кодты қайта жіберу' })).toBeEnabled();
    unlocked.unmount();
    const sending = render(<kk.Sending />);
    expect(screen.getByRole('button', { name: 'Жіберілуде...' })).toBeDisabled();
    sending.unmount();
    const verifying = render(<kk.Verifying />);
    expect(screen.getByRole('button', { name: 'Тексерілуде...' })).toBeDisabled();
    verifying.unmount();
    const ready = render(<kk.Step0Ready />);
    expect(screen.getByRole('button', { name: 'Кодты жіберу' })).toBeEnabled();
    ready.unmount();
    render(<kk.Confirmed />);
    expect(screen.getByRole('status')).toHaveTextContent('Расталды');
  });

  it.each(Object.entries(composeStories(kkStories)))(
    '%s has no serious or critical axe violations',
    async (_n, Story) => {
      const { container } = render(<Story />);
      expect(await seriousViolations(container)).toEqual([]);
    },
  );
});
