// The first paint of a page, rendered here so the browser shows the page before any script has run. The markup
// comes from the SPA's own server build (apps/web src/prerender/entry.tsx, built into dist-ssr/ next to the SPA's
// dist/ by `pnpm build`), which renders the production screens from the production machines; this file only
// loads it and lends it the server's own API (in-process, the answers the SPA would get, with the session of the
// page request for a signed-in screen). Without that build,
// or when it fails, pages are served without a first paint, as before.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Hono } from 'hono';
import type { PublicLanguage, SessionGrant } from '@sakta/core';
import type { AppEnv } from './http';

export interface FirstPaint {
  html: string;
  /**
   * 'hydrate': the app's own tree, hydrated in place by the browser (it goes into the SPA's root); else a copy that
   * the browser removes: the SPA's shell ('shell'), or the page once its data is loaded ('page').
   */
  handOver: 'hydrate' | 'shell' | 'page';
  /** A hydrated page's state as JSON, which the page carries for the SPA's first render. */
  state?: string;
  /** The same markup for every request of the route. */
  cacheable: boolean;
  /** The app's chunks are fetched once the copy is painted (spa.ts deferPreloads), not with the page. */
  scriptsAfterPaint: boolean;
  /** A signed-in screen's answers of the API it was painted from, as JSON, which the page carries for the SPA. */
  answers?: string;
}

type Render = (req: {
  url: URL;
  fetch: typeof fetch;
  payloadKey: string;
  session: SessionGrant | null;
  /** A customer's page: the language it is painted in (spa.ts pageLanguage). */
  language?: PublicLanguage;
}) => Promise<FirstPaint | null>;

/** Loads the SPA's server build next to `staticDir` (again after a new build), if there is one. */
export class FirstPaintRenderer {
  private loaded: { mtime: number; render: Promise<Render | null> } | null = null;
  private readonly entry: string;

  constructor(
    private readonly app: Hono<AppEnv>,
    staticDir: string,
    private readonly payloadKey: string,
  ) {
    this.entry = join(staticDir, '..', 'dist-ssr', 'entry.js');
  }

  private renderer(): Promise<Render | null> {
    if (!existsSync(this.entry)) return Promise.resolve(null);
    const mtime = statSync(this.entry).mtimeMs;
    if (this.loaded?.mtime !== mtime) {
      const url = `${pathToFileURL(this.entry).href}?build=${mtime}`;
      const render = import(url).then(
        (m: { prerender?: Render }) => m.prerender ?? null,
        (e: unknown) => {
          console.error('[first-paint] cannot load the server build:', e);
          return null;
        },
      );
      this.loaded = { mtime, render };
    }
    return this.loaded.render;
  }

  /**
   * The first paint of the page at `url` for the signed-in `session` the request carries (page-session.ts), a
   * customer's page in `language`, or null (no server build, a page without one, or a failure).
   */
  async render(
    url: URL,
    session: SessionGrant | null,
    language?: PublicLanguage,
  ): Promise<FirstPaint | null> {
    const render = await this.renderer();
    if (!render) return null;
    const fetch = ((input: Request | string | URL, init?: RequestInit) =>
      this.app.request(input, init)) as typeof globalThis.fetch;
    try {
      return await render({
        url,
        fetch,
        payloadKey: this.payloadKey,
        session,
        ...(language ? { language } : {}),
      });
    } catch (e) {
      console.error(`[first-paint] ${url.pathname}:`, e);
      return null;
    }
  }
}
