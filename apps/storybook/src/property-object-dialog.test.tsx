import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react';
import { fn } from 'storybook/test';
import * as stories from '../stories/property/ObjectDialog.stories';
import { seriousViolations } from './axe';

const all = composeStories(stories);

const add = () => screen.getByRole('button', { name: 'Добавить' });

describe('Property-object modal', () => {
  it.each(Object.entries(all))('%s: titled, no serious axe violation', async (_name, Story) => {
    render(<Story />);
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Объект страхования');
    expect(await seriousViolations()).toEqual([]);
  });

  it('an immovable object asks its condition, kind and walls; a movable one does not', () => {
    const { unmount } = render(<all.EmptyImmovable />);
    for (const label of ['Состояние объекта', 'Вид объекта', 'Материал стен', 'Номер займа'])
      expect(screen.getByLabelText(new RegExp(label))).toBeVisible();
    expect(add()).toBeDisabled();
    unmount();
    render(<all.EmptyMovable />);
    expect(screen.queryByLabelText(/Материал стен/)).toBeNull();
    expect(screen.getByLabelText(/Регион/)).toBeVisible();
  });

  it("a refused object shows 5.5's messages beside their fields", () => {
    render(<all.Refused />);
    expect(screen.getByText('Год не может быть меньше 1963')).toBeVisible();
    expect(screen.getByText('Выбранный объект не подлежит страхованию')).toBeVisible();
    expect(
      screen.getByText('Объекты с выбранным материалом стен не принимаются на страхование'),
    ).toBeVisible();
    expect(
      screen.getByText('"Страховая сумма" не должна быть больше "Действительная стоимость"'),
    ).toBeVisible();
    expect(screen.getByLabelText(/Год постройки/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Пожалуйста, заполните все обязательные поля, чтобы продолжить.',
    );
    expect(add()).toBeDisabled();
  });

  it('a valid object: Добавить adds, Закрыть closes, Esc clears, a field left reports its blur', async () => {
    const user = userEvent.setup();
    const onSave = fn();
    const onClose = fn();
    const onClear = fn();
    const onBlur = fn();
    const onChange = fn();
    render(
      <all.Valid onSave={onSave} onClose={onClose} onClear={onClear} onBlur={onBlur} onChange={onChange} />,
    );
    expect(screen.getByLabelText(/Режим охраны/)).toHaveValue('round_the_clock');
    expect(screen.getByLabelText(/Действительная стоимость/)).toHaveValue('80 000 000');
    await user.type(screen.getByLabelText(/Страховая сумма/), '5');
    expect(onChange).toHaveBeenLastCalledWith('amount', 600_000_005);
    expect(screen.getByLabelText(/Действующие договоры страхования/, { selector: 'textarea' })).toHaveValue(
      'Договор № 12 в АО «Номад», до 31.12.2026',
    );
    await user.click(add());
    expect(onSave).toHaveBeenCalledOnce();
    await user.type(screen.getByLabelText(/Адрес/), '1');
    expect(onChange).toHaveBeenLastCalledWith('address', 'г. Алматы, ул. Абая, 10, офис 51');
    await user.tab();
    expect(onBlur).toHaveBeenCalledWith('address');
    await user.keyboard('{Escape}');
    expect(onClear).toHaveBeenCalledOnce();
    expect(onClose).not.toHaveBeenCalled();
    // the footer's Закрыть (the corner's cross is named the same)
    const form = screen.getByRole('dialog').querySelector('form')!;
    await user.click(within(form).getByRole('button', { name: 'Закрыть' }));
    expect(onClose).toHaveBeenCalled();
  });
});
