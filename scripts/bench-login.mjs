#!/usr/bin/env node
// A real user's sign-in while a burst of failed logins runs (issue 42, item 7): starts the sandbox API on a fresh
// database (test mode, the production password cost), then, BENCH_ROUNDS times (default 3):
// - fires BENCH_BURST (default 200) failed logins at once, each from its own loopback address (127.0.1.x: the
//   per-address limit does not stop them) for an IIN nobody has (the server checks a password hash all the same);
// - 50 ms later signs the demo manager in from 127.0.0.1 and reads GET /api/health, and times both;
// and prints each round and the medians. Goal: the real user's login under 2 s while the burst runs.
//
// Usage: pnpm bench:login        (BENCH_BURST=200 BENCH_ROUNDS=3 BENCH_PORT=8791)
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const BURST = Number(process.env.BENCH_BURST ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 8791);
const DATA = mkdtempSync(join(tmpdir(), 'sakta-bench-login-'));
const PASSWORD = 'Sakta-demo-2026!';

const api = new URL('../apps/api/', import.meta.url).pathname;
const server = spawn(process.execPath, ['--import', 'tsx', 'src/platform/main.ts'], {
  cwd: api,
  env: { ...process.env, PORT: String(PORT), SAKTA_DATA_DIR: DATA, SAKTA_MODE: 'test' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);

/** One HTTP call from a given local address: its status and milliseconds. */
function call(method, path, body, localAddress = '127.0.0.1') {
  const started = performance.now();
  return new Promise((resolve) => {
    const data = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port: PORT,
        method,
        path,
        localAddress,
        agent: false,
        headers: data
          ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(data) }
          : {},
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - started }));
      },
    );
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    if (data) req.write(data);
    req.end();
  });
}

async function until(ok, what, ms = 120_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if ((await call('GET', '/api/health')).status === 200 && (await ok())) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const unknownIin = (round, i) => `7${String(round).padStart(2, '0')}${String(i).padStart(9, '0')}`;

await until(async () => true, 'the server');
// a first login warms the hash and the route
await call('POST', '/api/login', { iin: '900101300047', password: PASSWORD });

const logins = [];
const others = [];
for (let round = 1; round <= ROUNDS; round++) {
  const burst = Array.from({ length: BURST }, (_, i) =>
    call(
      'POST',
      '/api/login',
      { iin: unknownIin(round, i), password: 'wrong-password-1A!' },
      `127.0.1.${(i % 250) + 1}`,
    ),
  );
  await new Promise((r) => setTimeout(r, 50));
  const [login, health] = await Promise.all([
    call('POST', '/api/login', { iin: '900101300047', password: PASSWORD }),
    call('GET', '/api/health'),
  ]);
  const answers = await Promise.all(burst);
  const statuses = Object.entries(
    answers.reduce((n, a) => ({ ...n, [a.status]: (n[a.status] ?? 0) + 1 }), {}),
  )
    .map(([s, n]) => `${n}x${s}`)
    .join(' ');
  console.log(
    `round ${round}: the real login ${login.status} in ${login.ms.toFixed(0)} ms, GET /api/health in ${health.ms.toFixed(0)} ms; the burst: ${statuses}, the last answered after ${Math.max(...answers.map((a) => a.ms)).toFixed(0)} ms`,
  );
  logins.push(login.ms);
  others.push(health.ms);
  // the next round after the window of the per-IIN and per-address limits has no effect: other IINs, same addresses
}
console.log(
  `median of ${ROUNDS}: the real login ${median(logins).toFixed(0)} ms, another call ${median(others).toFixed(0)} ms (goal: login < 2000 ms)`,
);
stop();
process.exit(0);
