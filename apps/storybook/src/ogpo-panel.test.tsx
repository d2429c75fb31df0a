import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react';
import { fn } from 'storybook/test';
import * as stories from '../stories/ogpo/panel-contract.stories';
import {
  CARD_URL,
  DRAFT_ID,
  INVOICE,
  KASPI_URL,
  MAIL_TO,
  PAYMENT_PHONE,
  PREMIUM_TEXT,
  TRANSFER_URL,
} from '../stories/ogpo/panel-fixtures';
import { formatKzt } from '@sakta/core';
import { PODFT_REFUSAL } from '../stories/fixtures-ogpo';
import { seriousViolations } from './axe';

/** The OGPO contract panel over its stories (the policy machine replayed): what a seller sees, what each control sends. */
const s = composeStories(stories);

const panel = () => screen.getByRole('region', { name: 'Договор' });
const field = (name: string) => within(panel()).getByLabelText(name, { exact: false });
const button = (name: string) => within(panel()).getByRole('button', { name });
/** The panel's action buttons (the date field's calendar opener is part of the field). */
const buttonNames = () =>
  within(panel())
    .queryAllByRole('button')
    .filter((b) => b.getAttribute('aria-label') !== 'Открыть календарь')
    .map((b) => b.textContent);
const PAY = ['Перечисление', 'Оплатить картой', 'Kaspi'];
const OTP_HINT = 'Подтвердите код, отправленный страхователю';

describe('the OGPO contract panel', () => {
  it.each(Object.entries(s))('%s: the panel "Договор", no serious axe violation', async (_name, Story) => {
    render(<Story />);
    expect(panel()).toBeVisible();
    expect(await seriousViolations()).toEqual([]);
  });

  it('opens on tomorrow for 12 months, and says why it cannot calculate yet', () => {
    render(<s.Empty />);
    expect(field('Дата начала')).toHaveValue('26.11.2026');
    expect(field('Дата окончания')).toHaveValue('25.11.2027');
    const hints = within(panel()).getByRole('list', { name: 'Что осталось сделать' });
    expect(
      within(hints)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Добавьте страхователя', 'Добавьте водителя', 'Добавьте транспортное средство']);
    expect(button('Рассчитать')).toBeDisabled();
    expect(button('Рассчитать')).toHaveAccessibleDescription(
      'Добавьте страхователя Добавьте водителя Добавьте транспортное средство',
    );
  });

  it('a manager sees the term read-only; the payment phone of a person is required', () => {
    render(<s.Seller />);
    expect(field('Срок')).toHaveValue('на 12 месяцев');
    expect(field('Срок')).toHaveAttribute('readonly');
    expect(field('Телефон для оплаты')).toBeRequired();
    expect(buttonNames()).toEqual(['Рассчитать', 'Сохранить черновик']);
    expect(button('Рассчитать')).toBeEnabled();
  });

  it('sends the treaty date, the masked payment phone, calculate and save draft', async () => {
    const user = userEvent.setup();
    const send = fn();
    render(<s.Seller send={send} />);
    // issue 30 item 16: the first day of cover is the one date field, typed as ДД.ММ.ГГГГ
    await user.clear(field('Дата начала'));
    await user.type(field('Дата начала'), '01122026');
    expect(field('Дата начала')).toHaveValue('01.12.2026');
    expect(send).toHaveBeenLastCalledWith({ type: 'SET_TREATY_DATE', date: '2026-12-01' });
    await user.type(field('Телефон для оплаты'), '+77012345678');
    expect(send).toHaveBeenLastCalledWith({ type: 'SET_PAYMENT_PHONE', phone: PAYMENT_PHONE });
    await user.click(button('Рассчитать'));
    expect(send).toHaveBeenLastCalledWith({ type: 'CALCULATE' });
    await user.click(button('Сохранить черновик'));
    expect(send).toHaveBeenLastCalledWith({ type: 'SAVE_DRAFT' });
  });

  it('lets the administrator choose the term; Temporary entry counts in days', async () => {
    const user = userEvent.setup();
    const send = fn();
    const { unmount } = render(<s.AdministratorTerm send={send} />);
    const term = within(panel()).getByRole('combobox', { name: 'Срок' });
    expect(term).toHaveDisplayValue('на 12 месяцев');
    await user.selectOptions(term, 'на 6 месяцев');
    expect(send).toHaveBeenLastCalledWith({ type: 'SET_TERM', term: { unit: 'month', count: 6 } });
    unmount();
    render(<s.TemporaryEntry />);
    expect(within(panel()).getByRole('combobox', { name: 'Срок' })).toHaveDisplayValue('на 5 дней');
    expect(field('Дата окончания')).toHaveValue('30.11.2026');
  });

  it('marks a first day of cover before tomorrow', () => {
    render(<s.DateBeforeTomorrow />);
    expect(field('Дата начала')).toBeInvalid();
    expect(field('Дата начала')).toHaveAccessibleDescription(
      'Дата начала не может быть раньше завтрашнего дня',
    );
    expect(button('Рассчитать')).toBeDisabled();
  });

  it('locks everything while the parties are verified and the premium calculated, and says so', () => {
    const { unmount } = render(<s.Verifying />);
    expect(panel()).toHaveAttribute('aria-busy', 'true');
    expect(field('Дата начала')).toBeDisabled();
    expect(field('Телефон для оплаты')).toBeDisabled();
    expect(button('Рассчитать')).toHaveAttribute('aria-busy', 'true');
    expect(within(panel()).getByText('Проверка участников договора…')).toHaveAttribute('role', 'status');
    unmount();
    render(<s.Calculating />);
    expect(within(panel()).getByText('Расчёт премии…')).toBeVisible();
  });

  it("offers 'Проверить снова' while a party awaits the compliance decision", async () => {
    const send = fn();
    render(<s.PodftWaiting send={send} />);
    expect(buttonNames()).toEqual(['Проверить снова', 'Сохранить черновик']);
    expect(within(panel()).getByRole('list', { name: 'Что осталось сделать' })).toHaveTextContent(
      'Клиент или транспорт на проверке ПОДФТ',
    );
    await userEvent.click(button('Проверить снова'));
    expect(send).toHaveBeenLastCalledWith({ type: 'VERIFY' });
  });

  it("a refused insurer: the officer's message once, 'Рассчитать' held, and what the seller can do (issue 44 item 1)", () => {
    render(<s.PodftRefused />);
    expect(within(panel()).getByRole('alert')).toHaveTextContent(PODFT_REFUSAL);
    expect(within(panel()).queryByText(/Проверка пройдена/)).toBeNull();
    const refusal =
      'Отказано по результатам проверки ПОДФТ: Сагинтаев Нурлан Маратович. Замените этого участника договора или прекратите оформление.';
    expect(within(panel()).getByRole('list', { name: 'Что осталось сделать' })).toHaveTextContent(refusal);
    expect(button('Рассчитать')).toBeDisabled();
    expect(button('Рассчитать')).toHaveAccessibleDescription(refusal);
    // the draft saved once, with the refusal
    expect(within(panel()).getByText('Сохранено').closest('[role="status"]')).toHaveTextContent(
      `Черновик №${DRAFT_ID}`,
    );
  });

  it('announces a verification that timed out, and shows the draft it saved', () => {
    render(<s.VerifyTimedOut />);
    expect(within(panel()).getByRole('alert')).toHaveTextContent(
      'Время ожидания ответа от сервера истекло. Попробуйте снова.',
    );
    const saved = within(panel()).getByText('Сохранено').closest('[role="status"]');
    expect(saved).toHaveTextContent(`Черновик №${DRAFT_ID}`);
  });

  it('calculated: the premium, the calculation date, the payment phone to give and the code to send', async () => {
    render(<s.Calculated />);
    expect(within(panel()).getByText('Премия').nextElementSibling?.textContent).toBe(PREMIUM_TEXT);
    expect(within(panel()).getByText('Дата расчёта').nextElementSibling).toHaveTextContent(
      '25.11.2026 11:05',
    );
    expect(field('Телефон для оплаты')).toHaveValue('+7');
    expect(field('Телефон для оплаты')).toHaveAccessibleDescription('Укажите телефон для оплаты');
    const code = within(panel()).getByRole('region', { name: 'Подтверждение страхователя' });
    expect(within(code).getByRole('button', { name: 'Отправить код' })).toBeEnabled();
    for (const name of PAY) expect(button(name)).toBeDisabled();
    // the phone's error is said under its field, not again under the buttons
    expect(button('Kaspi')).toHaveAccessibleDescription(OTP_HINT);
  });

  it("the code by SMS says 'СМС отправлена'; by mail 'Письмо отправлено' and asks the code from the letter", () => {
    const { unmount } = render(<s.CodeSent />);
    const code = () => within(panel()).getByRole('region', { name: 'Подтверждение страхователя' });
    expect(within(code()).getByText(/^СМС отправлена на номер/)).toHaveTextContent(
      'СМС отправлена на номер +7(701) 234-5603',
    );
    expect(within(code()).getByRole('textbox', { name: /Код из SMS/ })).toBeVisible();
    unmount();
    render(<s.CodeSentByMail />);
    expect(within(code()).getByText(/^Письмо отправлено/)).toHaveTextContent(
      `Письмо отправлено на адрес ${MAIL_TO}`,
    );
    expect(within(code()).getByRole('textbox', { name: /Код из письма/ })).toBeVisible();
  });

  it("a rewrite calculated: the premium, the old policy's premium deducted, what is to pay", () => {
    render(<s.RewriteCalculated />);
    const value = (label: string) => within(panel()).getByText(label).nextElementSibling?.textContent;
    expect(value('Премия')).toBe(formatKzt(53_379));
    expect(value('Зачёт премии прежнего полиса')).toBe(`− ${formatKzt(45_753)}`);
    expect(value('К доплате')).toBe(formatKzt(7_626));
  });

  it('the code sent: its field and countdown; payment waits for it', () => {
    render(<s.CodeSent />);
    const code = within(panel()).getByRole('region', { name: 'Подтверждение страхователя' });
    expect(within(code).getByRole('textbox', { name: /Код/ })).toBeVisible();
    expect(within(code).getByRole('timer')).toHaveTextContent('00:54');
    expect(button('Перечисление')).toHaveAccessibleDescription(OTP_HINT);
  });

  it('pays by transfer, by card or by Kaspi once the code is confirmed', async () => {
    const user = userEvent.setup();
    const send = fn();
    render(<s.CodeConfirmed send={send} />);
    // the spec's words (section 8)
    expect(within(panel()).getByText('Код подтвержден')).toBeVisible();
    for (const name of PAY) await user.click(button(name));
    expect(send.mock.calls.map((c) => c[0])).toEqual([
      { type: 'CHECKOUT', method: 'transfer' },
      { type: 'CHECKOUT', method: 'card' },
      { type: 'CHECKOUT', method: 'kaspi' },
    ]);
  });

  it('spins on the chosen payment while the invoice is issued, and announces its failure', () => {
    const { unmount } = render(<s.CheckingOut />);
    expect(button('Перечисление')).toHaveAttribute('aria-busy', 'true');
    expect(button('Kaspi')).toBeDisabled();
    expect(within(panel()).getByText('Выставление счёта…')).toBeVisible();
    unmount();
    render(<s.CheckoutFailed />);
    expect(within(panel()).getByRole('alert')).toHaveTextContent(
      'Ошибка выставления счета, попробуйте ещё раз.',
    );
    expect(button('Перечисление')).toBeEnabled();
  });

  it('a transfer: the invoice, its bank page in a new tab, and the payment check', async () => {
    const send = fn();
    render(<s.AwaitingTransfer send={send} />);
    const payment = within(panel()).getByRole('region', { name: 'Оплата' });
    expect(payment).toHaveTextContent('Перечисление по счёту');
    expect(payment).toHaveTextContent(`Счёт №${INVOICE}`);
    const link = within(payment).getByRole('link', { name: /Открыть страницу оплаты/ });
    expect(link).toHaveAttribute('href', TRANSFER_URL);
    expect(link).toHaveAttribute('target', '_blank');
    expect(field('Дата начала')).toBeDisabled();
    expect(buttonNames()).toEqual(['Сохранить черновик', 'Проверить оплату']);
    expect(button('Сохранить черновик')).toBeDisabled();
    await userEvent.click(button('Проверить оплату'));
    expect(send).toHaveBeenLastCalledWith({ type: 'CHECK_PAYMENT' });
  });

  it('a card opens /epay/{id}; Kaspi its own page', () => {
    const { unmount } = render(<s.AwaitingCard />);
    expect(screen.getByRole('link', { name: /Открыть страницу оплаты/ })).toHaveAttribute('href', CARD_URL);
    expect(screen.getByRole('region', { name: 'Оплата' })).toHaveTextContent('Оплата картой');
    unmount();
    render(<s.AwaitingKaspi />);
    expect(screen.getByRole('link', { name: /Открыть страницу оплаты/ })).toHaveAttribute('href', KASPI_URL);
  });

  it('checking the payment spins; nothing found says so politely; a failure is announced', () => {
    const { unmount } = render(<s.CheckingPayment />);
    expect(button('Проверить оплату')).toHaveAttribute('aria-busy', 'true');
    expect(within(panel()).getByText('Проверка оплаты…')).toBeVisible();
    unmount();
    const waiting = render(<s.Waiting />);
    const text = within(panel()).getByText('Оплата ещё не поступила. Проверьте позже.');
    expect(text.closest('[aria-live="polite"]')).not.toBeNull();
    expect(within(panel()).queryByRole('alert')).toBeNull();
    waiting.unmount();
    render(<s.PaymentCheckFailed />);
    expect(within(panel()).getByRole('alert')).toHaveTextContent(
      'Ошибка проверки оплаты, попробуйте ещё раз.',
    );
    expect(button('Проверить оплату')).toBeEnabled();
  });

  it("saving a draft spins, then 'Сохранено' with the draft's number", () => {
    const { unmount } = render(<s.DraftSaving />);
    expect(button('Сохранить черновик')).toHaveAttribute('aria-busy', 'true');
    unmount();
    render(<s.DraftSaved />);
    const saved = within(panel()).getByText('Сохранено').closest('[role="status"]');
    expect(saved).toHaveTextContent(`Черновик №${DRAFT_ID}`);
  });

  it('when a call ends, the focus goes to what came of it; a first render takes no focus', async () => {
    const user = userEvent.setup();
    const { rerender, unmount } = render(<s.Seller />);
    expect(document.body).toHaveFocus();
    await user.click(button('Рассчитать'));
    rerender(<s.Seller {...s.Verifying.args} />);
    rerender(<s.Seller {...s.Calculating.args} />);
    // the button that started it is gone: the premium
    rerender(<s.Seller {...s.Calculated.args} />);
    expect(within(panel()).getByText('Премия').closest('dl')).toHaveFocus();
    unmount();
    const paying = render(<s.CodeConfirmed />);
    await user.click(button('Перечисление'));
    paying.rerender(<s.CodeConfirmed {...s.CheckingOut.args} />);
    expect(button('Перечисление')).toHaveFocus();
    paying.rerender(<s.CodeConfirmed {...s.AwaitingTransfer.args} />);
    expect(within(panel()).getByRole('region', { name: 'Оплата' })).toHaveFocus();
  });

  it("a draft asked for and not found: 'Черновик не найден' as a warning, the policy empty", () => {
    render(<s.DraftMissing />);
    const notice = within(panel()).getByText('Черновик не найден').closest('[data-variant]');
    expect(notice).toHaveAttribute('data-variant', 'warning');
    expect(button('Рассчитать')).toBeDisabled();
  });

  it('issued: no action left, everything read-only', () => {
    render(<s.Issued />);
    expect(buttonNames()).toEqual([]);
    expect(field('Телефон для оплаты')).toBeDisabled();
  });
});
