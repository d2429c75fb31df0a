import { describe, expect, it } from 'vitest';
import { ru } from '../../shared/i18n/ru';
import { runModel, type StepInfo } from '../../shared/testing/runner';
import { agreementsModel } from './testing/agreements.model';
import { MODEL_AGREEMENTS } from './testing/fixtures';
import {
  AGREEMENT_RESEND_SECONDS,
  agreementsMachine,
  selectAgreementsView,
  type AgreementsEmitted,
  type AgreementsSnapshot,
} from './agreements.machine';
import { IDLE_CODE_VIEW } from '../../shared/machines/code-confirmation.view';
import { createActor } from 'xstate';
import { childInput } from '../../shared/testing/xstate-adapter';

type Model = typeof agreementsModel.machine;

const inputOf = (s: AgreementsSnapshot, id: string) => childInput(s.children[id]);

function check(s: AgreementsSnapshot, { event, previous }: StepInfo<Model>) {
  const view = selectAgreementsView(s);
  // the modal is open exactly in ready.open, for an agreement of the list, with its check call and code step
  expect(view.open !== null).toBe(s.matches({ ready: 'open' }));
  if (view.open) {
    expect(view.agreements).toContain(view.open);
    expect(inputOf(s, 'check')).toEqual({ id: view.open.id });
    // the shared code machine: request {id}, resend locked 300 s, step 0 first (no autoSend, no exit)
    expect(inputOf(s, 'code')).toEqual({
      request: { id: view.open.id },
      resendSeconds: AGREEMENT_RESEND_SECONDS,
    });
  } else {
    expect(s.children.code).toBeUndefined();
    expect(s.children.check).toBeUndefined();
    expect(view.code).toEqual(IDLE_CODE_VIEW);
  }
  expect(view.canOpen).toBe(s.matches({ ready: 'browsing' }));
  expect(view.refreshing).toBe(s.matches({ loading: 'again' }));
  if (s.matches({ loading: 'first' })) expect(view.status).toBe('loading');
  if (s.matches('failed')) {
    expect(view.status).toBe('failed');
    expect(view.loadError).not.toBeNull();
  } else expect(view.loadError).toBeNull();
  expect(s.can({ type: 'RETRY' })).toBe(s.matches('failed'));
  // CLOSE dismisses the modal from any of its states, and only matters there
  expect(s.can({ type: 'CLOSE' })).toBe(s.matches({ ready: 'open' }));

  if (!event || !previous) return;
  const before = selectAgreementsView(previous);
  switch (event.type) {
    case 'xstate.done.actor.loadAgreements':
      expect(view.status).toBe('ready');
      expect(view.agreements).toEqual(event.output);
      break;
    case 'xstate.error.actor.loadAgreements': {
      const err = event.error as { errors?: string[] };
      expect(view.loadError).toBe(err.errors ? err.errors.join(', ') : ru.errors.network);
      break;
    }
    case 'OPEN': {
      const listed = before.canOpen && before.agreements.some((a) => a.id === event.id);
      expect(view.open?.id ?? null).toBe(listed ? event.id : (before.open?.id ?? null));
      break;
    }
    case 'CLOSE':
      expect(view.open).toBeNull();
      expect(view.status).toBe('ready');
      break;
    case 'xstate.error.actor.check':
      // the check's failure is ignored: the modal stays as it was
      expect(view.open).toEqual(before.open);
      break;
    case 'xstate.done.actor.code':
      // confirmed: the modal closes and the list reloads, the old items still shown
      expect(view.open).toBeNull();
      expect(view.refreshing).toBe(true);
      expect(view.agreements).toEqual(before.agreements);
      break;
    case 'xstate.error.actor.code':
      expect(view.open).toBeNull();
      expect(view.canOpen).toBe(true);
      break;
    default:
  }
}

describe('agreementsMachine (model-based)', () => {
  it('the home agreements follow the spec on every path, with 100% of states and transitions covered', () => {
    const run = runModel(agreementsModel, check);
    expect(run.paths).toBeGreaterThan(20);
    expect(run.coverage.states.missing).toEqual([]);
    expect(run.coverage.transitions.missing).toEqual([]);
  });

  it('a confirmed code emits the success message with the agreement title; a crashed step, the failure', () => {
    const emitted: AgreementsEmitted[] = [];
    const actor = createActor(agreementsModel.machine);
    actor.on('*', (e) => emitted.push(e));
    actor.start();
    actor.send({ type: 'xstate.done.actor.loadAgreements', output: MODEL_AGREEMENTS } as never);
    actor.send({ type: 'OPEN', id: 1 });
    actor.send({ type: 'xstate.done.actor.code', output: { confirmed: true } } as never);
    actor.send({ type: 'xstate.done.actor.loadAgreements', output: MODEL_AGREEMENTS.slice(1) } as never);
    actor.send({ type: 'OPEN', id: 2 });
    actor.send({ type: 'xstate.error.actor.code', error: new Error('crashed') } as never);
    expect(emitted).toEqual([
      { type: 'success', message: 'Документ «Регламент продаж ОГПО ВТС» согласован' },
      { type: 'failure', message: ru.errors.network },
    ]);
    actor.stop();
    expect(agreementsMachine.id).toBe('agreements');
  });
});
