#!/usr/bin/env node
// Gzip size of the JavaScript needed to render a route of the built SPA (entry chunk + the route's lazy module,
// each with its static imports), read from Vite's manifest.
// target: the budget an issue names (reported as met or OVER); ceiling: the regression guard that fails the run.
// The Foundation issue's /login target of 100 KB is below what its mandated stack weighs before any app code
// (react-dom 62 + react 3 + react-router data router 30 + xstate 13 KB gzip = 108 KB): see README, "Bundle budgets".
// Usage: pnpm size            (after pnpm build)
import { gzipSync } from 'node:zlib';
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';

const dist = new URL('../apps/web/dist/', import.meta.url).pathname;
const manifestPath = `${dist}.vite/manifest.json`;
if (!existsSync(manifestPath)) {
  console.error('No build found: run `pnpm build` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);

/** Module keys of the web app's route modules; a route that lazily loads a module loads its static imports. */
const ROUTES = [
  { name: '/login', modules: ['src/routes/login.tsx'], targetKb: 100, ceilingKb: 135 },
  {
    name: 'shell after login (/)',
    modules: ['src/layout/MainLayout.tsx', 'src/routes/index.tsx'],
    ceilingKb: 155,
  },
  { name: '/not-found', modules: ['src/routes/not-found.tsx'], ceilingKb: 135 },
  {
    name: '/profile/index',
    modules: ['src/layout/MainLayout.tsx', 'src/routes/profile.tsx'],
    ceilingKb: 160,
  },
  { name: '/reset', modules: ['src/routes/reset.tsx'], ceilingKb: 150 },
  { name: '/kdp/{iin}', modules: ['src/routes/kdp.tsx'], ceilingKb: 160 },
  { name: '/func/otp/{ulid}', modules: ['src/routes/func-otp.tsx'], ceilingKb: 150, pdf: true },
  { name: '/epay/{id}', modules: ['src/routes/epay.tsx'], ceilingKb: 150 },
  {
    name: '/instruction',
    modules: ['src/layout/MainLayout.tsx', 'src/routes/instruction.tsx'],
    ceilingKb: 160,
    pdf: true,
  },
];

function closure(keys, dynamic = false) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
    if (dynamic) for (const dep of manifest[key].dynamicImports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return seen;
}

/** What a route ends up loading once it has rendered: its modules' lazy chunks too (not other routes'). */
const fullClosure = (route) => new Set([...closure([entryKey]), ...closure(route.modules, true)]);
const hasPdfJs = (keys) => [...keys].some((k) => k.includes('pdfjs-dist'));
/** The pdf.js worker (a separate file, loaded by the viewer only). */
const workerFile = Object.values(manifest).find((m) => /pdf\.worker/.test(m.file))?.file ??
  Object.keys(manifest).find((k) => /pdf\.worker/.test(k));

const gz = (file) => gzipSync(readFileSync(dist + file), { level: 9 }).length;
const kb = (n) => (n / 1024).toFixed(1);
let failed = false;
const rows = [
  '| route | JS files | JS gzip KB (first render) | with lazy chunks KB | CSS gzip KB | pdf.js | target | ceiling |',
  '|---|---|---|---|---|---|---|---|',
];
for (const route of ROUTES) {
  const missing = route.modules.filter((m) => !manifest[m]);
  if (missing.length) {
    console.error(`Route ${route.name}: module(s) not in the manifest: ${missing.join(', ')}`);
    failed = true;
    continue;
  }
  const keys = closure([entryKey, ...route.modules]);
  const js = new Set([...keys].map((k) => manifest[k].file));
  const css = new Set([...keys].flatMap((k) => manifest[k].css ?? []));
  const jsSize = [...js].reduce((s, f) => s + gz(f), 0);
  const full = fullClosure(route);
  const fullSize = [...new Set([...full].map((k) => manifest[k].file))].reduce((s, f) => s + gz(f), 0);
  const pdf = hasPdfJs(full);
  if (pdf !== Boolean(route.pdf)) {
    console.error(`Route ${route.name}: pdf.js ${pdf ? 'is loaded but must not be' : 'is expected but missing'}`);
    failed = true;
  }
  if (hasPdfJs(keys)) {
    console.error(`Route ${route.name}: pdf.js is in the first render's static imports (must be lazy)`);
    failed = true;
  }
  const cssSize = [...css].reduce((s, f) => s + gz(f), 0);
  const status = (limit) =>
    limit === undefined ? '-' : `<= ${limit} KB ${jsSize / 1024 > limit ? 'OVER' : 'ok'}`;
  if (route.ceilingKb !== undefined && jsSize / 1024 > route.ceilingKb) failed = true;
  rows.push(
    `| ${route.name} | ${js.size} | ${kb(jsSize)} | ${kb(fullSize)} | ${kb(cssSize)} | ${pdf ? 'lazy' : 'absent'} | ${status(route.targetKb)} | ${status(route.ceilingKb)} |`,
  );
}
if (workerFile && existsSync(dist + workerFile))
  rows.push('', `pdf.js worker (loaded by the PDF viewer only): ${kb(gz(workerFile))} KB gzip`);
const text = rows.join('\n');
console.log(text);
mkdirSync(new URL('../reports/', import.meta.url), { recursive: true });
writeFileSync(new URL('../reports/bundle-sizes.md', import.meta.url), text + '\n');
process.exit(failed ? 1 : 0);
