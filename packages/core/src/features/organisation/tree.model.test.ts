import { describe, expect, it } from 'vitest';
import { runModel, stepKeyOf, type StepInfo } from '../../shared/testing/runner';
import { treeModel } from './testing/tree.model';
import { selectTreeView, type TreeSnapshot } from './tree.machine';
import { visibleTreeItems } from './tree';
import { errorText } from '../../shared/api/errors';

type Model = typeof treeModel.machine;

function check(s: TreeSnapshot, { event, previous }: StepInfo<Model>) {
  const view = selectTreeView(s);
  const shown = visibleTreeItems(s.context);
  // the tab stop is always on a shown item
  expect(shown.map((i) => i.id)).toContain(view.focus);
  // each loading branch has its own load running, asked with its hash
  for (const hash of s.context.loading)
    expect((s.children[`load:${hash}`]?.getSnapshot() as { input?: unknown }).input).toEqual({ hash });
  expect(Object.keys(s.children).sort()).toEqual(s.context.loading.map((h) => `load:${h}`).sort());
  if (!event || !previous) return;
  const before = visibleTreeItems(previous.context);
  const at = before.findIndex((i) => i.id === previous.context.focus);
  if (event.type === 'KEY') {
    switch (event.key) {
      case 'ArrowDown':
        expect(s.context.focus).toBe(before[Math.min(at + 1, before.length - 1)]!.id);
        break;
      case 'ArrowUp':
        expect(s.context.focus).toBe(before[Math.max(at - 1, 0)]!.id);
        break;
      case 'Home':
        expect(s.context.focus).toBe(before[0]!.id);
        break;
      case 'End':
        expect(s.context.focus).toBe(before[before.length - 1]!.id);
        break;
      case 'ArrowLeft': {
        const item = before[at]!;
        if (item.expanded) expect(shown.find((i) => i.id === item.id)!.expanded).toBe(false);
        else expect(s.context.focus).toBe(item.parent ?? item.id);
        break;
      }
      case 'ArrowRight': {
        const item = before[at]!;
        if (item.expanded) expect(s.context.focus).toBe(item.children[0]?.id ?? item.id);
        else if (item.expandable && item.kind === 'branch' && item.busy === false)
          // expanded at once, or its sub-branches loading
          expect(
            shown.find((i) => i.id === item.id)!.expanded || shown.find((i) => i.id === item.id)!.busy,
          ).toBe(true);
        break;
      }
    }
  }
  if (event.type === 'xstate.done.actor.load:hq' && previous.context.loading.includes('hq')) {
    const hq = shown.find((i) => i.id === 'b:hq')!;
    expect(hq.expanded).toBe(true);
    expect(hq.busy).toBe(false);
    // head first, then the sub-branches, then the users
    expect(hq.children.map((c) => c.id)).toEqual(['h:hq', 'b:almaty', 'b:karaganda', 'u:7', 'u:4']);
    expect(hq.children.find((c) => c.id === 'b:karaganda')).toMatchObject({
      inactive: true,
      expandable: false,
    });
  }
  if (event.type === 'xstate.error.actor.load:hq' && previous.context.loading.includes('hq')) {
    const hq = shown.find((i) => i.id === 'b:hq')!;
    expect(hq).toMatchObject({
      expanded: false,
      busy: false,
      failed: errorText(new TypeError('Failed to fetch')),
    });
  }
}

describe('treeMachine (model-based)', () => {
  it('lazy children, loading and failed per branch, the ARIA keys; 100% coverage', () => {
    const run = runModel({ ...treeModel, stepKey: stepKeyOf }, check);
    expect(run.coverage.states.missing).toEqual([]);
    expect(run.coverage.transitions.missing).toEqual([]);
  });
});
