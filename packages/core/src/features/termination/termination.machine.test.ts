import { createActor, type Actor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TerminationCall } from './contract';
import { ApiError } from '../../shared/api/errors';
import { isUlid } from '../../shared/ulid';
import { ru } from '../../shared/i18n/ru';
import { formatKzt } from '../../shared/money';
import { ruTerminationModal } from './ru-modal';
import {
  CLIENT_PHONE,
  REFUND,
  TERMINATION_PDF,
  TERMINATION_ULID,
  VALID_IBAN,
  VALID_IBAN_BANK,
  WRONG_CHECKSUM_IBAN,
  historyItem,
  notTerminablePolicy,
  terminablePolicy,
} from './testing/fixtures';
import { beneficiaryFromClient, type TerminationEvent, type TerminationTarget } from './termination.machine';
import { provideTermination, smsPhoneDigits, type TerminationCalls } from './termination-calls';
import { selectTerminationView, type TerminationView } from './termination-view';

type Answer<T> = () => Promise<T>;

const running: Actor<ReturnType<typeof provideTermination>>[] = [];

interface Asked {
  calculate: TerminationCall[];
  createDocument: TerminationCall[];
  update: TerminationCall[];
  sendSms: unknown[];
  acceptOtp: unknown[];
  checkOtp: unknown[];
  terminate: unknown[];
  historyDocument: number[];
}

/** The termination with fake calls (answers replaceable per test); every request is kept. */
function start(
  target: TerminationTarget = { kind: 'result', policy: terminablePolicy },
  answers: Partial<{ [K in keyof TerminationCalls]: Answer<Awaited<ReturnType<TerminationCalls[K]>>> }> = {},
  /** null: the machine generates one */
  ulid: string | null = TERMINATION_ULID,
) {
  const asked: Asked = {
    calculate: [],
    createDocument: [],
    update: [],
    sendSms: [],
    acceptOtp: [],
    checkOtp: [],
    terminate: [],
    historyDocument: [],
  };
  const calls: TerminationCalls = {
    calculate: async (req) => (asked.calculate.push(req), answers.calculate ? answers.calculate() : REFUND),
    createDocument: async (req) => (
      asked.createDocument.push(structuredClone(req)),
      answers.createDocument ? answers.createDocument() : { document: TERMINATION_PDF }
    ),
    update: async (req) => (
      asked.update.push(structuredClone(req)),
      answers.update ? answers.update() : { result: true }
    ),
    sendSms: async (req) => (asked.sendSms.push(req), answers.sendSms ? answers.sendSms() : { result: true }),
    acceptOtp: async (req) => (
      asked.acceptOtp.push(req),
      answers.acceptOtp ? answers.acceptOtp() : { result: true }
    ),
    checkOtp: async (req) => (
      asked.checkOtp.push(req),
      answers.checkOtp ? answers.checkOtp() : { result: true }
    ),
    terminate: async (req) => (
      asked.terminate.push(req),
      answers.terminate ? answers.terminate() : { result: true }
    ),
    historyDocument: async (id) => (asked.historyDocument.push(id), TERMINATION_PDF),
  };
  const actor = createActor(provideTermination(calls), {
    input: { target, ...(ulid === null ? {} : { ulid }) },
  });
  const failures: string[] = [];
  actor.on('failure', (e) => failures.push(e.message));
  actor.start();
  running.push(actor);
  const view = () => selectTerminationView(actor.getSnapshot());
  const send = (...events: TerminationEvent[]) => events.forEach((e) => actor.send(e));
  const code = (event: { type: 'CHANGE'; value: string } | { type: 'VERIFY' } | { type: 'RESEND' }) =>
    actor.getSnapshot().children.code?.send(event);
  const codeFailures: string[] = [];
  const until = async (check: (v: TerminationView) => boolean) => {
    for (let i = 0; i < 100; i++) {
      if (check(view())) return;
      await Promise.resolve();
    }
    throw new Error(`the termination did not reach the expected view: ${JSON.stringify(view().mode)}`);
  };
  return { actor, view, send, code, until, asked, failures, codeFailures };
}

type Run = ReturnType<typeof start>;

async function toForm(r: Run) {
  r.send({ type: 'CALCULATE' });
  await r.until((v) => v.mode === 'form');
}

function toCard(r: Run, iban = VALID_IBAN) {
  r.send(
    { type: 'EDIT', field: 'returnType', value: 2 },
    { type: 'EDIT', field: 'bank.iik', value: iban },
    { type: 'BLUR_IBAN' },
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  for (const actor of running.splice(0)) actor.stop();
  vi.useRealTimers();
});

describe('opening the modal', () => {
  it('a history item: read-only details with its application, nothing to calculate', async () => {
    const r = start({ kind: 'history', item: historyItem });
    // the application is fetched when the item is opened
    expect(r.view().details.document.status).toBe('loading');
    expect(r.asked.historyDocument).toEqual([historyItem.id]);
    await vi.waitFor(() => expect(r.view().details.document.status).toBe('ready'));
    expect(r.view()).toMatchObject({
      mode: 'details',
      kind: 'history',
      canCalculate: false,
      details: {
        number: 'OGPO-2025-000456',
        iin: '900101300047',
        product: 'ОГПО ВТС',
        premium: 36000,
        refund: 14850.25,
        signinType: 1,
        returnType: 2,
        created: '2025-11-12 09:15:00',
        dateFrom: '2025-06-01',
        dateTo: '2026-05-31',
        status: 'Расторгнут',
        document: { status: 'ready', document: TERMINATION_PDF, error: null },
      },
    });
    r.send({ type: 'CALCULATE' });
    expect(r.asked.calculate).toEqual([]);
  });

  it('a result that cannot be terminated (status not 2 or 3): details only', () => {
    const r = start({ kind: 'result', policy: notTerminablePolicy });
    expect(r.view()).toMatchObject({ mode: 'details', notTerminable: true, canCalculate: false });
    expect(r.view().details).toMatchObject({
      number: 'OGPO-2025-000777',
      status: 'Расторгнут',
      refund: null,
    });
  });

  it('a result of status 2 or 3: not calculated, with a new ulid and the spec defaults', () => {
    for (const code of [2, 3]) {
      const r = start(
        { kind: 'result', policy: { ...terminablePolicy, status: { title: 'Действующий', code } } },
        {},
        null,
      );
      const v = r.view();
      expect(v).toMatchObject({ mode: 'notCalculated', canCalculate: true, notTerminable: false });
      expect(isUlid(v.termination.ulid)).toBe(true);
      expect(v.termination).toMatchObject({
        returnType: 1,
        signinType: 2,
        rescindingReason: '00000000011',
        refund: 0,
        commission: 0,
        beneficiary: { iin: '850312400123', surname: 'Сапарова', name: 'Динара', patronymic: 'Ермековна' },
        bank: { iik: '', bik: '', name: '', kbe: '19' },
        otp: { phone: CLIENT_PHONE, code: '' },
      });
    }
    expect(start(undefined, {}, null).view().termination.ulid).not.toBe(
      start(undefined, {}, null).view().termination.ulid,
    );
  });
});

describe('calculation', () => {
  it("'Рассчитать сумму возврата': calculating, then refund and commission fill the form", async () => {
    const r = start();
    r.send({ type: 'CALCULATE' });
    expect(r.view().mode).toBe('calculating');
    expect(r.actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(r.asked.calculate[0]).toMatchObject({ policy: terminablePolicy, termination: { refund: 0 } });
    await r.until((v) => v.mode === 'form');
    expect(r.view().termination).toMatchObject(REFUND);
    expect(r.view()).toMatchObject({
      valid: true,
      invalidMessage: null,
      documentMissing: true,
      canGenerate: true,
    });
  });

  it('a failure returns to the calculate button with the message and a notification', async () => {
    const r = start(undefined, {
      calculate: () => Promise.reject(ApiError.rejected(['Срок действия договора истек'])),
    });
    r.send({ type: 'CALCULATE' });
    await r.until((v) => v.mode === 'notCalculated');
    expect(r.view().error).toBe('Срок действия договора истек');
    expect(r.failures).toEqual(['Срок действия договора истек']);
  });

  it("refund 0: the form is invalid, 'Заполните данные корректно', nothing can be generated or terminated", async () => {
    const r = start(undefined, { calculate: async () => ({ refund: 0, commission: 0 }) });
    await toForm(r);
    expect(r.view()).toMatchObject({
      valid: false,
      invalidMessage: 'Заполните данные корректно',
      canGenerate: false,
      canTerminate: false,
    });
    r.send({ type: 'GENERATE' }, { type: 'TERMINATE' });
    expect(r.asked.createDocument).toEqual([]);
    expect(r.failures).toEqual(['Заполните данные корректно']);
  });
});

describe('the form', () => {
  it('card: the bank block; a valid Kazakh IBAN fills BIK and bank name on focus-out', async () => {
    const r = start();
    await toForm(r);
    r.send({ type: 'EDIT', field: 'returnType', value: 2 });
    expect(r.view()).toMatchObject({ valid: false, invalidMessage: 'Заполните данные корректно' });
    r.send({ type: 'EDIT', field: 'bank.iik', value: 'kz84 722c-0000 1234 5678' });
    expect(r.view().termination.bank).toEqual({ iik: VALID_IBAN, bik: '', name: '', kbe: '19' });
    r.send({ type: 'BLUR_IBAN' });
    expect(r.view().termination.bank).toEqual({ iik: VALID_IBAN, ...VALID_IBAN_BANK, kbe: '19' });
    expect(r.view()).toMatchObject({ valid: true, ibanError: null });
    // editing the IBAN clears the bank it gave
    r.send({ type: 'EDIT', field: 'bank.iik', value: 'KZ84722C00001234567' });
    expect(r.view().termination.bank).toMatchObject({ bik: '', name: '' });
    expect(r.view().valid).toBe(false);
  });

  it('an invalid IBAN shows its message on focus-out and keeps the form invalid', async () => {
    const r = start();
    await toForm(r);
    toCard(r, WRONG_CHECKSUM_IBAN);
    expect(r.view().ibanError).toBe('Неверная контрольная сумма IBAN');
    expect(r.view().valid).toBe(false);
    r.send({ type: 'EDIT', field: 'bank.iik', value: 'KZ84722C00001234' });
    expect(r.view().ibanError).toBeNull();
    r.send({ type: 'BLUR_IBAN' });
    expect(r.view().ibanError).toBe('IBAN для KZ должен содержать 20 символов');
    // a foreign IBAN: BIK and bank name typed by hand
    r.send({ type: 'EDIT', field: 'bank.iik', value: 'DE89 3704 0044 0532 0130 00' }, { type: 'BLUR_IBAN' });
    expect(r.view()).toMatchObject({ ibanError: null, valid: false });
    r.send(
      { type: 'EDIT', field: 'bank.bik', value: 'cobadeffxxx' },
      { type: 'EDIT', field: 'bank.name', value: 'Commerzbank' },
    );
    expect(r.view().termination.bank).toEqual({
      iik: 'DE89370400440532013000',
      bik: 'COBADEFFXXX',
      name: 'Commerzbank',
      kbe: '19',
    });
    expect(r.view().valid).toBe(true);
    r.send({ type: 'EDIT', field: 'bank.kbe', value: '' });
    expect(r.view().valid).toBe(false);
  });

  it('changing the return method clears the bank data; bank events mean nothing for cash', async () => {
    const r = start();
    await toForm(r);
    toCard(r);
    r.send({ type: 'EDIT', field: 'bank.kbe', value: '29' });
    r.send({ type: 'EDIT', field: 'returnType', value: 1 });
    expect(r.view().termination.bank).toEqual({ iik: '', bik: '', name: '', kbe: '19' });
    r.send({ type: 'EDIT', field: 'bank.iik', value: VALID_IBAN }, { type: 'BLUR_IBAN' });
    expect(r.view().termination.bank.iik).toBe('');
    expect(r.view().ibanError).toBeNull();
  });

  it('death of the policyholder: beneficiary cleared, OTP disabled, paper signing; early refills from the client', async () => {
    const r = start();
    await toForm(r);
    r.send({ type: 'SET_SIGNIN', value: 1 });
    expect(r.view().termination.signinType).toBe(1);
    r.send({ type: 'EDIT', field: 'rescindingReason', value: '00000000020' });
    expect(r.view()).toMatchObject({
      otpAllowed: false,
      valid: false,
      invalidMessage: 'Заполните данные корректно',
    });
    expect(r.view().termination).toMatchObject({
      signinType: 2,
      beneficiary: { iin: '', surname: '', name: '', patronymic: '' },
    });
    expect(r.actor.getSnapshot().children.code).toBeUndefined();
    r.send({ type: 'SET_SIGNIN', value: 1 });
    expect(r.view().termination.signinType).toBe(2);
    r.send(
      { type: 'EDIT', field: 'beneficiary.iin', value: '880 505 400 122 99' },
      { type: 'EDIT', field: 'beneficiary.surname', value: 'Сапаров' },
      { type: 'EDIT', field: 'beneficiary.name', value: 'Ерлан' },
    );
    expect(r.view().termination.beneficiary).toEqual({
      iin: '880505400122',
      surname: 'Сапаров',
      name: 'Ерлан',
      patronymic: '',
    });
    expect(r.view().valid).toBe(true);
    r.send({ type: 'EDIT', field: 'rescindingReason', value: '00000000011' });
    expect(r.view().termination.beneficiary).toEqual(beneficiaryFromClient(terminablePolicy.client));
    expect(r.view().otpAllowed).toBe(true);
  });

  it('an organisation without name parts: its title is the beneficiary name', () => {
    expect(
      beneficiaryFromClient({
        title: 'ТОО «Сакта Логистик»',
        iin: '180940012345',
        person: 2,
        resident: true,
      }),
    ).toEqual({ iin: '180940012345', surname: '', name: 'ТОО «Сакта Логистик»', patronymic: '' });
    expect(
      beneficiaryFromClient({ title: 'Иванов Иван Иванович', iin: '1', person: 1, resident: false }),
    ).toEqual({
      iin: '1',
      surname: 'Иванов',
      name: 'Иван',
      patronymic: 'Иванович',
    });
  });
});

describe('the application document', () => {
  it('generate: create-termination-document with the request and the policy, then the PDF', async () => {
    const r = start();
    await toForm(r);
    r.send({ type: 'GENERATE' });
    expect(r.view()).toMatchObject({ generating: true, canGenerate: false });
    await r.until((v) => v.document !== null);
    expect(r.view()).toMatchObject({ document: TERMINATION_PDF, documentMissing: false, generating: false });
    expect(r.asked.createDocument).toEqual([
      { termination: { ...r.view().termination }, policy: terminablePolicy },
    ]);
  });

  it('any change of termination data drops it; OTP phone and signing do not', async () => {
    const r = start();
    await toForm(r);
    const generate = async () => {
      r.send({ type: 'GENERATE' });
      await r.until((v) => v.document !== null);
    };
    await generate();
    r.send({ type: 'SET_SIGNIN', value: 1 }, { type: 'CHANGE_PHONE', value: '+7(702) 111-2233' });
    r.send({ type: 'SET_SIGNIN', value: 2 });
    expect(r.view().document).toBe(TERMINATION_PDF);
    // the same value is no change
    r.send(
      { type: 'EDIT', field: 'returnType', value: 1 },
      { type: 'EDIT', field: 'beneficiary.name', value: 'Динара' },
    );
    expect(r.view().document).toBe(TERMINATION_PDF);
    const changes: TerminationEvent[] = [
      { type: 'EDIT', field: 'returnType', value: 2 },
      { type: 'EDIT', field: 'bank.iik', value: VALID_IBAN },
      { type: 'EDIT', field: 'bank.kbe', value: '17' },
      { type: 'EDIT', field: 'rescindingReason', value: '00000000020' },
      { type: 'EDIT', field: 'beneficiary.name', value: 'Ерлан' },
    ];
    for (const change of changes) {
      r.send(change);
      expect(r.view().document, change.type).toBeNull();
      if (!r.view().valid) r.send({ type: 'BLUR_IBAN' });
      if (r.view().valid) await generate();
    }
    // a focus-out that fills the bank is a change too
    r.send({ type: 'EDIT', field: 'bank.bik', value: 'X' });
    await generate();
    r.send({ type: 'BLUR_IBAN' });
    expect(r.view().document).toBeNull();
    expect(r.view().termination.bank.bik).toBe('CASPKZKA');
  });

  it('a failure to generate: no document, the message and a notification', async () => {
    const r = start(undefined, { createDocument: () => Promise.reject(new TypeError('Failed to fetch')) });
    await toForm(r);
    r.send({ type: 'GENERATE' });
    await r.until((v) => !v.generating);
    expect(r.view()).toMatchObject({ document: null, error: ru.errors.network });
    expect(r.failures).toHaveLength(1);
  });
});

describe('terminate', () => {
  it('cash and paper: update, then terminate; the output is the number', async () => {
    const r = start();
    await toForm(r);
    expect(r.view()).toMatchObject({ canTerminate: true, documentMissing: true });
    // without a document: 'Необходимо сформировать документ'
    r.send({ type: 'TERMINATE' });
    expect(r.failures).toEqual(['Необходимо сформировать документ']);
    expect(r.view().mode).toBe('form');
    r.send({ type: 'GENERATE' });
    await r.until((v) => v.document !== null);
    // 'Расторгнуть' asks first, naming the contract and the refund; 'Отмена' sends nothing
    r.send({ type: 'TERMINATE' });
    expect(r.view().confirm).toEqual({
      title: 'Расторгнуть договор OGPO-2026-000123?',
      text: `Расторжение нельзя отменить. Сумма возврата: ${formatKzt(r.view().termination.refund)}`,
    });
    r.send({ type: 'CANCEL_TERMINATE' });
    expect(r.view()).toMatchObject({ mode: 'form', confirm: null, canTerminate: true });
    expect(r.asked.update).toEqual([]);
    r.send({ type: 'TERMINATE' }, { type: 'CONFIRM_TERMINATE' });
    expect(r.view()).toMatchObject({ mode: 'terminating', terminating: true, canTerminate: false });
    await r.until((v) => v.mode === 'done');
    expect(r.asked.update).toEqual([{ termination: r.view().termination, policy: terminablePolicy }]);
    expect(r.asked.terminate).toEqual([{ ulid: TERMINATION_ULID }]);
    expect(r.actor.getSnapshot().status).toBe('done');
    expect(r.actor.getSnapshot().output).toEqual({ number: 'OGPO-2026-000123' });
    expect(r.failures).toEqual(['Необходимо сформировать документ']);
  });

  it('a failed terminate returns to the form with the message', async () => {
    const r = start(undefined, {
      terminate: () => Promise.reject(ApiError.rejected(['Договор уже расторгнут'])),
    });
    await toForm(r);
    r.send({ type: 'GENERATE' });
    await r.until((v) => v.document !== null);
    r.send({ type: 'TERMINATE' }, { type: 'CONFIRM_TERMINATE' });
    await r.until((v) => v.mode === 'form');
    expect(r.view()).toMatchObject({
      error: 'Договор уже расторгнут',
      document: TERMINATION_PDF,
      canTerminate: true,
    });
    expect(r.failures).toEqual(['Договор уже расторгнут']);
  });
});

describe('OTP signing with the shared code machine', () => {
  async function toOtp(r: Run) {
    await toForm(r);
    toCard(r);
    r.send({ type: 'SET_SIGNIN', value: 1 });
  }

  it('send SMS first generates the document, then sends; code, confirm, terminate', async () => {
    const r = start();
    await toOtp(r);
    expect(r.view()).toMatchObject({ canTerminate: false, phoneEditable: true, canCheck: false });
    expect(r.view().code).toMatchObject({ step: 0, canSend: true });
    // a phone of 15 characters or fewer cannot be sent to
    r.send({ type: 'CHANGE_PHONE', value: '+7(701) 555-010' });
    expect(r.view().code.canSend).toBe(false);
    r.send({ type: 'CHANGE_PHONE', value: CLIENT_PHONE });

    r.send({ type: 'SEND_SMS' });
    expect(r.view()).toMatchObject({ generating: true });
    expect(r.view().code.sending).toBe(true);
    await r.until((v) => v.code.step === 1);
    expect(r.asked.createDocument).toHaveLength(1);
    expect(r.asked.sendSms).toEqual([{ phone: '77015550101', ulid: TERMINATION_ULID }]);
    expect(r.view().document).toBe(TERMINATION_PDF);
    // step 1: resend locked 60 s; the phone is fixed; the customer may confirm on the page
    expect(r.view().code).toMatchObject({ phone: CLIENT_PHONE, secondsLeft: 60, resendLocked: true });
    expect(r.view()).toMatchObject({ phoneEditable: false, canCheck: true, canTerminate: false });
    vi.advanceTimersByTime(60_000);
    expect(r.view().code).toMatchObject({ resendLocked: false, canResend: true });

    r.code({ type: 'CHANGE', value: '48' });
    expect(r.view().code.step).toBe(1);
    r.code({ type: 'CHANGE', value: '4821' });
    expect(r.view().code).toMatchObject({ step: 2, canVerify: true });
    r.code({ type: 'VERIFY' });
    await r.until((v) => v.code.confirmed);
    expect(r.asked.acceptOtp).toEqual([{ ulid: TERMINATION_ULID, code: '4821' }]);
    expect(r.view().code.step).toBe(3);
    expect(r.view()).toMatchObject({ canTerminate: true, canCheck: false });

    r.send({ type: 'TERMINATE' }, { type: 'CONFIRM_TERMINATE' });
    await r.until((v) => v.mode === 'done');
    expect(r.asked.update[0]?.termination).toMatchObject({
      signinType: 1,
      returnType: 2,
      otp: { phone: CLIENT_PHONE, code: '4821' },
      bank: { iik: VALID_IBAN, ...VALID_IBAN_BANK, kbe: '19' },
    });
    expect(r.actor.getSnapshot().output).toEqual({ number: terminablePolicy.number });
  });

  it('with a document already generated, send SMS sends at once', async () => {
    const r = start();
    await toOtp(r);
    r.send({ type: 'GENERATE' });
    await r.until((v) => v.document !== null);
    r.send({ type: 'SEND_SMS' });
    await r.until((v) => v.code.step === 1);
    expect(r.asked.createDocument).toHaveLength(1);
    expect(r.asked.sendSms).toHaveLength(1);
  });

  it("'Проверить подтверждение': check-otp true confirms; false tells it is not confirmed yet", async () => {
    let accepted = false;
    const r = start(undefined, { checkOtp: async () => ({ result: accepted }) });
    await toOtp(r);
    r.send({ type: 'SEND_SMS' });
    await r.until((v) => v.code.step === 1);
    r.send({ type: 'CHECK' });
    expect(r.view().checking).toBe(true);
    await r.until((v) => !v.checking);
    expect(r.view().error).toBe(ruTerminationModal.notConfirmed);
    expect(r.failures).toEqual([ruTerminationModal.notConfirmed]);
    accepted = true;
    r.send({ type: 'CHECK' });
    await r.until((v) => v.code.confirmed);
    expect(r.asked.checkOtp).toEqual([{ ulid: TERMINATION_ULID }, { ulid: TERMINATION_ULID }]);
    expect(r.view()).toMatchObject({ canTerminate: true });
  });

  it('changing the data after confirmation drops the document and the confirmation (back to step 0)', async () => {
    const r = start();
    await toOtp(r);
    r.send({ type: 'SEND_SMS' });
    await r.until((v) => v.code.step === 1);
    r.code({ type: 'CHANGE', value: '4821' });
    r.code({ type: 'VERIFY' });
    await r.until((v) => v.code.confirmed);
    r.send({ type: 'EDIT', field: 'beneficiary.patronymic', value: '' });
    expect(r.view()).toMatchObject({ document: null, canTerminate: false, phoneEditable: true });
    expect(r.view().code).toMatchObject({ step: 0, confirmed: false, canSend: true });
    expect(r.view().termination.otp.code).toBe('');
  });

  it('a failed terminate returns the OTP to step 1 with the notification; checking again confirms', async () => {
    let fail = true;
    const r = start(undefined, {
      terminate: () =>
        fail
          ? Promise.reject(ApiError.rejected(['Сервис расторжения временно недоступен']))
          : Promise.resolve({ result: true }),
    });
    await toOtp(r);
    r.send({ type: 'SEND_SMS' });
    await r.until((v) => v.code.step === 1);
    r.code({ type: 'CHANGE', value: '4821' });
    r.code({ type: 'VERIFY' });
    await r.until((v) => v.code.confirmed);
    r.send({ type: 'TERMINATE' }, { type: 'CONFIRM_TERMINATE' });
    await r.until((v) => v.mode === 'form');
    expect(r.failures).toEqual(['Сервис расторжения временно недоступен']);
    // step 1: the code field and 'Проверить подтверждение'; no new SMS
    expect(r.view().code).toMatchObject({ step: 1, code: '', confirmed: false, canEdit: true });
    expect(r.asked.sendSms).toHaveLength(1);
    expect(r.view()).toMatchObject({
      canTerminate: false,
      canCheck: true,
      document: TERMINATION_PDF,
      error: 'Сервис расторжения временно недоступен',
    });
    fail = false;
    r.send({ type: 'CHECK' });
    await r.until((v) => v.code.confirmed);
    r.send({ type: 'TERMINATE' }, { type: 'CONFIRM_TERMINATE' });
    await r.until((v) => v.mode === 'done');
    expect(r.asked.terminate).toHaveLength(2);
  });

  it('after a failed terminate the code can be entered again', async () => {
    const r = start(undefined, {
      terminate: () => Promise.reject(ApiError.rejected(['Договор уже расторгнут'])),
    });
    await toOtp(r);
    r.send({ type: 'SEND_SMS' });
    await r.until((v) => v.code.step === 1);
    r.code({ type: 'CHANGE', value: '4821' });
    r.code({ type: 'VERIFY' });
    await r.until((v) => v.code.confirmed);
    r.send({ type: 'TERMINATE' }, { type: 'CONFIRM_TERMINATE' });
    await r.until((v) => v.mode === 'form');
    r.code({ type: 'CHANGE', value: '1357' });
    expect(r.view().code.step).toBe(2);
    r.code({ type: 'VERIFY' });
    await r.until((v) => v.code.confirmed);
    expect(r.asked.acceptOtp.at(-1)).toEqual({ ulid: TERMINATION_ULID, code: '1357' });
    expect(r.view().termination.otp.code).toBe('1357');
  });

  it('a refused code is cleared with the message (the code machine emits the notification)', async () => {
    const r = start(undefined, { acceptOtp: () => Promise.reject(ApiError.rejected(['Неверный код'])) });
    await toOtp(r);
    r.send({ type: 'SEND_SMS' });
    await r.until((v) => v.code.step === 1);
    const child = r.actor.getSnapshot().children.code!;
    const childFailures: string[] = [];
    (child as unknown as { on(t: 'failure', h: (e: { message: string }) => void): void }).on('failure', (e) =>
      childFailures.push(e.message),
    );
    r.code({ type: 'CHANGE', value: '0000' });
    r.code({ type: 'VERIFY' });
    await r.until((v) => v.code.error !== null);
    expect(r.view().code).toMatchObject({ step: 1, code: '', error: 'Неверный код' });
    expect(childFailures).toEqual(['Неверный код']);
    expect(r.view().canTerminate).toBe(false);
  });
});

describe('smsPhoneDigits', () => {
  it('gives the 11 digits send-sms takes', () => {
    expect(smsPhoneDigits('+7(701) 555-0101')).toBe('77015550101');
    expect(smsPhoneDigits('7015550101')).toBe('77015550101');
    expect(smsPhoneDigits('87015550101')).toBe('77015550101');
  });
});
