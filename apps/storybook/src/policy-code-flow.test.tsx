import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react';
import { fn } from 'storybook/test';
import * as stories from '../stories/screens/PolicyCodeFlow.stories';
import { seriousViolations } from './axe';

/** The policy list's operator-error and termination flows over their stories (spec part 2 sections 4.5, 8, 9). */
const s = composeStories(stories);
const dialog = () => screen.getByRole('region', { name: /^(Ошибка оператора|Расторжение)$/ });

describe('the list code flows', () => {
  it("step 0: the operator-error modal sends the code with 'Отправить код'", async () => {
    const onSend = fn();
    const user = userEvent.setup();
    render(<s.OperatorErrorSend onSend={onSend} />);
    expect(dialog()).toHaveAccessibleName('Ошибка оператора');
    await user.click(within(dialog()).getByRole('button', { name: 'Отправить код' }));
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(await seriousViolations()).toEqual([]);
  });

  it('step 1: where the code went, the resend locked for 1:30, confirm disabled; step 2: confirm', async () => {
    const { unmount } = render(<s.CodeSent />);
    expect(within(dialog()).getByText(/\+7\(701\) \*\*\*-\*\*17/)).toBeInTheDocument();
    expect(within(dialog()).getByRole('timer')).toHaveTextContent('01:30');
    expect(within(dialog()).getByRole('button', { name: 'Подтвердить' })).toBeDisabled();
    expect(await seriousViolations()).toEqual([]);
    unmount();
    const onVerify = fn();
    const user = userEvent.setup();
    render(<s.CodeComplete onVerify={onVerify} />);
    await user.click(within(dialog()).getByRole('button', { name: 'Подтвердить' }));
    expect(onVerify).toHaveBeenCalledTimes(1);
  });

  it('a refused code: back to step 1 with the message, the code cleared', () => {
    render(<s.WrongCode />);
    expect(within(dialog()).getByText('Неверный код')).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: 'Подтвердить' })).toBeDisabled();
  });

  it("termination: 'Расторжение', then 'Сумма возврата' with the sum", async () => {
    const { unmount } = render(<s.TerminationSend />);
    expect(dialog()).toHaveAccessibleName('Расторжение');
    unmount();
    render(<s.TerminationRefund />);
    expect(within(dialog()).getByText('Сумма возврата')).toBeInTheDocument();
    expect(within(dialog()).getByText('12 345,60 тг.')).toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);
  });

  it("the parameter guards: 'Параметр ID не указан!' and 'Параметр Global не указано!'", () => {
    const { unmount } = render(<s.MissingId />);
    expect(within(dialog()).getByText('Параметр ID не указан!')).toBeInTheDocument();
    expect(within(dialog()).queryByRole('button', { name: 'Отправить код' })).toBeNull();
    unmount();
    render(<s.MissingGlobal />);
    expect(within(dialog()).getByText('Параметр Global не указано!')).toBeInTheDocument();
  });
});
