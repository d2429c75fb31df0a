import { describe, expect, it } from 'vitest';
import { runModel, type StepInfo } from '../../shared/testing/runner';
import { childInput } from '../../shared/testing/xstate-adapter';
import { travelModel } from './testing/travel.model';
import { selectTravelView, type TravelSnapshot } from './travel.machine';
import { TRAVEL_DRAFT } from './testing/fixtures';

function check(s: TravelSnapshot, { input }: StepInfo<typeof travelModel.machine>) {
  const view = selectTravelView(s);
  // without a draft in the query nothing is asked: 'Черновик не найден'
  if (!input?.id) expect(view.status).toBe('notFound');
  if (s.matches('loading')) expect(childInput(s.children.load)).toEqual({ id: input?.id });
  if (view.status === 'ready') expect(view.item).toEqual(TRAVEL_DRAFT);
  if (view.status === 'failed') expect(view.error).not.toBe('');
}

describe('travelMachine (model-based)', () => {
  it('loads, finds or misses the draft, fails and retries, with 100% of states and transitions', () => {
    const run = runModel(travelModel, check);
    expect(run.coverage.states.missing).toEqual([]);
    expect(run.coverage.transitions.missing).toEqual([]);
  });
});
