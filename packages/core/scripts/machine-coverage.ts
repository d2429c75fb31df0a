/**
 * Machine coverage: replays every model that scripts/models.ts finds (the `testing/<machine>.model.ts` files
 * under src) on real actors and prints states and transitions covered / total. Writes reports/machine-coverage.md at the repo root; exits 1 if any
 * machine is below 100%. Run: pnpm --filter @sakta/core coverage:machines (or pnpm coverage:machines at the root).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { formatCoverageTable, isFullCoverage, mergeCoverage } from '../src/shared/testing/coverage';
import { runModel, type ModelRun } from '../src/shared/testing/runner';
import { findModels } from './models';

const machineModels = (await findModels()).map((m) => m.model);
const started = performance.now();
// the models of one machine (one per region, e.g. the OGPO policy's) make one row: the union of their coverage
const byMachine = new Map<unknown, ModelRun[]>();
let failed = false;
for (const model of machineModels) {
  try {
    const run = runModel(model);
    const key = model.machine.config;
    byMachine.set(key, [...(byMachine.get(key) ?? []), run]);
  } catch (err) {
    failed = true;
    console.error(err instanceof Error ? err.message : err);
  }
}
// (models that each cover their machine whole, like the dialogs built on the shared lookup dialog, keep their rows)
const runs: ModelRun[] = [...byMachine.values()].flatMap((group) =>
  group.every((r) => isFullCoverage(r.coverage))
    ? group
    : {
        name: group.map((r) => r.name).join(' + '),
        paths: group.reduce((n, r) => n + r.paths, 0),
        steps: group.reduce((n, r) => n + r.steps, 0),
        coverage: mergeCoverage(group.map((r) => r.coverage)),
      },
);
const seconds = ((performance.now() - started) / 1000).toFixed(2);
const table = formatCoverageTable(runs);
const missing = runs
  .filter((r) => !isFullCoverage(r.coverage))
  .flatMap((r) => [
    ...r.coverage.states.missing.map((id) => `- ${r.name}: state never reached: \`${id}\``),
    ...r.coverage.transitions.missing.map((t) => `- ${r.name}: transition never taken: \`${t}\``),
  ]);
if (missing.length) failed = true;

const report = [
  '# Machine coverage',
  '',
  'Model-based replay of the production machines (models: `packages/core/src/**/testing/*.model.ts`).',
  '',
  table,
  '',
  ...(missing.length ? ['Not covered:', '', ...missing, ''] : []),
  `${runs.length} machines in ${seconds} s.`,
  '',
].join('\n');

const dir = fileURLToPath(new URL('../../../reports/', import.meta.url));
mkdirSync(dir, { recursive: true });
writeFileSync(`${dir}machine-coverage.md`, report);

console.log(table);
if (missing.length) console.log(['', ...missing].join('\n'));
console.log(
  `\n${runs.length} machines in ${seconds} s; report: reports/machine-coverage.md${failed ? '; BELOW 100%' : ''}`,
);
process.exitCode = failed ? 1 : 0;
