// `pnpm perf`: Lighthouse 12.8.2 (mobile preset: simulated slow 4G, 4x CPU slowdown) in Debian's Chromium against
// the product as the start command serves it, and against a bare React 19 page served the same way in the same
// run; median of 3 runs per page. The signed-in screens (Lighthouse cannot log in) are measured with Playwright
// under the same throttling through CDP, beside the bare page (signed-in.mjs). Prints the tables and writes
// reports/perf.md. Needs `pnpm build` first (the root script does it). PERF_RUNS=1 for a quick look;
// PERF_ONLY=signed-in measures only the signed-in screens, PERF_ONLY=typed only the keys kept when typed during the
// hand-over (typed-keys.mjs); PERF_SCREENS=/branches,/dashboard only the screens of those paths.
import { spawn, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { freshTab, routeChange, SCREENS } from './signed-in.mjs';
import { keysKept, TYPED } from './typed-keys.mjs';

const root = resolve(import.meta.dirname, '../../..');
const CHROME = process.env.SAKTA_CHROMIUM ?? '/usr/bin/chromium';
const RUNS = Number(process.env.PERF_RUNS ?? 3);
const PRODUCT = Number(process.env.PERF_PORT ?? 8700);
const BARE = PRODUCT + 20;

/** Lighthouse's simulated slow 4G as DevTools throttling (the values of Lighthouse's devtools preset). */
const NETWORK = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

function run(cmd, args, opts = {}) {
  execFileSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
}

function serve(port, staticDir) {
  const dataDir = mkdtempSync(join(tmpdir(), 'sakta-perf-'));
  const child = spawn('pnpm', ['--filter', '@sakta/api', 'start'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      SAKTA_DATA_DIR: dataDir,
      SAKTA_EPAY_PORT: String(port + 1),
      ...(staticDir ? { SAKTA_STATIC_DIR: staticDir } : {}),
    },
    stdio: 'ignore',
    detached: true,
  });
  return child;
}

async function waitFor(url) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not come up`);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function lighthouse(url) {
  const out = join(tmpdir(), `lh-${Date.now()}.json`);
  run(
    join(root, 'node_modules/.bin/lighthouse'),
    [
      url,
      '--quiet',
      '--only-categories=performance',
      '--output=json',
      `--output-path=${out}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ],
    { env: { ...process.env, CHROME_PATH: CHROME }, stdio: 'ignore' },
  );
  const lhr = JSON.parse(readFileSync(out, 'utf8'));
  const a = lhr.audits;
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    lcp: a['largest-contentful-paint'].numericValue,
    fcp: a['first-contentful-paint'].numericValue,
    tbt: a['total-blocking-time'].numericValue,
    transfer: a['total-byte-weight'].numericValue,
    requests: a['network-requests'].details.items.length,
  };
}

function medianOf(results) {
  const pick = (k) => median(results.map((r) => r[k]));
  return {
    score: pick('score'),
    lcp: pick('lcp'),
    fcp: pick('fcp'),
    tbt: pick('tbt'),
    transfer: pick('transfer'),
    requests: pick('requests'),
  };
}

/** LCP of `path` with Playwright under the throttling, optionally after logging in (unthrottled). */
async function throttledLcp(browser, base, path, loginAs) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
  });
  const page = await context.newPage();
  if (loginAs) {
    await page.goto(`${base}/login`);
    await page.getByLabel('ИИН').fill(loginAs);
    await page.getByLabel('Пароль', { exact: true }).fill('Sakta-demo-2026!');
    await page.getByRole('button', { name: 'Войти' }).click();
    await page.getByRole('heading', { level: 1, name: 'Главная' }).waitFor();
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle', timeout: 120_000 });
  await page.waitForTimeout(1000);
  const lcp = await page.evaluate(
    () =>
      new Promise((done) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          done(entries[entries.length - 1]?.startTime ?? 0);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  await context.close();
  return lcp;
}

const fmtMs = (ms) => `${(ms / 1000).toFixed(2)} s`;
const fmtKb = (b) => `${Math.round(b / 1024)} KB`;

async function main() {
  run('pnpm', [
    '--filter',
    '@sakta/web',
    'exec',
    'vite',
    'build',
    '--config',
    'perf/vite.bare.config.ts',
    '--logLevel',
    'warn',
  ]);
  run('node', ['scripts/compress.mjs', 'apps/web/perf/bare-dist']);
  const servers = [serve(PRODUCT), serve(BARE, join(root, 'apps/web/perf/bare-dist'))];
  const stop = () =>
    servers.forEach((s) => {
      try {
        process.kill(-s.pid);
      } catch {
        /* gone */
      }
    });
  process.on('exit', stop);
  try {
    await Promise.all([
      waitFor(`http://localhost:${PRODUCT}/api/health`),
      waitFor(`http://localhost:${BARE}/api/health`),
    ]);
    const pages = [
      ['bare React page', `http://localhost:${BARE}/`],
      ['/login', `http://localhost:${PRODUCT}/login`],
      ['/kdp/{iin}', `http://localhost:${PRODUCT}/kdp/850412401239`],
      ['/func/otp/{ulid}', `http://localhost:${PRODUCT}/func/otp/01JDSAKTA0000000000000000A`],
      ['/epay/{id}', `http://localhost:${PRODUCT}/epay/1001`],
    ];
    const rows = [];
    const signedInOnly = process.env.PERF_ONLY === 'signed-in';
    const typedOnly = process.env.PERF_ONLY === 'typed';
    for (const [name, url] of typedOnly ? [] : signedInOnly ? pages.slice(0, 1) : pages) {
      const results = [];
      for (let i = 0; i < RUNS; i++) results.push(lighthouse(url));
      rows.push([name, medianOf(results)]);
      console.log(`${name}: done`);
    }
    const bare = rows[0]?.[1];
    const browser = await chromium.launch({ executablePath: CHROME });
    const bareRuns = [];
    for (let i = 0; i < (typedOnly ? 0 : RUNS); i++)
      bareRuns.push(await throttledLcp(browser, `http://localhost:${BARE}`, '/'));
    const bareLcp = median(bareRuns) ?? NaN;
    const screens = [];
    const only = process.env.PERF_SCREENS?.split(',');
    const typed = [];
    for (const field of TYPED) {
      const runs = [];
      for (let i = 0; i < RUNS; i++)
        runs.push(await keysKept(browser, `http://localhost:${PRODUCT}`, field, NETWORK));
      const kept = median(runs.map((r) => r.kept));
      typed.push({
        name: field.name,
        kept,
        typed: runs[0]?.typed ?? 0,
        live: median(runs.map((r) => r.live)),
        values: runs.map((r) => r.value),
      });
      console.log(`${field.name}: done`);
    }
    for (const screen of SCREENS.filter((s) => !typedOnly && (!only || only.includes(s.path)))) {
      const fresh = [];
      const changes = [];
      for (let i = 0; i < RUNS; i++) {
        fresh.push(await freshTab(browser, `http://localhost:${PRODUCT}`, screen, NETWORK));
        if (screen.menu) changes.push(await routeChange(browser, `http://localhost:${PRODUCT}`, screen));
      }
      const pick = (k) => median(fresh.map((r) => r[k]));
      screens.push({
        name: screen.name,
        lcp: pick('lcp'),
        code: pick('code'),
        data: pick('data'),
        painted: pick('painted'),
        live: pick('live'),
        transfer: pick('transfer'),
        requests: pick('requests'),
        change: changes.length ? median(changes) : null,
        // the largest element of the run whose LCP is the median
        element: fresh.find((r) => r.lcp === pick('lcp'))?.element ?? '',
      });
      console.log(`${screen.name}: done`);
    }
    await browser.close();

    const lines = [
      '# Performance (pnpm perf)',
      '',
      `Lighthouse 12.8.2, mobile preset (simulated slow 4G, 4x CPU), Chromium at ${CHROME}, median of ${RUNS}.`,
      `Measured ${new Date().toISOString()} on a machine with load ${execFileSync('cat', ['/proc/loadavg']).toString().trim()}.`,
      '',
      ...(typedOnly
        ? []
        : [
            '| page | score | LCP | LCP / bare | FCP | TBT | transfer | requests |',
            '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
            ...rows.map(
              ([name, r]) =>
                `| ${name} | ${r.score} | ${fmtMs(r.lcp)} | ${(r.lcp / bare.lcp).toFixed(2)}x | ${fmtMs(r.fcp)} | ${Math.round(r.tbt)} ms | ${fmtKb(r.transfer)} | ${r.requests} |`,
            ),
            '',
            'Goals: /login and the public pages score at least 95 with an LCP at most 1.3x the bare page.',
            '',
            '## Signed-in screens (Playwright, CDP throttling: latency 562.5 ms, 1.47 Mbit/s down, CPU 4x; cache off)',
            '',
            'A fresh tab of a signed-in user: LCP beside the bare page, when the last script and the last data answer',
            'arrived, when the screen was painted (its data shown, nothing busy) and when the app had taken it over (live),',
            'transfer and requests, the largest element; then the route',
            'change from home (menu click to the screen painted, CPU 4x, network unthrottled).',
            '',
            '| screen | LCP | LCP / bare | last script | last data | painted | live | transfer | requests | route change | largest element |',
            '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
            `| bare React page | ${fmtMs(bareLcp)} | 1.00x | | | | | | | | |`,
            ...screens.map(
              (s) =>
                `| ${s.name} | ${fmtMs(s.lcp)} | ${(s.lcp / bareLcp).toFixed(2)}x | ${fmtMs(s.code)} | ${s.data ? fmtMs(s.data) : '-'} | ${fmtMs(s.painted)} | ${fmtMs(s.live)} | ${fmtKb(s.transfer)} | ${s.requests} | ${s.change === null ? '-' : `${Math.round(s.change)} ms`} | ${s.element.replace(/\|/g, '/')} |`,
            ),
            '',
            'Goals (issue 31): home at most 1.3x the bare page, every working screen at most 1.5x, a route change at most 500 ms.',
            '',
          ]),
      '## Keys kept when typed during the hand-over (latency 300 ms; 8 keys a second from the first paint)',
      '',
      '| field | keys kept (median) | live (median) | what the field held, each run |',
      '| --- | ---: | ---: | --- |',
      ...typed.map(
        (t) =>
          `| ${t.name} | ${t.kept} of ${t.typed} | ${fmtMs(t.live)} | ${t.values.map((v) => `'${v}'`).join(', ')} |`,
      ),
      '',
    ];
    mkdirSync(join(root, 'reports'), { recursive: true });
    writeFileSync(join(root, 'reports/perf.md'), lines.join('\n'));
    console.log(lines.join('\n'));
  } finally {
    stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
