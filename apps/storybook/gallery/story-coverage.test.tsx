/**
 * Story coverage, measured (run by `pnpm coverage:stories`, gallery/story-coverage.mjs, with `xstate` aliased to
 * the recorder). The rule that decides that a story shows a state is mechanical: every story file is imported and
 * every story that renders through a function (the generated ones, the hand-written ones with a `render`) is
 * rendered; the recorder notes the leaf states in which each actor created meanwhile (and each of its children)
 * rests when it stops. A state of a screen machine has a story when a story file's import or a story's render left
 * the machine (or a machine of the same definition) in it. Writes reports/story-coverage.json for the script.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { composeStories } from '@storybook/react';
import { recorder, type Shown } from './xstate-recorder';
import { planScreen } from './plan';
import { GALLERY_SCREENS, NOT_SCREENS } from './registry';
import type { StoryCoverage } from './coverage-report';

// pdf.js needs DOMMatrix and canvas, which jsdom lacks: the viewer gets the stand-in the PDF tests use.
vi.mock('../../../packages/ui/node_modules/pdfjs-dist', () => import('../src/pdfjs-fake'));

const files = import.meta.glob<Record<string, unknown>>([
  '../stories/**/*.stories.tsx',
  '../stories/states/*.states.tsx',
]);

it('measures which states of the screen machines the stories show', async () => {
  const started = performance.now();
  const plans = GALLERY_SCREENS.map((screen) => ({ screen, plan: planScreen(screen) }));
  recorder.drain();
  const byConfig = new Map<object, string>();
  const byId = new Map<string, string[]>();
  for (const { screen, plan } of plans) {
    byConfig.set(screen.models[0]!.machine.config as object, screen.key);
    byId.set(plan.machine, [...(byId.get(plan.machine) ?? []), screen.key]);
  }
  const screenOf = (s: Shown) =>
    byConfig.get(s.config) ?? (byId.get(s.machine)?.length === 1 ? byId.get(s.machine)![0] : undefined);

  const hand = new Map<string, Map<string, Set<string>>>(); // screen -> leaf -> story files
  const generated = new Map<string, Map<string, Set<string>>>(); // screen -> leaf -> story ids
  const unregistered = new Set<string>();
  const failures: string[] = [];
  let handStories = 0;
  let generatedStories = 0;
  const note = (into: Map<string, Map<string, Set<string>>>, shown: Shown[], by: string) => {
    for (const s of shown) {
      const key = screenOf(s);
      if (!key) {
        unregistered.add(s.machine);
        continue;
      }
      const leaves = into.get(key) ?? new Map<string, Set<string>>();
      into.set(key, leaves);
      for (const leaf of s.leaves) leaves.set(leaf, (leaves.get(leaf) ?? new Set()).add(by));
    }
  };

  for (const [file, load] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
    const isGenerated = file.includes('/states/');
    const short = file.replace('../stories/', '');
    recorder.setSource(short);
    const mod = await load();
    note(isGenerated ? generated : hand, recorder.drain(), short);
    const meta = mod.default as { render?: unknown } | undefined;
    const composed = composeStories(mod as never) as Record<string, React.ComponentType & { id: string }>;
    for (const [name, Story] of Object.entries(composed)) {
      if (isGenerated) generatedStories++;
      else handStories++;
      const own = mod[name] as { render?: unknown } | undefined;
      if (!isGenerated && !own?.render && !meta?.render) continue;
      recorder.setSource(`${short}#${name}`);
      try {
        render(<Story />);
      } catch (err) {
        failures.push(`${short} ${name}: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`);
      }
      cleanup();
      note(isGenerated ? generated : hand, recorder.drain(), isGenerated ? Story.id : short);
    }
  }

  const report: StoryCoverage = {
    seconds: Math.round((performance.now() - started) / 100) / 10,
    handStories,
    generatedStories,
    failures,
    unregistered: [...unregistered].sort(),
    notScreens: NOT_SCREENS,
    screens: plans.map(({ screen, plan }) => ({
      key: screen.key,
      title: screen.title,
      machine: plan.machine,
      models: plan.models,
      reachable: plan.reachable,
      transient: plan.transient,
      unreached: plan.unreached,
      hand: Object.fromEntries(
        plan.reachable
          .filter((l) => hand.get(screen.key)?.has(l))
          .map((l) => [l, [...hand.get(screen.key)!.get(l)!]]),
      ),
      generated: Object.fromEntries(
        plan.reachable
          .filter((l) => generated.get(screen.key)?.has(l))
          .map((l) => [l, [...generated.get(screen.key)!.get(l)!]]),
      ),
    })),
  };
  const dir = resolve(process.cwd(), '../../reports/');
  mkdirSync(dir, { recursive: true });
  writeFileSync(resolve(dir, 'story-coverage.json'), `${JSON.stringify(report, null, 1)}\n`);
  expect(report.screens.length).toBeGreaterThan(0);
});
