import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react';
import { fn } from 'storybook/test';
import * as stories from '../stories/casco/VehicleDialog.stories';
import { seriousViolations } from './axe';

const all = composeStories(stories);

const button = (name: string) => screen.getByRole('button', { name });
/** The footer's Закрыть (the corner's cross is named the same). */
const footerClose = () =>
  within(screen.getByRole('dialog').querySelector('form')!).getByRole('button', { name: 'Закрыть' });
const box = (label: RegExp) => screen.getByRole('textbox', { name: label });
const plate = () => box(/Гос. номер/);
const cost = () => box(/Действительная стоимость/);
const amount = () => box(/Страховая сумма/);

describe('Casco vehicle dialog: every story', () => {
  it.each(Object.entries(all))('%s: titled "Авто", no serious axe violation', async (_name, Story) => {
    render(<Story />);
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Авто');
    expect(await seriousViolations()).toEqual([]);
  });
});

describe('Casco vehicle dialog: a new vehicle', () => {
  it('opens on the plate: the limit left, the amount disabled until the cost, the type read-only, Сохранить disabled', () => {
    render(<all.Empty />);
    expect(plate()).toHaveFocus();
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(
      'Введите VIN или гос. номер и нажмите Enter, чтобы найти ТС, или заполните данные вручную.',
    );
    expect(screen.getByText('Доступный лимит программы: 460 000 000 тг. из 500 000 000 тг.')).toBeVisible();
    expect(cost()).toBeEnabled();
    expect(cost()).toHaveAccessibleDescription('не более 65\u00A0000\u00A0000\u00A0тг.');
    expect(amount()).toBeDisabled();
    expect(amount()).toHaveAccessibleDescription('Сначала укажите действительную стоимость');
    expect(box(/Тип ТС/)).toHaveValue('Грузовые');
    expect(box(/Тип ТС/)).toHaveAttribute('readonly');
    expect(button('Сохранить')).toBeDisabled();
    // nothing is said before a field is left
    expect(screen.queryByText('Обязательное поле')).toBeNull();
  });

  it('marks the required fields: a truck needs its engine number and power, a trailer has none', () => {
    const { unmount } = render(<all.Empty />);
    for (const label of [
      /Гос. номер/,
      /^VIN/,
      /Год выпуска/,
      /Номер техпаспорта/,
      /Номер двигателя/,
      /Мощность/,
    ])
      expect(box(label)).toBeRequired();
    expect(screen.getByRole('combobox', { name: /Регион регистрации/ })).toBeRequired();
    expect(box(/Объём двигателя/)).not.toBeRequired();
    unmount();
    render(<all.Trailer />);
    expect(box(/Номер двигателя/)).not.toBeRequired();
    expect(box(/Мощность/)).not.toBeRequired();
    expect(box(/Тип ТС/)).toHaveValue('Прицепы, полуприцепы');
    expect(screen.getByText('Доступный лимит программы: 500 000 000 тг. из 500 000 000 тг.')).toBeVisible();
  });

  it('Enter in the plate or the VIN sends LOOKUP, not Сохранить; a typed field sends its change and its blur', async () => {
    const user = userEvent.setup();
    const onLookup = fn();
    const onSave = fn();
    const onChange = fn();
    const onBlur = fn();
    render(<all.Empty onLookup={onLookup} onSave={onSave} onChange={onChange} onBlur={onBlur} />);
    await user.type(plate(), 'a');
    expect(onChange).toHaveBeenLastCalledWith('number', 'a');
    await user.keyboard('{Enter}');
    expect(onLookup).toHaveBeenLastCalledWith('number');
    await user.type(box(/^VIN/), '{Enter}');
    expect(onLookup).toHaveBeenLastCalledWith('vin');
    expect(onBlur).toHaveBeenCalledWith('number');
    expect(onSave).not.toHaveBeenCalled();
    // the cost is digits, whatever was typed
    await user.type(cost(), '7');
    expect(onChange).toHaveBeenLastCalledWith('cost', 7);
  });

  it('while the register is asked: the search said, the form busy, Enter sends nothing more', async () => {
    const user = userEvent.setup();
    const onLookup = fn();
    render(<all.LookingUp onLookup={onLookup} />);
    expect(screen.getByRole('status')).toHaveTextContent('Поиск…');
    expect(screen.getByRole('dialog').querySelector('form')).toHaveAttribute('aria-busy', 'true');
    expect(plate()).toHaveValue('456KTA02');
    expect(plate()).toHaveAttribute('readonly');
    await user.type(plate(), '{Enter}');
    expect(onLookup).not.toHaveBeenCalled();
    expect(button('Сохранить')).toBeDisabled();
  });
});

describe('Casco vehicle dialog: the lookup', () => {
  it("found by plate: the register's fields filled, the plate as the view cleaned it, the cost still to type", () => {
    render(<all.FoundByPlate />);
    expect(plate()).toHaveValue('456KTA02');
    expect(box(/^VIN/)).toHaveValue('KMFGA17PPMC123456');
    expect(box(/Марка/)).toHaveValue('Hyundai');
    expect(box(/Модель/)).toHaveValue('HD78');
    expect(box(/Год выпуска/)).toHaveValue('2021');
    expect(box(/Цвет/)).toHaveValue('Белый');
    expect(box(/Номер техпаспорта/)).toHaveValue('AF00223344');
    expect(box(/Дата выдачи техпаспорта/)).toHaveValue('12.04.2021');
    expect(box(/Номер двигателя/)).toHaveValue('D4DD7654321');
    expect(box(/Мощность/)).toHaveValue('140');
    expect(box(/Объём двигателя/)).toHaveValue('3907');
    expect(screen.getByRole('combobox', { name: /Регион регистрации/ })).toHaveDisplayValue('г. Алматы');
    expect(screen.queryByRole('status')).toBeNull();
    expect(amount()).toBeDisabled();
    expect(button('Сохранить')).toBeDisabled();
  });

  it("not found: 'Авто не найдено' under the plate and the VIN, the VIN kept", () => {
    render(<all.NotFound />);
    expect(screen.getByRole('status')).toHaveTextContent('Авто не найдено');
    expect(box(/^VIN/)).toHaveValue('XTC65115AB1234567');
  });

  it("a plate of the policy is refused: 'ТС по 777FRE01 уже есть в списке'", () => {
    render(<all.ListedPlate />);
    expect(screen.getByRole('status')).toHaveTextContent('ТС по 777FRE01 уже есть в списке');
    expect(plate()).toHaveValue('777FRE01');
  });
});

describe("Casco vehicle dialog: 5.2's messages and Сохранить", () => {
  it('the cost above the per-vehicle cap', () => {
    render(<all.CostAboveCap />);
    expect(cost()).toHaveValue('70 000 000');
    expect(cost()).toHaveAttribute('aria-invalid', 'true');
    expect(cost()).toHaveAccessibleDescription(
      'не более 65\u00A0000\u00A0000\u00A0тг. "Действительная стоимость" не должна быть больше 65\u00A0000\u00A0000\u00A0тг.',
    );
    expect(amount()).toBeEnabled();
    expect(button('Сохранить')).toBeDisabled();
  });

  it('the amount above the cost', () => {
    render(<all.AmountAboveCost />);
    expect(amount()).toHaveValue('35 000 000');
    expect(amount()).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText('"Страховая сумма" не должна быть больше "Действительная стоимость"'),
    ).toBeVisible();
    expect(button('Сохранить')).toBeDisabled();
  });

  it('a vehicle older than 10 years, said as soon as the register filled its year', () => {
    render(<all.TooOld />);
    expect(box(/Год выпуска/)).toHaveValue('2014');
    expect(box(/Год выпуска/)).toHaveAccessibleDescription('"Год выпуска" не старше 10 лет');
    expect(button('Сохранить')).toBeDisabled();
  });

  it('special machinery with 5 000 000 left: the cost capped by what is available', () => {
    render(<all.SpecialMachinerySmallLimit />);
    expect(screen.getByText('Доступный лимит программы: 5 000 000 тг. из 200 000 000 тг.')).toBeVisible();
    expect(box(/Тип ТС/)).toHaveValue('Спецтехника');
    expect(cost()).toHaveAccessibleDescription(
      'не более 5\u00A0000\u00A0000\u00A0тг. "Действительная стоимость" не должна быть больше 5\u00A0000\u00A0000\u00A0тг.',
    );
    expect(button('Сохранить')).toBeDisabled();
  });

  it('Сохранить tried incomplete: each required field says so, the form says why', () => {
    render(<all.Incomplete />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Пожалуйста, заполните все обязательные поля, чтобы продолжить.',
    );
    expect(box(/^VIN/)).toHaveAccessibleDescription('Обязательное поле');
    expect(box(/Марка/)).toHaveAttribute('aria-invalid', 'true');
    expect(plate()).not.toHaveAttribute('aria-invalid');
    // the volume is not required
    expect(box(/Объём двигателя/)).not.toHaveAttribute('aria-invalid');
    expect(button('Сохранить')).toBeDisabled();
  });

  it('a valid vehicle: Сохранить enabled and sent; Закрыть and Esc close', async () => {
    const user = userEvent.setup();
    const onSave = fn();
    const onClose = fn();
    render(<all.Valid onSave={onSave} onClose={onClose} />);
    expect(screen.queryByText('Обязательное поле')).toBeNull();
    expect(button('Сохранить')).toBeEnabled();
    await user.click(button('Сохранить'));
    expect(onSave).toHaveBeenCalledOnce();
    await user.click(footerClose());
    expect(onClose).toHaveBeenCalledOnce();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it("an edited vehicle opens with the policy's values and Сохранить enabled", () => {
    render(<all.Editing />);
    expect(plate()).toHaveValue('456KTA02');
    expect(cost()).toHaveValue('30 000 000');
    expect(amount()).toHaveValue('25 000 000');
    expect(screen.getByText('Доступный лимит программы: 460 000 000 тг. из 500 000 000 тг.')).toBeVisible();
    expect(button('Сохранить')).toBeEnabled();
  });
});

describe('Casco vehicle dialog: live', () => {
  it('types a plate, finds the truck with Enter, prices it and saves it', async () => {
    const user = userEvent.setup();
    render(<all.Live />);
    await user.type(plate(), '456 kta 02');
    expect(plate()).toHaveValue('456KTA02');
    await user.keyboard('{Enter}');
    expect(await screen.findByDisplayValue('Hyundai', {}, { timeout: 3000 })).toBeVisible();
    await user.type(cost(), '30000000');
    expect(cost()).toHaveValue('30 000 000');
    await user.type(amount(), '25000000');
    await user.click(button('Сохранить'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText(/"kind": "saved"/)).toBeInTheDocument();
  });
});
