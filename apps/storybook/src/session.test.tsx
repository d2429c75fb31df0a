import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react';
import { fn } from 'storybook/test';
import * as ringStories from '../stories/screens/SessionRing.stories';
import * as dialogStories from '../stories/screens/RefreshSessionDialog.stories';
import { seriousViolations } from './axe';

const { Blue, Orange, Red } = composeStories(ringStories);
const { Open, Refreshing, RefreshFailed, Closed, LastCall } = composeStories(dialogStories);

describe('Session ring', () => {
  it.each([
    ['Blue', Blue, 'blue', '80', '48:00'],
    ['Orange', Orange, 'orange', '15', '09:00'],
    ['Red', Red, 'red', '2', '01:12'],
  ])('%s: colour, percent and time left', async (_name, Story, color, percent, time) => {
    const { container } = render(<Story />);
    const ring = screen.getByRole('progressbar');
    expect(ring).toHaveAttribute('data-color', color);
    expect(ring).toHaveAttribute('aria-valuenow', percent);
    expect(ring).toHaveAccessibleName(`Время сессии: осталось ${time}`);
    expect(container).toHaveTextContent(time);
    expect(await seriousViolations(container)).toEqual([]);
  });
});

describe('Refresh session dialog', () => {
  it('asks to extend the session with the time left as mm:ss', async () => {
    render(<Open />);
    const dialog = screen.getByRole('dialog', { name: 'Сессия скоро истечёт' });
    expect(dialog).toHaveAccessibleDescription('До окончания сессии осталось 04:58. Продлить сессию?');
    expect(within(dialog).getByRole('button', { name: 'Продлить' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Выйти' })).toBeEnabled();
    // Focus starts on 'Продлить' so that Enter extends the session rather than logging out.
    expect(within(dialog).getByRole('button', { name: 'Продлить' })).toHaveFocus();
    expect(await seriousViolations()).toEqual([]);
  });

  it('"Продлить" calls onRefresh and "Выйти" calls onLogout', async () => {
    const onRefresh = fn();
    const onLogout = fn();
    const user = userEvent.setup();
    render(<Open onRefresh={onRefresh} onLogout={onLogout} />);
    await user.click(screen.getByRole('button', { name: 'Продлить' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Выйти' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('Esc, a click outside and "Закрыть" call onDismiss', async () => {
    const onDismiss = fn();
    const user = userEvent.setup();
    render(<Open onDismiss={onDismiss} />);
    await user.keyboard('{Escape}');
    expect(onDismiss).toHaveBeenCalledTimes(1);
    const overlay = document.querySelector('[data-slot="dialog-overlay"]');
    expect(overlay).not.toBeNull();
    await user.click(overlay as Element);
    expect(onDismiss).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(onDismiss).toHaveBeenCalledTimes(3);
  });

  it('shows "Продление..." on a disabled button while refreshing', async () => {
    const onRefresh = fn();
    render(<Refreshing onRefresh={onRefresh} />);
    const button = screen.getByRole('button', { name: 'Продление...' });
    expect(button).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Продлить' })).not.toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);
  });

  it('shows the refresh error and lets the user try again', async () => {
    const onRefresh = fn();
    const user = userEvent.setup();
    render(<RefreshFailed onRefresh={onRefresh} />);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Нет связи с сервером');
    expect(dialog).toHaveAccessibleDescription('До окончания сессии осталось 04:01. Продлить сессию?');
    await user.click(within(dialog).getByRole('button', { name: 'Продлить' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(await seriousViolations()).toEqual([]);
  });

  it('renders nothing when closed', () => {
    render(<Closed />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('comes back once at 60 s left after it was dismissed (issue 44 item 9)', async () => {
    render(<LastCall />);
    const dialog = screen.getByRole('dialog', { name: 'Сессия скоро истечёт' });
    expect(dialog).toHaveAccessibleDescription('До окончания сессии осталось 01:00. Продлить сессию?');
    expect(await seriousViolations()).toEqual([]);
  });
});
