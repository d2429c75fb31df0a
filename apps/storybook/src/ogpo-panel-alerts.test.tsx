import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react';
import { fn } from 'storybook/test';
import * as stories from '../stories/ogpo/panel-alerts.stories';
import { seriousViolations } from './axe';

/** The OGPO page's alerts over their stories: the red banner and the blocking countdown dialog. */
const s = composeStories(stories);

const dialog = () => screen.getByRole('alertdialog', { name: 'Внимание' });

describe('the OGPO alerts', () => {
  it.each(Object.entries(s))('%s: no serious axe violation', async (_name, Story) => {
    render(<Story />);
    expect(await seriousViolations()).toEqual([]);
  });

  it('lists every reason in one red banner, announced at once', () => {
    render(<s.Banner />);
    const banner = screen.getByRole('alert');
    expect(
      within(banner)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['У вас не настроен терминал.', 'Прикрепите водительское удостоверение']);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows nothing when there is nothing to say', () => {
    render(<s.None />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('a seller without a terminal: the banner and the 3-s alert', () => {
    render(<s.NoTerminal />);
    // the banner stays on the page behind the modal alert
    expect(screen.getByText('У вас не настроен терминал.')).toBeInTheDocument();
    expect(dialog()).toHaveAccessibleDescription('Без терминала нельзя заключить полис!');
    expect(within(dialog()).getByRole('button', { name: 'Закрыть (3)' })).toBeDisabled();
  });

  it('cannot be closed while counting: Escape, a click outside and the close button do nothing', async () => {
    // the modal makes the page behind it inert (pointer-events: none): click it all the same
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const send = fn();
    // the story's own container: outside the dialog (which is portalled to the body)
    const { container } = render(<s.Counting send={send} />);
    expect(within(dialog()).getByRole('timer')).toHaveTextContent('Окно можно будет закрыть через 2 с.');
    const close = within(dialog()).getByRole('button', { name: 'Закрыть (2)' });
    expect(close).toBeDisabled();
    await user.keyboard('{Escape}');
    await user.click(container);
    await user.click(close);
    expect(send).not.toHaveBeenCalled();
    expect(dialog()).toBeVisible();
  });

  it("when the countdown reaches 0, 'Закрыть' takes the focus and closes; Escape closes too", async () => {
    const user = userEvent.setup();
    const send = fn();
    const { rerender, unmount } = render(<s.Counting send={send} />);
    // nothing to focus while counting: the dialog itself holds the focus
    expect(dialog()).toHaveFocus();
    rerender(<s.Counting send={send} view={s.Closable.args.view} />);
    const close = within(dialog()).getByRole('button', { name: 'Закрыть' });
    expect(close).toHaveFocus();
    expect(within(dialog()).getByText('Окно можно закрыть.')).toHaveAttribute('aria-live', 'polite');
    expect(within(dialog()).queryByRole('timer')).toBeNull();
    await user.click(close);
    expect(send).toHaveBeenLastCalledWith({ type: 'DISMISS_ALERT' });
    unmount();
    send.mockClear();
    render(<s.Closable send={send} />);
    await user.keyboard('{Escape}');
    expect(send).toHaveBeenCalledExactlyOnceWith({ type: 'DISMISS_ALERT' });
  });
});
