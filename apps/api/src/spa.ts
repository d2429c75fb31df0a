import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { AppEnv } from './http';
import { apiRu } from './messages';

/** What the SPA reads at run time from `<meta name="sakta-config" content="{json}">` (apps/web src/config.ts). */
export interface SpaRuntimeConfig {
  payloadKey: string;
  epayOrigin: string;
  /** Demo and test modes: the dev endpoints answer SMS codes to anyone; the SPA shows the 'Песочница' marker. */
  sandbox: boolean;
}

function escapeAttribute(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** index.html with the runtime configuration meta before </head> (or at the top when it has no head). */
export function injectRuntimeConfig(html: string, runtime: SpaRuntimeConfig): string {
  const meta = `<meta name="sakta-config" content="${escapeAttribute(JSON.stringify(runtime))}">`;
  const head = /<\/head>/i.exec(html);
  if (head) return html.slice(0, head.index) + meta + '\n' + html.slice(head.index);
  const doctype = /^\s*<!doctype[^>]*>/i.exec(html);
  const at = doctype ? doctype[0].length : 0;
  return html.slice(0, at) + meta + html.slice(at);
}

/** Is this a request for a file (last segment has an extension) rather than an SPA route? */
export function looksLikeFile(path: string): boolean {
  return extname(path.split('/').at(-1) ?? '') !== '';
}

/**
 * Serves the built SPA from `dir`: files as they are (hashed /assets/* cached for a year), any other GET outside
 * /api gets index.html (history fallback; a missing file with an extension gets 404, not HTML). Without a build,
 * pages answer 503 with the command to run. Returns whether the build exists.
 */
export function mountSpa(app: Hono<AppEnv>, dir: string, runtime?: SpaRuntimeConfig): boolean {
  const index = join(dir, 'index.html');
  if (!existsSync(index)) {
    app.get('*', (c) => c.text(apiRu.noSpa, 503));
    return false;
  }
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  // index.html itself goes through the fallback below, so '/' and '/index.html' get the runtime config too.
  const page = () => {
    const html = readFileSync(index, 'utf8');
    return runtime ? injectRuntimeConfig(html, runtime) : html;
  };
  app.get('/index.html', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(page());
  });
  app.get('*', serveStatic({ root: dir, index: '__no_index__.html' }));
  app.get('*', (c) => {
    if (looksLikeFile(c.req.path)) return c.text('Not Found', 404);
    c.header('Cache-Control', 'no-cache');
    return c.html(page());
  });
  return true;
}
