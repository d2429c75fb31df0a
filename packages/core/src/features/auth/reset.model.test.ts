import { describe, expect, it } from 'vitest';
import { ru } from '../../shared/i18n/ru';
import { runModel, type StepInfo } from '../../shared/testing/runner';
import { resetModel } from './testing/reset.model';
import { STRONG_PASSWORD } from './testing/fixtures';
import { RESET_RESEND_SECONDS, selectResetView, type ResetSnapshot } from './reset.machine';
import { childInput } from '../../shared/testing/xstate-adapter';

type Model = typeof resetModel.machine;

const TYPED_IIN: Record<string, string> = {
  '': '',
  '9001': '9001',
  '9001 0130 0017 99': '900101300017',
};

function check(s: ResetSnapshot, { event, previous }: StepInfo<Model>) {
  const view = selectResetView(s);
  expect(view.iin).toMatch(/^\d{0,12}$/);
  // the IIN can be edited only at step 0
  expect(view.canEditIin).toBe(s.matches('identifying'));
  if (s.matches('identifying')) {
    expect(view.step).toBe(0);
    // send enabled at 12 digits
    expect(view.code.canSend).toBe(view.iin.length === 12);
  }
  if (s.matches('confirming')) {
    // the shared code machine runs with the reset's request and lock
    expect(childInput(s.children.code)).toEqual({
      request: { iin: view.iin },
      resendSeconds: RESET_RESEND_SECONDS,
      autoSend: true,
      exitOnFirstStep: true,
      errorSeparator: ', ',
    });
  }
  if (s.matches('choosing') || s.matches('saving')) {
    expect(view.step).toBe(3);
    // confirm enabled only when every rule passes and both match
    const allPass = Object.values(view.checks).every(Boolean);
    expect(view.canSave).toBe(s.matches('choosing') && allPass && view.password === view.confirm);
    expect(view.mismatch).toBe(view.confirm !== '' && view.confirm !== view.password);
  }
  if (s.matches('saving')) {
    expect(view.saving).toBe(true);
    expect(childInput(s.children.setPassword)).toEqual({
      form: { iin: view.iin, code: '1234', password: STRONG_PASSWORD, confirm: STRONG_PASSWORD },
    });
  }
  if (s.matches('done')) {
    expect(view.step).toBe(4);
    expect(s.status).toBe('done');
  }

  if (!event || !previous) return;
  const before = selectResetView(previous);
  switch (event.type) {
    case 'CHANGE_IIN':
      expect(view.iin).toBe(before.canEditIin ? TYPED_IIN[event.value] : before.iin);
      break;
    case 'xstate.done.actor.code': {
      const out = event.output as { confirmed: boolean; error: string | null };
      if (out.confirmed) {
        expect(view.step).toBe(3);
        expect(view.error).toBeNull();
      } else {
        // back to step 0 with the errors joined with ', ' under the title
        expect(view.step).toBe(0);
        expect(view.error).toBe(out.error);
      }
      break;
    }
    case 'xstate.error.actor.code':
      expect(view.step).toBe(0);
      expect(view.error).toBe(ru.errors.network);
      break;
    case 'xstate.error.actor.setPassword': {
      // set-password failure returns to step 3 with the message
      const err = event.error as { errors?: string[] };
      expect(view.step).toBe(3);
      expect(view.error).toBe(err.errors ? err.errors.join(', ') : ru.errors.network);
      expect(view.password).toBe(before.password);
      break;
    }
    case 'SAVE':
      expect(s.matches('saving')).toBe(before.canSave);
      break;
    case 'SEND':
      expect(s.matches('confirming')).toBe(before.code.canSend);
      break;
    default:
  }
}

describe('resetMachine (model-based)', () => {
  it('every path keeps the reset steps true to the spec, with 100% of states and transitions covered', () => {
    const run = runModel(resetModel, check);
    expect(run.paths).toBeGreaterThan(50);
    expect(run.coverage.states.missing).toEqual([]);
    expect(run.coverage.transitions.missing).toEqual([]);
  });
});
