import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { provideConfirmers, selectConfirmersView } from './confirmers.machine';
import { MODEL_CONFIRMERS, MODEL_USER_GROUPS } from './testing/fixtures';

describe('confirmersMachine', () => {
  it('chooses users by role, sends them once and shows the read-only table the server answers', async () => {
    let saved: number[] = [];
    const calls = {
      load: vi.fn(async () => ({
        confirmers: saved.length ? MODEL_CONFIRMERS : [],
        groups: MODEL_USER_GROUPS,
      })),
      save: vi.fn(async (_id: number, users: number[]) => {
        saved = users;
        return { result: true };
      }),
      exportXlsx: vi.fn(async () => undefined),
    };
    const actor = createActor(provideConfirmers(calls), { input: { agreementId: 7 } }).start();
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'ADD', userId: 5 });
    actor.send({ type: 'ADD_ALL', role: 3 });
    actor.send({ type: 'REMOVE', userId: 12 });
    let view = selectConfirmersView(actor.getSnapshot());
    expect(view.chosen.map((u) => u.title)).toEqual(['Агентов Айдар', 'Менеджеров Марат']);
    expect(view.groups.find((g) => g.role === 3)?.canAddAll).toBe(true);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('readOnly'));
    expect(calls.save).toHaveBeenCalledWith(7, [5, 4]);
    view = selectConfirmersView(actor.getSnapshot());
    expect(view.status).toBe('readOnly');
    expect(view.confirmers.map((c) => c.status)).toEqual([2, 1, 0]);
    actor.send({ type: 'EXPORT' });
    await waitFor(actor, (s) => s.matches('readOnly'));
    expect(calls.exportXlsx).toHaveBeenCalledWith(7);
  });
});
