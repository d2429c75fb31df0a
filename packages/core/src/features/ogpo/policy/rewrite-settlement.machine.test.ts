import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { formatKzt } from '../../../shared/money';
import { doneEvent, type ActorResultEvent } from '../../../shared/testing/runner';
import { selectContractPanel } from '../sale/sale.view';
import { policyModelMachine } from '../testing/policy-model-machine';
import {
  OGPO_ADMIN_USER,
  OGPO_BOTH_OFFERED,
  OGPO_CALCULATION,
  OGPO_COMPLETE_POLICY,
  OGPO_NOW,
  OGPO_SELLER_IP,
  OGPO_VERIFY_PASSED,
} from '../testing/fixtures';
import { policyOf } from './sale';
import { flat } from './policy-context';

/** A child's result sent as the child would (the model machine's actors never settle), as the model runner does. */
const settle = (actor: { send(event: never): void }, event: ActorResultEvent) => actor.send(event as never);

const GLOBAL = 'KZ-OGPO-2026-0000321';
const REWRITE = { ...OGPO_COMPLETE_POLICY, global: GLOBAL, isRewrite: true };
/** calculate of a rewrite (3.1): the old policy's premium deducted, the rest to pay. */
const REWRITE_CALCULATION = { ...OGPO_CALCULATION, premium: 30_000, refund: 26_911, add_payment: 3_089 };

/** A sale kept in the browser (a rewrite or not), opened, verified and calculated with `answer`. */
function calculated(policy: typeof REWRITE | typeof OGPO_COMPLETE_POLICY, answer: typeof OGPO_CALCULATION) {
  const kept = { policy, draftId: null, payment: null };
  const actor = createActor(policyModelMachine, {
    input: { productType: 1, number: policy.number, user: OGPO_ADMIN_USER, now: OGPO_NOW, kept },
  }).start();
  settle(actor, doneEvent('loadIp', { ip: OGPO_SELLER_IP }));
  settle(actor, doneEvent('loadAvailability', OGPO_BOTH_OFFERED));
  actor.send({ type: 'CALCULATE' });
  settle(actor, doneEvent('verifyPolicy', OGPO_VERIFY_PASSED));
  settle(actor, doneEvent('pause', undefined));
  settle(actor, doneEvent('calculate', answer));
  return actor;
}

describe("a rewrite's money (spec 3.1 refund, add_payment)", () => {
  it('is kept once calculated and shown: what is deducted, what is to pay', () => {
    const actor = calculated(REWRITE, REWRITE_CALCULATION);
    const panel = selectContractPanel(actor.getSnapshot());
    expect(panel.calculation).toMatchObject({
      premiumText: formatKzt(30_000),
      settlement: { refundText: formatKzt(26_911), addPaymentText: formatKzt(3_089) },
    });
    // the policy carries it (a sale kept in the browser comes back with it)
    expect(policyOf(flat(actor.getSnapshot().context))).toMatchObject({ refund: 26_911, add_payment: 3_089 });
  });

  it('goes with the calculation when the sale changes', () => {
    const actor = calculated(REWRITE, REWRITE_CALCULATION);
    actor.send({ type: 'POLICY_CHANGED' });
    expect(selectContractPanel(actor.getSnapshot()).calculation).toBeNull();
    expect(actor.getSnapshot().context.policy.settlement).toBeNull();
  });

  it('a sale that replaces no policy shows none', () => {
    const actor = calculated(OGPO_COMPLETE_POLICY, OGPO_CALCULATION);
    expect(selectContractPanel(actor.getSnapshot()).calculation?.settlement).toBeNull();
    expect(policyOf(flat(actor.getSnapshot().context))).not.toHaveProperty('refund');
  });

  it('comes back with a calculated rewrite kept in the browser', () => {
    const policy = { ...REWRITE, refund: 26_911, add_payment: 3_089 };
    const kept = {
      policy,
      draftId: null,
      payment: null,
      calculation: { premium: 30_000, calculationDate: '2026-11-25 11:02:10' },
    };
    const actor = createActor(policyModelMachine, {
      input: { productType: 1, number: policy.number, user: OGPO_ADMIN_USER, now: OGPO_NOW, kept },
    }).start();
    settle(actor, doneEvent('loadIp', { ip: OGPO_SELLER_IP }));
    settle(actor, doneEvent('loadAvailability', OGPO_BOTH_OFFERED));
    expect(selectContractPanel(actor.getSnapshot()).calculation?.settlement).toEqual({
      refundText: formatKzt(26_911),
      addPaymentText: formatKzt(3_089),
    });
  });
});
