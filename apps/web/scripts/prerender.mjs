// Build step after `vite build`: renders the pages that need no data (src/prerender/entry.tsx, built for Node
// with `vite build --ssr` into .prerender/) and writes their markup to dist/prerender/<route id>.html, which
// the server puts into those pages' HTML (apps/api spa.ts) so they paint before any script has run.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const web = resolve(import.meta.dirname, '..');
const out = join(web, '.prerender');

await build({
  root: web,
  configFile: join(web, 'vite.config.ts'),
  logLevel: 'warn',
  build: {
    ssr: 'src/prerender/entry.tsx',
    outDir: out,
    emptyOutDir: true,
    manifest: false,
    copyPublicDir: false,
  },
});
const { prerender } = await import(pathToFileURL(join(out, 'entry.js')).href);
const target = join(web, 'dist', 'prerender');
mkdirSync(target, { recursive: true });
for (const [id, html] of Object.entries(prerender())) {
  writeFileSync(join(target, `${id}.html`), html);
  console.log(`prerendered ${id}: ${html.length} bytes`);
}
rmSync(out, { recursive: true, force: true });
