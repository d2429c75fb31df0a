#!/usr/bin/env node
// Prints test counts per layer from the vitest and Playwright JSON reports, the wall time of the test command,
// and a closing 'N passed, N failed' line. Written to reports/test-summary.md as well.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const secondsArg = process.argv.indexOf('--seconds');
const seconds = secondsArg > 0 ? Number(process.argv[secondsArg + 1]) : undefined;

function layerOf(file) {
  const rel = relative(root, file);
  if (rel.startsWith('packages/core/') && rel.includes('.model.test.')) return 'core: model-based';
  if (rel.startsWith('packages/core/')) return 'core: unit';
  if (rel.startsWith('apps/api/')) return 'api';
  if (rel.startsWith('apps/storybook/')) return 'ui: component (stories)';
  if (rel.startsWith('apps/web/')) return 'web: unit';
  return 'other';
}

const layers = new Map();
const add = (layer, status) => {
  const row = layers.get(layer) ?? { passed: 0, failed: 0, skipped: 0 };
  if (status === 'passed') row.passed++;
  else if (status === 'failed') row.failed++;
  else row.skipped++;
  layers.set(layer, row);
};

const vitestFile = `${root}reports/vitest.json`;
if (existsSync(vitestFile)) {
  const report = JSON.parse(readFileSync(vitestFile, 'utf8'));
  for (const file of report.testResults ?? [])
    for (const t of file.assertionResults ?? []) add(layerOf(file.name), t.status);
}

const e2eFile = `${root}reports/e2e.json`;
if (existsSync(e2eFile)) {
  const report = JSON.parse(readFileSync(e2eFile, 'utf8'));
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) {
        const status =
          test.status === 'expected' || test.status === 'flaky'
            ? 'passed'
            : test.status === 'skipped'
              ? 'skipped'
              : 'failed';
        add('e2e (Playwright)', status);
      }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
}

let passed = 0;
let failed = 0;
let skipped = 0;
const lines = ['| layer | passed | failed | skipped |', '|---|---|---|---|'];
for (const [layer, row] of [...layers.entries()].sort()) {
  lines.push(`| ${layer} | ${row.passed} | ${row.failed} | ${row.skipped} |`);
  passed += row.passed;
  failed += row.failed;
  skipped += row.skipped;
}
lines.push(`| total | ${passed} | ${failed} | ${skipped} |`);
if (seconds !== undefined)
  lines.push('', `Wall time of scripts/test.sh: ${Math.floor(seconds / 60)} min ${seconds % 60} s`);
const stepsFile = `${root}reports/steps.tsv`;
if (existsSync(stepsFile)) {
  lines.push('', '| step | seconds |', '|---|---:|');
  for (const row of readFileSync(stepsFile, 'utf8').trim().split('\n')) {
    const [name, secs] = row.split('\t');
    lines.push(`| ${name} | ${secs} |`);
  }
}
const text = lines.join('\n');
console.log(text);
writeFileSync(`${root}reports/test-summary.md`, text + '\n');
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
