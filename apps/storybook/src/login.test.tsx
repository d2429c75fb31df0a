import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react';
import { fn } from 'storybook/test';
import { ru } from '@sakta/core';
import { Toaster } from '@sakta/ui';
import * as stories from '../stories/screens/Login.stories';
import * as expiredStories from '../stories/screens/SessionExpired.stories';
import { DEMO_PASSWORD, LoginDemo } from '../stories/screens/login-demo';
import { seriousViolations } from './axe';

const {
  Empty,
  Typing,
  Ready,
  ReadyWithApc,
  Submitting,
  Failed,
  NetworkError,
  SessionExpired,
  WithoutResetLink,
} = composeStories(stories);
const { Expired } = composeStories(expiredStories);

const submitButton = () => screen.getByRole('button', { name: /Войти|Пожалуйста, подождите/ });

describe('Login screen', () => {
  it('shows the title, subtitle, fields, reset link and a disabled "Войти" when empty', () => {
    render(<Empty />);
    expect(screen.getByRole('heading', { level: 1, name: 'Вход' })).toBeInTheDocument();
    expect(screen.getByText('Введите логин и пароль')).toBeInTheDocument();
    expect(screen.getByLabelText('ИИН')).toHaveValue('');
    expect(screen.getByLabelText('Пароль')).toHaveAttribute('type', 'password');
    const apc = screen.getByLabelText('APC');
    expect(apc).toHaveAccessibleDescription('Необязательно');
    expect(screen.getByRole('link', { name: 'Забыли пароль?' })).toHaveAttribute('href', '/reset');
    expect(screen.getByRole('button', { name: 'Войти' })).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps "Войти" disabled while typing and Enter does not submit', async () => {
    const onSubmit = fn();
    const user = userEvent.setup();
    render(<Typing onSubmit={onSubmit} />);
    expect(screen.getByLabelText('ИИН')).toHaveValue('90010130');
    expect(screen.getByRole('button', { name: 'Войти' })).toBeDisabled();
    await user.type(screen.getByLabelText('Пароль'), '{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('reports typed values through onChange; the IIN field keeps digits only', async () => {
    const onChange = fn();
    const user = userEvent.setup();
    render(<Empty onChange={onChange} />);
    await user.type(screen.getByLabelText('ИИН'), '9a0');
    expect(onChange).toHaveBeenCalledWith('iin', '9');
    expect(onChange).not.toHaveBeenCalledWith('iin', expect.stringContaining('a'));
    await user.type(screen.getByLabelText('Пароль'), 'x');
    expect(onChange).toHaveBeenLastCalledWith('password', 'x');
    await user.type(screen.getByLabelText('APC'), 'Q');
    expect(onChange).toHaveBeenLastCalledWith('apc', 'Q');
  });

  it('enables "Войти" when ready; a click and Enter both call onSubmit', async () => {
    const onSubmit = fn();
    const user = userEvent.setup();
    render(<Ready onSubmit={onSubmit} />);
    const button = screen.getByRole('button', { name: 'Войти' });
    expect(button).toBeEnabled();
    await user.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.type(screen.getByLabelText('Пароль'), '{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('hides "Забыли пароль?" when no reset page is given', () => {
    render(<WithoutResetLink />);
    expect(screen.queryByRole('link', { name: 'Забыли пароль?' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Войти' })).toBeInTheDocument();
  });

  it('shows the APC value when given', () => {
    render(<ReadyWithApc />);
    expect(screen.getByLabelText('APC')).toHaveValue('APC7781');
  });

  it('shows "Пожалуйста, подождите..." on a disabled button while submitting', async () => {
    const onSubmit = fn();
    const user = userEvent.setup();
    render(<Submitting onSubmit={onSubmit} />);
    const button = submitButton();
    expect(button).toHaveAccessibleName('Пожалуйста, подождите...');
    expect(button).toBeDisabled();
    await user.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the server errors joined with ", " in an alert and keeps "Войти" disabled', () => {
    render(<Failed />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Неверный ИИН или пароль, Неверный APC');
    expect(alert).toHaveAttribute('data-variant', 'error');
    expect(screen.getByRole('button', { name: 'Войти' })).toBeDisabled();
  });

  it('shows the network message on a network failure', () => {
    render(<NetworkError />);
    expect(screen.getByRole('alert')).toHaveTextContent(ru.errors.network);
  });

  it('shows the session-expired notice as information above the form', () => {
    render(<SessionExpired />);
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Сессия истекла. Войдите снова.');
    expect(
      notice.compareDocumentPosition(screen.getByLabelText('ИИН')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('the password eye button shows and hides the password', async () => {
    const user = userEvent.setup();
    render(<Ready />);
    const password = screen.getByLabelText('Пароль');
    await user.click(screen.getByRole('button', { name: 'Показать пароль' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Скрыть пароль' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('Interactive: the production loginMachine drives the screen (enable, wait label, refusal, change)', async () => {
    const user = userEvent.setup();
    render(
      <>
        {/* long enough that a loaded CI machine still sees the wait label before the answer */}
        <LoginDemo delayMs={400} />
        <Toaster />
      </>,
    );
    const button = screen.getByRole('button', { name: 'Войти' });
    await user.type(screen.getByLabelText('ИИН'), '900101300047');
    await user.type(screen.getByLabelText('Пароль'), 'Sakta-dem'); // 9 characters
    expect(button).toBeEnabled();
    await user.type(screen.getByLabelText('Пароль'), '{Backspace}');
    expect(button).toBeDisabled(); // 8 characters: the password must be longer than 8
    await user.type(screen.getByLabelText('Пароль'), 'm-wrong{Enter}');
    expect(screen.getByRole('button', { name: 'Пожалуйста, подождите...' })).toBeDisabled();
    expect(await screen.findByRole('alert')).toHaveTextContent('Неверный ИИН или пароль');
    expect(screen.getByRole('button', { name: 'Войти' })).toBeDisabled();
    await user.clear(screen.getByLabelText('Пароль'));
    await user.type(screen.getByLabelText('Пароль'), DEMO_PASSWORD);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(screen.getByText(/Вход выполнен: Иванова Мария/)).toBeInTheDocument());
    expect(screen.getByText('Успех')).toBeInTheDocument();
  });

  it.each([
    ['Empty', Empty],
    ['Typing', Typing],
    ['Ready', Ready],
    ['Submitting', Submitting],
    ['Failed', Failed],
    ['SessionExpired', SessionExpired],
    ['Session/Expired', Expired],
  ])('%s has no serious or critical axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    expect(within(container).getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(await seriousViolations(container)).toEqual([]);
  });
});
