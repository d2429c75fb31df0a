#!/usr/bin/env node
// The policy list at an insurer's size (issue 29 "Scale"): starts the sandbox API on a fresh database filled with
// SAKTA_SEED_POLICIES policies (default 100,000), then prints
// - the list's p50/p95 (GET /api/policy/all, round trip on this machine) for the five most common filters, each of
//   the 5 page links, BENCH_ROUNDS times (default 20);
// - the full export (GET /api/policy/export, every row as policy.csv): its time, size, rows, and how much the
//   server's resident memory grew at its peak during the export (sampled every 10 ms from /proc).
// Goals: list p95 <= 50 ms; 100,000 rows in <= 5 s with <= 50 MB of growth.
//
// Usage: pnpm bench:policies        (BENCH_POLICIES=100000 BENCH_ROUNDS=20 BENCH_PORT=8790 BENCH_DATA_DIR=<reuse>)
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const COUNT = Number(process.env.BENCH_POLICIES ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 8790);
const DATA = process.env.BENCH_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'sakta-bench-'));
const BASE = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'Sakta-demo-2026!';

const api = new URL('../apps/api/', import.meta.url).pathname;
const started = performance.now();
const server = spawn(process.execPath, ['--import', 'tsx', 'src/platform/main.ts'], {
  cwd: api,
  env: {
    ...process.env,
    PORT: String(PORT),
    SAKTA_DATA_DIR: DATA,
    SAKTA_SEED_POLICIES: String(COUNT),
    SAKTA_MODE: 'test',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);

async function until(ok, what, ms = 300_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if (await ok()) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}
await until(async () => (await fetch(`${BASE}/api/health`)).ok, 'the server');
console.log(
  `server ready with ${COUNT} generated policies in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

async function token(iin, apc) {
  const res = await fetch(`${BASE}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(apc ? { iin, password: PASSWORD, apc } : { iin, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`login ${iin}: ${res.status}`);
  return (await res.json()).access_token;
}
const admin = await token('900101300017');
const manager = await token('900101300047');
const reserve = await token('900101300097', 'APC0097');
const accountant = await token('900101300037');

async function get(path, auth) {
  const t0 = performance.now();
  const res = await fetch(`${BASE}${path}`, { headers: { Authorization: `Bearer ${auth}` } });
  const body = await res.arrayBuffer();
  if (!res.ok) throw new Error(`${path}: ${res.status} ${Buffer.from(body).toString()}`);
  return { ms: performance.now() - t0, body };
}

// the usual searches: every policy, issued ones, the last month, a branch, a reserve seller's APC
const today = new Date(Date.now() + 5 * 3_600_000).toISOString().slice(0, 10);
const monthAgo = new Date(Date.now() + 5 * 3_600_000 - 30 * 86_400_000).toISOString().slice(0, 10);

const FILTERS = [
  ['the accountant: every policy, no filter', '', accountant],
  ['the administrator: status Выпущен', 'status=1', admin],
  ['the administrator: the last 30 days', `start=${monthAgo}&end=${today}`, admin],
  ['a manager: the branch, no filter', '', manager],
  ['a reserve seller: its APC (the default filter)', 'apc=APC0097', reserve],
];

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

console.log(`\n| filter | pages | requests | p50 ms | p95 ms |\n| --- | ---: | ---: | ---: | ---: |`);
let worst = 0;
for (const [name, query, auth] of FILTERS) {
  const times = [];
  let pages = 5;
  for (let round = 0; round < ROUNDS + 2; round++) {
    for (let page = 1; page <= pages; page++) {
      const { ms, body } = await get(`/api/policy/all?page=${page}${query ? `&${query}` : ''}`, auth);
      if (round === 0 && page === 1)
        pages = Math.min(5, JSON.parse(Buffer.from(body).toString()).data.meta.last_page);
      if (round >= 2) times.push(ms); // two warm-up rounds
    }
  }
  worst = Math.max(worst, pct(times, 95));
  console.log(
    `| ${name} | ${pages} | ${times.length} | ${pct(times, 50).toFixed(1)} | ${pct(times, 95).toFixed(1)} |`,
  );
}

// the export: resident memory sampled while it runs, against the value just before it
const rss = () => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'));
  return Number(m?.[1] ?? 0) * 1024;
};
const before = rss();
let peak = before;
const sampler = setInterval(() => (peak = Math.max(peak, rss())), 10);
const t0 = performance.now();
const res = await fetch(`${BASE}/api/policy/export`, { headers: { Authorization: `Bearer ${admin}` } });
let bytes = 0;
let lines = 0;
for await (const chunk of res.body) {
  bytes += chunk.length;
  for (const b of chunk) if (b === 10) lines += 1;
}
const exportMs = performance.now() - t0;
clearInterval(sampler);
peak = Math.max(peak, rss());
const mb = (n) => (n / 1024 / 1024).toFixed(1);
console.log(
  `\nexport: ${lines - 1} rows, ${mb(bytes)} MB of policy.csv in ${(exportMs / 1000).toFixed(2)} s; server RSS ${mb(before)} MB before, peak ${mb(peak)} MB (growth ${mb(peak - before)} MB)`,
);
const ok = worst <= 50 && exportMs <= 5000 && peak - before <= 50 * 1024 * 1024;
console.log(`goals (list p95 <= 50 ms, export <= 5 s, growth <= 50 MB): ${ok ? 'met' : 'NOT met'}`);
stop();
process.exit(0);
