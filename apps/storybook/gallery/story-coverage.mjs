// `pnpm coverage:stories`: runs the story coverage measurement (gallery/story-coverage.test.tsx, under
// gallery/coverage.config.ts), then prints per screen machine the states it can rest in and those with a story
// (hand-written, generated, either), writes reports/story-coverage.md, and exits 1 below 100 % or when a story
// failed to render or a registered screen's state is reached by no path.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const app = fileURLToPath(new URL('..', import.meta.url));
const reports = fileURLToPath(new URL('../../../reports/', import.meta.url));
const started = Date.now();
const run = spawnSync(
  'pnpm',
  ['exec', 'vitest', 'run', '--config', 'gallery/coverage.config.ts', '--reporter=dot'],
  {
    cwd: app,
    stdio: ['ignore', 'inherit', 'inherit'],
  },
);
if (run.status !== 0) {
  console.error('story coverage: the measurement failed');
  process.exit(1);
}
const data = JSON.parse(readFileSync(`${reports}story-coverage.json`, 'utf8'));
const pct = (n, d) => (d === 0 ? '100%' : `${Math.floor((n / d) * 1000) / 10}%`);
const rows = data.screens.map((s) => {
  const reachable = s.reachable.length;
  const hand = Object.keys(s.hand).length;
  const generated = Object.keys(s.generated).length;
  const either = new Set([...Object.keys(s.hand), ...Object.keys(s.generated)]).size;
  return { ...s, counts: { reachable, hand, generated, either } };
});
const total = rows.reduce(
  (t, r) => ({
    reachable: t.reachable + r.counts.reachable,
    hand: t.hand + r.counts.hand,
    generated: t.generated + r.counts.generated,
    either: t.either + r.counts.either,
  }),
  { reachable: 0, hand: 0, generated: 0, either: 0 },
);
const line = (name, machine, c, extra = '') =>
  `| ${name} | ${machine} | ${c.reachable} | ${c.hand} (${pct(c.hand, c.reachable)}) | ` +
  `${c.generated} (${pct(c.generated, c.reachable)}) | ${c.either} (${pct(c.either, c.reachable)}) | ${extra} |`;
const table = [
  '| screen | machine | states it can rest in | with a hand-written story | with a generated story | with a story | passed through only |',
  '|---|---|---|---|---|---|---|',
  ...rows.map((r) =>
    line(`${r.title} (${r.key})`, r.machine, r.counts, r.transient.map((t) => `\`${t}\``).join(', ')),
  ),
  line('**all**', '', total),
].join('\n');
const missing = rows.flatMap((r) =>
  r.reachable
    .filter((l) => !(l in r.hand) && !(l in r.generated))
    .map((l) => `- ${r.title} (${r.machine}): no story shows \`${l}\``),
);
const unreached = rows.flatMap((r) => r.unreached.map((l) => `- ${r.title}: \`${l}\` is reached by no path`));
const report = [
  '# Story coverage',
  '',
  'Per screen machine (gallery/registry.ts): the leaf states a snapshot can rest in (from the model-based',
  "tests' paths, `xstate/graph`) and those some story shows. A story shows a state when importing its file or",
  'rendering it leaves an actor of the machine (or of its children) in that state (gallery/xstate-recorder.ts).',
  '',
  table,
  '',
  `Stories: ${data.generatedStories} generated, ${data.handStories} hand-written.`,
  '',
  ...(missing.length ? ['States without a story:', '', ...missing, ''] : []),
  ...(unreached.length ? ['Unreached:', '', ...unreached, ''] : []),
  ...(data.failures.length
    ? ['Stories that failed to render:', '', ...data.failures.map((f) => `- ${f}`), '']
    : []),
  'Models that are not a screen machine:',
  '',
  ...Object.entries(data.notScreens).map(([k, v]) => `- ${k}: ${v}`),
  '',
  ...(data.unregistered.length
    ? [`Machines stories show that no screen registers: ${data.unregistered.join(', ')}.`, '']
    : []),
  `Measured in ${data.seconds} s (${Math.round((Date.now() - started) / 1000)} s with the run).`,
  '',
].join('\n');
writeFileSync(`${reports}story-coverage.md`, report);
console.log(`\n${table}\n`);
console.log(`Stories: ${data.generatedStories} generated, ${data.handStories} hand-written.`);
if (missing.length) console.log(['', 'States without a story:', ...missing].join('\n'));
if (unreached.length) console.log(['', 'Unreached:', ...unreached].join('\n'));
if (data.failures.length) console.log(['', 'Failed to render:', ...data.failures].join('\n'));
const below = total.either < total.reachable || unreached.length > 0 || data.failures.length > 0;
console.log(
  `\n${rows.length} screen machines: ${total.either}/${total.reachable} states with a story ` +
    `(${pct(total.either, total.reachable)}); report: reports/story-coverage.md${below ? '; BELOW 100%' : ''}`,
);
process.exit(below ? 1 : 0);
