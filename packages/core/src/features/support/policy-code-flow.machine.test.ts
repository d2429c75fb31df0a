import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { ApiError } from '../../shared/api/errors';
import {
  providePolicyCodeFlow,
  selectPolicyCodeFlowView,
  terminationTarget,
  type PolicyCodeFlowCalls,
} from './policy-code-flow.machine';
import { OPERATOR_ERROR_TARGET, REFUND_ANSWER, TERMINATION_TARGET } from './testing/fixtures';

/** The flow with the real code machine: what each step sends to process-otp and rescind (7.5). */
function start(target = OPERATOR_ERROR_TARGET, calls: Partial<PolicyCodeFlowCalls> = {}) {
  const processOtp = vi.fn(calls.processOtp ?? (async () => ({ sendPhone: '+7(701) ***-**17' })));
  const rescind = vi.fn(
    calls.rescind ?? (async () => ({ message: 'Процесс по 26-OGPO-1 успешно завершен' })),
  );
  const actor = createActor(providePolicyCodeFlow({ processOtp, rescind }), { input: { target } });
  const successes: string[] = [];
  actor.on('success', (e) => successes.push(e.message));
  actor.start();
  const code = () => actor.getSnapshot().children.code!;
  const view = () => selectPolicyCodeFlowView(actor.getSnapshot());
  const settle = () => new Promise((r) => setTimeout(r, 0));
  return { actor, code, view, settle, processOtp, rescind, successes };
}

describe('policyCodeFlowMachine with its calls', () => {
  it('operator error: sends {id, type:2}, confirms with {id, code, type:2, isRescind:true}, then closes to reload', async () => {
    const r = start();
    expect(r.view().code.step).toBe(0);
    r.code().send({ type: 'SEND' });
    await r.settle();
    expect(r.processOtp).toHaveBeenCalledWith({ id: 4101, type: 2 });
    expect(r.view().code).toMatchObject({
      step: 1,
      phone: '+7(701) ***-**17',
      resendLocked: true,
      secondsLeft: 90,
    });
    r.code().send({ type: 'CHANGE', value: '12' });
    expect(r.view().code.step).toBe(1);
    r.code().send({ type: 'CHANGE', value: '1234' });
    expect(r.view().code.step).toBe(2);
    r.code().send({ type: 'VERIFY' });
    expect(await toPromise(r.actor)).toEqual({ reload: true });
    expect(r.rescind).toHaveBeenCalledWith({ id: 4101, code: '1234', type: 2, isRescind: true });
    expect(r.successes).toEqual(['Процесс по 26-OGPO-1 успешно завершен']);
  });

  it('a refused code returns to step 1 with the message; nothing closes', async () => {
    const r = start(OPERATOR_ERROR_TARGET, {
      rescind: async () => {
        throw ApiError.rejected(['Неверный код'], 400);
      },
    });
    r.code().send({ type: 'SEND' });
    await r.settle();
    r.code().send({ type: 'CHANGE', value: '9999' });
    r.code().send({ type: 'VERIFY' });
    await r.settle();
    expect(r.view().code).toMatchObject({ step: 1, code: '', error: 'Неверный код' });
    expect(r.actor.getSnapshot().status).toBe('active');
  });

  it('termination: sends {hash, type:3}, rescinds with the global number and shows the refund until closed', async () => {
    const r = start(TERMINATION_TARGET, { rescind: async () => REFUND_ANSWER });
    r.code().send({ type: 'SEND' });
    await r.settle();
    expect(r.processOtp).toHaveBeenCalledWith({ hash: TERMINATION_TARGET.hash, type: 3 });
    r.code().send({ type: 'CHANGE', value: '4321' });
    r.code().send({ type: 'VERIFY' });
    await r.settle();
    expect(r.rescind).toHaveBeenCalledWith({
      signatoryId: null,
      isRescind: false,
      global: TERMINATION_TARGET.global,
      person: 1,
      hash: TERMINATION_TARGET.hash,
      code: '4321',
      type: 3,
      ip: '127.0.0.1',
    });
    expect(r.view().refund).toEqual({
      label: 'Сумма возврата',
      message: REFUND_ANSWER.message,
      sum: 12_345.6,
    });
    r.actor.send({ type: 'CLOSE' });
    expect(r.actor.getSnapshot().output).toEqual({ reload: true });
  });

  it("termination sends the policy's signatory (2.3, 7.5; issue 43 item 18); a policy without one sends null", async () => {
    const signed = terminationTarget(
      { global_id: '26-DSD-000123', insurer: { hash: 'h1', person: 2 }, signatory: { id: 2 } },
      '10.0.0.1',
    );
    expect(signed).toEqual({
      kind: 'termination',
      global: '26-DSD-000123',
      hash: 'h1',
      person: 2,
      signatoryId: 2,
      ip: '10.0.0.1',
    });
    const r = start(signed);
    r.code().send({ type: 'SEND' });
    await r.settle();
    r.code().send({ type: 'CHANGE', value: '4321' });
    r.code().send({ type: 'VERIFY' });
    await r.settle();
    expect(r.rescind).toHaveBeenCalledWith(expect.objectContaining({ signatoryId: 2, type: 3 }));
    // an OGPO policy: its panel has no signatory (2.1)
    expect(terminationTarget({ global_id: 'G', insurer: { hash: 'h', person: 1 } }, '')).toMatchObject({
      signatoryId: null,
    });
    expect(terminationTarget({ global_id: 'G', insurer: null, signatory: null }, '')).toMatchObject({
      signatoryId: null,
      hash: null,
      person: 1,
    });
  });

  it('closing before the end changes nothing: no reload', () => {
    const r = start();
    r.actor.send({ type: 'CLOSE' });
    expect(r.actor.getSnapshot().output).toEqual({ reload: false });
    expect(r.processOtp).not.toHaveBeenCalled();
  });
});
