#!/usr/bin/env node
// Gzip size of the JavaScript needed to render a route of the built SPA (entry chunk + the route's lazy module,
// each with its static imports), read from Vite's manifest.
// target: the budget an issue names (reported as met or OVER); ceiling: the regression guard that fails the run.
// A ceiling goes up only with a reason in the commit that raises it; docs/performance.md says what a first render
// pays for and which savings were taken.
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
/** The app itself: the tiny entry imports it dynamically (at once, or after a server-rendered first paint). */
const BOOT = 'src/boot.tsx';

/** Module keys of the web app's route modules; a route that lazily loads a module loads its static imports. */
const ROUTES = [
  { name: '/login', modules: ['src/routes/login.tsx'], targetKb: 100, ceilingKb: 152.5 },
  {
    name: 'shell after login (/)',
    modules: ['src/layout/MainLayout.tsx', 'src/routes/index.tsx'],
    // home renders the agreements to confirm (their machine with the shared code machine it invokes, the list) at
    // first render; the modal and its code step are a lazy chunk
    ceilingKb: 172,
  },
  { name: '/not-found', modules: ['src/routes/not-found.tsx'], ceilingKb: 152 },
  {
    name: '/profile/index',
    modules: ['src/layout/MainLayout.tsx', 'src/routes/profile.tsx'],
    // TanStack Query (the signed-in pages' cache) and the АВР tab of the sale group: its trigger, the rule who has
    // it and the page shared with /profile/avr
    ceilingKb: 214.5,
  },
  { name: '/reset', modules: ['src/routes/reset.tsx'], ceilingKb: 155 },
  // the customer pages speak Kazakh and Russian (issue 46): both catalogues, the language's choice and its switch,
  // about 4.5 KB gzip each (the Kazakh catalogue alone 1.9 KB); the other pages carry none of it
  { name: '/kdp/{iin}', modules: ['src/routes/kdp.tsx'], ceilingKb: 157 },
  { name: '/func/otp/{ulid}', modules: ['src/routes/func-otp.tsx'], ceilingKb: 152 },
  { name: '/epay/{id}', modules: ['src/routes/epay.tsx'], ceilingKb: 154 },
  {
    name: '/termination',
    modules: ['src/layout/MainLayout.tsx', 'src/routes/termination.tsx'],
    ceilingKb: 218,
  },
  {
    name: '/dashboard',
    modules: ['src/layout/MainLayout.tsx', 'src/routes/dashboard.tsx'],
    ceilingKb: 218,
  },
  {
    // the admin's home: its information on contracts is a lazy module of the home route (the pie charts' visx is
    // a further lazy chunk, CHART_CHUNK below)
    name: 'home for admin (/ + information on contracts)',
    modules: ['src/layout/MainLayout.tsx', 'src/routes/index.tsx', 'src/features/admin-info.tsx'],
    ceilingKb: 221,
  },
  {
    name: '/admin/products',
    modules: ['src/layout/MainLayout.tsx', 'src/routes/admin-products.tsx'],
    ceilingKb: 215,
  },
  {
    name: '/admin/versions',
    modules: ['src/layout/MainLayout.tsx', 'src/routes/admin-versions.tsx'],
    ceilingKb: 215,
  },
  {
    name: '/admin/agreement',
    modules: ['src/layout/MainLayout.tsx', 'src/routes/admin-agreement.tsx'],
    ceilingKb: 218.5,
  },
  {
    name: '/profile/avr',
    modules: ['src/layout/MainLayout.tsx', 'src/routes/profile-avr.tsx'],
    ceilingKb: 218.5,
  },
  {
    // the guide, fetched with the session's token by the shared document machine and shown by the shared
    // fetched-document view (loader, failure with 'Повторить')
    name: '/instruction',
    modules: ['src/layout/MainLayout.tsx', 'src/routes/instruction.tsx'],
    ceilingKb: 215,
  },
  {
    // the terminals tab's container is part of the route; its modal's machine comes with it
    name: '/branches',
    modules: ['src/layout/MainLayout.tsx', 'src/routes/branches.tsx'],
    ceilingKb: 216,
  },
  {
    // the sale machine; each dialog's machine comes with its view in the dialog's lazy chunk (the table below)
    name: '/ogpo',
    modules: ['src/layout/MainLayout.tsx', 'src/routes/ogpo.tsx'],
    ceilingKb: 270,
  },
  {
    // the sale kernel with property's descriptor, the page (parties, program, objects, program condition and its
    // risks modal, the signatory); each dialog comes with its machine in the dialog's lazy chunk (the table below)
    name: '/financial-institutions/properties',
    modules: ['src/layout/MainLayout.tsx', 'src/routes/properties.tsx'],
    ceilingKb: 265,
  },
  {
    // the sale kernel with casco's descriptor, the page (parties, program, vehicles, conditions with the risks and
    // note modals, the signatory); each dialog comes with its machine in the dialog's lazy chunk (the table below)
    name: '/financial-institutions/casco',
    modules: ['src/layout/MainLayout.tsx', 'src/routes/casco.tsx'],
    ceilingKb: 265.5,
  },
  {
    name: '/terminals',
    modules: ['src/layout/MainLayout.tsx', 'src/routes/terminals.tsx'],
    ceilingKb: 215,
  },
  {
    // the drafts machine on the shared paged list, the cards, role 0's filter and the delete confirmation
    name: '/drafts',
    modules: ['src/layout/MainLayout.tsx', 'src/routes/drafts.tsx'],
    ceilingKb: 218,
  },
  {
    // the list machine on the shared paged list, the search card, the table, 'Search in 1C'; the policy modal is
    // its own chunk (loaded when a policy is opened)
    name: '/policies',
    modules: ['src/layout/MainLayout.tsx', 'src/routes/policies.tsx'],
    ceilingKb: 265.5,
  },
  {
    // issue 28: the compliance review machine (filter, the shared paged list, the record's machine), the filter
    // form and the table; the record's side sheet is a lazy chunk (PODFT_MODAL below)
    name: '/podfts',
    modules: ['src/layout/MainLayout.tsx', 'src/routes/podfts.tsx'],
    ceilingKb: 263,
  },
  {
    // the support machine on the shared paged list, the filter, the table; the policy modal with the request's
    // actions is the policies' lazy chunk, loaded when a request is opened
    name: '/support/operator-error',
    modules: ['src/layout/MainLayout.tsx', 'src/routes/operator-error.tsx'],
    ceilingKb: 216.5,
  },
  {
    // the travel machine and the read-only page
    name: '/traveling',
    modules: ['src/layout/MainLayout.tsx', 'src/routes/traveling.tsx'],
    ceilingKb: 170,
  },
];

/** The compliance record's side sheet of /podfts: a lazy chunk, measured as what it adds to the page. */
const PODFT_MODAL = { module: 'src/features/podft-modal.tsx', ceilingKb: 4.5 };

/** The sale pages' dialogs: each a lazy chunk, measured as what it adds to its page's first render. */
const SALE_DIALOGS = [
  {
    page: '/ogpo',
    route: 'src/routes/ogpo.tsx',
    dialogs: [
      ['client', 'src/features/parties/client-dialog.tsx'],
      ['chief', 'src/features/parties/chief-dialog.tsx'],
      ['vehicle', 'src/features/ogpo/vehicle-dialog.tsx'],
      ['licence', 'src/features/ogpo/licence-dialog.tsx'],
      ['documents', 'src/features/parties/document-upload.tsx'],
      ['podft documents', 'src/features/parties/podft-documents.tsx'],
    ],
  },
  {
    page: '/financial-institutions/properties',
    route: 'src/routes/properties.tsx',
    dialogs: [
      ['client', 'src/features/parties/client-dialog.tsx'],
      ['chief', 'src/features/parties/chief-dialog.tsx'],
      ['object', 'src/features/property/object-dialog.tsx'],
      ['documents', 'src/features/parties/document-upload.tsx'],
      ['podft documents', 'src/features/parties/podft-documents.tsx'],
    ],
  },
  {
    page: '/financial-institutions/casco',
    route: 'src/routes/casco.tsx',
    dialogs: [
      ['client', 'src/features/parties/client-dialog.tsx'],
      ['chief', 'src/features/parties/chief-dialog.tsx'],
      ['vehicle', 'src/features/casco/vehicle-dialog.tsx'],
      ['documents', 'src/features/parties/document-upload.tsx'],
      ['podft documents', 'src/features/parties/podft-documents.tsx'],
    ],
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

/** pdf.js lives in the PDF viewer's lazy chunk: it must never be in a route's first render. */
const PDF_CHUNK = /pdf-viewer-impl/;
const hasPdfJs = (keys) => [...keys].some((k) => PDF_CHUNK.test(k));
const pdfKey = Object.keys(manifest).find((k) => PDF_CHUNK.test(k));
/** The pdf.js worker: a separate asset of the viewer's chunk. */
const workerFile = pdfKey && (manifest[pdfKey].assets ?? []).find((f) => /pdf\.worker/.test(f));

/**
 * visx lives in the pie chart's lazy chunk (admin home only): never in a route's static imports. A chunk holds
 * visx when it is that chunk or its code carries visx's class names (minification keeps string literals).
 */
const CHART_CHUNK = /day-pie-impl/;
const VISX_CODE = /[`"']visx-(?:group|pie-arcs-group)[`"']/;
const hasVisx = (key) =>
  CHART_CHUNK.test(key) || VISX_CODE.test(readFileSync(dist + manifest[key].file, 'utf8'));
const hasCharts = (keys) => [...keys].some(hasVisx);
const chartKey = Object.keys(manifest).find((k) => CHART_CHUNK.test(k));

/**
 * The files a route's first render fetches: a phone fetches six at a time over HTTP/1.1, and on the slow network of
 * `pnpm perf` each further round of six costs about 560 ms (apps/web build/chunk-groups.ts). At most two rounds.
 */
const MAX_FILES = 12;

const gz = (file) => gzipSync(readFileSync(dist + file), { level: 9 }).length;
const kb = (n) => (n / 1024).toFixed(1);
let failed = false;
const rows = [
  `| route | JS files (<= ${MAX_FILES}) | JS gzip KB | CSS gzip KB | pdf.js | target | ceiling |`,
  '|---|---|---|---|---|---|---|',
];
for (const route of ROUTES) {
  const missing = route.modules.filter((m) => !manifest[m]);
  if (missing.length) {
    console.error(`Route ${route.name}: module(s) not in the manifest: ${missing.join(', ')}`);
    failed = true;
    continue;
  }
  const keys = closure([entryKey, BOOT, ...route.modules]);
  const js = new Set([...keys].map((k) => manifest[k].file));
  const css = new Set([...keys].flatMap((k) => manifest[k].css ?? []));
  const jsSize = [...js].reduce((s, f) => s + gz(f), 0);
  if (hasPdfJs(keys)) {
    console.error(`Route ${route.name}: pdf.js is in the first render's static imports (must be lazy)`);
    failed = true;
  }
  if (hasCharts(keys)) {
    console.error(
      `Route ${route.name}: visx (the pie charts) is in the first render's static imports (must be lazy)`,
    );
    failed = true;
  }
  const cssSize = [...css].reduce((s, f) => s + gz(f), 0);
  const status = (limit) =>
    limit === undefined ? '-' : `<= ${limit} KB ${jsSize / 1024 > limit ? 'OVER' : 'ok'}`;
  if (route.ceilingKb !== undefined && jsSize / 1024 > route.ceilingKb) failed = true;
  if (js.size > MAX_FILES) {
    console.error(`Route ${route.name}: ${js.size} JS files in the first render (at most ${MAX_FILES})`);
    failed = true;
  }
  rows.push(
    `| ${route.name} | ${js.size} | ${kb(jsSize)} | ${kb(cssSize)} | ${hasPdfJs(keys) ? 'STATIC' : 'absent'} | ${status(route.targetKb)} | ${status(route.ceilingKb)} |`,
  );
}
for (const sale of SALE_DIALOGS) {
  const page = closure([entryKey, BOOT, 'src/layout/MainLayout.tsx', sale.route]);
  const pageFiles = new Set([...page].map((k) => manifest[k].file));
  rows.push('', `| ${sale.page} dialog (lazy) | JS files added | JS gzip KB added |`, '|---|---|---|');
  for (const [name, module] of sale.dialogs) {
    if (!manifest[module]) {
      console.error(`${sale.page} dialog ${name}: ${module} is not in the manifest`);
      failed = true;
      continue;
    }
    const added = [...new Set([...closure([module])].map((k) => manifest[k].file))].filter(
      (f) => !pageFiles.has(f),
    );
    rows.push(`| ${name} | ${added.length} | ${kb(added.reduce((n, f) => n + gz(f), 0))} |`);
  }
}
{
  const page = closure([entryKey, BOOT, 'src/layout/MainLayout.tsx', 'src/routes/podfts.tsx']);
  const pageFiles = new Set([...page].map((k) => manifest[k].file));
  if (!manifest[PODFT_MODAL.module]) {
    console.error(`The podft modal: ${PODFT_MODAL.module} is not in the manifest`);
    failed = true;
  } else {
    const added = [...new Set([...closure([PODFT_MODAL.module])].map((k) => manifest[k].file))].filter(
      (f) => !pageFiles.has(f),
    );
    const size = added.reduce((n, f) => n + gz(f), 0);
    if (size / 1024 > PODFT_MODAL.ceilingKb) failed = true;
    rows.push(
      '',
      '| /podfts record sheet (lazy) | JS files added | JS gzip KB added | ceiling |',
      '|---|---|---|---|',
      `| podft modal | ${added.length} | ${kb(size)} | <= ${PODFT_MODAL.ceilingKb} KB ${size / 1024 > PODFT_MODAL.ceilingKb ? 'OVER' : 'ok'} |`,
    );
  }
}
if (pdfKey) {
  rows.push(
    '',
    `PDF viewer chunk with pdf.js (lazy; loaded only when a page renders a PDF, e.g. /func/otp and /instruction:` +
      ` asserted at run time by apps/web/e2e/bundle.spec.ts): ${kb(gz(manifest[pdfKey].file))} KB gzip` +
      (workerFile ? `, plus its worker ${kb(gz(workerFile))} KB gzip` : ''),
  );
}
if (chartKey) {
  rows.push(
    '',
    `Pie chart chunk with visx (lazy; loaded only by the admin's information on contracts on /): ` +
      `${kb(gz(manifest[chartKey].file))} KB gzip`,
  );
} else {
  console.error('The pie chart chunk (visx) is missing from the build');
  failed = true;
}
const text = rows.join('\n');
console.log(text);
mkdirSync(new URL('../reports/', import.meta.url), { recursive: true });
writeFileSync(new URL('../reports/bundle-sizes.md', import.meta.url), text + '\n');
process.exit(failed ? 1 : 0);
