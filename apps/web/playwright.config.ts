import { defineConfig, devices } from '@playwright/test';
import { availableParallelism } from 'node:os';
import { DEBIAN_CHROMIUM_ARGS } from '../../playwright.shared';

/**
 * e2e against the product as `pnpm start` runs it: the sandbox API serving the built SPA (run `pnpm build` first;
 * scripts/test.sh does). Two servers on fresh databases (see SECOND_PORT). Browsers: Debian's Chromium (never
 * downloaded by Playwright): the headless shell for every test but those tagged @pdf-viewer, which read a PDF in the
 * full browser's viewer (the shell has none and downloads it). The token's lifetime runs on the browser's clock,
 * which guard.spec.ts controls.
 */
const PORT = Number(process.env.E2E_PORT ?? 8181);
/**
 * The second server: the OGPO sales (what they sell stays out of the counters dashboard.spec.ts checks on the
 * first; its 1C gives the global number at the first check after payment), the password resets (no
 * one-code-a-minute limit: reset.spec.ts resets a password and puts the demo one back at once; the first server
 * keeps the limit, which reset.spec.ts asserts too), and a second pending document for the pages that leave it
 * pending.
 */
const SECOND_PORT = PORT + 4;
const chromium = process.env.SAKTA_CHROMIUM ?? '/usr/bin/chromium';
/** The headless shell: no window, no GPU-backed UI, no PDF viewer; measured about a third less CPU per test. */
const headlessShell = process.env.SAKTA_CHROMIUM_SHELL ?? '/usr/bin/chromium-headless-shell';
const PDF_VIEWER = /@pdf-viewer/;

/** Each server's simulated card provider listens 10 ports above it (8191, 8195). */
export const epayPort = (port: number) => port + 10;

/** A sandbox server's environment: test mode on a fresh data directory (e2e/servers.mjs empties it first). */
function server(port: number, extraEnv: Record<string, string>) {
  return {
    port,
    env: {
      SAKTA_DATA_DIR: `/tmp/sakta-e2e-${port}`,
      SAKTA_MODE: 'test',
      SAKTA_EPAY_PORT: String(epayPort(port)),
      // Every test browser comes from 127.0.0.1: the per-address login limit would add up the whole suite's
      // deliberate wrong passwords (the limit itself is tested in apps/api/test/login.test.ts).
      SAKTA_LOGIN_ADDRESS_MAX_ATTEMPTS: '1000',
      // A document scan is recognised at the dialog's first poll (2 s) instead of the sandbox's third (6 s); the
      // waiting itself is tested in the api tests and the client dialog's model.
      SAKTA_RECOGNITION_POLLS: '1',
      ...extraEnv,
    },
  };
}

/** A desktop Chrome of Debian's build at executablePath. */
function browser(executablePath: string) {
  return {
    ...devices['Desktop Chrome'],
    channel: undefined,
    launchOptions: {
      executablePath,
      args: [...DEBIAN_CHROMIUM_ARGS],
    },
  };
}

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  // Two workers (one on a single core): a test mostly waits (for a page, a server, a timer), so a second worker
  // fills those waits. Measured on a busy 2-core machine, in turn: 389 s against 548 s (median of 2 runs each), the
  // same CPU time (167 s); no more was measured.
  workers: Math.min(2, availableParallelism()),
  retries: 0,
  // Budgets sized for a slow 2-core machine (a sale journey logs in twice and pays); a test that passes never
  // waits for them.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: '../../reports/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'ru-RU',
    // The product honours prefers-reduced-motion (animations of 1 ms): axe never reads the colours of a text that
    // is still fading in, and no step waits for an animation.
    reducedMotion: 'reduce',
    // Recording a trace costs about a fifth of the run; E2E_TRACE=1 records one for each failure.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', grepInvert: PDF_VIEWER, use: browser(headlessShell) },
    { name: 'pdf viewer', grep: PDF_VIEWER, use: browser(chromium) },
  ],
  // Both servers start at once (e2e/servers.mjs): Playwright would start its web servers one after the other.
  webServer: {
    command: 'node e2e/servers.mjs',
    wait: { stdout: /e2e servers ready/ },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    env: {
      E2E_SERVERS: JSON.stringify([
        server(PORT, {}),
        server(SECOND_PORT, { SAKTA_1C_DELAY_SECONDS: '0', SAKTA_CODE_RESEND_SECONDS: '0' }),
      ]),
    },
  },
});
