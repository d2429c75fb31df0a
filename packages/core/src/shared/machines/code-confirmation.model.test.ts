import { describe, expect, it } from 'vitest';
import { ru } from '../i18n/ru';
import { runModel, type StepInfo } from '../testing/runner';
import { codeConfirmationModel } from '../testing/code-confirmation.model';
import { CODE_LENGTH, type CodeConfirmationSnapshot } from './code-confirmation.machine';
import { selectCodeView } from './code-confirmation.view';

type Model = typeof codeConfirmationModel.machine;

/** What the code field shows for each typed value (digits only, at most 4). */
const TYPED: Record<string, string> = { '': '', '12': '12', '12a34x5': '1234', '9876': '9876' };

function check(s: CodeConfirmationSnapshot, { event, previous, input }: StepInfo<Model>) {
  const view = selectCodeView(s);
  const preSent = input?.preSent === true;
  const separator = input?.errorSeparator ?? ', ';
  expect(view.code).toMatch(/^\d{0,4}$/);

  // Steps as the spec numbers them: 0 send, 1 code sent, 2 four digits, 3 confirmed.
  if (s.matches('idle') || s.matches('sending') || s.matches('returned')) expect(view.step).toBe(0);
  if (s.matches({ sent: { entry: 'entering' } })) {
    expect(view.step).toBe(1);
    expect(view.code.length).toBeLessThan(CODE_LENGTH);
    expect(view.canVerify).toBe(false);
    expect(view.canEdit).toBe(true);
  }
  if (s.matches({ sent: { entry: 'complete' } })) {
    expect(view.step).toBe(2);
    expect(view.code).toHaveLength(CODE_LENGTH);
    // four digits can be confirmed, except while a new code is on its way
    expect(view.canVerify).toBe(!s.matches({ sent: { resend: 'resending' } }));
  }
  if (s.matches({ sent: { entry: 'verifying' } })) {
    expect(view.step).toBe(2);
    expect(view.verifying).toBe(true);
    expect(view.canVerify).toBe(false);
    expect(view.canEdit).toBe(false);
    expect(view.canResend).toBe(false);
    // the code typed is what is checked, with the feature's request
    expect(s.children.verifyCode?.getSnapshot().input).toEqual({
      request: s.context.request,
      code: view.code,
    });
  }
  if (s.matches('sending')) {
    expect(view.sending).toBe(true);
    expect(s.children.sendCode?.getSnapshot().input).toEqual({ request: s.context.request });
  }
  // SEND only with a request, and only at the first step.
  expect(view.canSend).toBe(s.matches('idle') && s.context.request != null);
  // Pages whose code was sent before they opened never show a first step nor a resend.
  if (preSent) {
    expect(s.matches('idle') || s.matches('sending')).toBe(false);
    expect(view.canResend).toBe(false);
    expect(view.resendLocked).toBe(false);
  }
  // The resend is locked exactly while seconds remain; then possible (not while verifying).
  if (s.matches('sent') && !preSent) {
    expect(view.resendLocked).toBe(view.secondsLeft > 0);
    const resending = s.matches({ sent: { resend: 'resending' } });
    expect(view.canResend).toBe(view.secondsLeft === 0 && !view.verifying && !resending);
    if (resending) expect(view.canVerify).toBe(false);
  }
  if (s.matches('confirmed')) {
    expect(view.step).toBe(3);
    expect(view.confirmed).toBe(true);
    expect(s.output).toMatchObject({ confirmed: true, code: previous?.context.code, error: null });
  }
  if (s.matches('returned')) {
    expect(input?.exitOnFirstStep).toBe(true);
    expect(s.output).toMatchObject({ confirmed: false, error: view.error });
    expect(view.error).not.toBeNull();
  }

  if (!event || !previous) return;
  const before = selectCodeView(previous);
  switch (event.type) {
    case 'xstate.done.actor.sendCode': {
      // code sent: the phone shown, resend locked for the feature's seconds, a fresh empty code
      expect(view.step).toBe(1);
      // a resend that reports no phone keeps the one shown
      const resent = previous.matches({ sent: { resend: 'resending' } });
      const sent = event.output as { phone?: string; channel?: 'sms' | 'mail' } | undefined;
      expect(view.phone).toBe(sent?.phone ?? (resent ? before.phone : null));
      // by SMS or by mail when the call says so; a resend that says nothing keeps what was said
      expect(view.channel).toBe(sent?.channel ?? (resent ? before.channel : null));
      expect(view.secondsLeft).toBe(input?.resendSeconds);
      expect(view.code).toBe('');
      expect(view.error).toBeNull();
      break;
    }
    case 'xstate.error.actor.sendCode': {
      const err = event.error as { errors?: string[]; codeSent?: boolean; retryAfter?: number };
      if (err.codeSent && previous.matches('sending')) {
        // issue 30 item 9: reopened within the resend window, the field for the code already received opens,
        // the resend locked for the server's Retry-After
        expect(view.step).toBe(1);
        expect(view.canEdit).toBe(true);
        expect(view.secondsLeft).toBe(err.retryAfter);
        expect(view.error).toBeNull();
        break;
      }
      // a failure to send returns to the first step with the message (or ends, for features with their own)
      expect(view.error).toBe(err.errors ? err.errors.join(separator) : ru.errors.network);
      expect(s.matches(input?.exitOnFirstStep ? 'returned' : 'idle')).toBe(true);
      break;
    }
    case 'xstate.error.actor.verifyCode': {
      const err = event.error as { kind?: string; errors: string[] };
      expect(view.code).toBe('');
      if (err.kind === 'network' && !preSent) {
        // network error returns to the first step
        expect(view.step).toBe(0);
        expect(view.error).toBe(ru.errors.network);
      } else {
        // failure clears the code and shows the server's message
        expect(view.step).toBe(1);
        expect(view.error).toBe(err.kind === 'network' ? ru.errors.network : err.errors.join(separator));
      }
      break;
    }
    case 'CHANGE': {
      if (before.canEdit) {
        expect(view.code).toBe(TYPED[event.value]);
        expect(view.step).toBe(view.code.length === CODE_LENGTH ? 2 : 1);
        if (view.code !== before.code) expect(view.error).toBeNull();
      } else {
        expect(view.code).toBe(before.code);
      }
      break;
    }
    case 'TICK': {
      if (previous.matches({ sent: { resend: 'locked' } })) {
        expect(view.secondsLeft).toBe(Math.max(0, before.secondsLeft - (event.seconds ?? 1)));
      } else {
        expect(view.secondsLeft).toBe(before.secondsLeft);
      }
      break;
    }
    case 'RESEND': {
      // a resend keeps the code form (step 1 or 2) while the new code is on its way
      expect(s.matches({ sent: { resend: 'resending' } })).toBe(before.canResend);
      if (before.canResend) {
        expect(view.sending).toBe(true);
        expect(view.step).toBe(before.step);
        expect(view.canVerify).toBe(false);
        expect(s.children.sendCode?.getSnapshot().input).toEqual({ request: s.context.request });
      }
      break;
    }
    case 'VERIFY': {
      expect(s.matches({ sent: { entry: 'verifying' } })).toBe(before.canVerify);
      break;
    }
    case 'SEND': {
      expect(s.matches('sending')).toBe(before.canSend);
      break;
    }
    default:
  }
}

describe('codeConfirmationMachine (model-based)', () => {
  it('every path keeps the code step true to the spec, with 100% of states and transitions covered', () => {
    const run = runModel(codeConfirmationModel, check);
    expect(run.paths).toBeGreaterThan(300);
    expect(run.coverage.states.missing).toEqual([]);
    expect(run.coverage.transitions.missing).toEqual([]);
  });
});
