import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { treeMachine, selectTreeView } from './tree.machine';
import { visibleTreeItems } from './tree';
import type { TreeNode } from './contract';
import { ORG_TREE_ALMATY_CHILDREN, ORG_TREE_HQ_CHILDREN, ORG_TREE_ROOTS } from './testing/fixtures';

/** The tree with loads answered by hand: each asked hash gets a promise the test settles. */
function start() {
  const pending = new Map<string, { resolve: (n: TreeNode[]) => void; reject: (e: unknown) => void }>();
  const asked: string[] = [];
  const actor = createActor(
    treeMachine.provide({
      actors: {
        loadChildren: fromPromise<TreeNode[], { hash: string }>(
          ({ input }) =>
            new Promise((resolve, reject) => {
              asked.push(input.hash);
              pending.set(input.hash, { resolve, reject });
            }),
        ),
      },
    }),
    { input: { roots: ORG_TREE_ROOTS } },
  ).start();
  const shown = () => visibleTreeItems(actor.getSnapshot().context).map((i) => i.id);
  const tick = () => new Promise((r) => setTimeout(r, 0));
  return { actor, pending, asked, shown, tick };
}

describe('treeMachine', () => {
  it('expands two levels with the keyboard, loading each branch once', async () => {
    const { actor, pending, asked, shown, tick } = start();
    expect(selectTreeView(actor.getSnapshot()).focus).toBe('b:hq');
    actor.send({ type: 'KEY', key: 'ArrowRight' });
    expect(asked).toEqual(['hq']);
    expect(visibleTreeItems(actor.getSnapshot().context)[0]).toMatchObject({ busy: true, expanded: false });
    pending.get('hq')!.resolve(ORG_TREE_HQ_CHILDREN);
    await tick();
    expect(shown()).toEqual(['b:hq', 'h:hq', 'b:almaty', 'b:karaganda', 'u:7', 'u:4']);
    actor.send({ type: 'KEY', key: 'ArrowRight' }); // to the first child
    expect(actor.getSnapshot().context.focus).toBe('h:hq');
    actor.send({ type: 'KEY', key: 'ArrowDown' });
    actor.send({ type: 'KEY', key: 'Enter' });
    expect(asked).toEqual(['hq', 'almaty']);
    pending.get('almaty')!.resolve(ORG_TREE_ALMATY_CHILDREN);
    await tick();
    expect(shown()).toEqual([
      'b:hq',
      'h:hq',
      'b:almaty',
      'h:almaty',
      'b:almaty-medeu',
      'u:3',
      'b:karaganda',
      'u:7',
      'u:4',
    ]);
    const medeu = visibleTreeItems(actor.getSnapshot().context).find((i) => i.id === 'b:almaty-medeu')!;
    expect(medeu.level).toBe(3);
    // collapse and open again: no second load
    actor.send({ type: 'KEY', key: ' ' });
    actor.send({ type: 'KEY', key: ' ' });
    expect(asked).toEqual(['hq', 'almaty']);
    // ArrowLeft on a collapsed item goes to its parent, then collapses it
    actor.send({ type: 'KEY', key: 'End' });
    actor.send({ type: 'KEY', key: 'ArrowLeft' });
    expect(actor.getSnapshot().context.focus).toBe('b:hq');
    actor.send({ type: 'KEY', key: 'ArrowLeft' });
    expect(shown()).toEqual(['b:hq']);
  });

  it('a user with agents opens to them; legal-entity agents are marked', async () => {
    const { actor, pending, tick } = start();
    actor.send({ type: 'TOGGLE', id: 'b:hq' });
    pending.get('hq')!.resolve([]);
    await tick();
    actor.send({ type: 'TOGGLE', id: 'u:4' });
    const agents = visibleTreeItems(actor.getSnapshot().context).filter((i) => i.kind === 'agent');
    expect(agents.map((a) => [a.title, a.legalEntity, a.level])).toEqual([
      ['Агентов Айдар', false, 3],
      ['ТОО «Алатау Брокер»', true, 3],
    ]);
  });

  it('a failed load marks only its branch; toggling again retries', async () => {
    const { actor, pending, asked, tick } = start();
    actor.send({ type: 'TOGGLE', id: 'b:hq' });
    pending.get('hq')!.reject(new TypeError('Failed to fetch'));
    await tick();
    const hq = () => visibleTreeItems(actor.getSnapshot().context)[0]!;
    expect(hq().failed).toBeTruthy();
    expect(hq().expanded).toBe(false);
    actor.send({ type: 'TOGGLE', id: 'b:hq' });
    expect(hq().failed).toBeNull();
    expect(asked).toEqual(['hq', 'hq']);
    pending.get('hq')!.resolve(ORG_TREE_HQ_CHILDREN);
    await tick();
    expect(hq().expanded).toBe(true);
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('two branches load at once, each with its own mark; one failing leaves the other', async () => {
    const { actor, pending, asked, tick } = start();
    actor.send({ type: 'TOGGLE', id: 'b:hq' });
    const karaganda = { ...ORG_TREE_HQ_CHILDREN[1]!, children: true };
    pending.get('hq')!.resolve([ORG_TREE_HQ_CHILDREN[0]!, karaganda]);
    await tick();
    actor.send({ type: 'TOGGLE', id: 'b:almaty' });
    actor.send({ type: 'TOGGLE', id: 'b:karaganda' });
    expect(asked).toEqual(['hq', 'almaty', 'karaganda']);
    const item = (id: string) => visibleTreeItems(actor.getSnapshot().context).find((i) => i.id === id)!;
    expect([item('b:almaty').busy, item('b:karaganda').busy]).toEqual([true, true]);
    // toggling a loading branch does not ask again
    actor.send({ type: 'TOGGLE', id: 'b:almaty' });
    expect(asked).toEqual(['hq', 'almaty', 'karaganda']);
    pending.get('karaganda')!.reject(new TypeError('Failed to fetch'));
    await tick();
    expect(item('b:karaganda')).toMatchObject({ busy: false, expanded: false });
    expect(item('b:karaganda').failed).toBeTruthy();
    expect(item('b:almaty').busy).toBe(true);
    pending.get('almaty')!.resolve(ORG_TREE_ALMATY_CHILDREN);
    await tick();
    expect(item('b:almaty')).toMatchObject({ busy: false, expanded: true, failed: null });
    expect(item('b:karaganda').failed).toBeTruthy();
  });
});
