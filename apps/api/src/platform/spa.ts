import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { matchRoute } from '@sakta/core';
import type { AppEnv } from './http';
import { apiRu } from './messages';
import { pickEncoding, type Encoding } from './compression';
import { preloadLinks, readManifest } from './preload';

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
  const pages = new PageCache(dir, runtime);
  // index.html itself goes through the fallback below, so '/' and '/index.html' get the runtime config too.
  app.get('/index.html', (c) => pages.answer(c, '/'));
  app.get('*', serveStatic({ root: dir, index: '__no_index__.html', precompressed: true }));
  app.get('*', (c) => {
    if (looksLikeFile(c.req.path)) return c.text('Not Found', 404);
    return pages.answer(c, c.req.path);
  });
  return true;
}

/**
 * The SPA page of each route: index.html with the run-time configuration and the route's preload links
 * (preload.ts), compressed once per route and build (a new build is noticed by index.html's modification time).
 */
class PageCache {
  private built = 0;
  private manifest: ReturnType<typeof readManifest> = {};
  private variants = new Map<string, Record<Encoding, Buffer>>();

  constructor(
    private readonly dir: string,
    private readonly runtime: SpaRuntimeConfig | undefined,
  ) {}

  answer(c: Context<AppEnv>, pathname: string): Response {
    const page = this.page(pathname);
    const encoding = pickEncoding(c.req.header('Accept-Encoding'));
    const headers: Record<string, string> = {
      'Content-Type': 'text/html; charset=UTF-8',
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding',
    };
    if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
    return c.body(new Uint8Array(page[encoding]), 200);
  }

  private page(pathname: string): Record<Encoding, Buffer> {
    const index = join(this.dir, 'index.html');
    const mtime = statSync(index).mtimeMs;
    if (mtime !== this.built) {
      this.built = mtime;
      this.manifest = readManifest(this.dir);
      this.variants.clear();
    }
    const key = matchRoute(pathname)?.id ?? 'notFound';
    let page = this.variants.get(key);
    if (!page) {
      let html = readFileSync(index, 'utf8');
      if (this.runtime) html = injectRuntimeConfig(html, this.runtime);
      html = injectBeforeHeadEnd(html, preloadLinks(this.manifest, pathname));
      const identity = Buffer.from(html, 'utf8');
      page = {
        identity,
        gzip: gzipSync(identity, { level: 9 }),
        br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      };
      this.variants.set(key, page);
    }
    return page;
  }
}

function injectBeforeHeadEnd(html: string, tags: string): string {
  if (!tags) return html;
  const head = /<\/head>/i.exec(html);
  return head ? html.slice(0, head.index) + tags + '\n' + html.slice(head.index) : html;
}
