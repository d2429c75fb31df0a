// The SPA's entry, kept tiny. A page with a server-rendered first paint (src/lib/prerendered.ts) is painted before
// the app's code is evaluated, so the copy shows at once on a slow phone while the app starts after it: the app is
// imported once the browser reports the first contentful paint (or after FIRST_PAINT_WAIT_MS, for a browser
// without paint timing or a tab in the background). Other pages boot at once. The app's chunks are already on
// their way either way: the server names them as modulepreload links (apps/api preload.ts).
// The styles belong to the entry, so the server can inline them into every page (apps/api spa.ts).
import './app.css';

const FIRST_PAINT_WAIT_MS = 500;

let started = false;
function boot() {
  if (started) return;
  started = true;
  void import('./boot');
}

if (document.getElementById('prerender') && typeof PerformanceObserver !== 'undefined') {
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    boot();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(boot, FIRST_PAINT_WAIT_MS);
} else {
  boot();
}
