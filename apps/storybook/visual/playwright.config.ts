import { defineConfig } from '@playwright/test';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { DEBIAN_CHROMIUM_ARGS } from '../../../playwright.shared';

/**
 * The visual baseline of the stories (`pnpm test:visual`): the built Storybook (storybook-static, built first by
 * the script) served as static files, every story pictured in Debian's Chromium (never downloaded: see
 * ../../../README.md) and compared with the committed picture in visual/baseline/. Separate from apps/web's e2e.
 * `pnpm test:visual --update-snapshots` writes the pictures anew (review them in the diff before committing).
 */
const PORT = Number(process.env.VISUAL_PORT ?? 6107);
const headlessShell = process.env.SAKTA_CHROMIUM_SHELL ?? '/usr/bin/chromium-headless-shell';
/** The only fonts the browser sees: Debian's DejaVu and Liberation, never the host's others (visual/fonts.conf). */
const FONTS = fileURLToPath(new URL('fonts.conf', import.meta.url));

export default defineConfig({
  testDir: '.',
  testMatch: 'stories.spec.ts',
  // prints the baseline's size; fails above 30 MB
  globalSetup: './baseline-size.ts',
  // the pictures, one per story, named by the story's id
  snapshotPathTemplate: '{testDir}/baseline/{arg}{ext}',
  fullyParallel: true,
  // four workers on two cores: a story mostly waits for its page to settle (the CPU was a fifth idle with three)
  workers: Number(process.env.VISUAL_WORKERS ?? Math.min(4, availableParallelism() + 2)),
  retries: 0,
  // a shard's time is set by its number of stories (stories.spec.ts)
  timeout: 180_000,
  reporter: [['list'], ['json', { outputFile: '../../../reports/visual.json' }]],
  outputDir: '../../../test-results/visual',
  expect: {
    // a small tolerance: anti-aliasing of the same picture may differ in a few pixels
    toMatchSnapshot: { threshold: 0.2, maxDiffPixelRatio: 0.001 },
  },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'ru-RU',
    timezoneId: 'Asia/Almaty',
    reducedMotion: 'reduce',
    viewport: { width: 1024, height: 720 },
    deviceScaleFactor: 1,
    launchOptions: {
      executablePath: headlessShell,
      env: { ...process.env, FONTCONFIG_FILE: FONTS },
      // the glyphs drawn without hinting: the same pictures whatever the host's font settings
      args: [...DEBIAN_CHROMIUM_ARGS, '--font-render-hinting=none'],
    },
  },
  webServer: {
    command: `node serve.mjs ${PORT}`,
    url: `http://127.0.0.1:${PORT}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'ignore',
  },
});
