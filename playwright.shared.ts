/**
 * What both Playwright suites (apps/web's e2e, apps/storybook's visual baseline) give Debian's Chromium: no sandbox
 * (a container), headless, no GPU, and none of the browser's own network calls or updates.
 */
export const DEBIAN_CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
