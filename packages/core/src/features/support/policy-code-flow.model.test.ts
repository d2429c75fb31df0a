import { describe, expect, it } from 'vitest';
import { childInput } from '../../shared/testing/xstate-adapter';
import { runModel, type StepInfo } from '../../shared/testing/runner';
import { policyCodeFlowModel } from './testing/policy-code-flow.model';
import {
  POLICY_CODE_RESEND_SECONDS,
  selectPolicyCodeFlowView,
  type PolicyCodeFlowSnapshot,
} from './policy-code-flow.machine';
import { REFUND_ANSWER } from './testing/fixtures';

type Model = typeof policyCodeFlowModel.machine;

function check(s: PolicyCodeFlowSnapshot, { event, input }: StepInfo<Model>) {
  const view = selectPolicyCodeFlowView(s);
  const target = input!.target;
  const termination = target.kind === 'termination';
  expect(view.title).toBe(termination ? 'Расторжение' : 'Ошибка оператора');
  // the guards of section 8: without its parameter the modal shows only the message
  const missing = termination ? !target.global || !target.hash : !target.id;
  if (s.matches('invalid'))
    expect(view.invalid).toBe(termination ? 'Параметр Global не указано!' : 'Параметр ID не указан!');
  else expect(view.invalid).toBeNull();
  if (missing) expect(s.matches('code')).toBe(false);
  // the code step runs with the target and the list's 90 s resend lock
  if (s.matches('code'))
    expect(childInput(s.children.code)).toEqual({
      request: target,
      resendSeconds: POLICY_CODE_RESEND_SECONDS,
      errorSeparator: ', ',
    });
  // the refund shows once the termination is done, until the modal is gone
  if (s.matches('refunded') || (termination && s.matches('done')))
    expect(view.refund).toEqual({ label: 'Сумма возврата', message: REFUND_ANSWER.message, sum: 12_345.6 });
  else expect(view.refund).toBeNull();
  if (s.status === 'done') expect(s.output).toEqual({ reload: s.matches('done') });
  if (event?.type === 'xstate.done.actor.code') expect(s.value).toBe(termination ? 'refunded' : 'done');
}

describe('policyCodeFlowMachine (model-based)', () => {
  it('guards its parameter, runs the code step, shows the refund, with 100% of states and transitions', () => {
    const run = runModel(policyCodeFlowModel, check);
    expect(run.coverage.states.missing).toEqual([]);
    expect(run.coverage.transitions.missing).toEqual([]);
  });
});
