import { createMachine } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { modelPaths } from './model-paths';
import { runModel, stepKeyOf } from './runner';
import { checksByState } from './state-checks';

/** A lamp with a dimmer: on has two children, 'on' carries the tag 'lit'; a fuse may blow while it is off. */
const lamp = createMachine({
  id: 'lamp',
  initial: 'off',
  states: {
    off: { on: { FLIP: 'on', FUSE: 'off' } },
    on: {
      tags: ['lit'],
      initial: 'bright',
      states: { bright: { on: { DIM: 'dim' } }, dim: { on: { DIM: 'bright' } } },
      on: { FLIP: 'off' },
    },
  },
});
const model = { name: 'lamp', machine: lamp, events: [{ type: 'FLIP' }, { type: 'DIM' }] };
const fuse = { type: 'FUSE', error: new Error('fuse') };

describe('the model runner', () => {
  it('runs a declared check on the steps whose state, tag or * matches, and only there', () => {
    const seen: string[] = [];
    runModel(model, {
      'on.dim': (s) => seen.push(`dim:${JSON.stringify(s.value)}`),
      'tag:lit': (s) => expect(s.matches('on')).toBe(true),
      off: (s) => expect(s.value).toBe('off'),
      '*': () => seen.push('*'),
    });
    expect(seen.filter((x) => x.startsWith('dim:'))).not.toHaveLength(0);
    expect(new Set(seen.filter((x) => x.startsWith('dim:')))).toEqual(new Set(['dim:{"on":"dim"}']));
    expect(seen).toContain('*');
    const failing = checksByState<typeof lamp>({ 'tag:lit': () => expect.fail('lit') });
    expect(() => runModel(model, failing)).toThrow(/lamp: lit/);
  });

  it('checks each distinct step once when the model declares a step key', () => {
    const plain = vi.fn();
    const cached = vi.fn();
    runModel(model, plain);
    runModel({ ...model, stepKey: stepKeyOf }, cached);
    // paths share their prefixes: the same step is replayed on several paths
    expect(plain.mock.calls.length).toBeGreaterThan(cached.mock.calls.length);
    const steps = new Set(
      cached.mock.calls.map(([s, info]) =>
        JSON.stringify([
          info.previous ? stepKeyOf(info.previous) : 'start',
          info.event ?? null,
          stepKeyOf(s),
        ]),
      ),
    );
    expect(steps.size).toBe(cached.mock.calls.length);
  });

  it('exports the paths as plain data: events and the value and tags expected after each', () => {
    const paths = modelPaths({ ...model, events: [...model.events, fuse, { type: 'BREAK' }] });
    expect(JSON.parse(JSON.stringify(paths))).toEqual(paths);
    expect(paths.name).toBe('lamp');
    expect(paths.runs).toHaveLength(1);
    const all = paths.runs[0]!.paths;
    expect(all.length).toBeGreaterThan(0);
    for (const p of all) expect(p.expected).toHaveLength(p.events.length);
    expect(all).toContainEqual({
      events: [{ type: 'FLIP' }, { type: 'DIM' }, { type: 'DIM' }],
      expected: [
        { value: { on: 'bright' }, tags: ['lit'] },
        { value: { on: 'dim' }, tags: ['lit'] },
        { value: { on: 'bright' }, tags: ['lit'] },
      ],
    });
    // an Error in an event's payload becomes plain data
    expect(all.flatMap((p) => p.events)).toContainEqual({
      type: 'FUSE',
      error: { name: 'Error', message: 'fuse' },
    });
    // an event nobody handles is never planned
    expect(all.flatMap((p) => p.events).some((e) => e.type === 'BREAK')).toBe(false);
  });
});
