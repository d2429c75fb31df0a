#!/usr/bin/env node
// Prints test counts per layer from the vitest and Playwright JSON reports (e2e, and the stories' visual baseline: a
// story pictured counts as one), the wall time of the test command, the e2e run's seconds per test and its slowest
// tests, and a closing 'N passed, N failed' line. Written to reports/test-summary.md as well.
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

/** The e2e run's figures: its wall time per test, and its tests by duration (the slowest first). */
let e2e = null;
const e2eFile = `${root}reports/e2e.json`;
if (existsSync(e2eFile)) {
  const report = JSON.parse(readFileSync(e2eFile, 'utf8'));
  const durations = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) {
        const status =
          test.status === 'expected' || test.status === 'flaky'
            ? 'passed'
            : test.status === 'skipped'
              ? 'skipped'
              : 'failed';
        add('e2e (Playwright)', status);
        for (const result of test.results ?? [])
          durations.push({
            title: `${file ?? spec.file} › ${spec.title}`,
            ms: result.duration,
            start: Date.parse(result.startTime),
          });
      }
    for (const child of suite.suites ?? []) walk(child, file ?? suite.file);
  };
  for (const suite of report.suites ?? []) walk(suite);
  durations.sort((a, b) => b.ms - a.ms);
  e2e = {
    tests: durations.length,
    wallMs: report.stats.duration,
    // from the run's start to its first test: the servers' start
    startMs: Math.min(...durations.map((d) => d.start)) - Date.parse(report.stats.startTime),
    workers: report.config.workers,
    slowest: durations.slice(0, 10),
  };
}

/** The visual baseline: one step per story pictured (a shard is one test), failed when its picture differed. */
const visualFile = `${root}reports/visual.json`;
if (existsSync(visualFile)) {
  const report = JSON.parse(readFileSync(visualFile, 'utf8'));
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? []) {
          const steps = result.steps ?? [];
          for (const step of steps)
            add('visual baseline (stories pictured)', step.error ? 'failed' : 'passed');
          // a shard that failed outside its stories' steps (the preview did not open)
          if (result.status !== 'passed' && !steps.some((step) => step.error))
            add('visual baseline (stories pictured)', 'failed');
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
if (e2e && e2e.tests > 0) {
  const s = (ms) => (ms / 1000).toFixed(1);
  lines.push(
    '',
    `e2e: ${e2e.tests} tests in ${s(e2e.wallMs)} s with ${e2e.workers} worker(s) ` +
      `(${s(e2e.startMs)} s of it the servers' start): ${s(e2e.wallMs / e2e.tests)} s per test on average`,
    '',
    '| slowest e2e tests | seconds |',
    '|---|---:|',
    ...e2e.slowest.map((d) => `| ${d.title} | ${s(d.ms)} |`),
  );
}
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
