import { describe, expect, it } from 'vitest';
import { ru } from '../../shared/i18n/ru';
import { ruConsent } from './ru';
import { runModel, type StepInfo } from '../../shared/testing/runner';
import { publicConfirmationModel } from './testing/public-confirmation.model';
import { selectPublicConfirmationView, type PublicConfirmationSnapshot } from './public-confirmation.machine';
import { childInput } from '../../shared/testing/xstate-adapter';

type Model = typeof publicConfirmationModel.machine;

function check(s: PublicConfirmationSnapshot, { event, previous, input }: StepInfo<Model>) {
  const view = selectPublicConfirmationView(s);
  if (s.matches('loading')) {
    expect(view.status).toBe('loading');
    expect(childInput(s.children.loadStatus)).toEqual({
      subject: input?.subject,
    });
  }
  if (s.matches('form')) {
    expect(view.status).toBe('form');
    // the code machine runs preSent, prefilled from ?code, messages joined with '. '
    expect(childInput(s.children.code)).toEqual({
      request: { subject: input?.subject },
      resendSeconds: 0,
      preSent: true,
      code: input?.code ?? '',
      errorSeparator: '. ',
    });
  }
  if (s.matches('failed')) {
    expect(view.status).toBe('failed');
    expect(view.loadError).not.toBeNull();
    expect(s.can({ type: 'RETRY' })).toBe(true);
  } else {
    expect(s.can({ type: 'RETRY' })).toBe(false);
  }

  if (!event || !previous) return;
  if (event.type === 'xstate.done.actor.loadStatus') {
    const out = event.output as { sent: boolean | null; accepted: boolean | null; document?: string };
    if (out.accepted) expect(view.status).toBe('accepted');
    else if (out.sent) {
      expect(view.status).toBe('form');
      expect(view.document).toBe(out.document ?? null);
    } else if (out.sent === null && out.accepted === null) expect(view.loadError).toBe(ruConsent.loadFailed);
    else expect(view.status).toBe('noAccess');
  }
  if (event.type === 'xstate.error.actor.loadStatus') {
    const err = event.error as { name: string; errors?: string[] };
    const expected =
      err.name === 'PayloadError'
        ? ruConsent.badPayload
        : err.errors
          ? err.errors.join('. ')
          : ru.errors.network;
    expect(view.loadError).toBe(expected);
  }
  if (event.type === 'xstate.done.actor.code') expect(view.status).toBe('accepted');
  if (event.type === 'RETRY') expect(view.loadError).toBeNull();
}

describe('publicConfirmationMachine (model-based)', () => {
  it('consent and document pages follow the spec on every path, with 100% coverage', () => {
    const run = runModel(publicConfirmationModel, check);
    expect(run.paths).toBeGreaterThan(10);
    expect(run.coverage.states.missing).toEqual([]);
    expect(run.coverage.transitions.missing).toEqual([]);
  });
});
