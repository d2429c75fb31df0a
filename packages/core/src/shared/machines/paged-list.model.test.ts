import { describe, expect, it } from 'vitest';
import { ru } from '../i18n/ru';
import { runModel, type StepInfo } from '../testing/runner';
import { pagedListModel } from '../testing/paged-list.model';
import { selectPagedListView, type PagedListSnapshot } from './paged-list.machine';

type Model = typeof pagedListModel.machine;

function check(s: PagedListSnapshot, { event, previous, input }: StepInfo<Model>) {
  const view = selectPagedListView<{ id: number }>(s);
  if (view.status === 'loading') {
    // the page asked is the one shown in the links
    expect(s.children.loadPage?.getSnapshot().input).toEqual({ page: view.page });
    expect(view.message).toBeNull();
  }
  expect(s.can({ type: 'RETRY' })).toBe(view.status === 'failed');
  expect(s.hasTag('loading')).toBe(view.status === 'loading');
  if (!event || !previous) {
    expect(view.page).toBe(input?.page ?? 1);
    return;
  }
  const before = selectPagedListView<{ id: number }>(previous);
  if (event.type === 'xstate.done.actor.loadPage') {
    const out = event.output as { data: unknown[]; meta: { current_page: number; last_page: number } };
    expect(view.status).toBe('ready');
    expect(view.items).toEqual(out.data);
    expect(view.page).toBe(out.meta.current_page);
    expect(view.pageCount).toBe(out.meta.last_page);
  }
  if (event.type === 'xstate.error.actor.loadPage') {
    const err = event.error as { errors?: string[] };
    expect(view.status).toBe('failed');
    expect(view.message).toBe(err.errors ? err.errors.join('. ') : ru.errors.network);
  }
  if (event.type === 'GO_TO') {
    const allowed =
      before.status !== 'failed' &&
      event.page >= 1 &&
      event.page <= before.pageCount &&
      event.page !== before.page;
    expect(view.status).toBe(allowed ? 'loading' : before.status);
    expect(view.page).toBe(allowed ? event.page : before.page);
    // a page asked while another loads replaces it
    if (allowed) expect(s.children.loadPage?.getSnapshot().input).toEqual({ page: event.page });
    // the rows of the last page stay while the next one loads
    expect(view.items).toEqual(before.items);
  }
  if (event.type === 'RELOAD' && before.status !== 'loading') {
    expect(view.status).toBe('loading');
    expect(view.page).toBe(before.page);
  }
}

describe('pagedListMachine (model-based)', () => {
  it('pages, fails and retries on every path, with 100% coverage', () => {
    const run = runModel(pagedListModel, check);
    expect(run.coverage.states.missing).toEqual([]);
    expect(run.coverage.transitions.missing).toEqual([]);
  });
});
