#!/usr/bin/env node
// Where the bytes of the JS a route needs for its first render come from (the entry, the app it boots and the
// route's module, each with its static imports): builds the SPA with source maps into a temporary folder,
// attributes each byte of those chunks to its package (and our own code to its file), then gzips each share.
// Usage: node scripts/bundle-breakdown.mjs [route module, default src/routes/login.tsx]
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
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
const route = process.argv[2] ?? 'src/routes/login.tsx';
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const keys = new Set();
const visit = (key) => {
  if (keys.has(key) || !manifest[key]) return;
  keys.add(key);
  for (const dep of manifest[key].imports ?? []) visit(dep);
};
[entryKey, 'src/boot.tsx', route].forEach(visit);
const files = [...new Set([...keys].map((k) => manifest[k].file))];

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
const ownFile = (source) => source.match(/((packages|apps)\/.+)$/)?.[1] ?? null;

const text = new Map();
const ownText = new Map();
let total = '';
for (const file of files) {
  const code = readFileSync(join(out, file), 'utf8');
  total += code;
  const mapFile = join(out, `${file}.map`);
  if (existsSync(mapFile)) attribute(code, JSON.parse(readFileSync(mapFile, 'utf8')));
  else text.set('other', (text.get('other') ?? '') + code); // the bundler's own runtime has no map
}

function attribute(code, map) {
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
      const own = s === null ? null : ownFile(map.sources[s]);
      if (own) ownText.set(own, (ownText.get(own) ?? '') + src.slice(start, end));
    });
  });
}

const rows = [...text.entries()]
  .map(([pkg, t]) => [pkg, t.length, gzipSync(t, { level: 9 }).length])
  .sort((a, b) => b[2] - a[2]);
console.log(
  `${route} with the entry and the app: ${files.length} files, ${(total.length / 1024).toFixed(1)} KB minified` +
    ` (gzip of each share alone below; gzip of the files together is less)`,
);
console.log('| package | minified KB | gzip KB (alone) |\n|---|---|---|');
for (const [pkg, raw, gz] of rows.filter((r) => r[2] > 300))
  console.log(`| ${pkg} | ${(raw / 1024).toFixed(1)} | ${(gz / 1024).toFixed(1)} |`);
const own = [...ownText.entries()]
  .map(([f, t]) => [f, t.length, gzipSync(t, { level: 9 }).length])
  .sort((a, b) => b[2] - a[2]);
console.log('\nOur own largest files in it:\n| file | minified KB | gzip KB (alone) |\n|---|---|---|');
for (const [f, raw, gz] of own.slice(0, 20))
  console.log(`| ${f} | ${(raw / 1024).toFixed(1)} | ${(gz / 1024).toFixed(1)} |`);
rmSync(out, { recursive: true, force: true });
