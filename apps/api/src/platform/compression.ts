import type { MiddlewareHandler } from 'hono';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { AppEnv } from './http';

/**
 * Compression of what is not compressed at build time: the API's JSON answers when they are large. Static
 * assets come precompressed (scripts/compress.mjs, served as files); the SPA's pages are compressed once per
 * route (spa.ts). Nothing already encoded is compressed again.
 */

export const COMPRESS_MIN_BYTES = 1024;

export type Encoding = 'br' | 'gzip' | 'identity';

/** The encoding to answer with: brotli, else gzip, when the client accepts it (q=0 refuses). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}

/** Compresses JSON answers of COMPRESS_MIN_BYTES or more with brotli (fast setting) or gzip, as accepted. */
export function compressJson(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const type = c.res.headers.get('Content-Type') ?? '';
    if (!type.startsWith('application/json') || c.res.headers.has('Content-Encoding')) return;
    const encoding = pickEncoding(c.req.header('Accept-Encoding'));
    if (encoding === 'identity') return;
    const body = Buffer.from(await c.res.arrayBuffer());
    const headers = new Headers(c.res.headers);
    headers.append('Vary', 'Accept-Encoding');
    if (body.length < COMPRESS_MIN_BYTES) {
      c.res = new Response(body, { status: c.res.status, headers });
      return;
    }
    const packed =
      encoding === 'br'
        ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(body, { level: 6 });
    headers.set('Content-Encoding', encoding);
    headers.delete('Content-Length');
    c.res = new Response(new Uint8Array(packed), { status: c.res.status, headers });
  };
}
