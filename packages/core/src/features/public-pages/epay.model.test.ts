import { describe, expect, it } from 'vitest';
import { ru } from '../../shared/i18n/ru';
import { runModel, type StepInfo } from '../../shared/testing/runner';
import { epayModel } from './testing/epay.model';
import { MODEL_WIDGET } from './testing/fixtures';
import { selectEpayView, type EpaySnapshot } from './epay.machine';

type Model = typeof epayModel.machine;

function check(s: EpaySnapshot, { event, previous }: StepInfo<Model>) {
  const view = selectEpayView(s);
  // the overlay exists only while the widget is open
  expect(view.widgetUrl).toBe(view.status === 'widget' ? MODEL_WIDGET.widgetUrl : null);
  if (view.status === 'loading') {
    expect(s.children.loadPayment?.getSnapshot().input).toEqual({ id: '1001' });
    expect(view.message).toBeNull();
  }
  expect(s.can({ type: 'RETRY' })).toBe(['declined', 'cancelled', 'failed'].includes(view.status));

  if (!event || !previous) return;
  if (event.type === 'WIDGET_RESULT') {
    if (event.invoice !== MODEL_WIDGET.invoice) {
      // a result for another invoice changes nothing
      expect(s.value).toEqual(previous.value);
    } else if (event.success) {
      expect(view.status).toBe('paid');
    } else {
      expect(view.status).toBe('declined');
      expect(view.message).toBe(event.message ?? null);
    }
  }
  if (event.type === 'CLOSE') expect(view.message).toBeNull();
  if (event.type === 'xstate.error.actor.loadPayment') {
    // the server's message is shown
    const err = event.error as { errors?: string[]; status?: number };
    // a contract the server refuses (unknown, already paid) offers no retry; a failure of the provider does
    expect(view.status).toBe(err.status === 409 ? 'refused' : 'failed');
    expect(view.message).toBe(err.errors ? err.errors.join('. ') : ru.errors.network);
  }
}

describe('epayMachine (model-based)', () => {
  it('the payment page follows the spec on every path, with 100% coverage', () => {
    const run = runModel(epayModel, check);
    expect(run.coverage.states.missing).toEqual([]);
    expect(run.coverage.transitions.missing).toEqual([]);
  });
});
