import { createActor, waitFor, type AnyStateMachine, type SnapshotFrom } from 'xstate';

/**
 * Runs a production machine (provided with the server's own calls) until `done`, for a first paint that shows what
 * the SPA shows once it has loaded the same; stopped after. Fails after 2 s (the page is then served without one).
 */
export async function settle<M extends AnyStateMachine>(
  machine: M,
  input: unknown,
  done: (snapshot: SnapshotFrom<M>) => boolean,
): Promise<SnapshotFrom<M>> {
  const actor = createActor(machine as AnyStateMachine, { input }).start();
  try {
    const settled = await waitFor(actor, (s) => done(s as SnapshotFrom<M>), { timeout: 2000 });
    return settled as SnapshotFrom<M>;
  } finally {
    actor.stop();
  }
}
