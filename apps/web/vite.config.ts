import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { chunkGroups } from './build/chunk-groups';

// the product's version is the workspace's (root package.json): the footer and the API's health say the same
const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/**
 * A few larger chunks instead of dozens of small ones. Over HTTP/1.1 a phone fetches six files at a time, and on a
 * slow network each further round costs about half a second: home after login needed 45 files before (eight
 * rounds), 14 now. Two groups: the framework every page runs (React, the router, XState, zod), and the app code
 * that four or more pages share; what fewer pages use stays in its own chunks. Left out of both: the modules
 * imported lazily (each stays its own chunk), the heavy libraries of single features (pdf.js, visx), the
 * query cache of the signed-in pages (TanStack Query), which the pages without a session never load, the admin
 * catalogues (only role 0's pages and the footer's versions list use them), the profile with its АВР tab, the
 * tabs (Radix Tabs with its roving focus, about 5 KB gzip: a few pages only, /login would otherwise carry them)
 * the organisation's and the sale pages' screens and core features (OGPO, the sale kernel, the parties' dialogs),
 * core's form, filter and code-step kits of the signed-in lists and forms (form-states, filter-form, the code step's
 * view; /login runs none of them), the form primitives with the masked input, the radio group and the switch
 * (the organisation's and the OGPO page's lazy tabs, modals and dialogs share them, which would count them as shared by four pages and put
 * the mask and the radio group into /login), the fetched-document view and the PDF helpers of the pages (LoadedPdf,
 * lib/public-pages.ts: the agreements', the termination's, the issued policy's, the dashboard's, the public pages'
 * and the instruction's documents, each lazy or a page of its own).
 * The price: a page also loads the shared code of pages it does not show (/login about 15 KB gzip more), once;
 * after that every page is in the browser's cache. What the groups leave goes to build/chunk-groups.ts's four
 * (a build only: the dev server serves modules).
 */
const LAZY =
  /apps[\\/]web[\\/]src[\\/](main|boot|routes[\\/]|layout[\\/]MainLayout|features[\\/]|lib[\\/]((organisation-)?queries|organisation-modal|filtered-list|public-pages))|-impl\.tsx|(AgreementModal|PolicyModal|KeptSaleOffer)\.tsx|pdfjs-dist|@visx|d3-|screens[\\/](organisation|ogpo|sale|parties|podft|property|casco)[\\/]|core[\\/]src[\\/]features[\\/](admin|avr|organisation|ogpo|podft|policies|support|travel|property|casco)[\\/]|core[\\/]src[\\/]features[\\/]home[\\/]ru-admin|core[\\/]src[\\/]shared[\\/](crypto[\\/]|sale[\\/]|parties[\\/]|machines[\\/](lookup-dialog|pause|form-states|filter-form|unprovided|code-confirmation\.view)|product-availability|product-pages|policy-status|policy-documents|date-input|iban|iin|kbe|ulid|banks[\\/]|api[\\/]ip|i18n[\\/]ru-iban)|ui[\\/]src[\\/](screens[\\/](catalogue|avr|profile)[\\/]|primitives[\\/](tabs|text-field|masked-input|mask-control|pattern-mask|radio-group|switch|sheet|loaded-pdf|date-input|card|money-input|textarea)\.)/;
const APP = /packages[\\/](ui|core)[\\/]src|apps[\\/]web[\\/]src/;
const CHUNK_GROUPS = [
  {
    name: 'framework',
    priority: 2,
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|xstate|@xstate[\\/]react|use-sync-external-store|zod)[\\/]/,
  },
  {
    name: 'app',
    priority: 1,
    minShareCount: 4,
    test: (id: string) => !LAZY.test(id) && APP.test(id),
  },
];

// VITE_API_BASE_URL (build time) points the SPA at another back end; empty means the same origin.
// In dev, /api is proxied to SAKTA_API_URL (default http://localhost:8080, the sandbox API).
export default defineConfig(async ({ command }) => ({
  plugins: [react(), tailwindcss()],
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  server: {
    port: 5173,
    proxy: { '/api': process.env.SAKTA_API_URL ?? 'http://localhost:8080' },
  },
  build: {
    outDir: 'dist',
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups:
            command === 'build'
              ? [...CHUNK_GROUPS, ...(await chunkGroups(new URL('./src/', import.meta.url)))]
              : CHUNK_GROUPS,
        },
      },
    },
  },
}));
