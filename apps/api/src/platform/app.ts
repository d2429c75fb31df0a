import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { APC_HEADER, CODE_SENT_HEADER } from '@sakta/core';
import { limitBody, settleBody } from './body-limit';
import { testConfig, type Config } from './config';
import { migrate, openDatabase, type Db } from './db';
import { Rejected, SessionFailure, rejection, type AppEnv } from './http';
import { apiRu } from './messages';
import { endpointsFor } from './routes';
import { accessMiddleware } from './auth';
import { seedPublic } from '../features/public-pages/seed';
import { seed } from './seed';
import { compressJson } from './compression';
import { securityHeaders } from './security-headers';
import { looksLikeFile, mountSpa } from './spa';

/**
 * The Hono app of the sandbox back end, without listening (tests call it in process): the middleware every
 * request passes (log line, security headers, compression, CORS, the unread body's discard, body limit), the
 * endpoints of routes.ts behind their access check, the spec's failure answers, and the SPA when a build folder is
 * configured.
 */

export interface AppOptions {
  /** An open, migrated database, or ':memory:' for a fresh migrated and seeded in-memory one. */
  db: Db | ':memory:';
  /** Defaults to testConfig(). */
  config?: Config;
}

/**
 * Largest request body: the calls carry forms of a few kilobytes (each text field has its limit in core's
 * contract, TEXT_MAX); a bigger body is refused unparsed (body-limit.ts).
 */
export const MAX_BODY_BYTES = 64 * 1024;

/** Whether a request path matches a Hono path pattern with `:param` segments (the wide-body endpoints). */
function matchesPath(pattern: string, path: string): boolean {
  const a = pattern.split('/');
  const b = path.split('/');
  return a.length === b.length && a.every((seg, i) => seg.startsWith(':') || seg === b[i]);
}

/**
 * Opens, migrates and seeds a database (demo users and the public pages' customers, documents and contracts).
 * Codes for the pending consents and documents are sent by sendPendingCodes, at start (main.ts).
 */
export function prepareDatabase(
  file: string,
  config: Pick<Config, 'mode' | 'scryptN' | 'now'> & Partial<Pick<Config, 'seedPolicies'>>,
): Db {
  const db = openDatabase(file);
  migrate(db);
  seed(db, config);
  seedPublic(db, config);
  return db;
}

/** The Hono app (no listening): /api endpoints, and the SPA when config.staticDir is set. */
export function createApp(options: AppOptions): Hono<AppEnv> {
  const config = options.config ?? testConfig();
  const db = options.db === ':memory:' ? prepareDatabase(':memory:', config) : options.db;
  const app = new Hono<AppEnv>();

  // One line a request: time, method, path, status, duration. Static files are not logged.
  app.use('*', async (c, next) => {
    const start = performance.now();
    await next();
    if (!c.req.path.startsWith('/api/') && looksLikeFile(c.req.path)) return;
    const ms = Math.round(performance.now() - start);
    config.log(
      `${new Date(config.now()).toISOString()} ${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms`,
    );
  });

  app.use('*', securityHeaders(config));
  // JSON answers of the API are compressed when large (brotli or gzip as the client accepts).
  app.use('/api/*', compressJson());

  if (config.corsOrigins.length > 0) {
    app.use(
      '/api/*',
      cors({
        origin: config.corsOrigins,
        allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
        allowHeaders: ['Authorization', 'Content-Type', 'Accept', APC_HEADER],
        exposeHeaders: ['Retry-After', CODE_SENT_HEADER],
        maxAge: 600,
      }),
    );
  }

  // the pages read them too: a signed-in page's first paint checks the session (page-session.ts)
  app.use('*', async (c, next) => {
    c.set('db', db);
    c.set('config', config);
    await next();
  });
  app.use('/api/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  // whatever part of a body the answer left unread is thrown away before the answer goes out
  app.use('/api/*', settleBody);
  const endpoints = endpointsFor(config.mode);
  // every body is limited before the role check, except the few endpoints allowed more (an agreement's PDF),
  // whose larger limit applies only once the role is known
  app.use('/api/*', async (c, next) => {
    const wide = endpoints.some(
      (e) => e.maxBodyBytes && e.method === c.req.method && matchesPath(e.path, c.req.path),
    );
    return wide ? next() : limitBody(MAX_BODY_BYTES)(c, next);
  });

  for (const e of endpoints)
    if (e.maxBodyBytes)
      app.on(e.method, e.path, accessMiddleware(e.access), limitBody(e.maxBodyBytes), e.handler);
    else app.on(e.method, e.path, accessMiddleware(e.access), e.handler);
  app.all('/api/*', (c) => rejection(c, 404, [apiRu.methodNotFound]));
  app.all('/api', (c) => rejection(c, 404, [apiRu.methodNotFound]));

  if (config.staticDir)
    mountSpa(app, config.staticDir, {
      payloadKey: config.payloadKey,
      epayOrigin: config.epayOrigin,
      sandbox: config.mode !== 'production',
    });

  app.onError((err, c) => {
    if (err instanceof Rejected) return rejection(c, err.status, err.errors, err.shape);
    if (err instanceof SessionFailure) return c.json({ status: err.status }, 401);
    console.error(err);
    return rejection(c, 500, [apiRu.internal]);
  });
  app.notFound((c) =>
    c.req.path.startsWith('/api') ? rejection(c, 404, [apiRu.methodNotFound]) : c.text('Not Found', 404),
  );
  return app;
}
