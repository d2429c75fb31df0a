import { describe, expect, it } from 'vitest';
import { runModel, type StepInfo } from '../../shared/testing/runner';
import { childInput } from '../../shared/testing/xstate-adapter';
import { podftReviewModel } from './testing/podft-review.model';
import { PODFT_APPROVED } from './testing/fixtures';
import type { PodftReviewSnapshot } from './podft-review.machine';
import { cleanPodftFilter, DEFAULT_PODFT_FILTER, podftFilterQuery } from './filter';
import { selectPodftReviewView } from './podft.view';

type Model = typeof podftReviewModel.machine;

function check(s: PodftReviewSnapshot, { event, previous, input }: StepInfo<Model>) {
  const view = selectPodftReviewView(s);
  // the applied filter only ever holds what the filter offers, and the list is asked with it
  expect(cleanPodftFilter(view.filter)).toEqual(view.filter);
  expect(childInput(s.children.list)).toEqual({ page: s.context.page, query: podftFilterQuery(view.filter) });
  expect(view.reviewing).toBe(s.children.item !== undefined);
  // the modal of a resumed record gets the decision kept for it; an opened one none
  if (view.reviewing)
    expect(childInput(s.children.item)).toEqual({ id: s.context.openId, kept: s.context.resumed });
  if (!event || !previous) {
    // section 9: the default status is 1
    expect(view.filter.status).toBe(input?.filter?.status ?? '1');
    expect(view.filtersOpen).toBe(false);
    return;
  }
  const before = selectPodftReviewView(previous);
  switch (event.type) {
    case 'TOGGLE_FILTERS':
      expect(view.filtersOpen).toBe(!before.filtersOpen);
      break;
    case 'APPLY':
      if (!before.reviewing) {
        expect(view.filter).toEqual(cleanPodftFilter(before.draft));
        expect(s.context.page).toBe(1);
      } else expect(view.filter).toEqual(before.filter);
      break;
    case 'RESET_FILTERS':
      if (!before.reviewing) expect(view.filter).toEqual(DEFAULT_PODFT_FILTER);
      break;
    case 'SHOW':
      if (!before.reviewing) expect(s.context.page).toBe(3);
      break;
    case 'OPEN':
      expect(view.reviewing).toBe(before.reviewing || event.id > 0);
      if (!before.reviewing && event.id > 0) expect(s.context.resumed).toBeNull();
      break;
    case 'RESUME':
      // only over the list (a record opened meanwhile stays), and only a record's id
      expect(view.reviewing).toBe(before.reviewing || event.id > 0);
      if (!before.reviewing && event.id > 0)
        expect(childInput(s.children.item)).toEqual({ id: event.id, kept: event.decision });
      break;
    case 'xstate.done.actor.item':
      expect(view.reviewing).toBe(false);
      if ((event.output as { kind: string }).kind === 'saved') {
        // the row is replaced by the decided record and the modal is hidden
        expect(s.context.replaced[PODFT_APPROVED.id]).toEqual(PODFT_APPROVED);
        expect(view.notice).toBe('Решение по записи №12 сохранено');
      } else expect(view.notice).toBeNull();
      break;
  }
}

describe('podftReviewMachine (model-based)', () => {
  it('filters, pages, opens and replaces records on every path, with 100% coverage', () => {
    const run = runModel(podftReviewModel, check);
    expect(run.coverage.states.missing).toEqual([]);
    expect(run.coverage.transitions.missing).toEqual([]);
  });
});
