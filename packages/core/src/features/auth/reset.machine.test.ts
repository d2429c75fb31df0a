import { createActor, type Actor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CodeSent } from '../../shared/api/fields';
import type { SetPasswordRequest } from './contract';
import { ApiError } from '../../shared/api/errors';
import { ru } from '../../shared/i18n/ru';
import {
  RESET_IIN_LENGTH,
  RESET_RESEND_SECONDS,
  provideReset,
  sanitizeIin,
  selectResetCode,
  selectResetView,
  type ResetCalls,
  type ResetView,
} from './reset.machine';

const IIN = '900101300017';
const PHONE = '+7(701) ***-**67';
const PASSWORD = 'Пароль12!';

type Answer<T> = () => Promise<T>;

const running: Actor<ReturnType<typeof provideReset>>[] = [];

/** The reset with fake async calls; each call's answer can be changed by the test, and every request is kept. */
function start(answers: {
  resetPassword?: Answer<CodeSent>;
  checkCode?: Answer<unknown>;
  setPassword?: Answer<unknown>;
}) {
  const asked: { resetPassword: unknown[]; checkCode: unknown[]; setPassword: SetPasswordRequest[] } = {
    resetPassword: [],
    checkCode: [],
    setPassword: [],
  };
  const calls: ResetCalls = {
    resetPassword: async (req) => {
      asked.resetPassword.push(req);
      return answers.resetPassword ? answers.resetPassword() : { result: true, sendPhone: PHONE };
    },
    checkCode: async (req) => {
      asked.checkCode.push(req);
      return answers.checkCode ? answers.checkCode() : { result: true };
    },
    setPassword: async (req) => {
      asked.setPassword.push(req);
      return answers.setPassword ? answers.setPassword() : { result: true };
    },
  };
  const actor = createActor(provideReset(calls));
  const failures: string[] = [];
  actor.on('failure', (e) => failures.push(e.message));
  actor.start();
  running.push(actor);
  const view = () => selectResetView(actor.getSnapshot());
  const until = (check: (v: ResetView) => boolean) => settled(() => check(view()));
  /** Events of the code step go to the invoked code machine. */
  const code = (event: { type: 'CHANGE'; value: string } | { type: 'VERIFY' } | { type: 'RESEND' }) =>
    actor.getSnapshot().children.code?.send(event);
  return { actor, view, until, code, asked, failures };
}

/** Step 0 -> 1: the IIN typed and the code sent. */
async function toCodeSent(r: ReturnType<typeof start>) {
  r.actor.send({ type: 'CHANGE_IIN', value: IIN });
  r.actor.send({ type: 'SEND' });
  await r.until((v) => v.step === 1);
}

/** Step 1 -> 3: the code typed and accepted. */
async function toPassword(r: ReturnType<typeof start>) {
  await toCodeSent(r);
  r.code({ type: 'CHANGE', value: '1234' });
  r.code({ type: 'VERIFY' });
  await r.until((v) => v.step === 3);
}

/**
 * Waits (microtasks only: the fake calls answer at once) until `check` holds. The reset's own snapshot does not
 * change when its code machine does (steps 1-2), so `waitFor` on the reset actor cannot be used for those.
 */
async function settled(check: () => boolean): Promise<void> {
  for (let i = 0; i < 50; i++) {
    if (check()) return;
    await Promise.resolve();
  }
  throw new Error('the reset did not reach the expected view');
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  for (const actor of running.splice(0)) actor.stop();
  vi.useRealTimers();
});

describe('sanitizeIin', () => {
  it('keeps 12 digits', () => {
    expect(RESET_IIN_LENGTH).toBe(12);
    expect(sanitizeIin('900 101-300 017 99')).toBe(IIN);
    expect(sanitizeIin('abc')).toBe('');
  });
});

describe('resetMachine: the full path, steps 0 to 4', () => {
  it('goes through every step with what each one shows', async () => {
    const r = start({});
    const { actor, view, until, code } = r;

    // step 0: the IIN; send only at 12 digits
    expect(view()).toMatchObject({ step: 0, iin: '', canEditIin: true, error: null });
    expect(view().code.canSend).toBe(false);
    actor.send({ type: 'CHANGE_IIN', value: '90010130001' });
    expect(view().code.canSend).toBe(false);
    actor.send({ type: 'SEND' });
    expect(view().step).toBe(0);
    expect(r.asked.resetPassword).toEqual([]);
    actor.send({ type: 'CHANGE_IIN', value: '900 101 300 017' });
    expect(view()).toMatchObject({ iin: IIN, canEditIin: true });
    expect(view().code.canSend).toBe(true);

    // sending: still step 0, the IIN is no longer editable
    actor.send({ type: 'SEND' });
    expect(view()).toMatchObject({ step: 0, canEditIin: false });
    expect(view().code.sending).toBe(true);

    // step 1: the phone and a 600 s countdown before resend
    await until((v) => v.step === 1);
    expect(RESET_RESEND_SECONDS).toBe(600);
    expect(view()).toMatchObject({ step: 1, canEditIin: false });
    expect(view().code).toMatchObject({
      phone: PHONE,
      secondsLeft: 600,
      resendLocked: true,
      canResend: false,
      canVerify: false,
    });
    vi.advanceTimersByTime(599_000);
    expect(view().code).toMatchObject({ secondsLeft: 1, canResend: false });
    vi.advanceTimersByTime(1_000);
    expect(view().code).toMatchObject({ secondsLeft: 0, canResend: true });

    // step 2 at 4 digits, back to 1 below
    code({ type: 'CHANGE', value: '123' });
    expect(view().step).toBe(1);
    code({ type: 'CHANGE', value: '1234' });
    expect(view()).toMatchObject({ step: 2, canEditIin: false });
    expect(view().code.canVerify).toBe(true);
    code({ type: 'CHANGE', value: '12' });
    expect(view().step).toBe(1);
    code({ type: 'CHANGE', value: '4321' });
    code({ type: 'VERIFY' });
    expect(view().code.verifying).toBe(true);

    // step 3: the new password with its indicators; save only when all pass and both match
    await until((v) => v.step === 3);
    expect(view()).toMatchObject({ canEditIin: false, canSave: false, mismatch: false, error: null });
    expect(view().checks).toEqual({
      lowercase: false,
      uppercase: false,
      digit: false,
      special: false,
      length: false,
    });
    actor.send({ type: 'CHANGE_PASSWORD', value: 'Пароль1!' });
    actor.send({ type: 'CHANGE_CONFIRM', value: 'Пароль1!' });
    expect(view().checks).toEqual({
      lowercase: true,
      uppercase: true,
      digit: true,
      special: true,
      length: false,
    });
    expect(view().canSave).toBe(false);
    actor.send({ type: 'SAVE' });
    expect(view().step).toBe(3);
    actor.send({ type: 'CHANGE_PASSWORD', value: PASSWORD });
    expect(view()).toMatchObject({ mismatch: true, canSave: false });
    actor.send({ type: 'CHANGE_CONFIRM', value: PASSWORD });
    expect(view()).toMatchObject({ mismatch: false, canSave: true });
    actor.send({ type: 'SAVE' });
    expect(view()).toMatchObject({ step: 3, saving: true, canSave: false });

    // step 4
    await until((v) => v.step === 4);
    expect(view()).toMatchObject({ step: 4, canEditIin: false, saving: false, error: null });
    expect(actor.getSnapshot().status).toBe('done');

    // what each call received
    expect(r.asked.resetPassword).toEqual([{ iin: IIN }]);
    expect(r.asked.checkCode).toEqual([{ iin: IIN, code: '4321', type: 0 }]);
    expect(r.asked.setPassword).toEqual([
      { form: { iin: IIN, code: '4321', password: PASSWORD, confirm: PASSWORD } },
    ]);
    expect(r.failures).toEqual([]);
  });

  it('no mismatch shows while the confirmation is empty', async () => {
    const r = start({});
    await toPassword(r);
    r.actor.send({ type: 'CHANGE_PASSWORD', value: PASSWORD });
    expect(r.view()).toMatchObject({ mismatch: false, canSave: false });
  });
});

describe('resetMachine: failures', () => {
  it('reset-password rejected: back to step 0 with the errors joined by ", "', async () => {
    const r = start({
      resetPassword: () =>
        Promise.reject(ApiError.rejected(['Пользователь не найден', 'Обратитесь к администратору'])),
    });
    r.actor.send({ type: 'CHANGE_IIN', value: IIN });
    r.actor.send({ type: 'SEND' });
    await r.until((v) => v.canEditIin);
    expect(r.view()).toMatchObject({
      step: 0,
      iin: IIN,
      canEditIin: true,
      error: 'Пользователь не найден, Обратитесь к администратору',
    });
    expect(r.view().code.canSend).toBe(true);
    expect(selectResetCode(r.actor.getSnapshot())).toBeUndefined();
  });

  it('after a failure, sending again clears the error and sends again', async () => {
    let fail = true;
    const r = start({
      resetPassword: () =>
        fail
          ? Promise.reject(ApiError.rejected(['Пользователь не найден']))
          : Promise.resolve({ result: true, sendPhone: PHONE }),
    });
    r.actor.send({ type: 'CHANGE_IIN', value: IIN });
    r.actor.send({ type: 'SEND' });
    await r.until((v) => v.error !== null);
    fail = false;
    r.actor.send({ type: 'SEND' });
    expect(r.view().error).toBeNull();
    await r.until((v) => v.step === 1);
    expect(r.asked.resetPassword).toEqual([{ iin: IIN }, { iin: IIN }]);
  });

  it('a wrong code: step 1, the code cleared, the message shown', async () => {
    const r = start({ checkCode: () => Promise.reject(ApiError.rejected(['Неверный код'])) });
    await toCodeSent(r);
    r.code({ type: 'CHANGE', value: '1111' });
    r.code({ type: 'VERIFY' });
    await r.until((v) => !v.code.verifying);
    expect(r.view().step).toBe(1);
    expect(r.view().code).toMatchObject({ code: '', error: 'Неверный код', phone: PHONE, canEdit: true });
  });

  it('a network error on check-code: step 0 with the network message', async () => {
    const r = start({ checkCode: () => Promise.reject(ApiError.network(new TypeError('Failed to fetch'))) });
    await toCodeSent(r);
    r.code({ type: 'CHANGE', value: '1234' });
    r.code({ type: 'VERIFY' });
    await r.until((v) => v.canEditIin);
    expect(r.view()).toMatchObject({ step: 0, iin: IIN, error: ru.errors.network });
  });

  it('set-password rejected: back to step 3 with the message, emitted for the notification', async () => {
    const r = start({
      setPassword: () =>
        Promise.reject(ApiError.rejected(['Срок действия кода истёк', 'Запросите новый код'])),
    });
    await toPassword(r);
    r.actor.send({ type: 'CHANGE_PASSWORD', value: PASSWORD });
    r.actor.send({ type: 'CHANGE_CONFIRM', value: PASSWORD });
    r.actor.send({ type: 'SAVE' });
    await r.until((v) => !v.saving);
    expect(r.view()).toMatchObject({
      step: 3,
      password: PASSWORD,
      confirm: PASSWORD,
      canSave: true,
      error: 'Срок действия кода истёк, Запросите новый код',
    });
    expect(r.failures).toEqual(['Срок действия кода истёк, Запросите новый код']);
  });

  it('set-password network error: step 3 with the network message', async () => {
    const r = start({
      setPassword: () => Promise.reject(ApiError.network(new TypeError('Failed to fetch'))),
    });
    await toPassword(r);
    r.actor.send({ type: 'CHANGE_PASSWORD', value: PASSWORD });
    r.actor.send({ type: 'CHANGE_CONFIRM', value: PASSWORD });
    r.actor.send({ type: 'SAVE' });
    await r.until((v) => !v.saving);
    expect(r.view()).toMatchObject({ step: 3, error: ru.errors.network });
  });
});

describe('resetMachine: observed from outside', () => {
  it('a subscriber of the reset actor (what useSelector(reset, selectResetView) relies on) sees steps 1 and 2', async () => {
    const r = start({});
    const seen: number[] = [];
    r.actor.subscribe((s) => seen.push(selectResetView(s).step));
    await toCodeSent(r);
    r.code({ type: 'CHANGE', value: '1234' });
    expect(r.view().step).toBe(2);
    // the code machine is a child: its changes must reach the reset's observers too
    expect(seen).toContain(1);
    expect(seen.at(-1)).toBe(2);
  });
});

describe('resetMachine: a resend', () => {
  it('sends {iin} again after 600 s and keeps the reset on the code step', async () => {
    const r = start({});
    await toCodeSent(r);
    r.code({ type: 'RESEND' });
    expect(r.asked.resetPassword).toHaveLength(1);
    vi.advanceTimersByTime(600_000);
    r.code({ type: 'RESEND' });
    expect(r.asked.resetPassword).toEqual([{ iin: IIN }, { iin: IIN }]);
    // while the new code is being sent the page must not fall back to the IIN step
    expect(r.view().step).toBe(1);
    await r.until((v) => v.code.secondsLeft === 600);
    expect(r.view().step).toBe(1);
  });
});
