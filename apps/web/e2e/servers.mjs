// The e2e run's sandbox servers, started at once (playwright.config.ts): each is `pnpm --filter @sakta/api start`
// on a fresh data directory with its own environment (E2E_SERVERS, JSON: [{port, env}]). Playwright starts its
// web servers one after the other; started together they are ready in the time of the slower one. Prints
// 'e2e servers ready' once every /api/health answers; Playwright ends the process group (the servers with it).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

const servers = JSON.parse(process.env.E2E_SERVERS ?? '[]');

async function healthy(port) {
  try {
    return (await fetch(`http://localhost:${port}/api/health`)).ok;
  } catch {
    return false;
  }
}

// A server left from an interrupted run would answer the tests with its old data and code: refuse to start over it.
for (const { port } of servers)
  if (await healthy(port)) {
    console.error(
      `Port ${port} already has a sandbox server (an earlier run's?): stop it, then run the tests again.`,
    );
    process.exit(1);
  }

const children = servers.map(({ port, env }) => {
  rmSync(env.SAKTA_DATA_DIR, { recursive: true, force: true });
  const child = spawn('pnpm', ['--filter', '@sakta/api', 'start'], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.on('exit', (code) => {
    console.error(`The sandbox server on port ${port} ended (exit ${code}).`);
    process.exit(1);
  });
  return child;
});

const waiting = new Set(servers.map((s) => s.port));
while (waiting.size) {
  for (const port of [...waiting]) if (await healthy(port)) waiting.delete(port);
  if (waiting.size) await new Promise((resolve) => setTimeout(resolve, 200));
}
console.log('e2e servers ready');
for (const signal of ['SIGTERM', 'SIGINT'])
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(0);
  });
