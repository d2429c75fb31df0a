import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { AppEnv } from './http';
import { apiRu } from './messages';

/** Is this a request for a file (last segment has an extension) rather than an SPA route? */
export function looksLikeFile(path: string): boolean {
  return extname(path.split('/').at(-1) ?? '') !== '';
}

/**
 * Serves the built SPA from `dir`: files as they are (hashed /assets/* cached for a year), any other GET outside
 * /api gets index.html (history fallback; a missing file with an extension gets 404, not HTML). Without a build,
 * pages answer 503 with the command to run. Returns whether the build exists.
 */
export function mountSpa(app: Hono<AppEnv>, dir: string): boolean {
  const index = join(dir, 'index.html');
  if (!existsSync(index)) {
    app.get('*', (c) => c.text(apiRu.noSpa, 503));
    return false;
  }
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.get('*', serveStatic({ root: dir }));
  app.get('*', (c) => {
    if (looksLikeFile(c.req.path)) return c.text('Not Found', 404);
    c.header('Cache-Control', 'no-cache');
    return c.html(readFileSync(index, 'utf8'));
  });
  return true;
}
