/**
 * Writes the planned paths of the machine models as plain JSON (modelPaths: events to send, state value and tags
 * expected after each) to reports/model-paths/<machine>.json, for a Playwright run that replays them on the real
 * screens. Run: pnpm --filter @sakta/core model:paths [machine ...] (all models when none is named).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { modelPaths } from '../src/shared/testing/model-paths';
import { findModels } from './models';

const wanted = new Set(process.argv.slice(2));
const dir = fileURLToPath(new URL('../../../reports/model-paths/', import.meta.url));
mkdirSync(dir, { recursive: true });
for (const { model } of await findModels()) {
  if (wanted.size && !wanted.has(model.name)) continue;
  const paths = modelPaths(model);
  writeFileSync(`${dir}${model.name}.json`, `${JSON.stringify(paths, null, 1)}\n`);
  const count = paths.runs.reduce((n, r) => n + r.paths.length, 0);
  console.log(`${model.name}: ${count} paths -> reports/model-paths/${model.name}.json`);
}
