import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react';
import { fn } from 'storybook/test';
import * as stories from '../stories/casco/ContractPanel.stories';
import { seriousViolations } from './axe';

/**
 * The casco contract panel over its stories (the casco machine replayed): the FI words ('Проверить', 'Epay',
 * 'Сохранить как черновик', 'Открыть страница оплаты'), casco's hints (the vehicle, the loan number, the appraisal
 * report, the confirmations, the vehicles to fix), a refused calculation's message, and which button a seller may
 * press.
 */
const s = composeStories(stories);

const panel = () => screen.getByRole('region', { name: 'Договор' });
const button = (name: string) => within(panel()).getByRole('button', { name });
/** The panel's action buttons, '(off)' after a disabled one (the date fields' calendar openers left out). */
const actions = () =>
  within(panel())
    .queryAllByRole('button')
    .filter((b) => b.getAttribute('aria-label') !== 'Открыть календарь')
    .map((b) => `${b.textContent}${(b as HTMLButtonElement).disabled ? ' (off)' : ''}`);
const hints = () =>
  within(within(panel()).getByRole('list', { name: 'Что осталось сделать' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

const CONFIRMATIONS = [
  'Отметьте согласие страхователя с условиями страхования',
  'Укажите, были ли убытки за последние 3 года',
  'Отметьте, что транспортные средства соответствуют условиям программы',
];

describe('the casco contract panel', () => {
  it.each(Object.entries(s).filter(([name]) => name !== 'Issued'))(
    '%s: the panel "Договор", no serious axe violation',
    async (_name, Story) => {
      render(<Story />);
      expect(panel()).toBeVisible();
      expect(await seriousViolations()).toEqual([]);
    },
  );

  it("verifies first: 'Проверить' disabled with casco's reasons, then enabled, and it sends VERIFY", async () => {
    const { unmount } = render(<s.Empty />);
    expect(actions()).toEqual(['Проверить (off)', 'Сохранить как черновик (off)']);
    expect(button('Проверить')).toHaveAccessibleDescription(
      [
        'Добавьте страхователя',
        'Добавьте застрахованного или отметьте, что страхователь является застрахованным',
        'Добавьте выгодоприобретателя',
        'Добавьте транспортное средство',
        'Укажите номер займа',
        'Укажите акт оценки',
        ...CONFIRMATIONS,
      ].join(' '),
    );
    expect(within(panel()).getByLabelText('Срок')).toHaveValue('month:12');
    unmount();
    const second = render(<s.ConditionsAsked />);
    expect(actions()).toEqual(['Проверить (off)', 'Сохранить как черновик']);
    expect(hints()).toEqual(['Укажите номер займа', 'Укажите акт оценки', ...CONFIRMATIONS]);
    second.unmount();
    const send = fn();
    render(<s.ReadyToVerify send={send} />);
    expect(actions()).toEqual(['Проверить', 'Сохранить как черновик']);
    await userEvent.click(button('Проверить'));
    expect(send).toHaveBeenCalledWith({ type: 'VERIFY' });
    await userEvent.click(button('Сохранить как черновик'));
    expect(send).toHaveBeenLastCalledWith({ type: 'SAVE_DRAFT' });
  });

  it("tells a legal entity's seller the signatory is still to be filled, and any seller the vehicles to fix", () => {
    const { unmount } = render(<s.SignatoryHint />);
    expect(hints()).toEqual(['Заполните данные подписанта страхователя']);
    unmount();
    render(<s.VehiclesInvalid />);
    expect(hints()).toEqual(['Исправьте транспортные средства: 2 не проходят проверку']);
  });

  it('verifying locks the panel; a refused party says why and saves a draft; podft waits for the review', () => {
    const first = render(<s.Verifying />);
    expect(actions()).toEqual(['Проверить (off)', 'Сохранить как черновик (off)']);
    expect(panel()).toHaveTextContent('Проверка участников договора…');
    first.unmount();
    const second = render(<s.VerificationFailed />);
    expect(panel()).toHaveTextContent('Клиент не найден в государственной базе данных');
    expect(panel()).toHaveTextContent('Черновик №01JDSAKTA0000000000000C001');
    second.unmount();
    render(<s.PodftWaiting />);
    expect(actions()).toEqual(['Проверить снова', 'Сохранить как черновик']);
    expect(hints()[0]).toMatch(/^Клиент или транспорт на проверке ПОДФТ/);
  });

  it("verified: 'Рассчитать' instead of 'Проверить'; a refused calculation says why and offers it again", async () => {
    const send = fn();
    const { unmount } = render(<s.Verified send={send} />);
    expect(actions()).toEqual(['Рассчитать', 'Сохранить как черновик']);
    await userEvent.click(button('Рассчитать'));
    expect(send).toHaveBeenCalledWith({ type: 'CALCULATE' });
    unmount();
    render(<s.CalculationRefused />);
    expect(actions()).toEqual(['Рассчитать', 'Сохранить как черновик']);
    expect(panel()).toHaveTextContent('ТС 777FRE01: "Год выпуска" не старше 10 лет');
    expect(panel()).not.toHaveTextContent('Премия');
  });

  it('calculated for a person: premium, tariff, Epay and Kaspi at once, a transfer once the payment date is set', async () => {
    const send = fn();
    render(<s.Calculated send={send} />);
    expect(panel()).toHaveTextContent('Премия1 170 000,00 тг.');
    expect(panel()).toHaveTextContent('Тариф1,8000 %');
    expect(actions()).toEqual(['Сохранить как черновик', 'Перечисление (off)', 'Epay', 'Kaspi']);
    expect(hints()).toEqual(['Укажите дату оплаты не раньше завтрашнего дня']);
    expect(within(panel()).getByLabelText(/Телефон для оплаты/)).toHaveValue('+7(701) 512-0128');
    await userEvent.click(button('Epay'));
    expect(send).toHaveBeenCalledWith({ type: 'CHECKOUT', method: 'card' });
  });

  it('calculated for a legal entity: transfer only, enabled once the payment date is chosen', () => {
    const first = render(<s.EntityCalculated />);
    expect(actions()).toEqual(['Сохранить как черновик', 'Перечисление (off)']);
    expect(panel()).toHaveTextContent('Премия450 000,00 тг.');
    first.unmount();
    render(<s.EntityDated />);
    expect(actions()).toEqual(['Сохранить как черновик', 'Перечисление']);
    expect(within(panel()).getByLabelText('Дата оплаты')).toHaveValue('28.11.2026');
  });

  it("once requested: 'Открыть страница оплаты' and 'Проверить оплату'; the waiting text after a check", () => {
    const first = render(<s.AwaitingEpay />);
    expect(actions()).toEqual(['Сохранить как черновик (off)', 'Проверить оплату']);
    expect(within(panel()).getByRole('link', { name: /Открыть страница оплаты/ })).toHaveAttribute(
      'href',
      '/epay/702',
    );
    first.unmount();
    const second = render(<s.AwaitingTransfer />);
    expect(panel()).toHaveTextContent('Счёт №INV-701');
    expect(within(panel()).getByRole('link', { name: /Открыть страница оплаты/ })).toHaveAttribute(
      'href',
      'http://localhost:4100/bank/invoice/INV-701',
    );
    second.unmount();
    const third = render(<s.CheckingPayment />);
    expect(actions()).toEqual(['Сохранить как черновик (off)', 'Проверить оплату (off)']);
    third.unmount();
    render(<s.PaymentWaiting />);
    expect(panel()).toHaveTextContent('Оплата ещё не поступила. Проверьте позже.');
  });

  it("says 'Сохранено' with the draft's number", () => {
    render(<s.DraftSaved />);
    expect(panel()).toHaveTextContent('СохраненоЧерновик №01JDSAKTA0000000000000C001');
  });

  it("ends with 'Договор успешно создан': the numbers, the dates, the premium, the documents", async () => {
    const { container } = render(<s.Issued />);
    expect(screen.getByText('Договор успешно создан')).toBeVisible();
    expect(container).toHaveTextContent('Номер договора26-DSAT-100702');
    expect(container).toHaveTextContent('Глобальный номерKZ-DSAT-2026-0000702');
    expect(container).toHaveTextContent('Дата начала26.11.2026');
    expect(container).toHaveTextContent('Дата окончания25.11.2027');
    expect(container).toHaveTextContent('Премия1 170 000,00 тг.');
    expect(screen.getByRole('button', { name: 'Квитанция' })).toBeEnabled();
    expect(await seriousViolations(container)).toEqual([]);
  });
});
