import { useMemo } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react';
import { fn } from 'storybook/test';
import { createActor, type AnyActorRef } from 'xstate';
import { provideTermination, selectTerminationView, type TerminationCalls } from '@sakta/core';
import { TerminationModal } from '@sakta/ui';
import * as stories from '../stories/screens/TerminationModal.stories';
import { SAMPLE_PDF_BASE64 } from '../stories/fixtures-public';
import { MODAL_IBAN, MODAL_POLICY } from '../stories/fixtures-termination-modal';
import { useRunningActor } from '../stories/live-actor';
import { fake } from './pdfjs-fake';
import { seriousViolations } from './axe';

// pdf.js cannot run in jsdom: the viewer gets the fake (the path is ui's dependency).
vi.mock('../../../packages/ui/node_modules/pdfjs-dist', () => import('./pdfjs-fake'));

const all = composeStories(stories);
const NBSP = '\u00A0';

beforeEach(() => fake.reset());

const dialog = () => screen.getByRole('dialog');
/** The value shown for a row of the details list. */
function detail(label: string): string | null {
  const term = within(dialog()).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}
const terminateButton = () => screen.queryByRole('button', { name: /^(Расторгнуть|Расторжение\.\.\.)$/ });

describe('Termination modal: details', () => {
  it('a history item: its details, and the application to open or download; nothing to terminate', async () => {
    const user = userEvent.setup();
    render(<all.HistoryItem />);
    expect(dialog()).toHaveAccessibleName('Расторжение договора OGPO-2025-000456');
    expect(detail('Номер договора')).toBe('OGPO-2025-000456');
    expect(detail('ИИН/БИН страхователя')).toBe('900101300047');
    expect(detail('Продукт')).toBe('ОГПО ВТС');
    expect(detail('Страховая премия')).toBe(`36${NBSP}000,00\u00A0тг.`);
    expect(detail('Сумма возврата')).toBe(`14${NBSP}850,25\u00A0тг.`);
    expect(detail('Способ подписания')).toBe('ОТП');
    expect(detail('Способ возврата')).toBe('Карточный счет');
    expect(detail('Дата создания')).toBe('12.11.2025 09:15');
    expect(detail('Срок действия')).toBe('01.06.2025 – 31.05.2026');
    expect(detail('Статус')).toBe('Расторгнут');
    const download = screen.getByRole('link', { name: 'Скачать: Заявление о досрочном расторжении полиса' });
    expect(download).toHaveAttribute('download', 'Заявление о досрочном расторжении полиса.pdf');
    expect(download.getAttribute('href')).toBe(`data:application/pdf;base64,${SAMPLE_PDF_BASE64}`);
    expect(screen.queryByRole('document')).not.toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: 'Открыть: Заявление о досрочном расторжении полиса' }),
    );
    expect(
      screen.getByRole('document', { name: 'Заявление о досрочном расторжении полиса' }),
    ).toBeInTheDocument();
    await screen.findByRole('img', { name: 'Страница 1 из 2' }, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Рассчитать сумму возврата' })).not.toBeInTheDocument();
    expect(terminateButton()).not.toBeInTheDocument();
  });

  it('a paper and cash history item while its application is fetched; a failed fetch offers Повторить', async () => {
    render(<all.HistoryItemLoadingDocument />);
    expect(detail('Способ подписания')).toBe('Бумажный');
    expect(detail('Способ возврата')).toBe('Наличные');
    expect(screen.getByText('Загрузка документа...')).toBeInTheDocument();
    cleanup();
    const onRetryDocument = fn();
    render(<all.HistoryItemDocumentFailed onRetryDocument={onRetryDocument} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось открыть документ');
    expect(screen.getByRole('alert')).toHaveTextContent('Документ не найден');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onRetryDocument).toHaveBeenCalledTimes(1);
  });

  it("'Закрыть', Esc and a click outside close it", async () => {
    const onClose = fn();
    const user = userEvent.setup();
    const { unmount } = render(<all.HistoryItem onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    unmount();
    render(<all.HistoryItem onClose={onClose} />);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    cleanup();
    render(<all.HistoryItem onClose={onClose} />);
    await user.click(document.querySelector('[data-slot="dialog-overlay"]')!);
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('a result that cannot be terminated: details and a warning only', () => {
    render(<all.NotTerminable />);
    expect(dialog()).toHaveAccessibleName('Договор OGPO-2026-000123');
    expect(detail('Страхователь')).toBe('Сапарова Динара Ермековна');
    expect(screen.getByText('Договор в этом статусе не может быть расторгнут')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Рассчитать сумму возврата' })).not.toBeInTheDocument();
  });
});

describe('Termination modal: calculation', () => {
  it("'Рассчитать сумму возврата', then 'Идет калькуляция...', then a failure with its message", async () => {
    const onEvent = fn();
    const user = userEvent.setup();
    const { unmount } = render(<all.NotCalculated onEvent={onEvent} />);
    await user.click(screen.getByRole('button', { name: 'Рассчитать сумму возврата' }));
    expect(onEvent).toHaveBeenCalledWith({ type: 'CALCULATE' });
    expect(terminateButton()).not.toBeInTheDocument();
    unmount();
    const calc = render(<all.Calculating />);
    expect(screen.getByRole('button', { name: 'Идет калькуляция...' })).toBeDisabled();
    calc.unmount();
    render(<all.CalculationFailed />);
    expect(screen.getByRole('alert')).toHaveTextContent('Срок действия договора истек');
    expect(screen.getByRole('button', { name: 'Рассчитать сумму возврата' })).toBeEnabled();
  });

  it("refund 0: 'Заполните данные корректно' and no 'Расторгнуть'", () => {
    render(<all.RefundZero />);
    expect(detail('Сумма возврата')).toBe(`0,00\u00A0тг.`);
    expect(screen.getByText('Заполните данные корректно')).toBeInTheDocument();
    expect(terminateButton()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Сформировать заявление' })).toBeDisabled();
  });
});

describe('Termination modal: the form', () => {
  it('defaults: cash, paper, early termination, the client as beneficiary; refund and commission shown', async () => {
    const onEvent = fn();
    const user = userEvent.setup();
    render(<all.FormCashPaper onEvent={onEvent} />);
    expect(detail('Сумма возврата')).toBe(`26${NBSP}450,75\u00A0тг.`);
    expect(detail('Комиссия')).toBe(`2${NBSP}645,08\u00A0тг.`);
    expect(screen.getByRole('radio', { name: 'Наличные' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Бумажный' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Причина расторжения' })).toHaveValue('00000000011');
    expect(screen.getByRole('textbox', { name: 'ИИН получателя' })).toHaveValue('850312400123');
    expect(screen.getByRole('textbox', { name: /^Фамилия/ })).toHaveValue('Сапарова');
    expect(screen.getByRole('textbox', { name: /^Имя/ })).toHaveValue('Динара');
    expect(screen.queryByRole('textbox', { name: /IBAN/ })).not.toBeInTheDocument();
    // valid: 'Расторгнуть' shown; without a document it says so
    expect(terminateButton()).toBeEnabled();
    expect(terminateButton()).toHaveAccessibleDescription('Необходимо сформировать документ');

    await user.click(screen.getByRole('radio', { name: 'Карточный счет' }));
    expect(onEvent).toHaveBeenLastCalledWith({ type: 'EDIT', field: 'returnType', value: 2 });
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Причина расторжения' }),
      'Смерть страхователя',
    );
    expect(onEvent).toHaveBeenLastCalledWith({
      type: 'EDIT',
      field: 'rescindingReason',
      value: '00000000020',
    });
    await user.click(screen.getByRole('radio', { name: 'ОТП' }));
    expect(onEvent).toHaveBeenLastCalledWith({ type: 'SET_SIGNIN', value: 1 });
    await user.type(screen.getByRole('textbox', { name: /^Отчество/ }), 'а');
    expect(onEvent).toHaveBeenLastCalledWith({
      type: 'EDIT',
      field: 'beneficiary.patronymic',
      value: 'Ермековнаа',
    });
    await user.click(screen.getByRole('button', { name: 'Сформировать заявление' }));
    expect(onEvent).toHaveBeenLastCalledWith({ type: 'GENERATE' });
    await user.click(terminateButton()!);
    expect(onEvent).toHaveBeenLastCalledWith({ type: 'TERMINATE' });
  });

  it('card: the bank block with BIK and bank filled from the IBAN; typing and leaving the IBAN are reported', async () => {
    const onEvent = fn();
    const user = userEvent.setup();
    render(<all.CardBankFilled onEvent={onEvent} />);
    const iban = screen.getByRole('textbox', { name: /ИИК \(IBAN\)/ });
    expect(iban).toHaveValue(MODAL_IBAN);
    expect(screen.getByRole('textbox', { name: 'БИК' })).toHaveValue('CASPKZKA');
    expect(screen.getByRole('textbox', { name: 'Наименование банка' })).toHaveValue('АО «KASPI BANK»');
    expect(screen.getByRole('combobox', { name: 'КБе' })).toHaveValue('19');
    expect(terminateButton()).toBeEnabled();
    await user.type(iban, '9');
    expect(onEvent).toHaveBeenLastCalledWith({ type: 'EDIT', field: 'bank.iik', value: `${MODAL_IBAN}9` });
    await user.tab();
    expect(onEvent).toHaveBeenLastCalledWith({ type: 'BLUR_IBAN' });
  });

  it("card with no bank data, and an invalid IBAN: the message under the field, 'Заполните данные корректно'", () => {
    const { unmount } = render(<all.CardEmpty />);
    expect(screen.getByText('Заполните данные корректно')).toBeInTheDocument();
    expect(terminateButton()).not.toBeInTheDocument();
    unmount();
    render(<all.InvalidIban />);
    const iban = screen.getByRole('textbox', { name: /ИИК \(IBAN\)/ });
    expect(iban).toHaveAttribute('aria-invalid', 'true');
    expect(iban).toHaveAccessibleDescription(/Неверная контрольная сумма IBAN/);
    expect(screen.getByText('Заполните данные корректно')).toBeInTheDocument();
    expect(terminateButton()).not.toBeInTheDocument();
  });

  it('death of the policyholder: OTP disabled with its reason, beneficiary empty; the heir makes it valid', () => {
    const { unmount } = render(<all.DeathReason />);
    expect(screen.getByRole('radio', { name: 'ОТП' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Бумажный' })).toBeChecked();
    expect(screen.getByText('Подписание по ОТП недоступно при смерти страхователя')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'ИИН получателя' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /^Имя/ })).toHaveValue('');
    expect(terminateButton()).not.toBeInTheDocument();
    unmount();
    render(<all.DeathReasonBeneficiary />);
    expect(screen.getByRole('textbox', { name: /^Имя/ })).toHaveValue('Ерлан');
    expect(terminateButton()).toBeEnabled();
  });

  it('the application: generating, then ready with open and download', () => {
    const { unmount } = render(<all.GeneratingDocument />);
    expect(screen.getByRole('button', { name: 'Формирование заявления...' })).toBeDisabled();
    unmount();
    render(<all.DocumentGenerated />);
    expect(screen.getByText('Заявление сформировано')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Скачать: Заявление о досрочном расторжении полиса' }),
    ).toHaveAttribute('download', 'Заявление о досрочном расторжении полиса.pdf');
    expect(terminateButton()).toBeEnabled();
    expect(terminateButton()).not.toHaveAccessibleDescription();
  });
});

describe('Termination modal: OTP signing', () => {
  it("step 0: the phone and 'Отправить SMS'; 'Расторгнуть' disabled until the customer confirms", async () => {
    const onEvent = fn();
    const user = userEvent.setup();
    render(<all.OtpStep0 onEvent={onEvent} />);
    expect(screen.getByRole('textbox', { name: 'Телефон клиента' })).toHaveValue('+7(701) 555-0101');
    expect(terminateButton()).toBeDisabled();
    expect(terminateButton()).toHaveAccessibleDescription(
      'Расторжение доступно после подтверждения клиентом',
    );
    await user.click(screen.getByRole('button', { name: 'Отправить SMS' }));
    expect(onEvent).toHaveBeenLastCalledWith({ type: 'SEND_SMS' });
  });

  it("an incomplete phone disables 'Отправить SMS'; while the document is made, 'Отправка...'", () => {
    const { unmount } = render(<all.OtpPhoneIncomplete />);
    expect(screen.getByRole('button', { name: 'Отправить SMS' })).toBeDisabled();
    unmount();
    const gen = render(<all.OtpGeneratingBeforeSms />);
    expect(screen.getByRole('button', { name: 'Отправка...' })).toBeDisabled();
    gen.unmount();
    render(<all.OtpSending />);
    expect(screen.getByRole('button', { name: 'Отправка...' })).toBeDisabled();
    expect(screen.getByText('Заявление сформировано')).toBeInTheDocument();
  });

  it("step 1: where the code went, resend in 01:00, the code field and 'Проверить подтверждение'", async () => {
    const onEvent = fn();
    const onCodeEvent = fn();
    const user = userEvent.setup();
    render(<all.OtpCodeSent onEvent={onEvent} onCodeEvent={onCodeEvent} />);
    expect(screen.getByText('Код отправлен на номер +7(701) 555-0101')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Повторная отправка через 01:00' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Телефон клиента' })).toBeDisabled();
    await user.type(screen.getByLabelText('Код из SMS'), '4');
    expect(onCodeEvent).toHaveBeenLastCalledWith({ type: 'CHANGE', value: '4' });
    await user.click(screen.getByRole('button', { name: 'Проверить подтверждение' }));
    expect(onEvent).toHaveBeenLastCalledWith({ type: 'CHECK' });
    expect(terminateButton()).toBeDisabled();
  });

  it('step 2 confirms; verifying, checking and a refused code', async () => {
    const onCodeEvent = fn();
    const user = userEvent.setup();
    const step2 = render(<all.OtpCodeComplete onCodeEvent={onCodeEvent} />);
    expect(screen.getByLabelText('Код из SMS')).toHaveValue('4821');
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect(onCodeEvent).toHaveBeenLastCalledWith({ type: 'VERIFY' });
    step2.unmount();
    const verifying = render(<all.OtpVerifying />);
    expect(screen.getByRole('button', { name: 'Проверка...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Проверить подтверждение' })).toBeDisabled();
    verifying.unmount();
    const checking = render(<all.OtpChecking />);
    expect(screen.getByRole('button', { name: 'Проверка...' })).toBeDisabled();
    checking.unmount();
    render(<all.OtpWrongCode />);
    expect(screen.getByRole('alert')).toHaveTextContent('Неверный код');
    expect(screen.getByLabelText('Код из SMS')).toHaveValue('');
  });

  it("'Расторгнуть' asks first, naming the contract and the refund; the answers go to the machine", async () => {
    const onEvent = fn();
    const user = userEvent.setup();
    render(<all.ConfirmTerminate onEvent={onEvent} />);
    const question = screen.getByRole('alertdialog', { name: 'Расторгнуть договор OGPO-2026-000123?' });
    expect(question).toHaveAccessibleDescription(
      `Расторжение нельзя отменить. Сумма возврата: 26${NBSP}450,75\u00A0тг.`,
    );
    await user.click(within(question).getByRole('button', { name: 'Отмена' }));
    expect(onEvent).toHaveBeenLastCalledWith({ type: 'CANCEL_TERMINATE' });
    await user.click(within(question).getByRole('button', { name: 'Расторгнуть' }));
    expect(onEvent).toHaveBeenLastCalledWith({ type: 'CONFIRM_TERMINATE' });
  });

  it("confirmed: 'Подтверждено' and 'Расторгнуть' enabled; terminating; a failure back at step 1", () => {
    const confirmed = render(<all.OtpConfirmed />);
    expect(screen.getByText('Подтверждено')).toBeInTheDocument();
    expect(terminateButton()).toBeEnabled();
    confirmed.unmount();
    const terminating = render(<all.Terminating />);
    expect(screen.getByRole('button', { name: 'Расторжение...' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'ИИН получателя' })).toBeDisabled();
    terminating.unmount();
    render(<all.TerminateFailed />);
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent('Договор уже расторгнут');
    expect(screen.getByLabelText('Код из SMS')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Проверить подтверждение' })).toBeEnabled();
    expect(terminateButton()).toBeDisabled();
  });
});

describe('Termination modal: accessibility', () => {
  it.each(Object.entries(all))('%s has no serious or critical axe violations', async (_n, Story) => {
    render(<Story />);
    // a question asked over the modal hides the modal from assistive technology until it is answered
    expect(screen.queryByRole('alertdialog') ?? dialog()).toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);
  });
});

/** The modal driven by core's real machine with fake calls, as the app wires it. */
function Live({ calls }: { calls: TerminationCalls }) {
  const actor = useMemo(
    () =>
      createActor(provideTermination(calls), { input: { target: { kind: 'result', policy: MODAL_POLICY } } }),
    [calls],
  );
  const [snapshot] = useRunningActor(actor, 'code');
  return (
    <TerminationModal
      view={snapshot.status === 'done' ? null : selectTerminationView(snapshot)}
      onEvent={(e) => actor.send(e)}
      onCodeEvent={(e) => (actor.getSnapshot().children.code as AnyActorRef | undefined)?.send(e)}
      onClose={() => {}}
      onRetryDocument={() => {}}
    />
  );
}

describe('Termination modal with the termination machine', () => {
  it('calculate, card with a typed IBAN (bank filled on leaving it), generate, terminate', async () => {
    const user = userEvent.setup();
    const calls: TerminationCalls = {
      calculate: fn(async () => ({ refund: 26_450.75, commission: 2_645.08 })),
      createDocument: fn(async () => ({ document: SAMPLE_PDF_BASE64 })),
      update: fn(async () => ({ result: true })),
      sendSms: fn(async () => ({ result: true })),
      acceptOtp: fn(async () => ({ result: true })),
      checkOtp: fn(async () => ({ result: true })),
      terminate: fn(async () => ({ result: true })),
      historyDocument: fn(async () => SAMPLE_PDF_BASE64),
    };
    render(<Live calls={calls} />);
    await user.click(screen.getByRole('button', { name: 'Рассчитать сумму возврата' }));
    await screen.findByRole('radio', { name: 'Карточный счет' });
    await user.click(screen.getByRole('radio', { name: 'Карточный счет' }));
    await user.type(screen.getByRole('textbox', { name: /ИИК \(IBAN\)/ }), 'kz84 722c 0000 1234 5679');
    await user.tab();
    expect(screen.getByRole('textbox', { name: /ИИК \(IBAN\)/ })).toHaveAccessibleDescription(
      /Неверная контрольная сумма IBAN/,
    );
    await user.clear(screen.getByRole('textbox', { name: /ИИК \(IBAN\)/ }));
    await user.type(screen.getByRole('textbox', { name: /ИИК \(IBAN\)/ }), 'kz84 722c 0000 1234 5678');
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'БИК' })).toHaveValue('CASPKZKA');
    expect(screen.getByRole('textbox', { name: 'Наименование банка' })).toHaveValue('АО «KASPI BANK»');
    await user.click(screen.getByRole('button', { name: 'Сформировать заявление' }));
    await screen.findByText('Заявление сформировано');
    await user.click(terminateButton()!);
    expect(calls.update).not.toHaveBeenCalled();
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Расторгнуть' }));
    await vi.waitFor(() => expect(calls.terminate).toHaveBeenCalledTimes(1));
    expect(calls.update).toHaveBeenCalledWith(
      expect.objectContaining({
        termination: expect.objectContaining({
          returnType: 2,
          bank: { iik: MODAL_IBAN, bik: 'CASPKZKA', name: 'АО «KASPI BANK»', kbe: '19' },
        }),
      }),
    );
  });
});
