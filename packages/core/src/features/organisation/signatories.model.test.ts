import { describe, expect, it } from 'vitest';
import { runModel, type StepInfo } from '../../shared/testing/runner';
import { childInput } from '../../shared/testing/xstate-adapter';
import { signatoriesModel } from './testing/signatories.model';
import { selectSignatoriesView, type SignatoriesSnapshot } from './signatories.machine';
import { signatoryTransitions } from './signatories';

type Model = typeof signatoriesModel.machine;

function check(s: SignatoriesSnapshot, { event, previous }: StepInfo<Model>) {
  const view = selectSignatoriesView(s);
  if (s.matches('changing'))
    expect(childInput(s.children.changeSignatory)).toEqual({
      id: s.context.row!.id,
      status: s.context.status,
    });
  if (!event || !previous || !previous.matches('idle') || event.type !== 'CHANGE') return;
  const ok = signatoryTransitions(event.row.status).includes(event.status);
  if (!ok) expect(s.matches('idle')).toBe(true);
  // deleting asks for a confirmation first; blocking and activating go at once
  else if (event.status === 0) expect(view.confirming).toEqual(event.row);
  else expect(view.busyId).toBe(event.row.id);
}

describe('signatoriesMachine (model-based)', () => {
  it('active -> blocked -> active, or deleted after a confirmation; 100% coverage', () => {
    const run = runModel(signatoriesModel, check);
    expect(run.coverage.states.missing).toEqual([]);
    expect(run.coverage.transitions.missing).toEqual([]);
  });
});
