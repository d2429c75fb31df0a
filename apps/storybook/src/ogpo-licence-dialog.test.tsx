import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react';
import { fn } from 'storybook/test';
import * as stories from '../stories/ogpo/LicenceDialog.stories';
import { seriousViolations } from './axe';

const all = composeStories(stories);
const number = () => screen.getByRole('textbox', { name: /Номер удостоверения/ });
const issued = () => screen.getByLabelText(/Дата выдачи/);

describe("Driver's licence dialog", () => {
  it.each(Object.entries(all))('%s: titled, no serious axe violation', async (_name, Story) => {
    render(<Story />);
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Водительское удостоверение');
    expect(await seriousViolations()).toEqual([]);
  });

  it('reports number and date as typed, submits with Enter, cancels', async () => {
    const user = userEvent.setup();
    const onChange = fn();
    const onSubmit = fn();
    const onClose = fn();
    render(<all.Filled onChange={onChange} onSubmit={onSubmit} onClose={onClose} />);
    expect(number()).toHaveValue('BN123456');
    expect(issued()).toHaveValue('10.06.2005');
    await user.type(number(), '7');
    expect(onChange).toHaveBeenLastCalledWith({ number: 'BN1234567' });
    await user.type(number(), '{Enter}');
    expect(onSubmit).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Отменить' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('both fields required; an issue date after today is refused with the spec text', () => {
    const { unmount } = render(<all.Required />);
    expect(screen.getByText('Укажите номер удостоверения')).toBeVisible();
    expect(screen.getByText('Укажите дату выдачи')).toBeVisible();
    expect(number()).toHaveAttribute('aria-invalid', 'true');
    unmount();
    render(<all.FutureDate />);
    expect(screen.getByText('Дата выдачи не может быть больше текущей.')).toBeVisible();
  });

  it('checking the register: the fields and the button wait', () => {
    render(<all.Checking />);
    expect(number()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Проверка…' })).toBeDisabled();
  });

  it("the register has no such licence: 'Документ по номеру … не найдено.', the number kept", () => {
    render(<all.NotFound />);
    expect(screen.getByRole('alert')).toHaveTextContent('Документ по номеру BN000000 не найдено.');
    expect(number()).toHaveValue('BN000000');
  });

  it('a non-resident is told there is no register lookup; an edit shows the licence given', () => {
    const { unmount } = render(<all.NonResident />);
    expect(screen.getByText('Нерезидент: удостоверение не проверяется в ЕСБД')).toBeVisible();
    unmount();
    render(<all.Edit />);
    expect(number()).toHaveValue('AA654321');
    expect(issued()).toHaveValue('03.09.2012');
  });

  it('issue 30 item 16: the issue date is the ДД.ММ.ГГГГ field, bounded by the machine, whose message stays', () => {
    render(<all.FutureDate />);
    expect(issued()).toHaveAttribute('type', 'text');
    expect(issued()).toHaveAttribute('placeholder', 'ДД.ММ.ГГГГ');
    expect(issued()).toHaveValue('26.11.2026');
    // the machine's own words, not the field's generic bound
    expect(screen.getByText('Дата выдачи не может быть больше текущей.')).toBeVisible();
    expect(screen.queryByText(/Дата не может быть позже/)).toBeNull();
  });
});
