import { describe, expect, it } from 'vitest';
import { createActor, setup, type AnyActorLogic } from 'xstate';
import { deferredLogic } from './deferred';

const child = setup({}).createMachine({
  id: 'child',
  initial: 'open',
  states: { open: { on: { SAVE: 'saved' } }, saved: { type: 'final' } },
  output: () => 'saved',
});

function parentWith(logic: AnyActorLogic) {
  return setup({ actors: { dialog: logic } }).createMachine({
    initial: 'idle',
    context: { result: null as unknown },
    states: {
      idle: { on: { OPEN: 'dialog' } },
      dialog: {
        invoke: {
          id: 'dialog',
          src: 'dialog',
          onDone: { target: 'idle', actions: ({ context, event }) => void (context.result = event.output) },
        },
      },
    },
  });
}

describe('a deferred logic', () => {
  it("runs as the real logic once loaded: the child's states and its output reach the parent", () => {
    const chunk: { logic?: AnyActorLogic } = {};
    const parent = createActor(parentWith(deferredLogic('dialog', () => chunk.logic))).start();
    chunk.logic = child;
    parent.send({ type: 'OPEN' });
    const dialog = parent.getSnapshot().children.dialog!;
    expect((dialog.getSnapshot() as { value: string }).value).toBe('open');
    dialog.send({ type: 'SAVE' });
    expect(parent.getSnapshot().value).toBe('idle');
    expect(parent.getSnapshot().context.result).toBe('saved');
  });

  it('fails the parent when started before its logic was loaded', () => {
    const parent = createActor(parentWith(deferredLogic('dialog', () => undefined)));
    parent.subscribe({ error: () => {} });
    parent.start();
    parent.send({ type: 'OPEN' });
    expect(parent.getSnapshot().status).toBe('error');
  });
});
