import { createActor, fromPromise, toPromise, waitFor, type Actor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import { ru } from '../i18n/ru';
import {
  CODE_LENGTH,
  codeConfirmationMachine,
  sanitizeCode,
  type CodeConfirmationInput,
  type CodeSentOutput,
} from './code-confirmation.machine';
import { selectCodeView, type CodeView } from './code-confirmation.view';

const PHONE = '+7(701) ***-**67';
const REQUEST = { iin: '900101300017' };

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const running: Actor<typeof codeConfirmationMachine>[] = [];

/**
 * The real machine with its default clock and fake calls: every sendCode / verifyCode call is a deferred the
 * test settles, recorded with the input the machine gave it.
 */
function start(input: CodeConfirmationInput) {
  const sends: Array<{ input: { request: unknown } } & Deferred<CodeSentOutput | void>> = [];
  const verifies: Array<{ input: { request: unknown; code: string } } & Deferred<unknown>> = [];
  const machine = codeConfirmationMachine.provide({
    actors: {
      sendCode: fromPromise<CodeSentOutput | void, { request: unknown }>(({ input }) => {
        const d = deferred<CodeSentOutput | void>();
        sends.push({ input, ...d });
        return d.promise;
      }),
      verifyCode: fromPromise<unknown, { request: unknown; code: string }>(({ input }) => {
        const d = deferred<unknown>();
        verifies.push({ input, ...d });
        return d.promise;
      }),
    },
  });
  const actor = createActor(machine, { input });
  const failures: string[] = [];
  actor.on('failure', (e) => failures.push(e.message));
  const seconds: number[] = [];
  actor.subscribe((s) => {
    if (seconds.at(-1) !== s.context.secondsLeft) seconds.push(s.context.secondsLeft);
  });
  actor.start();
  running.push(actor);
  const view = () => selectCodeView(actor.getSnapshot());
  const until = (check: (v: CodeView) => boolean) => waitFor(actor, (s) => check(selectCodeView(s)));
  const type = (value: string) => actor.send({ type: 'CHANGE', value });
  /** Sends a code and answers it with the phone: the resend lock starts. */
  const sendAndAnswer = async (phone: string | null = PHONE) => {
    if (!actor.getSnapshot().matches('sending')) actor.send({ type: 'SEND' });
    sends.at(-1)?.resolve(phone === null ? undefined : { phone });
    await until((v) => v.step === 1);
  };
  return { actor, view, until, type, sends, verifies, failures, seconds, sendAndAnswer };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  for (const actor of running.splice(0)) actor.stop();
  vi.useRealTimers();
});

describe('sanitizeCode', () => {
  it('keeps digits only, at most 4', () => {
    expect(CODE_LENGTH).toBe(4);
    expect(sanitizeCode('')).toBe('');
    expect(sanitizeCode('12')).toBe('12');
    expect(sanitizeCode('12a34x5')).toBe('1234');
    expect(sanitizeCode(' 9 8-7 6 5')).toBe('9876');
    expect(sanitizeCode('код')).toBe('');
  });
});

describe('codeConfirmationMachine: sending', () => {
  it('refuses SEND until there is a request, then sends that request', async () => {
    const { actor, view, sends } = start({ resendSeconds: 60 });
    expect(view()).toMatchObject({ step: 0, canSend: false, sending: false, canEdit: false });
    actor.send({ type: 'SEND' });
    expect(sends).toHaveLength(0);

    actor.send({ type: 'SET_REQUEST', request: REQUEST });
    expect(view().canSend).toBe(true);
    actor.send({ type: 'SEND' });
    expect(view()).toMatchObject({ step: 0, sending: true, canSend: false });
    expect(sends.map((s) => s.input)).toEqual([{ request: REQUEST }]);
  });

  it('shows the phone and locks the resend for resendSeconds once the code is sent', async () => {
    const { view, sendAndAnswer } = start({ resendSeconds: 60, request: REQUEST });
    await sendAndAnswer();
    expect(view()).toMatchObject({
      step: 1,
      phone: PHONE,
      code: '',
      secondsLeft: 60,
      canEdit: true,
      canVerify: false,
      canResend: false,
      resendLocked: true,
      error: null,
    });
  });

  it('a code sent without a phone in the answer shows no phone', async () => {
    const { view, sendAndAnswer } = start({ resendSeconds: 60, request: REQUEST });
    await sendAndAnswer(null);
    expect(view()).toMatchObject({ step: 1, phone: null });
  });

  it("a failure to send returns to the first step with the server's message, emitted for the notification", async () => {
    const { actor, view, until, sends, failures } = start({ resendSeconds: 60, request: REQUEST });
    actor.send({ type: 'SEND' });
    sends[0]?.reject(ApiError.rejected(['Пользователь не найден', 'Обратитесь к администратору']));
    await until((v) => !v.sending);
    expect(view()).toMatchObject({
      step: 0,
      canSend: true,
      error: 'Пользователь не найден, Обратитесь к администратору',
    });
    expect(failures).toEqual(['Пользователь не найден, Обратитесь к администратору']);
  });

  it('autoSend sends at once', () => {
    const { view, sends } = start({ resendSeconds: 600, request: REQUEST, autoSend: true });
    expect(view()).toMatchObject({ step: 0, sending: true });
    expect(sends.map((s) => s.input)).toEqual([{ request: REQUEST }]);
  });
});

describe('codeConfirmationMachine: the resend countdown (default clock)', () => {
  it('stays locked for 59 s with 1 s left and unlocks at 60 s', async () => {
    const { view, sendAndAnswer } = start({ resendSeconds: 60, request: REQUEST });
    await sendAndAnswer();
    vi.advanceTimersByTime(1_000);
    expect(view().secondsLeft).toBe(59);
    vi.advanceTimersByTime(58_000);
    expect(view()).toMatchObject({ secondsLeft: 1, resendLocked: true, canResend: false });
    vi.advanceTimersByTime(1_000);
    expect(view()).toMatchObject({ secondsLeft: 0, resendLocked: false, canResend: true });
  });

  it('stops its timer once the resend is unlocked', async () => {
    const { sendAndAnswer } = start({ resendSeconds: 3, request: REQUEST });
    await sendAndAnswer();
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(3_000);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a throttled background tab: 30 s that pass between two timer calls are subtracted at once', async () => {
    const { view, seconds, sendAndAnswer } = start({ resendSeconds: 60, request: REQUEST });
    await sendAndAnswer();
    // the browser runs no timer for 30 s, then one
    vi.setSystemTime(Date.now() + 30_000);
    vi.advanceTimersByTime(250);
    expect(view().secondsLeft).toBe(30);
    expect(seconds).toEqual([0, 60, 30]);
    // a jump past the end unlocks without going below zero
    vi.setSystemTime(Date.now() + 45_000);
    vi.advanceTimersByTime(250);
    expect(view()).toMatchObject({ secondsLeft: 0, canResend: true });
  });

  it('RESEND sends the same request again and locks the resend again', async () => {
    const { actor, view, until, sends, sendAndAnswer } = start({ resendSeconds: 60, request: REQUEST });
    await sendAndAnswer();
    actor.send({ type: 'RESEND' });
    expect(sends).toHaveLength(1);
    vi.advanceTimersByTime(60_000);
    actor.send({ type: 'RESEND' });
    expect(sends.map((s) => s.input)).toEqual([{ request: REQUEST }, { request: REQUEST }]);
    sends[1]?.resolve({ phone: '+7(777) ***-**01' });
    await until((v) => v.step === 1 && !v.sending);
    expect(view()).toMatchObject({ phone: '+7(777) ***-**01', secondsLeft: 60, canResend: false });
  });

  it('keeps the code form while a resend is in flight (it does not go back to the first step)', async () => {
    const { actor, view, sendAndAnswer } = start({ resendSeconds: 60, request: REQUEST });
    await sendAndAnswer();
    vi.advanceTimersByTime(60_000);
    actor.send({ type: 'RESEND' });
    // The code form's resend button shows 'Отправка...' while `sending` (ui CodeConfirmation); the first step
    // (step 0: the send button, and the IIN form on /reset) must not come back during a resend.
    expect(view()).toMatchObject({ sending: true, phone: PHONE });
    expect(view().step).toBe(1);
  });

  it('no resend while the code is being verified', async () => {
    const { actor, view, type, sendAndAnswer } = start({ resendSeconds: 1, request: REQUEST });
    await sendAndAnswer();
    vi.advanceTimersByTime(1_000);
    type('1234');
    actor.send({ type: 'VERIFY' });
    expect(view()).toMatchObject({ verifying: true, canResend: false, canEdit: false, canVerify: false });
  });
});

describe('codeConfirmationMachine: entering and verifying the code', () => {
  it('moves to step 2 at 4 digits and back to step 1 below 4', async () => {
    const { view, type, sendAndAnswer } = start({ resendSeconds: 60, request: REQUEST });
    await sendAndAnswer();
    type('12');
    expect(view()).toMatchObject({ step: 1, code: '12', canVerify: false });
    type('12a34x5');
    expect(view()).toMatchObject({ step: 2, code: '1234', canVerify: true });
    type('9876');
    expect(view()).toMatchObject({ step: 2, code: '9876' });
    type('987');
    expect(view()).toMatchObject({ step: 1, code: '987', canVerify: false });
  });

  it('verifies the request with the code and ends with {confirmed: true, code}', async () => {
    const { actor, view, type, verifies, sendAndAnswer } = start({ resendSeconds: 60, request: REQUEST });
    await sendAndAnswer();
    type('1234');
    actor.send({ type: 'VERIFY' });
    expect(view()).toMatchObject({ step: 2, verifying: true });
    expect(verifies.map((v) => v.input)).toEqual([{ request: REQUEST, code: '1234' }]);
    verifies[0]?.resolve({ result: true });
    const output = await toPromise(actor);
    // the verify call's answer goes out with the code (a rescind's message with the refund sum)
    expect(output).toEqual({
      confirmed: true,
      request: REQUEST,
      code: '1234',
      error: null,
      answer: { result: true },
    });
    expect(view()).toMatchObject({ step: 3, confirmed: true });
  });

  it("a wrong code clears the code and shows the server's messages joined with the separator", async () => {
    const { actor, view, until, type, verifies, failures, sendAndAnswer } = start({
      resendSeconds: 60,
      request: REQUEST,
      errorSeparator: '. ',
    });
    await sendAndAnswer();
    type('1234');
    actor.send({ type: 'VERIFY' });
    verifies[0]?.reject(ApiError.rejected(['Неверный код', 'Осталось 2 попытки']));
    await until((v) => !v.verifying);
    expect(view()).toMatchObject({
      step: 1,
      code: '',
      canEdit: true,
      error: 'Неверный код. Осталось 2 попытки',
      phone: PHONE,
      resendLocked: true,
    });
    expect(failures).toEqual(['Неверный код. Осталось 2 попытки']);
    // typing again clears the message
    type('5');
    expect(view().error).toBeNull();
  });

  it("the default separator is ', '", async () => {
    const { actor, until, type, verifies, failures, sendAndAnswer } = start({
      resendSeconds: 60,
      request: REQUEST,
    });
    await sendAndAnswer();
    type('1234');
    actor.send({ type: 'VERIFY' });
    verifies[0]?.reject(ApiError.rejected(['a', 'b']));
    await until((v) => !v.verifying);
    expect(failures).toEqual(['a, b']);
  });

  it('a network error while verifying returns to the first step with the network message', async () => {
    const { actor, view, until, type, verifies, failures, sendAndAnswer } = start({
      resendSeconds: 60,
      request: REQUEST,
    });
    await sendAndAnswer();
    type('1234');
    actor.send({ type: 'VERIFY' });
    verifies[0]?.reject(ApiError.network(new TypeError('Failed to fetch')));
    await until((v) => !v.verifying);
    expect(view()).toMatchObject({ step: 0, canSend: true, code: '', error: ru.errors.network });
    expect(failures).toEqual([ru.errors.network]);
  });

  it('a plain thrown error (not an ApiError) is treated as a network error', async () => {
    const { actor, view, until, type, verifies, sendAndAnswer } = start({
      resendSeconds: 60,
      request: REQUEST,
    });
    await sendAndAnswer();
    type('1234');
    actor.send({ type: 'VERIFY' });
    verifies[0]?.reject(new TypeError('Failed to fetch'));
    await until((v) => !v.verifying);
    expect(view()).toMatchObject({ step: 0, error: ru.errors.network });
  });
});

describe('codeConfirmationMachine: exitOnFirstStep', () => {
  it('a failure to send ends the machine with {confirmed: false, error}', async () => {
    const { actor, sends, failures } = start({
      resendSeconds: 600,
      request: REQUEST,
      autoSend: true,
      exitOnFirstStep: true,
    });
    sends[0]?.reject(ApiError.rejected(['Пользователь не найден']));
    expect(await toPromise(actor)).toEqual({
      confirmed: false,
      request: REQUEST,
      code: '',
      error: 'Пользователь не найден',
      answer: null,
    });
    expect(failures).toEqual(['Пользователь не найден']);
  });

  it('a network error while verifying ends the machine with the network message', async () => {
    const { actor, type, verifies, sendAndAnswer } = start({
      resendSeconds: 600,
      request: REQUEST,
      autoSend: true,
      exitOnFirstStep: true,
    });
    await sendAndAnswer();
    type('1234');
    actor.send({ type: 'VERIFY' });
    verifies[0]?.reject(ApiError.network(new TypeError('Failed to fetch')));
    expect(await toPromise(actor)).toMatchObject({ confirmed: false, error: ru.errors.network });
  });

  it('a wrong code does not end it', async () => {
    const { actor, view, until, type, verifies, sendAndAnswer } = start({
      resendSeconds: 600,
      request: REQUEST,
      autoSend: true,
      exitOnFirstStep: true,
    });
    await sendAndAnswer();
    expect(view().secondsLeft).toBe(600);
    type('1234');
    actor.send({ type: 'VERIFY' });
    verifies[0]?.reject(ApiError.rejected(['Неверный код']));
    await until((v) => !v.verifying);
    expect(actor.getSnapshot().status).toBe('active');
    expect(view()).toMatchObject({ step: 1, code: '', error: 'Неверный код' });
  });
});

describe('codeConfirmationMachine: a code sent before the page opened (preSent)', () => {
  const PRESENT = { resendSeconds: 0, preSent: true, errorSeparator: '. ', request: { subject: 'x' } };

  it('starts at code entry with the prefilled code, no phone, no resend', () => {
    const { view } = start({ ...PRESENT, code: '12a34' });
    expect(view()).toMatchObject({
      step: 2,
      code: '1234',
      canVerify: true,
      canSend: false,
      canResend: false,
      resendLocked: false,
      preSent: true,
    });
    expect(start({ ...PRESENT, code: '12' }).view()).toMatchObject({ step: 1, code: '12', canVerify: false });
  });

  it('a network error keeps the code entry with the network message', async () => {
    const { actor, view, until, verifies, failures } = start({ ...PRESENT, code: '1234' });
    actor.send({ type: 'VERIFY' });
    expect(verifies.map((v) => v.input)).toEqual([{ request: { subject: 'x' }, code: '1234' }]);
    verifies[0]?.reject(ApiError.network(new TypeError('Failed to fetch')));
    await until((v) => !v.verifying);
    expect(view()).toMatchObject({ step: 1, code: '', canEdit: true, error: ru.errors.network });
    expect(failures).toEqual([ru.errors.network]);
  });
});
