/**
 * One picture per story of the built Storybook, compared with visual/baseline/<story id>.webp. The stories, sorted
 * by file, are split into shards (tests); a shard opens the preview once and switches from story to story through
 * Storybook's channel (no page load per story), waits until the story rendered and settled, and pictures it: full
 * height, animations, transitions and the caret off, Date fixed, the PDF viewer masked. A story tagged
 * `no-visual` is left out.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';

interface Entry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
  importPath: string;
  tags?: string[];
}

const INDEX = fileURLToPath(new URL('../storybook-static/index.json', import.meta.url));
const entries = Object.values(
  (JSON.parse(readFileSync(INDEX, 'utf8')) as { entries: Record<string, Entry> }).entries,
).filter((e) => e.type === 'story' && !e.tags?.includes('no-visual'));
/** VISUAL_ONLY=<part of a story id or file>: picture only those stories (e.g. the files a change touched). */
const only = process.env.VISUAL_ONLY?.split(',').filter(Boolean);
const stories = (
  only ? entries.filter((e) => only.some((o) => e.id.includes(o) || e.importPath.includes(o))) : entries
).sort((a, b) => a.importPath.localeCompare(b.importPath) || a.id.localeCompare(b.id));

/**
 * Twelve shards, fewer for a few stories (VISUAL_ONLY): each shard opens the preview, loads its story files and
 * renders the lazy parts once.
 */
const SHARDS = Math.min(12, Math.ceil(stories.length / 8));
/**
 * Stories that render each lazy part of the ui once (lazyChunk: the PDF viewer, the admin-info charts, the
 * dashboard's policy modal): shown first in every shard, unpictured. React shows a lazy part the first time at least
 * 300 ms after its fallback, maybe after the document looked quiet, even when its code is in the page already (a
 * story file's chunk may bring it); rendered once, it shows at once.
 */
const WARM_UP = [
  'primitives-pdfviewer--base-64',
  'screens-admininfo--all-slices',
  'screens-dashboard--modal-main',
];
/** The stories' clock: the fixtures' 'today' (25.11.2026, Almaty). */
const NOW = new Date('2026-11-25T11:00:00+05:00');

/**
 * Shows `id` in the preview (`setCurrentStory`, or `forceRemount` to render the shown story afresh) and resolves
 * once it rendered and settled (rejects with Storybook's error if it failed).
 */
async function show(page: Page, id: string, event: 'setCurrentStory' | 'forceRemount' = 'setCurrentStory') {
  await page.evaluate(
    ([storyId, name]) =>
      new Promise<void>((resolve, reject) => {
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: StoryChannel })
          .__STORYBOOK_ADDONS_CHANNEL__;
        const events = {
          storyRendered: () => finish(),
          storyErrored: (e: { title?: string; description?: string }) =>
            finish(new Error(`${storyId}: ${e?.title ?? 'error'} ${e?.description ?? ''}`)),
          storyThrewException: (e: { message?: string }) => finish(new Error(`${storyId}: ${e?.message}`)),
          storyMissing: () => finish(new Error(`${storyId}: missing`)),
        };
        function finish(error?: Error) {
          for (const [name, handler] of Object.entries(events)) channel.off(name, handler);
          if (error) reject(error);
          else resolve();
        }
        for (const [name, handler] of Object.entries(events)) channel.on(name, handler);
        channel.emit(name, { storyId, viewMode: 'story' });
        setTimeout(() => finish(new Error(`${storyId}: not rendered within 10 s`)), 10_000);
      }),
    [id, event] as const,
  );
  await settle(page);
}

/**
 * Waits until the story stopped changing: fonts loaded, a PDF opened or failed (the viewer is masked in the
 * picture), no request of the preview in flight (lazy chunks: dialogs, notifications, the PDF viewer) and no change
 * of the document for `quietMs`, at most 5 s; then two frames (what a story does in a frame, a dialog's focus).
 */
async function settle(page: Page, quietMs = 60) {
  for (let round = 0; round < 10; round++) {
    await page.evaluate(async (quiet) => {
      await document.fonts.ready;
      const started = performance.now();
      while (
        document.querySelector('[data-slot="pdf-viewer"][data-status="loading"]') &&
        performance.now() - started < 5_000
      )
        await new Promise((r) => setTimeout(r, 25));
      await new Promise<void>((resolve) => {
        let timer = setTimeout(done, quiet);
        const cap = setTimeout(done, 5_000);
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, quiet);
        });
        observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
        function done() {
          observer.disconnect();
          clearTimeout(timer);
          clearTimeout(cap);
          resolve();
        }
      });
    }, quietMs);
    if ((inFlight.get(page)?.size ?? 0) === 0) break;
    await expect.poll(() => inFlight.get(page)?.size ?? 0, { timeout: 10_000 }).toBe(0);
  }
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

const PICTURE = { type: 'webp', quality: 80, fullPage: true, maskColor: '#e5e7eb' } as const;

/**
 * No animation, no transition, no caret: set once per page (cheaper than Playwright's per-picture option); no
 * focus ring in the PDF viewer (masked, but its ring shows around the mask when the frame takes the focus once
 * pdf.js opened the document, which happens sooner or later); and the story never hidden while Storybook prepares
 * it (it hides the page when preparing takes over 100 ms, a busy machine's case: a story that focuses an element as
 * it mounts would then focus nothing, and show no focus ring).
 */
const STILL =
  '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}' +
  '[data-slot="pdf-viewer"] *{outline:none!important;box-shadow:none!important;--tw-ring-shadow:0 0 #0000!important}' +
  '.sb-show-preparing-story>:not(.sb-preparing-story){display:revert!important}' +
  '.sb-preparing-story{display:none!important}';

/** The story's picture: the PDF viewer masked (pdf.js: its worker, its pages drawn late and anti-aliased differently). */
function picture(page: Page): Promise<Buffer> {
  return page.screenshot({ ...PICTURE, mask: [page.locator('[data-slot="pdf-viewer"]')] });
}

/**
 * The requests of each page still in flight (the preview's own frame only), and how many scripts were fetched
 * (code a story brought: a lazy part, a story file), the PDF viewer's worker aside (fetched anew on every mount).
 */
const inFlight = new WeakMap<Page, Set<unknown>>();
const scriptCount = new WeakMap<Page, { n: number }>();
function trackRequests(page: Page) {
  const pending = new Set<unknown>();
  const count = { n: 0 };
  inFlight.set(page, pending);
  scriptCount.set(page, count);
  page.on('request', (r) => {
    if (r.resourceType() === 'script' && !/pdf\.worker/.test(r.url())) count.n++;
    if (r.frame() === page.mainFrame()) pending.add(r);
  });
  page.on('requestfinished', (r) => pending.delete(r));
  page.on('requestfailed', (r) => pending.delete(r));
}

/** Storybook's preview: its store loads a story's file (CSF) by the story's id. */
interface Preview {
  __STORYBOOK_PREVIEW__?: { storyStoreValue?: { loadCSFFileByStoryId(id: string): Promise<unknown> } };
}

interface StoryChannel {
  on(name: string, handler: (...args: never[]) => void): void;
  off(name: string, handler: (...args: never[]) => void): void;
  emit(name: string, payload: unknown): void;
}

test.describe.configure({ mode: 'parallel' });

for (let shard = 0; shard < SHARDS; shard++) {
  // contiguous shards of stories sorted by file: a shard loads each story file's chunk once
  const mine = stories.filter((_, i) => Math.floor((i * SHARDS) / stories.length) === shard);
  if (!mine.length) continue;
  test(`stories, shard ${shard + 1} of ${SHARDS} (${mine.length})`, async ({ page }) => {
    // a minute, and five seconds a story (about ten times what one takes on a busy machine): a story that hangs is
    // stopped sooner by its own limits (rendered within 10 s, quiet within 5 s)
    test.setTimeout(60_000 + 5_000 * mine.length);
    trackRequests(page);
    await page.clock.setFixedTime(NOW);
    await page.addInitScript((css) => {
      addEventListener('DOMContentLoaded', () => {
        const style = document.createElement('style');
        style.textContent = css;
        document.head.append(style);
      });
    }, STILL);
    // the preview with no story: every story, the first too, is shown through the channel
    await page.goto('/iframe.html');
    await page.waitForFunction(
      () =>
        '__STORYBOOK_ADDONS_CHANNEL__' in window &&
        (window as unknown as Preview).__STORYBOOK_PREVIEW__?.storyStoreValue,
    );
    // the shard's story files at once (in parallel), rather than one file's chunk on the way to each first story
    await page.evaluate(
      async (ids) => {
        const store = (window as unknown as Preview).__STORYBOOK_PREVIEW__!.storyStoreValue!;
        await Promise.all(ids.map((id) => store.loadCSFFileByStoryId(id)));
      },
      [...new Map(mine.map((s) => [s.importPath, s.id])).values()],
    );
    for (const id of WARM_UP.filter((w) => entries.some((e) => e.id === w))) await show(page, id);
    for (const story of mine) {
      await test.step(story.id, async () => {
        let before = scriptCount.get(page)!.n;
        await show(page, story.id).catch(async (error: Error) => {
          // a switch that never reported (seen once in hundreds of runs): load the story's own page instead
          if (!error.message.includes('not rendered')) throw error;
          await page.goto(`/iframe.html?id=${story.id}&viewMode=story`);
          await page
            .locator('#storybook-root > *, .sb-show-errordisplay')
            .first()
            .waitFor({ timeout: 10_000 });
          await settle(page);
        });
        // A story that loaded code (a lazy part: a modal, the notifications) is rendered once more: React shows a lazy
        // part a moment after its code arrived (300 ms at least after its fallback), maybe after the document looked
        // quiet; rendered afresh once the code is there, the part shows at once (and a part inside it loads then).
        for (let round = 0; round < 3 && scriptCount.get(page)!.n !== before; round++) {
          before = scriptCount.get(page)!.n;
          await show(page, story.id, 'forceRemount');
        }
        const shot = await picture(page);
        // the same bytes as the baseline: nothing to decode and compare (most stories, most runs)
        const baseline = test.info().snapshotPath(`${story.id}.webp`);
        if (existsSync(baseline) && readFileSync(baseline).equals(shot)) return;
        expect.soft(shot).toMatchSnapshot(`${story.id}.webp`);
      });
    }
  });
}
