#!/usr/bin/env node
/**
 * Counts the endpoint paths written more than once in the product's source: every '/api/...' string literal in
 * packages/ and apps/ (tests, e2e and Playwright fixtures left out: they call paths, they do not declare them),
 * keyed by method and the path with its parameters as {}. A path declared by core's contract and written again in
 * the api or the web counts once per extra copy. The goal is 0: core declares, the api routes from the declaration.
 *
 *   node apps/api/scripts/endpoint-paths.mjs [git-ref]   (default: the working tree)
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ref = process.argv[2];
/** Run from anywhere in the repo: paths are the repo root's. */
const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
const SOURCES = ['packages', 'apps', 'scripts'];
const EXCLUDED = /(^|\/)(test|e2e|perf|node_modules|dist)\/|\.(test|spec|stories)\.tsx?$/;

function grep() {
  const args = ['grep', '-n', '-E', '[\'`"}]/api/'];
  if (ref) args.push(ref);
  args.push('--', ...SOURCES.map((s) => `${s}/*.ts`), ...SOURCES.map((s) => `${s}/*.tsx`));
  args.push(...SOURCES.map((s) => `${s}/*.mjs`));
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 });
  } catch (e) {
    if (e.status === 1) return '';
    throw e;
  }
}

/** file -> its lines, for the method written just above a path. */
const cache = new Map();
function lines(file) {
  if (!cache.has(file)) {
    const text = ref
      ? execFileSync('git', ['show', `${ref}:${file}`], { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 })
      : readFileSync(join(root, file), 'utf8');
    cache.set(file, text.split('\n'));
  }
  return cache.get(file);
}

const found = new Map();
for (const row of grep().split('\n').filter(Boolean)) {
  const parts = row.split(':');
  if (ref) parts.shift();
  const [file, lineNo, ...rest] = parts;
  const text = rest.join(':');
  if (EXCLUDED.test(file)) continue;
  if (/^\s*(\*|\/\/|\/\*)/.test(text)) continue;
  for (const m of text.matchAll(/['`"}](\/api\/[^'`"]*)/g)) {
    // A segment holding a parameter ({id}, :id or a template's ${...}) is one parameter; the query is no part.
    const prefix = m[1]
      .split('?')[0]
      .split('/')
      .map((seg) => (/[{:$]/.test(seg) ? '{}' : seg))
      .join('/')
      .replace(/\/+$/, '');
    if (prefix === '/api' || prefix.includes('*')) continue;
    const around = lines(file)
      .slice(Math.max(0, Number(lineNo) - 4), Number(lineNo))
      .join('\n');
    const method = /method:\s*'(\w+)'/.exec(around)?.[1] ?? '*';
    const key = `${method} ${prefix}`;
    if (!found.has(key)) found.set(key, []);
    found.get(key).push(`${file}:${lineNo}`);
  }
}

// A place that names no method writes the path for every method declared with it.
for (const [key, places] of found) {
  const [method, prefix] = key.split(' ');
  if (method !== '*') continue;
  const declared = [...found.keys()].filter((k) => k !== key && k.endsWith(` ${prefix}`));
  if (declared.length === 0) continue;
  for (const k of declared) found.get(k).push(...places);
  found.delete(key);
}

let duplicates = 0;
for (const [key, places] of [...found].sort()) {
  if (places.length < 2) continue;
  duplicates += 1;
  console.log(`${key}\n  ${places.join('\n  ')}`);
}
console.log(`${found.size} endpoint paths; written more than once: ${duplicates}`);
