import { describe, expect, it } from 'vitest';
import { childInput } from '../../testing/xstate-adapter';
import { runModel, type StepInfo } from '../../testing/runner';
import { historyModel } from './testing/history.model';
import { selectHistoryView, type HistorySnapshot } from './history.machine';
import { HISTORY_CURRENT_DRAFT } from './testing/fixtures';

type Model = typeof historyModel.machine;

/** The OGPO page is built; Properties, Casco and Traveling are not yet. */
const isBuilt = (id: string) => id === 'ogpo';

function check(s: HistorySnapshot, { event, previous }: StepInfo<Model>) {
  const view = selectHistoryView(s, isBuilt);
  // the panel shows while open, not while a policy's modal took its place
  expect(view.open).toBe(s.matches('open'));
  if (s.matches({ open: 'loading' })) {
    expect(childInput(s.children.load)).toEqual({ product: 'OGPO_WEB_EA' });
    expect(view.message).toBeNull();
  }
  // the tab's empty text, word for word
  expect(view.empty).toBe(
    view.tab === 'drafts' ? 'Записи по черновикам не найдены' : 'Записи по договору не найдены',
  );
  for (const e of view.entries) {
    // the entry of the page's draft is highlighted, no other
    expect(e.current).toBe(s.context.currentDraft !== null && e.draft === s.context.currentDraft);
    // a draft opens the OGPO page with its product and draft; a policy (sold: its draft is one no more) opens the
    // policy modal by its register id instead
    expect(e.href).toBe(
      view.tab === 'drafts'
        ? `/ogpo?${e.product_type === 1 || e.product_type === 2 ? `product=${e.product_type}&` : ''}draft=${e.draft}`
        : null,
    );
    expect(e.opens).toBe(view.tab === 'policies' ? e.policy_id : null);
    // drafts have no status; policies carry their status and its name
    expect(e.status === null).toBe(view.tab === 'drafts');
  }
  if (!event || !previous) return;
  const before = selectHistoryView(previous, isBuilt);
  if (event.type === 'OPEN' && !before.open) expect(view.status).toBe('loading');
  if (event.type === 'REFRESH' && before.open && before.status !== 'loading')
    expect(view.status).toBe('loading');
  if (event.type === 'xstate.error.actor.load') {
    expect(view.status).toBe('failed');
    expect(view.message).toBe('Нет доступа');
  }
  if (event.type === 'SELECT_TAB' && before.open) expect(view.tab).toBe(event.tab);
  // a listed policy opens in the modal and the panel gives way; closing it shows the panel as it was, unloaded
  if (event.type === 'OPEN_POLICY' && before.status === 'ready' && before.open) {
    const listed = s.context.policies.some((p) => p.policy_id === event.id);
    expect(view.policy).toBe(listed ? event.id : null);
    expect(view.open).toBe(!listed);
  }
  if (event.type === 'CLOSE_POLICY' && before.policy !== null) {
    expect(view.policy).toBeNull();
    expect([view.open, view.status, view.tab, view.entries]).toEqual([
      true,
      'ready',
      before.tab,
      before.entries,
    ]);
  }
  if (view.policy !== null) expect(s.matches('viewing')).toBe(true);
}

describe('historyMachine (model-based)', () => {
  it('opens, loads, switches tabs, refreshes and closes on every path, with 100% coverage', () => {
    const run = runModel(historyModel, check);
    expect(run.coverage.states.missing).toEqual([]);
    expect(run.coverage.transitions.missing).toEqual([]);
  });

  it('highlights the current draft among the drafts', () => {
    const actor = historyModel.machine;
    const s = actor.resolveState({
      value: { open: 'ready' },
      context: {
        product: 'OGPO_WEB_EA',
        currentDraft: HISTORY_CURRENT_DRAFT,
        tab: 'drafts',
        drafts: [
          {
            id: HISTORY_CURRENT_DRAFT,
            insurer_document: '',
            product_name: 'ОГПО ВТС',
            date: '2026-11-24 10:15:00',
            insurer_title: 'MUELLER ANNA',
            product: 'OGPO_WEB_EA',
            status: null,
            statusName: null,
            draft: HISTORY_CURRENT_DRAFT,
            product_type: 2,
          },
          {
            id: 'X1',
            insurer_document: '',
            product_name: 'Имущество (движимое)',
            date: '2026-11-23 10:15:00',
            insurer_title: 'Касымова Жанар Болатовна',
            product: 'DSD_FI',
            status: null,
            statusName: null,
            draft: 'X1',
            product_type: null,
          },
        ],
        policies: [],
        message: null,
        policy: null,
      },
    });
    const view = selectHistoryView(s, isBuilt);
    expect(view.entries.map((e) => [e.current, e.href])).toEqual([
      [true, `/ogpo?product=2&draft=${HISTORY_CURRENT_DRAFT}`],
      // Properties is not built yet: the entry shows without a link
      [false, null],
    ]);
  });
});
