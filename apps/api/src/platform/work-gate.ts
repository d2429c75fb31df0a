/**
 * A gate for costly work (the password checks): at most `concurrency` jobs run at once and at most `waiting` wait;
 * when one more comes, the one that waited longest gives way at once (`GateFull`), so the newest callers are served
 * within about `waiting / concurrency` jobs' time, however many came before them. A burst of failed logins then
 * costs the server a bounded amount of work and a user who signs in during it waits a bounded time.
 */

export class GateFull extends Error {
  override name = 'GateFull';
}

export interface WorkGate {
  run<T>(job: () => Promise<T>): Promise<T>;
  /** Jobs running and waiting now (tests). */
  load(): { running: number; waiting: number };
}

export function workGate({
  concurrency,
  waiting: maxWaiting,
}: {
  concurrency: number;
  waiting: number;
}): WorkGate {
  let running = 0;
  const queue: Array<{ start: () => void; refuse: () => void }> = [];

  /** A slot freed: handed to the next waiting job (it keeps the count), or given back. */
  function release() {
    const next = queue.shift();
    if (next) next.start();
    else running--;
  }

  return {
    async run<T>(job: () => Promise<T>): Promise<T> {
      if (running < concurrency) running++;
      else
        await new Promise<void>((start, reject) => {
          queue.push({ start, refuse: () => reject(new GateFull()) });
          if (queue.length > maxWaiting) queue.shift()!.refuse();
        });
      try {
        return await job();
      } finally {
        release();
      }
    },
    load: () => ({ running, waiting: queue.length }),
  };
}
