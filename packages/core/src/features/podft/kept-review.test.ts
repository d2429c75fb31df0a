import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { MemoryStorage } from '../../shared/testing/memory-storage';
import { createPodftKeptStore, podftKeptSlot, selectKeptReview } from './kept-review';
import type { PodftItemSnapshot } from './podft-item.machine';
import { providePodftReview } from './podft.view';
import { PODFT_DECIDED_ITEM, PODFT_HISTORY, PODFT_ITEM, podftPage } from './testing/fixtures';

/** Issue 44 item 9: the officer's open record and its decision not saved yet, kept in the browser per officer. */

const deps = () => ({ indexedDB: new IDBFactory(), crypto: globalThis.crypto, storage: new MemoryStorage() });
const REFUSAL = { status: 4 as const, comment: 'Источник средств не подтверждён' };

describe('the kept review', () => {
  it("is sealed in the officer's own slot and read back; another officer finds nothing", async () => {
    const d = deps();
    const store = createPodftKeptStore(d);
    await store.save(7, { id: 12, decision: REFUSAL }, 1_000);
    expect(d.storage.getItem(podftKeptSlot(7))).not.toContain('Источник');
    expect(await store.load(7)).toEqual({ id: 12, decision: REFUSAL });
    expect(await createPodftKeptStore(d).load(8)).toBeNull();
    await store.discard(7);
    expect(await store.load(7)).toBeNull();
  });

  it('drops what it cannot read: tampered, moved to another slot, or of another shape', async () => {
    const d = deps();
    const store = createPodftKeptStore(d);
    await store.save(7, { id: 12, decision: REFUSAL }, 1_000);
    d.storage.setItem(podftKeptSlot(8), d.storage.getItem(podftKeptSlot(7))!);
    expect(await store.load(8)).toBeNull();
    expect(d.storage.getItem(podftKeptSlot(8))).toBeNull();
    d.storage.setItem(podftKeptSlot(7), 'AAAA' + d.storage.getItem(podftKeptSlot(7))!.slice(4));
    expect(await store.load(7)).toBeNull();
    await store.save(7, { id: 0, decision: null }, 1_000);
    expect(await store.load(7)).toBeNull();
  });
});

describe('selectKeptReview', () => {
  /** The review with its calls answering at once: `item` answers the record asked for. */
  function review(items: Record<number, typeof PODFT_ITEM>) {
    const machine = providePodftReview({
      page: async () => podftPage(),
      item: async (id) => ({ item: items[id]!, history: PODFT_HISTORY }),
      decide: () => new Promise(() => {}),
    });
    const actor = createActor(machine, { input: {} }).start();
    const kept = () => {
      const s = actor.getSnapshot();
      return selectKeptReview(s, s.children.item?.getSnapshot() as PodftItemSnapshot | undefined);
    };
    const item = (event: Parameters<typeof actor.send>[0] | object) =>
      (actor.getSnapshot().children.item as { send(e: unknown): void } | undefined)?.send(event);
    return { actor, kept, item };
  }
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('keeps the open record and its decision as chosen and typed; nothing once it is closed', async () => {
    const { actor, kept, item } = review({ 12: PODFT_ITEM });
    expect(kept()).toBeNull();
    actor.send({ type: 'OPEN', id: 12 });
    expect(kept()).toEqual({ id: 12, decision: null });
    await settled();
    expect(kept()).toEqual({ id: 12, decision: { status: 3, comment: '' } });
    item({ type: 'SET_STATUS', status: 4 });
    item({ type: 'EDIT_COMMENT', value: REFUSAL.comment });
    expect(kept()).toEqual({ id: 12, decision: REFUSAL });
    item({ type: 'CLOSE' });
    expect(kept()).toBeNull();
  });

  it('puts a resumed decision back on its undecided record; a record decided meanwhile keeps none', async () => {
    const fresh = review({ 12: PODFT_ITEM });
    fresh.actor.send({ type: 'RESUME', id: 12, decision: REFUSAL });
    // while the record loads, the kept decision is still what is kept
    expect(fresh.kept()).toEqual({ id: 12, decision: REFUSAL });
    await settled();
    expect(fresh.kept()).toEqual({ id: 12, decision: REFUSAL });

    const decided = review({ 5: PODFT_DECIDED_ITEM });
    decided.actor.send({ type: 'RESUME', id: 5, decision: REFUSAL });
    await settled();
    expect(decided.kept()).toEqual({ id: 5, decision: null });
  });
});
