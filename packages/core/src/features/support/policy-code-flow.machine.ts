import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { fmt } from '../../shared/i18n/ru';
import {
  codeConfirmationMachine,
  type CodeConfirmationOutput,
} from '../../shared/machines/code-confirmation.machine';
import { codeChildOf, codeViewOf, type CodeView } from '../../shared/machines/code-confirmation.view';
import { FLOW_TYPE, type ProcessOtpBody, type RescindBody } from './contract';
import { ruPolicyCodeFlow, ruSupport } from './ru';

/**
 * The policy list's operator-error and termination modals (spec part 2 sections 2.7, 4.5, 7.5, 8, 9): one code
 * flow, the shared code machine (child 'code') provided with process-otp as its send and rescind as its verify:
 *
 *   code --the parameter is missing--> invalid ('Параметр ID не указан!' / 'Параметр Global не указано!')
 *   code: step 0 send, 1 sent (resend locked 90 s), 2 four digits, confirm (rescind);
 *                            editing the code sets step 1 or 2 by its length; a failure returns to step 1
 *   code --confirmed--> done (operator error: the modal closes and the list reloads)
 *                   --> refunded (termination: 'Сумма возврата' with the answer's sum) --CLOSE--> done
 *   CLOSE anywhere before the end --> closed (nothing changed, no reload)
 *
 * Output: {reload} (the list reloads after done). A success is emitted as {type: 'success', message}.
 */

/** List operator-error and termination resend lock (section 9). */
export const POLICY_CODE_RESEND_SECONDS = 90;

export type PolicyCodeTarget =
  | { kind: 'operatorError'; id: number | null }
  | {
      kind: 'termination';
      /** The policy's global number. */
      global: string | null;
      /** The insurer's hash (the policy's `insurer.hash`). */
      hash: string | null;
      person: number;
      signatoryId: number | null;
      /** The seller's address (GET /api/get-ip). */
      ip: string;
    };

export interface PolicyCodeFlowContext {
  target: PolicyCodeTarget;
  error: string | null;
  /** The termination's answer: its message and refund. */
  refund: { message: string; sum: number | null } | null;
  /** The policy changed: the list reloads once the modal closes. */
  reload: boolean;
}

export type PolicyCodeFlowEvent = { type: 'CLOSE' };
export type PolicyCodeFlowEmitted = { type: 'success'; message: string };

/** What a termination's target reads of the policy modal's policy (policy/item, 7.5). */
export interface TerminatedPolicy {
  global_id: string | null;
  insurer: { hash: string | null; person: number } | null;
  /** Who signs for the company: the policy's signatory (its contract panel's, 2.3), when it has one. */
  signatory?: { id: number } | null;
}

/**
 * The termination's target of a policy (7.5 rescind type 3): its global number, the insurer's hash and kind, the
 * policy's signatory (null for a policy without one: an OGPO policy, whose panel has none, 2.1) and the seller's
 * address.
 */
export function terminationTarget(policy: TerminatedPolicy, ip: string): PolicyCodeTarget {
  return {
    kind: 'termination',
    global: policy.global_id,
    hash: policy.insurer?.hash ?? null,
    person: policy.insurer?.person ?? 1,
    signatoryId: policy.signatory?.id ?? null,
    ip,
  };
}

/** The send call's body (process-otp), from a target that passed the guards. */
export function processOtpBody(target: PolicyCodeTarget): ProcessOtpBody {
  return target.kind === 'operatorError'
    ? { id: target.id ?? 0, type: FLOW_TYPE.operatorError }
    : { hash: target.hash ?? '', type: FLOW_TYPE.termination };
}

/** The verify call's body (rescind, both forms of 7.5). */
export function rescindBody(target: PolicyCodeTarget, code: string): RescindBody {
  if (target.kind === 'operatorError')
    return { id: target.id ?? 0, code, type: FLOW_TYPE.operatorError, isRescind: true };
  return {
    signatoryId: target.signatoryId,
    isRescind: false,
    global: target.global ?? '',
    person: target.person,
    hash: target.hash ?? '',
    code,
    type: FLOW_TYPE.termination,
    ip: target.ip,
  };
}

/** The guard of 8: the parameter the modal needs, or its message. */
export function missingParameter(target: PolicyCodeTarget): string | null {
  if (target.kind === 'operatorError') return target.id ? null : ruPolicyCodeFlow.noId;
  return target.global && target.hash ? null : ruPolicyCodeFlow.noGlobal;
}

interface RescindAnswer {
  message?: string;
  refund?: number;
}

const answerOf = (event: unknown) =>
  ((event as { output?: CodeConfirmationOutput }).output?.answer ?? {}) as RescindAnswer;

export const policyCodeFlowMachine = setup({
  types: {
    context: {} as PolicyCodeFlowContext,
    events: {} as PolicyCodeFlowEvent,
    input: {} as { target: PolicyCodeTarget },
    output: {} as { reload: boolean },
    emitted: {} as PolicyCodeFlowEmitted,
  },
  actors: { codeConfirmation: codeConfirmationMachine },
  guards: {
    isMissingParameter: ({ context }) => missingParameter(context.target) !== null,
    isTermination: ({ context }) => context.target.kind === 'termination',
  },
}).createMachine({
  id: 'policyCodeFlow',
  context: ({ input }) => ({ target: input.target, error: null, refund: null, reload: false }),
  initial: 'code',
  output: ({ context }) => ({ reload: context.reload }),
  states: {
    invalid: { on: { CLOSE: 'closed' } },
    code: {
      // the guard of section 8 first: without its parameter no code step starts
      always: {
        guard: 'isMissingParameter',
        target: 'invalid',
        actions: assign({ error: ({ context }) => missingParameter(context.target) }),
      },
      invoke: {
        id: 'code',
        src: 'codeConfirmation',
        // the view reads the code step: every change of it is a change of this machine's snapshot
        onSnapshot: {},
        input: ({ context }) => ({
          request: context.target,
          resendSeconds: POLICY_CODE_RESEND_SECONDS,
          errorSeparator: ', ',
        }),
        onDone: [
          {
            guard: 'isTermination',
            target: 'refunded',
            actions: assign({
              refund: ({ event }) => ({
                message: answerOf(event).message ?? '',
                sum: answerOf(event).refund ?? null,
              }),
            }),
          },
          {
            target: 'done',
            actions: emit(({ context, event }) => ({
              type: 'success' as const,
              message:
                answerOf(event).message ||
                fmt(ruSupport.done, {
                  id: context.target.kind === 'operatorError' ? (context.target.id ?? '') : '',
                }),
            })),
          },
        ],
      },
      on: { CLOSE: 'closed' },
    },
    refunded: { on: { CLOSE: 'done' } },
    done: { type: 'final', entry: assign({ reload: true }) },
    closed: { type: 'final' },
  },
});

export type PolicyCodeFlowSnapshot = SnapshotFrom<typeof policyCodeFlowMachine>;

export interface PolicyCodeFlowView {
  title: string;
  hint: string;
  /** The parameter guard's message (the modal shows only it). */
  invalid: string | null;
  code: CodeView;
  /** Termination done: 'Сумма возврата' and the server's message. */
  refund: { label: string; message: string; sum: number | null } | null;
}

export function selectPolicyCodeFlowView(s: PolicyCodeFlowSnapshot): PolicyCodeFlowView {
  const { target } = s.context;
  const termination = target.kind === 'termination';
  return {
    title: termination ? ruPolicyCodeFlow.terminationTitle : ruPolicyCodeFlow.operatorErrorTitle,
    hint: termination ? ruPolicyCodeFlow.terminationHint : ruPolicyCodeFlow.operatorErrorHint,
    invalid: s.matches('invalid') ? s.context.error : null,
    code: codeViewOf(s.matches('code') ? codeChildOf(s) : undefined),
    refund: s.context.refund ? { label: ruPolicyCodeFlow.refund, ...s.context.refund } : null,
  };
}

/** The flow's calls (apps/web wires them to the API client). */
export interface PolicyCodeFlowCalls {
  /** POST /api/contracts/process-otp. */
  processOtp(body: ProcessOtpBody): Promise<{ sendPhone?: string }>;
  /** POST /api/contracts/rescind. */
  rescind(body: RescindBody): Promise<RescindAnswer>;
}

/** The flow with its calls: what the app runs. */
export function providePolicyCodeFlow(calls: PolicyCodeFlowCalls) {
  return policyCodeFlowMachine.provide({
    actors: {
      codeConfirmation: codeConfirmationMachine.provide({
        actors: {
          sendCode: fromPromise(async ({ input }) => {
            const answer = await calls.processOtp(processOtpBody(input.request as PolicyCodeTarget));
            return { phone: answer.sendPhone ?? null };
          }),
          verifyCode: fromPromise(({ input }) =>
            calls.rescind(rescindBody(input.request as PolicyCodeTarget, input.code)),
          ),
        },
      }),
    },
  });
}
