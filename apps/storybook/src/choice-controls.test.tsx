// Component tests of the native choice controls: the radio group (native radios in a radiogroup) and the switch
// (a button with role switch): roles, names, states, keyboard and axe.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react';
import { fn } from 'storybook/test';
import { RadioGroup, RadioGroupItem, Switch } from '@sakta/ui';
import * as switchStories from '../stories/primitives/Switch.stories';
import { seriousViolations } from './axe';

const Switches = composeStories(switchStories);

function Payment(props: { onValueChange?: (value: string) => void; defaultValue?: string }) {
  return (
    <>
      <button type="button">before</button>
      <RadioGroup aria-label="Оплата" {...props}>
        <RadioGroupItem value="cash" label="Наличные" />
        <RadioGroupItem value="otp" label="ОТП" disabled />
        <RadioGroupItem value="card" label="Карта" />
      </RadioGroup>
      <button type="button">after</button>
    </>
  );
}

describe('RadioGroup (native radios)', () => {
  it('is a radiogroup of radios named by their labels, sharing one generated name', () => {
    render(<Payment defaultValue="cash" />);
    const group = screen.getByRole('radiogroup', { name: 'Оплата' });
    expect(group).toHaveAttribute('aria-orientation', 'horizontal');
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('name'))).toEqual(Array(3).fill(radios[0]!.getAttribute('name')));
    expect(screen.getByRole('radio', { name: 'Наличные' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Наличные' })).toHaveAttribute('data-state', 'checked');
    expect(screen.getByRole('radio', { name: 'Карта' })).toHaveAttribute('data-state', 'unchecked');
    expect(screen.getByRole('radio', { name: 'ОТП' })).toBeDisabled();
  });

  it('arrows select the next enabled radio (skipping a disabled one) and wrap; Tab leaves as one stop', async () => {
    const onValueChange = fn();
    const user = userEvent.setup();
    render(<Payment defaultValue="cash" onValueChange={onValueChange} />);
    await user.click(screen.getByRole('button', { name: 'before' }));
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Наличные' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Карта' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Карта' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Наличные' })).not.toBeChecked();
    expect(onValueChange).toHaveBeenLastCalledWith('card');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Наличные' })).toBeChecked();
    expect(onValueChange).toHaveBeenLastCalledWith('cash');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Карта' })).toBeChecked();
    await user.tab();
    expect(screen.getByRole('button', { name: 'after' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('radio', { name: 'Карта' })).toHaveFocus();
  });

  it('controlled: a choice is reported, and shown only once the owner takes it', async () => {
    const onValueChange = fn();
    const user = userEvent.setup();
    render(
      <RadioGroup aria-label="Убытки" value="no" onValueChange={onValueChange}>
        <RadioGroupItem value="yes" label="Да" />
        <RadioGroupItem value="no" label="Нет" />
      </RadioGroup>,
    );
    await user.click(screen.getByText('Да'));
    expect(onValueChange).toHaveBeenLastCalledWith('yes');
    expect(screen.getByRole('radio', { name: 'Нет' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Да' })).not.toBeChecked();
  });

  it('nothing chosen yet: no radio is checked; required and disabled reach the group and every radio', () => {
    render(
      <RadioGroup aria-label="Убытки" required disabled>
        <RadioGroupItem value="yes" label="Да" />
        <RadioGroupItem value="no" label="Нет" />
      </RadioGroup>,
    );
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-required', 'true');
    for (const radio of screen.getAllByRole('radio')) {
      expect(radio).not.toBeChecked();
      expect(radio).toBeDisabled();
      expect(radio).toBeRequired();
    }
  });

  it('has no serious axe violations', async () => {
    const { container } = render(<Payment defaultValue="card" />);
    expect(await seriousViolations(container)).toEqual([]);
  });
});

describe('Switch (button with role switch)', () => {
  it('is a switch named by its label with its state in aria-checked and data-state', () => {
    render(<Switches.Off />);
    const resident = screen.getByRole('switch', { name: 'Резидент' });
    expect(resident).not.toBeChecked();
    expect(resident).toHaveAttribute('type', 'button');
    expect(resident).toHaveAttribute('data-state', 'unchecked');
  });

  it('Space and Enter toggle it, a click on it or on its label text too', async () => {
    const onCheckedChange = fn();
    const user = userEvent.setup();
    render(<Switches.Off onCheckedChange={onCheckedChange} />);
    const resident = screen.getByRole('switch', { name: 'Резидент' });
    await user.tab();
    expect(resident).toHaveFocus();
    await user.keyboard(' ');
    expect(resident).toBeChecked();
    expect(resident).toHaveAttribute('data-state', 'checked');
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    await user.keyboard('{Enter}');
    expect(resident).not.toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
    await user.click(resident);
    expect(resident).toBeChecked();
    await user.click(screen.getByText('Резидент'));
    expect(resident).not.toBeChecked();
    expect(onCheckedChange).toHaveBeenCalledTimes(4);
  });

  it('controlled: a toggle is reported, and shown only once the owner takes it', async () => {
    const onCheckedChange = fn();
    const user = userEvent.setup();
    render(<Switch aria-label="Доступен" checked onCheckedChange={onCheckedChange} />);
    await user.click(screen.getByRole('switch', { name: 'Доступен' }));
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
    expect(screen.getByRole('switch', { name: 'Доступен' })).toBeChecked();
  });

  it('disabled: it cannot be toggled', async () => {
    const onCheckedChange = fn();
    const user = userEvent.setup();
    render(<Switches.Disabled onCheckedChange={onCheckedChange} />);
    const resident = screen.getByRole('switch', { name: 'Резидент' });
    expect(resident).toBeDisabled();
    await user.click(resident);
    expect(resident).toBeChecked();
    expect(onCheckedChange).not.toHaveBeenCalled();
  });

  it.each(['Off', 'On', 'Disabled'] as const)('%s: no serious axe violations', async (name) => {
    const Story = Switches[name];
    const { container } = render(<Story />);
    expect(await seriousViolations(container)).toEqual([]);
  });
});
