import { describe, expect, it } from 'vitest';
import { childInput } from '../../shared/testing/xstate-adapter';
import { runModel, type StepInfo } from '../../shared/testing/runner';
import { draftsModel } from './testing/drafts.model';
import { selectDraftsView, type DraftsSnapshot } from './drafts.machine';
import { EMPTY_DRAFT_FILTER, draftFilterQuery } from './drafts-filter';

type Model = typeof draftsModel.machine;

function check(s: DraftsSnapshot, { event, previous, input }: StepInfo<Model>) {
  const view = selectDraftsView(s);
  const c = s.context;
  // the list runs for the whole screen, asked with role 0's filter only
  const query = draftFilterQuery(c.filter);
  expect(childInput(s.children.list)).toEqual(
    Object.keys(query).length ? { page: c.page, query } : { page: c.page },
  );
  // only role 0 filters: a seller's filter is always empty, whatever the URL said
  expect(view.canFilter).toBe(input?.canFilter);
  if (!view.canFilter) {
    expect(view.filter).toEqual(EMPTY_DRAFT_FILTER);
    expect(view.form).toEqual(EMPTY_DRAFT_FILTER);
  }
  // the confirmation names the draft in the spec's words
  if (view.confirm) expect(view.confirm.question).toBe(`Удалить черновик №${view.confirm.id}?`);
  expect(view.confirm === null).toBe(s.matches({ active: 'idle' }));
  if (view.confirm?.deleting) expect(childInput(s.children.remove)).toEqual({ id: view.confirm.id });

  if (!event || !previous) return;
  const before = selectDraftsView(previous);
  const listBefore = previous.children.list;
  switch (event.type) {
    case 'APPLY':
      if (before.canFilter && !before.confirm) {
        expect(view.filter).toEqual(before.form);
        expect(c.page).toBe(1);
        // a new list starts with the filter
        expect(s.children.list).not.toBe(listBefore);
      }
      break;
    case 'RESET_FILTERS':
      if (before.canFilter && !before.confirm) {
        expect(view.filter).toEqual(EMPTY_DRAFT_FILTER);
        expect(view.form).toEqual(EMPTY_DRAFT_FILTER);
        expect(c.page).toBe(1);
      }
      break;
    case 'xstate.done.actor.remove':
      // deleted: the dialog closes and the list restarts on the first page with the same filter
      expect(view.confirm).toBeNull();
      expect(c.page).toBe(1);
      expect(view.filter).toEqual(before.filter);
      expect(s.children.list).not.toBe(listBefore);
      break;
    case 'xstate.error.actor.remove':
      expect(view.confirm).toMatchObject({
        id: before.confirm?.id,
        deleting: false,
        error: 'Черновик не найден',
      });
      break;
    case 'CANCEL':
      expect(view.confirm).toBeNull();
      expect(s.children.list).toBe(listBefore);
      break;
    default:
  }
}

describe('draftsMachine (model-based)', () => {
  it('filters (role 0), confirms and deletes on every path, with 100% of states and transitions covered', () => {
    const run = runModel(draftsModel, check);
    expect(run.paths).toBeGreaterThan(5);
    expect(run.coverage.states.missing).toEqual([]);
    expect(run.coverage.transitions.missing).toEqual([]);
  });
});
