import { describe, expect, it } from 'vitest';
import { runModel, type StepInfo } from '../../testing/runner';
import { consentModel } from './testing/consent.model';
import { selectConsentView, type ConsentSnapshot } from './consent.machine';

type Model = typeof consentModel.machine;

function check(s: ConsentSnapshot, { event }: StepInfo<Model>) {
  const view = selectConsentView(s);
  if (s.status === 'active') expect(view.busy).toBe(view.step === 'resending' || view.step === 'checking');
  if (view.step === 'checking')
    expect(s.children.checkConsent?.getSnapshot().input).toEqual({ iin: view.consent.iin, code: view.code });
  if (!event) {
    expect(view.step).toBe(view.consent.status === 10 ? 'code' : 'resend');
    return;
  }
  switch (event.type) {
    case 'RESEND':
      // the SMS goes to the phone as it stands when it is sent
      expect(s.children.forceKdp?.getSnapshot().input).toEqual({
        phone: view.consent.phone,
        iin: view.consent.iin,
      });
      break;
    case 'PHONE':
      expect(view.consent.phone).toBe('+7(701) 555-0000');
      break;
    case 'xstate.done.actor.forceKdp':
      expect(view.step).toBe('code');
      expect(view.notice).toBe('Обработано / Запрос отправлен на КДП');
      break;
    case 'xstate.error.actor.forceKdp':
      expect(view.step).toBe('resend');
      expect(view.message).toBe('Код уже отправлен. Повторите через 42 с.');
      break;
    case 'CODE':
      expect(view.code).toBe('1234');
      break;
    case 'xstate.done.actor.checkConsent': {
      const found = (event as { output: string }).output;
      if (found === 'notYet') {
        expect(view.step).toBe('code');
        expect(view.message).toBe('Клиент ещё не предоставил согласие');
      } else {
        expect(s.status).toBe('done');
        expect(s.output).toEqual({
          notice: found === 'confirmed' ? 'Код подтвержден' : 'Клиент предоставил согласие',
        });
      }
      break;
    }
    case 'xstate.error.actor.checkConsent':
      expect(view.code).toBe('');
      expect(view.message).toBe('Неверный код');
      break;
  }
}

describe('consentMachine (model-based)', () => {
  it('resends the request, checks the code or the page consent, with 100% coverage', () => {
    const run = runModel(consentModel, check);
    expect(run.coverage.states.missing).toEqual([]);
    expect(run.coverage.transitions.missing).toEqual([]);
  });
});
