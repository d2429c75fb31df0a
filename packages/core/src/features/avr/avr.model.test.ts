import { describe, expect, it } from 'vitest';
import { childInput } from '../../shared/testing/xstate-adapter';
import { runModel, type StepInfo } from '../../shared/testing/runner';
import { IDLE_CODE_VIEW } from '../../shared/machines/code-confirmation.view';
import { avrListInbox, avrModel } from './testing/avr.model';
import { AVR_RESEND_SECONDS, selectAvrView, type AvrSnapshot } from './avr.machine';
import { avrStatusText } from './contract';
import { ruAvr } from './ru';

type Model = typeof avrModel.machine;

function check(s: AvrSnapshot, { event, previous }: StepInfo<Model>) {
  const { modal } = selectAvrView(s);
  expect(modal === null).toBe(s.matches('browsing'));
  // the table runs for the whole screen
  expect(s.children.list).toBeDefined();
  if (!modal) return;
  const c = s.context;
  if (s.matches('opening')) expect(childInput(s.children.loadItem)).toEqual({ id: c.openId });
  expect(modal.status).toBe(s.matches('opening') ? 'loading' : s.matches('openFailed') ? 'failed' : 'ready');
  // accept and refuse are offered only for an unprocessed act inside its window
  if (modal.step === 'choose') {
    expect(modal.item?.confirmed).toBeNull();
    expect(modal.item?.has_action).toBe(true);
    expect(modal.secondsLeft).toBeGreaterThan(0);
  }
  if (modal.step === 'decided') expect(modal.item?.confirmed).not.toBeNull();
  if (modal.step === 'expired') expect(modal.item?.confirmed).toBeNull();
  // the code step: the shared machine, sent at once, resend after 120 s, back to step 0 on its failures
  if (modal.step === 'accept')
    expect(childInput(s.children.code)).toEqual({
      request: { id: c.openId },
      resendSeconds: AVR_RESEND_SECONDS,
      autoSend: true,
      exitOnFirstStep: true,
    });
  else expect(modal.code).toEqual(IDLE_CODE_VIEW);
  // a refusal needs a comment; Esc clears only a form
  expect(modal.canSubmitRefusal).toBe(
    s.matches({ viewing: { pending: 'refusing' } }) && c.comment.trim() !== '',
  );
  expect(modal.canClear).toBe(modal.step === 'accept' || (modal.step === 'refuse' && !modal.submitting));
  if (modal.submitting)
    expect(childInput(s.children.refuse)).toEqual({ id: c.openId, comment: c.comment.trim() });

  if (!event || !previous) return;
  const before = selectAvrView(previous).modal;
  switch (event.type) {
    case 'TICK':
      if (
        before?.step &&
        ['choose', 'refuse', 'accept'].includes(before.step) &&
        before.secondsLeft - (event.seconds ?? 1) <= 0
      )
        expect(modal.step).toBe('expired');
      break;
    case 'CLEAR':
      expect(modal.step).toBe('choose');
      expect(modal.comment).toBe(before?.step === 'refuse' ? '' : before?.comment);
      expect(modal.error).toBeNull();
      break;
    case 'xstate.done.actor.code':
      if (event.output && (event.output as { confirmed: boolean }).confirmed) {
        expect(modal.step).toBe('done');
        expect(modal.result).toBe('accepted');
      } else {
        // a network error on the code: step 0 with the message in the red box
        expect(modal.step).toBe('choose');
        expect(modal.error).toBe('Нет связи с сервером. Проверьте подключение и попробуйте снова.');
      }
      break;
    case 'xstate.error.actor.refuse':
      expect(modal.step).toBe('refuse');
      expect(modal.error).toBe('Время согласования вышло');
      expect(modal.comment).toBe(before?.comment);
      break;
    case 'xstate.done.actor.refuse':
      expect(modal.result).toBe('refused');
      break;
    default:
  }
}

describe('avrMachine (model-based)', () => {
  it('the АВР screen follows the spec on every path, with 100% of states and transitions covered', () => {
    avrListInbox.length = 0;
    const run = runModel(avrModel, check);
    expect(run.paths).toBeGreaterThan(20);
    expect(run.coverage.states.missing).toEqual([]);
    expect(run.coverage.transitions.missing).toEqual([]);
    // a decided act reloads the table's page when its message has shown
    expect(avrListInbox).toContainEqual({ type: 'RELOAD' });
  });

  it("the confirmed column reads 'Необработанный', 'Нет', 'Да'", () => {
    expect([null, 0, 1].map(avrStatusText)).toEqual(['Необработанный', 'Нет', 'Да']);
    expect(ruAvr.expired).toBe('Время согласования вышло');
  });
});
