import { fromCallback } from 'xstate';
import { doneEvent, type MachineModel } from '../../../shared/testing/runner';
import { policyCodeFlowMachine } from '../policy-code-flow.machine';
import { OPERATOR_ERROR_TARGET, REFUND_ANSWER, TERMINATION_TARGET } from './fixtures';

/**
 * The list's code flows: the production machine with the code step (the shared code machine, modelled on its own)
 * replaced by a child that never finishes by itself; its confirmation is an event carrying the rescind's answer.
 * Inputs: both flows with their parameter, and each without it (the guards of section 8).
 */
export const policyCodeFlowModel = {
  name: 'policyCodeFlow',
  machine: policyCodeFlowMachine.provide({
    actors: { codeConfirmation: fromCallback(() => undefined) as never },
  }),
  inputs: [
    { target: OPERATOR_ERROR_TARGET },
    { target: TERMINATION_TARGET },
    { target: { kind: 'operatorError', id: null } },
    { target: { ...TERMINATION_TARGET, global: null } },
  ],
  events: [
    { type: 'CLOSE' },
    doneEvent('code', { confirmed: true, request: null, code: '1234', error: null, answer: REFUND_ANSWER }),
  ],
} satisfies MachineModel<typeof policyCodeFlowMachine>;
