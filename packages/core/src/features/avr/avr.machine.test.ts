import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, waitFor } from 'xstate';
import { ApiError } from '../../shared/api/errors';
import type { codeConfirmationMachine } from '../../shared/machines/code-confirmation.machine';
import { avrMachine, provideAvr, selectAvrCode, selectAvrView } from './avr.machine';
import { hasAvrTab } from './access';
import { MODEL_AVR_PENDING, MODEL_AVR_ROWS } from './testing/fixtures';

/** The АВР screen with its calls and the real shared code machine (clocks silenced: ticks are sent by hand). */

function start(overrides: Partial<Parameters<typeof provideAvr>[0]> = {}) {
  const calls = {
    page: vi.fn(async () => ({
      data: MODEL_AVR_ROWS,
      meta: { current_page: 1, last_page: 2, per_page: 10, total: 14 },
    })),
    item: vi.fn(async () => ({ ...MODEL_AVR_PENDING, seconds_left: 1800 })),
    sendCode: vi.fn(async () => ({ sendPhone: '+7(701) ***-**57' })),
    checkCode: vi.fn(async () => ({ result: true })),
    refuse: vi.fn(async () => ({ result: true })),
    ...overrides,
  };
  const provided = provideAvr(calls);
  const silent = fromCallback<{ type: 'TICK'; seconds: number }>(() => {});
  const machine = provided.provide({
    actors: {
      clock: silent,
      codeConfirmation: (
        provided.implementations.actors.codeConfirmation as typeof codeConfirmationMachine
      ).provide({
        actors: { clock: silent },
      }),
    },
  });
  const actor = createActor(machine).start();
  return { actor, calls };
}

const view = (actor: ReturnType<typeof start>['actor']) => selectAvrView(actor.getSnapshot()).modal!;

describe('avrMachine', () => {
  it('accepts an act with the SMS code; the message shows 3 s, then the table reloads', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'OPEN', id: 14 });
    await waitFor(actor, (s) => s.matches({ viewing: { pending: 'choosing' } }));
    actor.send({ type: 'ACCEPT' });
    await waitFor(actor, () => view(actor).code.step === 1);
    expect(calls.sendCode).toHaveBeenCalledWith(14);
    expect(view(actor).code).toMatchObject({
      phone: '+7(701) ***-**57',
      secondsLeft: 120,
      resendLocked: true,
    });
    const code = actor.getSnapshot().children.code!;
    code.send({ type: 'CHANGE', value: '4821' });
    code.send({ type: 'VERIFY' });
    await waitFor(actor, (s) => s.matches({ viewing: 'done' }));
    expect(calls.checkCode).toHaveBeenCalledWith(14, '4821');
    expect(view(actor).result).toBe('accepted');
    actor.send({ type: 'TICK', seconds: 2 });
    expect(actor.getSnapshot().matches({ viewing: 'done' })).toBe(true);
    actor.send({ type: 'TICK', seconds: 1 });
    expect(selectAvrView(actor.getSnapshot()).modal).toBeNull();
    await vi.waitFor(() => expect(calls.page).toHaveBeenCalledTimes(2));
  });

  it('a wrong code clears the code with the message; a network error returns to step 0 with it', async () => {
    const checkCode = vi
      .fn()
      .mockRejectedValueOnce(ApiError.rejected(['Неверный код'], 400))
      .mockRejectedValueOnce(ApiError.network(new TypeError('Failed to fetch')));
    const { actor } = start({ checkCode });
    actor.send({ type: 'OPEN', id: 14 });
    await waitFor(actor, (s) => s.matches({ viewing: { pending: 'choosing' } }));
    actor.send({ type: 'ACCEPT' });
    await waitFor(actor, () => view(actor).code.step === 1);
    const code = actor.getSnapshot().children.code!;
    code.send({ type: 'CHANGE', value: '1111' });
    code.send({ type: 'VERIFY' });
    await waitFor(actor, () => view(actor).code.error !== null);
    expect(selectAvrCode(actor.getSnapshot())?.context).toMatchObject({ code: '', error: 'Неверный код' });
    code.send({ type: 'CHANGE', value: '2222' });
    code.send({ type: 'VERIFY' });
    await waitFor(actor, (s) => s.matches({ viewing: { pending: 'choosing' } }));
    expect(view(actor).error).toBe('Нет связи с сервером. Проверьте подключение и попробуйте снова.');
  });

  it('a refusal needs a comment; the server’s message shows in the red box; Esc clears the form', async () => {
    const refuse = vi.fn().mockRejectedValueOnce(ApiError.rejected(['Время согласования вышло'], 409));
    const { actor } = start({ refuse });
    actor.send({ type: 'OPEN', id: 14 });
    await waitFor(actor, (s) => s.matches({ viewing: { pending: 'choosing' } }));
    actor.send({ type: 'REFUSE' });
    expect(view(actor).canSubmitRefusal).toBe(false);
    actor.send({ type: 'CHANGE_COMMENT', value: ' Не та сумма ' });
    actor.send({ type: 'SUBMIT_REFUSAL' });
    await waitFor(actor, () => view(actor).error !== null);
    expect(refuse).toHaveBeenCalledWith(14, 'Не та сумма');
    expect(view(actor)).toMatchObject({ step: 'refuse', error: 'Время согласования вышло' });
    actor.send({ type: 'CLEAR' });
    expect(view(actor)).toMatchObject({ step: 'choose', comment: '', error: null });
  });

  it('the 30 minutes run out while the act is open: Время согласования вышло', async () => {
    const { actor } = start();
    actor.send({ type: 'OPEN', id: 14 });
    await waitFor(actor, (s) => s.matches({ viewing: { pending: 'choosing' } }));
    actor.send({ type: 'REFUSE' });
    actor.send({ type: 'TICK', seconds: 1799 });
    expect(view(actor).secondsLeft).toBe(1);
    actor.send({ type: 'TICK', seconds: 1 });
    expect(view(actor).step).toBe('expired');
    expect(avrMachine.id).toBe('avr');
  });

  it('the АВР tab is for the sale group', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter((r) => hasAvrTab(r as 0))).toEqual([0, 3, 4, 5, 8]);
  });
});
