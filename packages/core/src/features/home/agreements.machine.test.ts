import { createActor, type Actor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AgreementVerifyRequest, MyAgreement } from './contract';
import type { CodeSent } from '../../shared/api/fields';
import { ApiError } from '../../shared/api/errors';
import { ru } from '../../shared/i18n/ru';
import { MODEL_AGREEMENTS } from './testing/fixtures';
import {
  AGREEMENT_RESEND_SECONDS,
  provideAgreements,
  selectAgreementsView,
  type AgreementsView,
} from './agreements.machine';

const PHONE = '+7(701) ***-**47';
const PDF = 'JVBERi0xLjQK';
const [FIRST, SECOND] = MODEL_AGREEMENTS as [MyAgreement, MyAgreement];

type Answer<T> = () => Promise<T>;

const running: Actor<ReturnType<typeof provideAgreements>>[] = [];

/** The agreements with fake async calls; answers can be changed by the test, every request is kept. */
function start(answers: {
  list?: Answer<MyAgreement[]>;
  check?: Answer<unknown>;
  document?: Answer<string>;
  sendOtp?: Answer<CodeSent>;
  verify?: Answer<unknown>;
}) {
  const asked = {
    list: 0,
    check: [] as number[],
    document: [] as number[],
    sendOtp: [] as number[],
    verify: [] as AgreementVerifyRequest[],
  };
  let pending = [...MODEL_AGREEMENTS];
  const actor = createActor(
    provideAgreements({
      list: async () => {
        asked.list++;
        return answers.list ? answers.list() : pending;
      },
      check: async (id) => {
        asked.check.push(id);
        return answers.check ? answers.check() : { result: true };
      },
      document: async (id) => {
        asked.document.push(id);
        return answers.document ? answers.document() : PDF;
      },
      sendOtp: async (id) => {
        asked.sendOtp.push(id);
        return answers.sendOtp ? answers.sendOtp() : { result: true, sendPhone: PHONE };
      },
      verify: async (req) => {
        asked.verify.push(req);
        if (answers.verify) return answers.verify();
        pending = pending.filter((a) => a.id !== req.id);
        return { result: true };
      },
    }),
  );
  const emitted: Array<{ type: string; message: string }> = [];
  actor.on('*', (e) => emitted.push(e));
  const codeFailures: string[] = [];
  actor.start();
  running.push(actor);
  const view = () => selectAgreementsView(actor.getSnapshot());
  const until = (check: (v: AgreementsView) => boolean) => settled(() => check(view()));
  const code = (event: { type: 'CHANGE'; value: string } | { type: 'VERIFY' } | { type: 'SEND' }) =>
    actor.getSnapshot().children.code?.send(event);
  /** Opens the agreement and sends its code (step 1). */
  const toCodeSent = async (id = FIRST.id) => {
    await until((v) => v.status === 'ready');
    actor.send({ type: 'OPEN', id });
    const child = actor.getSnapshot().children.code as unknown as {
      on(t: 'failure', h: (e: { message: string }) => void): void;
    };
    child.on('failure', (e) => codeFailures.push(e.message));
    code({ type: 'SEND' });
    await until((v) => v.code.step === 1);
  };
  return { actor, view, until, code, asked, emitted, codeFailures, toCodeSent };
}

/** Waits (microtasks only: the fake calls answer at once) until `check` holds. */
async function settled(check: () => boolean): Promise<void> {
  for (let i = 0; i < 50; i++) {
    if (check()) return;
    await Promise.resolve();
  }
  throw new Error('the agreements did not reach the expected view');
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  for (const actor of running.splice(0)) actor.stop();
  vi.useRealTimers();
});

describe('agreementsMachine with its calls', () => {
  it('confirms an agreement: open, check, code sent with a 300 s countdown, verify, success, list refreshed', async () => {
    const r = start({});
    expect(r.view()).toMatchObject({ status: 'loading', open: null, canOpen: false });
    await r.until((v) => v.status === 'ready');
    expect(r.view().agreements).toEqual(MODEL_AGREEMENTS);

    r.actor.send({ type: 'OPEN', id: FIRST.id });
    expect(r.view().open).toEqual(FIRST);
    // step 0: the start button; the check call records the opening
    expect(r.view().code).toMatchObject({ step: 0, canSend: true });
    await r.until(() => r.asked.check.length === 1);
    expect(r.asked.check).toEqual([FIRST.id]);

    r.code({ type: 'SEND' });
    expect(r.view().code.sending).toBe(true);
    await r.until((v) => v.code.step === 1);
    expect(r.asked.sendOtp).toEqual([FIRST.id]);
    expect(AGREEMENT_RESEND_SECONDS).toBe(300);
    expect(r.view().code).toMatchObject({
      phone: PHONE,
      secondsLeft: 300,
      resendLocked: true,
      canResend: false,
    });
    vi.advanceTimersByTime(299_000);
    expect(r.view().code).toMatchObject({ secondsLeft: 1, canResend: false });
    vi.advanceTimersByTime(1_000);
    expect(r.view().code).toMatchObject({ secondsLeft: 0, canResend: true, resendLocked: false });

    r.code({ type: 'CHANGE', value: '12' });
    expect(r.view().code).toMatchObject({ step: 1, canVerify: false });
    r.code({ type: 'CHANGE', value: '1234' });
    expect(r.view().code).toMatchObject({ step: 2, canVerify: true });
    r.code({ type: 'VERIFY' });
    expect(r.view().code.verifying).toBe(true);

    // success: the modal closes, the list reloads without the confirmed agreement
    await r.until((v) => v.open === null);
    expect(r.asked.verify).toEqual([{ id: FIRST.id, code: '1234' }]);
    expect(r.emitted).toEqual([{ type: 'success', message: `Документ «${FIRST.title}» согласован` }]);
    await r.until((v) => v.status === 'ready' && !v.refreshing);
    expect(r.asked.list).toBe(2);
    expect(r.view().agreements).toEqual([SECOND]);
  });

  it('a refused code shows the server message, clears the code and stays at the code step', async () => {
    const r = start({ verify: () => Promise.reject(ApiError.rejected(['Неверный код'], 200)) });
    await r.toCodeSent();
    r.code({ type: 'CHANGE', value: '9999' });
    r.code({ type: 'VERIFY' });
    await r.until((v) => v.code.error !== null);
    expect(r.view().code).toMatchObject({ step: 1, code: '', error: 'Неверный код' });
    expect(r.view().open).toEqual(FIRST);
    expect(r.codeFailures).toEqual(['Неверный код']);
    expect(r.emitted).toEqual([]);
    expect(r.asked.list).toBe(1);
  });

  it('a network error while verifying returns to step 0 with the message', async () => {
    const r = start({ verify: () => Promise.reject(ApiError.network(new TypeError('Failed to fetch'))) });
    await r.toCodeSent();
    r.code({ type: 'CHANGE', value: '1234' });
    r.code({ type: 'VERIFY' });
    await r.until((v) => v.code.step === 0);
    expect(r.view().code).toMatchObject({ step: 0, canSend: true, error: ru.errors.network });
    expect(r.view().open).toEqual(FIRST);
  });

  it('a failed check call is ignored; CLOSE dismisses the modal from any step', async () => {
    const r = start({ check: () => Promise.reject(new TypeError('Failed to fetch')) });
    await r.toCodeSent(SECOND.id);
    expect(r.asked.check).toEqual([SECOND.id]);
    expect(r.view().open).toEqual(SECOND);
    r.code({ type: 'CHANGE', value: '1234' });
    r.code({ type: 'VERIFY' });
    expect(r.view().code.verifying).toBe(true);
    r.actor.send({ type: 'CLOSE' });
    expect(r.view()).toMatchObject({ open: null, canOpen: true, status: 'ready' });
    expect(r.actor.getSnapshot().children.code).toBeUndefined();
    // opening again starts from step 0
    r.actor.send({ type: 'OPEN', id: SECOND.id });
    expect(r.view().code).toMatchObject({ step: 0, code: '', canSend: true });
  });

  it('the list carries no PDF: opening an agreement fetches its document; a failure shows and RETRY fetches again', async () => {
    let fail = true;
    const { actor, view, until, asked } = start({
      document: () =>
        fail ? Promise.reject(ApiError.rejected(['Соглашение не найдено'], 404)) : Promise.resolve(PDF),
    });
    await until((v) => v.status === 'ready');
    expect(view().document.status).toBe('idle');
    expect(asked.document).toEqual([]);
    actor.send({ type: 'OPEN', id: SECOND.id });
    expect(view().document.status).toBe('loading');
    await until((v) => v.document.status === 'failed');
    expect(view().document.error).toBe('Соглашение не найдено');
    fail = false;
    actor.getSnapshot().children.document?.send({ type: 'RETRY' });
    await until((v) => v.document.status === 'ready');
    expect(view().document.document).toBe(PDF);
    expect(asked.document).toEqual([SECOND.id, SECOND.id]);
    actor.send({ type: 'CLOSE' });
    expect(view().document.status).toBe('idle');
  });

  it('a failed list load shows the message; RETRY loads again', async () => {
    let fail = true;
    const r = start({
      list: () =>
        fail ? Promise.reject(ApiError.rejected(['Сервис недоступен'], 503)) : Promise.resolve([]),
    });
    await r.until((v) => v.status === 'failed');
    expect(r.view().loadError).toBe('Сервис недоступен');
    fail = false;
    r.actor.send({ type: 'RETRY' });
    await r.until((v) => v.status === 'ready');
    expect(r.view()).toMatchObject({ agreements: [], loadError: null });
    // an id that is not listed opens nothing
    r.actor.send({ type: 'OPEN', id: FIRST.id });
    expect(r.view().open).toBeNull();
  });
});
