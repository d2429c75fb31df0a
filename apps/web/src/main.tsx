// The SPA's entry, kept tiny. A page with a server-rendered first paint (src/lib/prerendered.ts: a copy, or the
// app's own tree to hydrate) is painted before
// the app's code is even fetched, so the copy shows at once on a slow phone and the app starts after it: once the
// browser reports the first contentful paint, the entry asks for the app's chunks in one round (the server lists
// them in `<meta name="sakta-preload">`, apps/api platform/spa.ts) and imports the app. Without that report it
// starts at once when the browser has no paint timing or the tab is in the background (nothing is painted there),
// and otherwise after FIRST_PAINT_WAIT_MS at the latest. Other pages boot at once, their chunks named by
// modulepreload links in the HTML.
// The styles belong to the entry, so the server can inline them into every page (apps/api platform/spa.ts).
import './app.css';
import { holdClicks } from './lib/held-clicks';

const FIRST_PAINT_WAIT_MS = 3000;

let started = false;
function boot() {
  if (started) return;
  started = true;
  const listed = document.querySelector('meta[name="sakta-preload"]')?.getAttribute('content') ?? '';
  for (const href of listed.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  void import('./boot');
}

const paintTiming =
  typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');

const hydrated = document.querySelector<HTMLElement>('#root[data-hydrate]');
const copy = document.getElementById('prerender');
// a press on the server's markup before it is live is kept and made again once it is (lib/held-clicks.ts)
for (const painted of [hydrated, copy]) if (painted) holdClicks(painted);
const painted = copy ?? hydrated;
if (painted && paintTiming && document.visibilityState === 'visible') {
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    boot();
  }).observe({ type: 'paint', buffered: true });
  document.addEventListener('visibilitychange', boot, { once: true });
  setTimeout(boot, FIRST_PAINT_WAIT_MS);
} else {
  boot();
}
