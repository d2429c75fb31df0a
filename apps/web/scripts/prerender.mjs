// Build step after `vite build`: builds src/prerender/entry.tsx for Node into dist-ssr/entry.js, self-contained
// (every dependency bundled), which the server loads to render a page's first paint into its HTML
// (apps/api spa.ts). Kept out of dist/ so it is never served as a file.
import { resolve } from 'node:path';
import { build } from 'vite';

const web = resolve(import.meta.dirname, '..');

/**
 * Lazily loaded views (the PDF viewer with pdf.js, the charts with visx) render their loading frame on the server:
 * React does not wait for them there, so their code is left out of the server build instead of loaded for nothing.
 */
const LAZY_IMPL = /(pdf-viewer-impl|day-pie-impl)(\.tsx)?$/;
const serverOnly = {
  name: 'sakta-lazy-views-stay-in-the-browser',
  enforce: 'pre',
  resolveId: (id) => (LAZY_IMPL.test(id) ? '\0sakta-lazy-view' : null),
  load: (id) => (id === '\0sakta-lazy-view' ? 'export default function LazyView() { return null; }' : null),
};

await build({
  root: web,
  plugins: [serverOnly],
  configFile: resolve(web, 'vite.config.ts'),
  logLevel: 'warn',
  ssr: { noExternal: true },
  build: {
    ssr: 'src/prerender/entry.tsx',
    outDir: resolve(web, 'dist-ssr'),
    emptyOutDir: true,
    manifest: false,
    copyPublicDir: false,
    rolldownOptions: { output: { entryFileNames: 'entry.js' } },
  },
});
console.log('prerender: dist-ssr/entry.js');
