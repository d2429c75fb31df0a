import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import {
  acceptedLanguages,
  chooseLanguage,
  isPublicLanguageRoute,
  LANGUAGE_PARAM,
  languageCookie,
  matchRoute,
  needsSession,
  readLanguageCookie,
  type PublicLanguage,
} from '@sakta/core';
import type { AppEnv } from './http';
import { apiRu } from './messages';
import { pickEncoding, type Encoding } from './compression';
import { preloadLinks, readManifest } from './preload';
import { FirstPaintRenderer, type FirstPaint } from './first-paint';
import { pageSession } from './page-session';

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
  const pages = new PageCache(app, dir, runtime);
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
 * The SPA page of each route: index.html with the run-time configuration, the route's preload links (preload.ts)
 * and its CSS inline, compressed once per route and build (a new build is noticed by index.html's modification
 * time). A page with a first paint (first-paint.ts) carries it before the SPA's root: compressed once too when it
 * is the same for everyone (login), per request (quickly) when it shows the request's data.
 */
class PageCache {
  private built = 0;
  private manifest: ReturnType<typeof readManifest> = {};
  private bases = new Map<string, string>();
  private variants = new Map<string, Compressed>();
  private readonly firstPaint: FirstPaintRenderer | null;

  constructor(
    app: Hono<AppEnv>,
    private readonly dir: string,
    private readonly runtime: SpaRuntimeConfig | undefined,
  ) {
    this.firstPaint = runtime ? new FirstPaintRenderer(app, dir, runtime.payloadKey) : null;
  }

  async answer(c: Context<AppEnv>, pathname: string): Promise<Response> {
    const key = this.refresh(pathname);
    // the session is read only for a page that needs one (a signed-in screen)
    const def = matchRoute(pathname);
    const session = def && needsSession(def) ? pageSession(c) : null;
    // a customer's page is painted in the customer's language (core's language.ts), kept in its cookie
    const language = def && isPublicLanguageRoute(def.id) ? pageLanguage(c) : undefined;
    const base = () => inLanguage(this.base(key, pathname), language);
    const paint = await this.firstPaint?.render(new URL(c.req.url), session, language);
    let page: Compressed;
    if (!paint) page = this.cached(language === 'kk' ? `${key}+kk` : key, base);
    else if (paint.cacheable)
      page = this.cached(`${key}+paint${language === 'kk' ? '+kk' : ''}`, () =>
        withFirstPaint(base(), key, paint),
      );
    else page = compress(withFirstPaint(base(), key, paint), 'fast');
    const encoding = pickEncoding(c.req.header('Accept-Encoding'));
    const headers: Record<string, string> = {
      'Content-Type': 'text/html; charset=UTF-8',
      // A page that shows a customer's data is not kept by any cache.
      'Cache-Control': paint && !paint.cacheable ? 'no-store' : 'no-cache',
      Vary: 'Accept-Encoding',
    };
    if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
    if (language) {
      headers.Vary = 'Accept-Encoding, Accept-Language, Cookie';
      headers['Set-Cookie'] = languageCookie(language, new URL(c.req.url).protocol === 'https:');
    }
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
    return c.body(new Uint8Array(page[encoding]), 200);
  }

  /** The route's cache key; drops everything when a new build is there. */
  private refresh(pathname: string): string {
    const mtime = statSync(join(this.dir, 'index.html')).mtimeMs;
    if (mtime !== this.built) {
      this.built = mtime;
      this.manifest = readManifest(this.dir);
      this.bases.clear();
      this.variants.clear();
    }
    return matchRoute(pathname)?.id ?? 'notFound';
  }

  private base(key: string, pathname: string): string {
    let html = this.bases.get(key);
    if (html === undefined) {
      html = readFileSync(join(this.dir, 'index.html'), 'utf8');
      if (this.runtime) html = injectRuntimeConfig(html, this.runtime);
      html = injectBeforeHeadEnd(html, preloadLinks(this.manifest, pathname));
      html = inlineStylesheets(html, this.dir);
      this.bases.set(key, html);
    }
    return html;
  }

  private cached(key: string, html: () => string): Compressed {
    let page = this.variants.get(key);
    if (!page) {
      page = compress(html(), 'best');
      this.variants.set(key, page);
    }
    return page;
  }
}

type Compressed = Record<Encoding, Buffer>;

function compress(html: string, effort: 'best' | 'fast'): Compressed {
  const identity = Buffer.from(html, 'utf8');
  const best = effort === 'best';
  return {
    identity,
    gzip: gzipSync(identity, { level: best ? 9 : 6 }),
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: best ? 11 : 5 } }),
  };
}

/** JSON in a script element is data, never run (the CSP allows no inline script); '<' cannot end the element. */
function jsonData(id: string, json: string): string {
  return `<script type="application/json" id="${id}">${json.replace(/</g, '\\u003c')}</script>`;
}

/**
 * The app's own tree (the login, the customer's pages) goes into the SPA's root, which the SPA hydrates, with its
 * painted state. Any other first paint (a signed-in screen) is a copy in `<div id="prerender">` before the SPA's
 * root (apps/web src/lib/prerendered.ts), with the API's answers it was painted from. Its fields take keys and its
 * buttons hold their presses until the live page takes both over (apps/web src/lib/copy-input.ts).
 */
export function withFirstPaint(html: string, route: string, paint: FirstPaint): string {
  const page = paint.scriptsAfterPaint ? deferPreloads(html) : html;
  // the app's own tree is the root's content, which the SPA hydrates (apps/web src/boot.tsx)
  if (paint.handOver === 'hydrate') {
    const state = paint.state ? jsonData('sakta-painted', paint.state) : '';
    return page.replace('<div id="root"></div>', `<div id="root" data-hydrate>${paint.html}</div>${state}`);
  }
  const copy = `<div id="prerender" data-route="${escapeAttribute(route)}" data-hand-over="${paint.handOver}">${paint.html}</div>`;
  // the answers the copy was painted from: the SPA takes them instead of asking again (apps/web lib/page-answers.ts)
  const answers = paint.answers ? jsonData('sakta-answers', paint.answers) : '';
  return page.replace('<div id="root">', `${copy}${answers}<div id="root">`);
}

/**
 * On a page with a first paint the app's chunks are fetched after that paint, not with the HTML: the preload
 * links become one `<meta name="sakta-preload">` that the entry (apps/web src/main.tsx) turns back into links once
 * the page is painted, so on a slow phone the bandwidth goes to the page the user sees first.
 */
export function deferPreloads(html: string): string {
  const files: string[] = [];
  const rest = html.replace(
    /<link rel="modulepreload" crossorigin href="([^"]+)">\n?/g,
    (_, href: string) => {
      files.push(href);
      return '';
    },
  );
  if (files.length === 0) return html;
  return injectBeforeHeadEnd(
    rest,
    `<meta name="sakta-preload" content="${escapeAttribute(files.join(' '))}">`,
  );
}

function injectBeforeHeadEnd(html: string, tags: string): string {
  if (!tags) return html;
  const head = /<\/head>/i.exec(html);
  return head ? html.slice(0, head.index) + tags + '\n' + html.slice(head.index) : html;
}

/**
 * The entry's stylesheet links of index.html become <style> elements: the first paint needs the CSS, and inline
 * it comes with the HTML instead of one round trip later (the CSP allows inline styles, see security-headers.ts).
 */
export function inlineStylesheets(html: string, dir: string): string {
  return html.replace(
    /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
    (link, file: string) => {
      const path = join(dir, file);
      if (!existsSync(path)) return link;
      return `<style>${readFileSync(path, 'utf8').replace(/<\/style/gi, '<\\/style')}</style>`;
    },
  );
}

/**
 * The language of a customer's page (core's language.ts): the link's `lang`, else the remembered choice (the
 * cookie), else the first of the browser's Accept-Language we have, else Russian.
 */
export function pageLanguage(c: Context<AppEnv>): PublicLanguage {
  return chooseLanguage({
    param: c.req.query(LANGUAGE_PARAM),
    cookie: readLanguageCookie(c.req.header('Cookie')),
    preferences: acceptedLanguages(c.req.header('Accept-Language')),
  });
}

/** The page's `<html lang>` in `language` (index.html says Russian). */
export function inLanguage(html: string, language: PublicLanguage | undefined): string {
  if (!language || language === 'ru') return html;
  return html.replace(
    /<html\b([^>]*)>/i,
    (_, attributes: string) => `<html${attributes.replace(/\s+lang="[^"]*"/i, '')} lang="${language}">`,
  );
}
