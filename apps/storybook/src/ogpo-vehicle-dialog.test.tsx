import { useSyncExternalStore } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react';
import { fn } from 'storybook/test';
import { createActor } from 'xstate';
import {
  KZ_REGIONS,
  provideVehicleLookup,
  selectVehicleDialogView,
  vehicleDialogInput,
  vehiclePatch,
  type VehicleDialogCalls,
} from '@sakta/core/ogpo/vehicle';
import { kazakhVehicle, savedKazakhVehicle } from '@sakta/core/testing';
import { VehicleDialog } from '@sakta/ui';
import * as stories from '../stories/ogpo/VehicleDialog.stories';
import { seriousViolations } from './axe';

const all = composeStories(stories);
const button = (name: string | RegExp) => screen.getByRole('button', { name });

describe('Vehicle dialog: every story', () => {
  it.each(Object.entries(all).filter(([name]) => name !== 'Closed'))(
    '%s: titled "Авто", no serious axe violation',
    async (_name, Story) => {
      render(<Story />);
      expect(screen.getByRole('dialog')).toHaveAccessibleName('Авто');
      expect(await seriousViolations()).toEqual([]);
    },
  );

  it('Closed renders nothing', () => {
    render(<all.Closed />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('Vehicle dialog: search', () => {
  it('searches by plate with Enter once something searchable is typed; the value is normalised as typed', async () => {
    const user = userEvent.setup();
    const onQuery = fn();
    const onSearch = fn();
    const { unmount } = render(<all.Search onQuery={onQuery} onSearch={onSearch} />);
    expect(button('Найти')).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /Гос. номер/ }), 'a');
    expect(onQuery).toHaveBeenLastCalledWith({ value: 'A' });
    unmount();
    render(<all.SearchTyped onSearch={onSearch} />);
    expect(button('Найти')).toBeEnabled();
    await user.type(screen.getByRole('textbox', { name: /Гос. номер/ }), '{Enter}');
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it("a listed plate is 'уже указано' and cannot be searched", () => {
    render(<all.SearchListed />);
    expect(screen.getByText('уже указано')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Гос. номер/ })).toHaveAttribute('aria-invalid', 'true');
    expect(button('Найти')).toBeDisabled();
  });

  it('Enter in the VIN field looks the VIN up; the mode can change', async () => {
    const user = userEvent.setup();
    const onSearch = fn();
    const onQuery = fn();
    render(<all.SearchByVin onSearch={onSearch} onQuery={onQuery} />);
    await user.type(screen.getByRole('textbox', { name: /VIN/ }), '{Enter}');
    expect(onSearch).toHaveBeenCalled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Искать по' }), 'certificate');
    expect(onQuery).toHaveBeenCalledWith({ by: 'certificate' });
  });

  it('a failed search keeps the plate and shows the message', () => {
    render(<all.SearchFailed />);
    expect(screen.getByRole('textbox', { name: /Гос. номер/ })).toHaveValue('123ABC02');
    expect(screen.getByRole('alert')).toBeVisible();
  });

  it("found: pick the register's vehicle; not found: 'Авто не найдено' and fill by hand", async () => {
    const user = userEvent.setup();
    const onPick = fn();
    const onCreate = fn();
    const { unmount } = render(<all.Found onPick={onPick} />);
    const list = screen.getByRole('list', { name: 'Найденные ТС' });
    expect(within(list).getByText('Toyota Camry 2019')).toBeVisible();
    await user.click(button('Выбрать Toyota Camry 2019'));
    expect(onPick).toHaveBeenCalledWith(0);
    unmount();
    render(<all.NotFound onCreate={onCreate} />);
    expect(screen.getByText('Авто не найдено')).toBeVisible();
    await user.click(button('Заполнить вручную'));
    expect(onCreate).toHaveBeenCalled();
  });
});

describe('Vehicle dialog: form', () => {
  it("the register's vehicle: every field shown, read-only, the type read-only", () => {
    render(<all.FormFound />);
    const value = (name: RegExp) => screen.getByRole('textbox', { name });
    expect(value(/Гос. номер/)).toHaveValue('123ABC02');
    expect(value(/^VIN/)).toHaveValue('JTNB11HK103456789');
    expect(value(/Марка/)).toHaveValue('Toyota');
    expect(value(/Модель/)).toHaveValue('Camry');
    expect(value(/Год выпуска/)).toHaveValue('2019');
    expect(value(/Цвет/)).toHaveValue('Белый');
    expect(value(/Номер техпаспорта/)).toHaveValue('AA00123456');
    expect(value(/Номер двигателя/)).toHaveValue('2AR1234567');
    expect(value(/Мощность/)).toHaveValue('181');
    expect(value(/Объём/)).toHaveValue('2494');
    expect(value(/Тип ТС/)).toHaveValue('Легковые');
    expect(value(/Тип ТС/)).toHaveAttribute('readonly');
    expect(value(/Марка/)).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Регион регистрации' })).toHaveDisplayValue('г. Алматы');
    expect(screen.getByRole('checkbox', { name: 'Зарегистрировано в крупном городе' })).toBeChecked();
    expect(button('Сохранить')).toBeEnabled();
  });

  it('a vehicle typed by hand takes its type among the OGPO types (3.4); a register vehicle keeps its own', async () => {
    const user = userEvent.setup();
    const onField = fn();
    const { unmount } = render(<all.FormManual onField={onField} />);
    const type = screen.getByRole('combobox', { name: 'Тип ТС' });
    expect(type).toHaveDisplayValue('Легковые');
    expect([...(type as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Легковые',
      'Автобусы до 16 пассажирских мест',
      'Грузовые',
      'Троллейбусы, трамваи',
      'Мототранспорт',
      'Прицепы, полуприцепы',
      'Автобусы свыше 16 пассажирских мест',
      'Воздушный транспорт',
      'Морской транспорт',
      'Железнодорожный транспорт',
      'Спецтехника',
    ]);
    await user.selectOptions(type, 'Грузовые');
    expect(onField).toHaveBeenLastCalledWith('type_id', 6);
    unmount();
    const truck = render(<all.FormManualTruck />);
    expect(screen.getByRole('combobox', { name: 'Тип ТС' })).toHaveDisplayValue('Грузовые');
    truck.unmount();
    render(<all.FormForeignFound />);
    expect(screen.queryByRole('combobox', { name: 'Тип ТС' })).toBeNull();
    expect(screen.getByRole('textbox', { name: /Тип ТС/ })).toHaveAttribute('readonly');
  });

  it('a Kazakh vehicle without registration shows the spec message', () => {
    render(<all.FormUnregistered />);
    expect(
      screen.getByText('По данному ТС нет регистрации. Уточните данные в центре регистрации авто.'),
    ).toBeVisible();
  });

  it('a foreign vehicle is typed by hand: each field reports its edit; submitted incomplete, the reason', async () => {
    const user = userEvent.setup();
    const onField = fn();
    const { unmount } = render(<all.FormManual onField={onField} />);
    expect(screen.getByRole('combobox', { name: 'Регион регистрации' })).toHaveDisplayValue(
      'Иностранная регистрация (временный въезд)',
    );
    await user.type(screen.getByRole('textbox', { name: /Марка/ }), 'L');
    expect(onField).toHaveBeenLastCalledWith('mark', 'L');
    await user.type(screen.getByRole('textbox', { name: /Объём/ }), '1');
    expect(onField).toHaveBeenLastCalledWith('engine.volume', '1');
    unmount();
    render(<all.FormIncomplete />);
    expect(screen.getByText('Пожалуйста, заполните все обязательные поля, чтобы продолжить.')).toBeVisible();
  });

  it('Temporary entry refuses a Kazakh vehicle; a failed save keeps the form with the message', () => {
    const { unmount } = render(<all.TemporaryEntryKazakh />);
    expect(screen.getByRole('alert')).toHaveTextContent('Авто с казахстанской регистрацией не допускается');
    unmount();
    render(<all.SaveRefused />);
    expect(screen.getByText('Сервис ЕСБД временно недоступен')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Гос. номер/ })).toHaveValue('123ABC02');
  });

  it("an edit offers 'Обновить' and 'Отменить'", async () => {
    const user = userEvent.setup();
    const onSubmit = fn();
    const onClose = fn();
    render(<all.Edit onSubmit={onSubmit} onClose={onClose} />);
    await user.click(button('Обновить'));
    expect(onSubmit).toHaveBeenCalled();
    await user.click(button('Отменить'));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('Vehicle dialog with the production machine and its calls', () => {
  it('search -> pick -> save: the saved vehicle is the output; the calls got the normalised request', async () => {
    const user = userEvent.setup();
    const calls: VehicleDialogCalls = {
      get: fn(async () => [kazakhVehicle]),
      set: fn(async () => [savedKazakhVehicle]),
    };
    const actor = createActor(provideVehicleLookup(calls), {
      input: vehicleDialogInput({ product: 1, listed: [] }),
    }).start();
    function Harness() {
      const s = useSyncExternalStore(
        (cb) => actor.subscribe(cb).unsubscribe,
        () => actor.getSnapshot(),
      );
      const view = s.status === 'active' ? selectVehicleDialogView(s) : null;
      return (
        <VehicleDialog
          view={view}
          regions={KZ_REGIONS}
          onQuery={(patch) => actor.send({ type: 'QUERY', patch })}
          onSearch={() => actor.send({ type: 'SEARCH' })}
          onPick={(index) => actor.send({ type: 'PICK', index })}
          onCreate={() => actor.send({ type: 'CREATE' })}
          onReset={() => actor.send({ type: 'RESET' })}
          onField={(field, value) =>
            actor.send({
              type: 'CHANGE',
              patch: vehiclePatch(selectVehicleDialogView(actor.getSnapshot()).record, field, value),
            })
          }
          onSubmit={() => actor.send({ type: 'SUBMIT' })}
          onClose={() => actor.send({ type: 'CLOSE' })}
        />
      );
    }
    render(<Harness />);
    await user.type(screen.getByRole('textbox', { name: /Гос. номер/ }), '123 abc-02{Enter}');
    expect(calls.get).toHaveBeenCalledWith({ filter: { verify: true, isNumber: true }, number: '123ABC02' });
    await user.click(await screen.findByRole('button', { name: /Выбрать/ }));
    await user.click(button('Сохранить'));
    expect(calls.set).toHaveBeenCalledWith([kazakhVehicle]);
    await vi_waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(actor.getSnapshot().output).toEqual({ kind: 'saved', record: savedKazakhVehicle });
  });
});

async function vi_waitFor(check: () => void) {
  const { waitFor } = await import('@testing-library/react');
  await waitFor(check);
}
