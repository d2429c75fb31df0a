import { createActor, waitFor, type AnyActorRef, type AnyStateMachine, type SnapshotFrom } from 'xstate';

const SETTLE_TIMEOUT_MS = 2000;

/**
 * Starts a production machine (provided with the server's own calls) and resolves with it once `done` holds for
 * it, or for its child `child` (a screen's paged list), so a first paint shows what the SPA shows once it has
 * loaded the same. The caller stops it. Fails after 2 s (the page is then served without a first paint).
 */
export async function started<M extends AnyStateMachine>(
  machine: M,
  input: unknown,
  done: (snapshot: never) => boolean,
  child?: string,
) {
  const actor = createActor(machine as AnyStateMachine, { input }).start();
  try {
    const children = actor.getSnapshot().children as Record<string, AnyActorRef | undefined>;
    const target = child ? children[child] : actor;
    if (!target) throw new Error(`no child '${child}'`);
    await waitFor(target, (s) => done(s as never), { timeout: SETTLE_TIMEOUT_MS });
    return actor as unknown as ReturnType<typeof createActor<M>>;
  } catch (e) {
    actor.stop();
    throw e;
  }
}

/** The machine's snapshot once `done` (see `started`); the machine is stopped. */
export async function settle<M extends AnyStateMachine>(
  machine: M,
  input: unknown,
  done: (snapshot: SnapshotFrom<M>) => boolean,
): Promise<SnapshotFrom<M>> {
  const actor = await started(machine, input, done as (s: never) => boolean);
  const snapshot = actor.getSnapshot() as SnapshotFrom<M>;
  actor.stop();
  return snapshot;
}
