import { describe, expect, it } from 'vitest';
import { GateFull, workGate } from '../src/platform/work-gate';

/** A job that ends when the test says so. */
function deferred() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { job: () => done, finish };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the gate of costly work (the password checks)', () => {
  it('runs at most `concurrency` jobs at once; the others wait their turn in order', async () => {
    const gate = workGate({ concurrency: 2, waiting: 8 });
    const jobs = Array.from({ length: 4 }, deferred);
    const order: number[] = [];
    const runs = jobs.map((d, i) => gate.run(() => (order.push(i), d.job())));
    await settled();
    expect(gate.load()).toEqual({ running: 2, waiting: 2 });
    expect(order).toEqual([0, 1]);
    jobs[0]!.finish();
    await settled();
    // the freed slot went to the first waiting job, not to a newcomer
    expect(order).toEqual([0, 1, 2]);
    expect(gate.load()).toEqual({ running: 2, waiting: 1 });
    for (const d of jobs) d.finish();
    await Promise.all(runs);
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('one more than may wait makes the one that waited longest give way at once; the newest is served', async () => {
    const gate = workGate({ concurrency: 1, waiting: 2 });
    const running = deferred();
    const first = gate.run(running.job);
    const waited = [deferred(), deferred(), deferred()];
    const outcomes = waited.map((d) =>
      gate.run(d.job).then(
        () => 'done',
        (e: unknown) => (e instanceof GateFull ? 'gave way' : 'failed'),
      ),
    );
    await settled();
    expect(await outcomes[0]).toBe('gave way');
    expect(gate.load()).toEqual({ running: 1, waiting: 2 });
    running.finish();
    for (const d of waited) d.finish();
    await first;
    expect(await Promise.all(outcomes)).toEqual(['gave way', 'done', 'done']);
  });

  it('a job that fails frees its slot', async () => {
    const gate = workGate({ concurrency: 1, waiting: 1 });
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
    expect(await gate.run(() => Promise.resolve(7))).toBe(7);
  });
});
