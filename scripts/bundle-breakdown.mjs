#!/usr/bin/env node
// Where the bytes of the SPA's entry chunk (the JS every route needs) come from: builds the SPA with source maps
// into a temporary folder and attributes each byte of the minified entry to its package, then gzips each share.
// Usage: node scripts/bundle-breakdown.mjs
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const out = mkdtempSync(join(tmpdir(), 'sakta-breakdown-'));
const web = new URL('../apps/web/', import.meta.url).pathname;
execFileSync(
  'pnpm',
  ['exec', 'vite', 'build', '--sourcemap', '--outDir', out, '--emptyOutDir', '--logLevel', 'error'],
  {
    cwd: web,
    stdio: 'inherit',
  },
);
const manifest = JSON.parse(readFileSync(join(out, '.vite/manifest.json'), 'utf8'));
const entry = Object.values(manifest).find((m) => m.isEntry).file;
const code = readFileSync(join(out, entry), 'utf8');
const map = JSON.parse(readFileSync(join(out, `${entry}.map`), 'utf8'));

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
function vlq(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const ch of segment) {
    let digit = B64.indexOf(ch);
    const more = digit & 32;
    digit &= 31;
    value += digit << shift;
    if (more) shift += 5;
    else {
      values.push(value & 1 ? -(value >> 1) : value >> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

const owner = (source) => {
  const pnpm = source.match(/node_modules\/\.pnpm\/(.+?)@\d/);
  if (pnpm) return pnpm[1].replace('+', '/');
  const own = source.match(/(packages|apps)\/([^/]+)/);
  return own ? `@sakta/${own[2]}` : 'other';
};

const text = new Map();
const lines = code.split('\n');
let source = 0;
map.mappings.split(';').forEach((line, i) => {
  const src = lines[i] ?? '';
  let column = 0;
  const points = [];
  for (const segment of line ? line.split(',') : []) {
    const v = vlq(segment);
    column += v[0];
    if (v.length > 1) source += v[1];
    points.push([column, v.length > 1 ? source : null]);
  }
  points.forEach(([start, s], k) => {
    const end = k + 1 < points.length ? points[k + 1][0] : src.length;
    const key = s === null ? 'other' : owner(map.sources[s]);
    text.set(key, (text.get(key) ?? '') + src.slice(start, end));
  });
});

const rows = [...text.entries()]
  .map(([pkg, t]) => [pkg, t.length, gzipSync(t, { level: 9 }).length])
  .sort((a, b) => b[2] - a[2]);
console.log(
  `Entry chunk ${entry}: ${(code.length / 1024).toFixed(1)} KB minified, ${(gzipSync(code, { level: 9 }).length / 1024).toFixed(1)} KB gzip`,
);
console.log('| package | minified KB | gzip KB (alone) |\n|---|---|---|');
for (const [pkg, raw, gz] of rows.filter((r) => r[2] > 300))
  console.log(`| ${pkg} | ${(raw / 1024).toFixed(1)} | ${(gz / 1024).toFixed(1)} |`);
rmSync(out, { recursive: true, force: true });
