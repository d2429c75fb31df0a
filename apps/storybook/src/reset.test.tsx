import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react';
import { fn } from 'storybook/test';
import { ru } from '@sakta/core';
import * as stories from '../stories/screens/Reset.stories';
import { seriousViolations } from './axe';

const all = composeStories(stories);
const {
  Step0Empty,
  Step0Typing,
  Step0Ready,
  Step0Sending,
  Step0Error,
  Step0NetworkError,
  Step1Countdown,
  Step1ResendUnlocked,
  Step1Resending,
  Step2CodeEntered,
  Step2Verifying,
  Step2WrongCode,
  Step3Empty,
  Step3SomeRules,
  Step3Mismatch,
  Step3Valid,
  Step3Saving,
  Step3ServerError,
  Step4Done,
} = all;

const currentStep = () =>
  within(screen.getByRole('list', { name: 'Этапы сброса пароля' }))
    .getAllByRole('listitem')
    .find((li) => li.getAttribute('aria-current') === 'step');

/** Rule label -> passed, read as a screen reader does (the icon is hidden; the state is spoken). */
const rules = () =>
  Object.fromEntries(
    within(screen.getByRole('list', { name: 'Пароль должен содержать:' }))
      .getAllByRole('listitem')
      .map((li) => {
        const [label, state] = (li.textContent ?? '').split(': ');
        return [label, state === 'выполнено'];
      }),
  );

describe('Reset screen', () => {
  it('step 0: title, subtitle, step "ИИН", empty IIN, disabled send, the back link to login', () => {
    render(<Step0Empty />);
    expect(screen.getByRole('heading', { level: 1, name: 'Сброс пароля' })).toBeInTheDocument();
    expect(screen.getByText('Введите ИИН, мы отправим код на ваш номер телефона')).toBeInTheDocument();
    expect(currentStep()).toHaveTextContent('ИИН');
    const iin = screen.getByLabelText('ИИН');
    expect(iin).toHaveValue('');
    expect(iin).toBeEnabled();
    expect(iin).toHaveAttribute('inputmode', 'numeric');
    expect(iin).toHaveAttribute('maxlength', '12');
    expect(screen.getByRole('button', { name: 'Отправить код' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Вернуться ко входу' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('the IIN field reports digits only', async () => {
    const onIinChange = fn();
    const user = userEvent.setup();
    render(<Step0Empty onIinChange={onIinChange} />);
    await user.type(screen.getByLabelText('ИИН'), '9a');
    expect(onIinChange).toHaveBeenCalledWith('9');
    expect(onIinChange).not.toHaveBeenCalledWith(expect.stringContaining('a'));
  });

  it('an incomplete IIN keeps the send button disabled and Enter does nothing', async () => {
    const onSend = fn();
    const user = userEvent.setup();
    render(<Step0Typing onSend={onSend} />);
    expect(screen.getByLabelText('ИИН')).toHaveValue('9001013');
    await user.type(screen.getByLabelText('ИИН'), '{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Отправить код' })).toBeDisabled();
  });

  it('12 digits: "Отправить код" is enabled; a click and Enter send', async () => {
    const onSend = fn();
    const user = userEvent.setup();
    render(<Step0Ready onSend={onSend} />);
    expect(screen.getByLabelText('ИИН')).toHaveValue('900101300047');
    await user.click(screen.getByRole('button', { name: 'Отправить код' }));
    expect(onSend).toHaveBeenCalledTimes(1);
    await user.type(screen.getByLabelText('ИИН'), '{Enter}');
    expect(onSend).toHaveBeenCalledTimes(2);
  });

  it('while sending: the IIN is locked and the button says "Отправка..."', () => {
    render(<Step0Sending />);
    expect(screen.getByLabelText('ИИН')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Отправка...' })).toBeDisabled();
  });

  it('a refusal shows the errors joined with ", " in red under the title', () => {
    render(<Step0Error />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Пользователь не найден, Обратитесь к администратору');
    expect(alert).toHaveAttribute('data-variant', 'error');
    const title = screen.getByRole('heading', { level: 1 });
    expect(title.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Отправить код' })).toBeEnabled();
  });

  it('a network failure shows the network message', () => {
    render(<Step0NetworkError />);
    expect(screen.getByRole('alert')).toHaveTextContent(ru.errors.network);
  });

  it('step 1: the IIN read-only, the phone, the 600 s countdown at 09:59, "Подтвердить код" disabled', async () => {
    const onCodeChange = fn();
    const user = userEvent.setup();
    render(<Step1Countdown onCodeChange={onCodeChange} />);
    expect(currentStep()).toHaveTextContent('Код');
    const iin = screen.getByLabelText('ИИН');
    expect(iin).toHaveValue('900101300047');
    expect(iin).toHaveAttribute('readonly');
    expect(screen.getByText('Код отправлен на номер +7(701) 234-5603')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Повторная отправка через 09:59' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Подтвердить код' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Отправить код' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Код из SMS'), '5');
    expect(onCodeChange).toHaveBeenCalledWith('5');
    expect(screen.getByRole('link', { name: 'Вернуться ко входу' })).toBeInTheDocument();
  });

  it('step 1 after the countdown: "Отправить код повторно" calls onResend', async () => {
    const onResend = fn();
    const user = userEvent.setup();
    render(<Step1ResendUnlocked onResend={onResend} />);
    await user.click(screen.getByRole('button', { name: 'Отправить код повторно' }));
    expect(onResend).toHaveBeenCalledTimes(1);
  });

  it('step 1 while resending: "Отправка..." disabled, still on the code step', () => {
    render(<Step1Resending />);
    expect(screen.getByRole('button', { name: 'Отправка...' })).toBeDisabled();
    expect(screen.getByLabelText('Код из SMS')).toBeInTheDocument();
    expect(currentStep()).toHaveTextContent('Код');
  });

  it('step 2: four digits enable "Подтвердить код", which calls onVerify', async () => {
    const onVerify = fn();
    const user = userEvent.setup();
    render(<Step2CodeEntered onVerify={onVerify} />);
    expect(screen.getByLabelText('Код из SMS')).toHaveValue('1234');
    await user.click(screen.getByRole('button', { name: 'Подтвердить код' }));
    expect(onVerify).toHaveBeenCalledTimes(1);
  });

  it('step 2 while verifying: "Проверка..." disabled', () => {
    render(<Step2Verifying />);
    expect(screen.getByRole('button', { name: 'Проверка...' })).toBeDisabled();
    expect(screen.getByLabelText('Код из SMS')).toBeDisabled();
  });

  it('a refused code is cleared and the server message shown in red', () => {
    render(<Step2WrongCode />);
    expect(screen.getByRole('alert')).toHaveTextContent('Неверный код');
    expect(screen.getByLabelText('Код из SMS')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Подтвердить код' })).toBeDisabled();
  });

  it('step 3: both password fields, every indicator not met, "Сохранить пароль" disabled; typing is reported', async () => {
    const onPasswordChange = fn();
    const onConfirmChange = fn();
    const user = userEvent.setup();
    render(<Step3Empty onPasswordChange={onPasswordChange} onConfirmChange={onConfirmChange} />);
    expect(currentStep()).toHaveTextContent('Новый пароль');
    expect(screen.queryByLabelText('ИИН')).not.toBeInTheDocument();
    expect(rules()).toEqual({
      'Строчную букву': false,
      'Заглавную букву': false,
      Цифру: false,
      'Специальный символ': false,
      'Более 8 символов': false,
    });
    expect(screen.getByRole('list', { name: 'Пароль должен содержать:' })).toHaveAttribute(
      'aria-live',
      'polite',
    );
    expect(screen.getByRole('button', { name: 'Сохранить пароль' })).toBeDisabled();
    const password = screen.getByLabelText('Новый пароль');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    await user.type(password, 'a');
    expect(onPasswordChange).toHaveBeenCalledWith('a');
    await user.type(screen.getByLabelText('Подтверждение пароля'), 'b');
    expect(onConfirmChange).toHaveBeenCalledWith('b');
  });

  it('step 3: the indicators follow the checks (lowercase and digit met)', () => {
    render(<Step3SomeRules />);
    expect(rules()).toEqual({
      'Строчную букву': true,
      'Заглавную букву': false,
      Цифру: true,
      'Специальный символ': false,
      'Более 8 символов': true,
    });
  });

  it('step 3: every rule met but the confirmation differs: "Пароли не совпадают", save disabled', () => {
    render(<Step3Mismatch />);
    expect(Object.values(rules()).every(Boolean)).toBe(true);
    const confirm = screen.getByLabelText('Подтверждение пароля');
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveAccessibleDescription('Пароли не совпадают');
    expect(screen.getByText('Пароли не совпадают')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('button', { name: 'Сохранить пароль' })).toBeDisabled();
  });

  it('step 3 valid: "Сохранить пароль" is enabled; a click and Enter save', async () => {
    const onSave = fn();
    const user = userEvent.setup();
    render(<Step3Valid onSave={onSave} />);
    expect(screen.queryByText('Пароли не совпадают')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Подтверждение пароля')).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    await user.type(screen.getByLabelText('Подтверждение пароля'), '{Enter}');
    expect(onSave).toHaveBeenCalledTimes(2);
  });

  it('step 3 saving: "Сохранение..." disabled, fields locked', () => {
    render(<Step3Saving />);
    expect(screen.getByRole('button', { name: 'Сохранение...' })).toBeDisabled();
    expect(screen.getByLabelText('Новый пароль')).toBeDisabled();
    expect(screen.getByLabelText('Подтверждение пароля')).toBeDisabled();
  });

  it('set-password refused: back at step 3 with the message under the title', () => {
    render(<Step3ServerError />);
    expect(screen.getByRole('alert')).toHaveTextContent('Новый пароль не должен совпадать с предыдущим');
    expect(screen.getByRole('button', { name: 'Сохранить пароль' })).toBeEnabled();
  });

  it('step 4: "Пароль был успешно изменен" and "Войти", no back link', async () => {
    const onSignIn = fn();
    const user = userEvent.setup();
    render(<Step4Done onSignIn={onSignIn} />);
    expect(screen.getByRole('status')).toHaveTextContent('Пароль был успешно изменен');
    expect(currentStep()).toHaveTextContent('Готово');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(onSignIn).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('link', { name: 'Вернуться ко входу' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Новый пароль')).not.toBeInTheDocument();
  });

  it.each(Object.entries(all))('%s has no serious or critical axe violations', async (_n, Story) => {
    const { container } = render(<Story />);
    expect(within(container).getByRole('heading', { level: 1, name: 'Сброс пароля' })).toBeInTheDocument();
    expect(await seriousViolations(container)).toEqual([]);
  });
});
